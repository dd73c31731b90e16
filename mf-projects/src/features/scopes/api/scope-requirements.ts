// A scope's requirement checklist: GET scope/requirements?scope_id=, and creating its missing tasks
// (POST scope/requirements/create-tasks).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { taskEndpoints } from 'shared-contract';

export const scopeRequirementsKey = (scopeId: number) => [taskEndpoints.findScopeRequirements.path, scopeId] as const;

/** Read again when the scope's status changes (an approved scope may get its tasks). */
export function useScopeRequirements(scopeId: number, scopeStatus: string) {
  return useSWR([...scopeRequirementsKey(scopeId), scopeStatus], async () => (await callEndpoint(taskEndpoints.findScopeRequirements, { query: { scope_id: scopeId } })).data);
}

export function createRequirementTasks(scopeId: number) {
  return callEndpoint(taskEndpoints.createRequirementTasks, { body: { scope_id: scopeId } });
}
