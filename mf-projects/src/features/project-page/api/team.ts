// The project team (Info > Teams): the members, the employees who may be added, add and remove.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { projectSetupEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

const members = projectSetupEndpoints.listTeamUsers;
const notAdded = projectSetupEndpoints.listNotAddedUsers;

export const isTeamKey = (key: unknown) => Array.isArray(key) && (key[0] === members.path || key[0] === notAdded.path);

export function useTeam(projectId: number, params: ListParams) {
  const query = toListSearchParams(params);
  query.set('project_id', String(projectId));
  return useSWR([members.path, query.toString()], () => callEndpoint(members, { query }), { keepPreviousData: true });
}

/** Employees not in the team yet, by name or e-mail (the add dialog's choices; needs the change gate). */
export function useNotAddedUsers(projectId: number, search: string, isEnabled: boolean) {
  const query = { project_id: projectId, search, per_page: 50 };
  return useSWR(isEnabled ? [notAdded.path, projectId, search] : null, async () => (await callEndpoint(notAdded, { query })).data, { keepPreviousData: true });
}

export async function addTeamUsers(projectId: number, users: number[]): Promise<string> {
  return (await callEndpoint(projectSetupEndpoints.addTeamUsers, { body: { project_id: projectId, users } })).data.message;
}

export async function removeTeamUsers(projectId: number, users: number[]): Promise<string> {
  return (await callEndpoint(projectSetupEndpoints.removeTeamUsers, { body: { project_id: projectId, users } })).data.message;
}
