// One version of a template with its content (viewed read-only).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { templateEndpoints, type TemplateVersion } from 'shared-contract';

const endpoint = templateEndpoints.findTemplateVersion;

export function useTemplateVersion(id: number, versionId: number | null) {
  return useSWR(versionId === null ? null : [endpoint.path, id, versionId], async () => (await callEndpoint(endpoint, { params: { id, versionId: versionId as number } })).data as TemplateVersion);
}
