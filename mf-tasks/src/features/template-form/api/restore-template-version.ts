// Restore an earlier version: the server saves a new version with the old content.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints, type Template } from 'shared-contract';

export async function restoreTemplateVersion(id: number, versionId: number): Promise<{ data: Template; message: string }> {
  const result = await callEndpoint(templateEndpoints.restoreTemplateVersion, { params: { id, versionId } });
  return { data: result.data as Template, message: result.message };
}
