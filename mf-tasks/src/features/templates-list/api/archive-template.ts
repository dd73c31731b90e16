// Archive a template ("delete" archives): answers with its message.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function archiveTemplate(id: number): Promise<string> {
  return (await callEndpoint(templateEndpoints.archiveTemplate, { params: { id } })).data.message;
}
