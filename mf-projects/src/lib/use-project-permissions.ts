// The caller's per-item flags on one project (000 section 6: GET permissions/project/{id}):
// view, update, delete, scopeCreate, taskCreate. Every project screen gates its buttons on them;
// the server refuses the same actions.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { endpointUrl, projectEndpoints, type ProjectAbilities } from 'shared-contract';

export const projectPermissionsKey = (projectId: number | string) =>
  endpointUrl(projectEndpoints.findItemPermissions, { type: 'project', id: projectId });

/** No flag until the server answers (a button stays hidden rather than flashing). */
export const NO_PROJECT_ABILITIES: ProjectAbilities = { view: false, update: false, delete: false, scopeCreate: false, taskCreate: false };

export function useProjectPermissions(projectId: number | string) {
  const swr = useSWR(projectPermissionsKey(projectId), async () => {
    const { data } = await callEndpoint(projectEndpoints.findItemPermissions, { params: { type: 'project', id: projectId } });
    return data as ProjectAbilities;
  });
  return { ...swr, can: swr.data ?? NO_PROJECT_ABILITIES };
}
