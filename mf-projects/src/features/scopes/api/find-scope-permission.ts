// What the caller may do with scopes in one project (GET scope/check-permission): view, create,
// update, delete, approve, chat. The list's New button and the form's gates read it.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { scopeEndpoints, type ScopePermission } from 'shared-contract';

const NONE: ScopePermission = { view: false, create: false, update: false, delete: false, approve: false, chat: false };

export function useScopePermission(projectId: number | string) {
  const swr = useSWR([scopeEndpoints.checkScopePermission.path, String(projectId)], async () => (await callEndpoint(scopeEndpoints.checkScopePermission, { query: { project_id: projectId } })).data);
  return { ...swr, can: swr.data ?? NONE };
}
