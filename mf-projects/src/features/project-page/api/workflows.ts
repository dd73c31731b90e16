// The project's scope and contract workflows with their default users (Info > Scope workflow,
// Contract workflow): read from step-4/fields, changed one at a time with set-workflow.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { projectSetupEndpoints, type ProjectWorkflowKind } from 'shared-contract';

const fields = projectSetupEndpoints.listStepFourFields;

export const workflowsKey = (projectId: number) => [fields.path, projectId] as const;

export function useProjectWorkflows(projectId: number) {
  return useSWR(workflowsKey(projectId), async () => (await callEndpoint(fields, { query: { project_id: projectId } })).data);
}

/** The users default users are picked from: the chosen workflow's approvers, else the company's employees. */
export function useWorkflowUsers(workflowId: number | null, search: string, isEnabled: boolean) {
  const endpoint = projectSetupEndpoints.listUsersForWorkflowField;
  const query = workflowId ? { workflow_id: workflowId } : { search };
  return useSWR(isEnabled ? [endpoint.path, workflowId, workflowId ? '' : search] : null, async () => (await callEndpoint(endpoint, { query })).data, { keepPreviousData: true });
}

export async function setProjectWorkflow(projectId: number, type: ProjectWorkflowKind, workflowId: number | null, users: number[]): Promise<string> {
  return (await callEndpoint(projectSetupEndpoints.setWorkflow, { body: { project_id: projectId, type, workflow_id: workflowId, users } })).data.message;
}
