// One project (GET projects/{id}): name, stage, archive state, whether it is external, and the
// caller's flags. The project page's layout and its tabs read it through the same SWR key.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { endpointUrl, projectEndpoints } from 'shared-contract';

export const projectKey = (projectId: number | string) => endpointUrl(projectEndpoints.findProject, { id: projectId });

/** null asks nothing (an id that cannot be a project's). */
export function useProject(projectId: number | string | null) {
  return useSWR(projectId === null ? null : projectKey(projectId), async () => (await callEndpoint(projectEndpoints.findProject, { params: { id: projectId ?? 0 } })).data, {
    shouldRetryOnError: false,
  });
}
