// A template's versions, newest first: who saved each, when, and what the save was.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

const endpoint = templateEndpoints.listTemplateVersions;
const PER_PAGE = 50;

export const templateVersionsKey = (id: number) => [endpoint.path, id] as const;

export function useTemplateVersions(id: number | null) {
  return useSWR(id === null ? null : templateVersionsKey(id), async () => callEndpoint(endpoint, { params: { id: id as number }, query: { page: 1, per_page: PER_PAGE } }));
}
