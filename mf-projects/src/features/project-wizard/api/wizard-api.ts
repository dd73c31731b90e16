// The creation wizard's steps 2-5 (project setup): the team, the company's creation form and the
// project's values, the approval workflows, the additional documents. Each save answers where the
// draft now is (wizard_step).
import useSWR from 'swr';
import { callEndpoint, endpointRequest } from 'shared-auth';
import {
  PROJECT_DOCUMENT_FIELD,
  projectSetupEndpoints as endpoints,
  type CustomFieldType,
  type WizardState,
} from 'shared-contract';

const TEAM_PAGE_SIZE = 100;

export const teamKey = (projectId: number) => [endpoints.listTeamUsers.path, projectId] as const;

export function useTeam(projectId: number) {
  return useSWR(teamKey(projectId), async () => callEndpoint(endpoints.listTeamUsers, { query: { project_id: projectId, per_page: TEAM_PAGE_SIZE, sort_field: 'name', sort_direction: 'asc' } }));
}

export function useNotAddedUsers(projectId: number, search: string) {
  return useSWR([endpoints.listNotAddedUsers.path, projectId, search], async () => callEndpoint(endpoints.listNotAddedUsers, { query: { project_id: projectId, search, per_page: TEAM_PAGE_SIZE, sort_field: 'name', sort_direction: 'asc' } }), { keepPreviousData: true });
}

export async function addTeamUsers(projectId: number, users: number[]) {
  return (await callEndpoint(endpoints.addTeamUsers, { body: { project_id: projectId, users } })).data.message;
}

export async function removeTeamUsers(projectId: number, users: number[]) {
  return (await callEndpoint(endpoints.removeTeamUsers, { body: { project_id: projectId, users } })).data.message;
}

type StepAnswer = { message: string; project: WizardState };

export async function saveStepTwo(projectId: number, users: number[]): Promise<StepAnswer> {
  return (await callEndpoint(endpoints.saveStepTwo, { query: { project_id: projectId }, body: { users } })).data;
}

export const stepThreeKey = (projectId: number) => [endpoints.listStepThreeFields.path, projectId] as const;

export function useStepThreeFields(projectId: number) {
  return useSWR(stepThreeKey(projectId), async () => (await callEndpoint(endpoints.listStepThreeFields, { query: { project_id: projectId } })).data);
}

export async function saveStepThree(projectId: number, fields: { custom_field_id: number; value: string | number | null }[]): Promise<StepAnswer> {
  return (await callEndpoint(endpoints.saveStepThree, { query: { project_id: projectId }, body: { fields } })).data;
}

export type CustomFieldInput = { id?: number; section_id: number; name: string; type: CustomFieldType; required: boolean; options: { id?: number | null; label: string }[] };

export async function saveCustomField(input: CustomFieldInput) {
  const { id, ...rest } = input;
  const body = { ...rest, options: rest.type === 'select' ? rest.options : [] };
  return id ? callEndpoint(endpoints.editCustomField, { body: { id, ...body } }) : callEndpoint(endpoints.createCustomField, { body });
}

export async function deleteCustomField(id: number) {
  return (await callEndpoint(endpoints.deleteCustomField, { body: { id } })).data.message;
}

export async function isUsingOption(optionId: number) {
  return (await callEndpoint(endpoints.isUsingOption, { query: { option_id: optionId } })).data;
}

export const stepFourKey = (projectId: number) => [endpoints.listStepFourFields.path, projectId] as const;

export function useStepFourFields(projectId: number) {
  return useSWR(stepFourKey(projectId), async () => (await callEndpoint(endpoints.listStepFourFields, { query: { project_id: projectId } })).data);
}

/** The users a workflow's default users are picked from: that workflow's approvers. */
export function useWorkflowUsers(workflowId: number | null) {
  return useSWR(workflowId ? [endpoints.listUsersForWorkflowField.path, workflowId] : null, async () => (await callEndpoint(endpoints.listUsersForWorkflowField, { query: { workflow_id: workflowId } })).data);
}

export type StepFourInput = { scope_workflow_id: number | null; contract_workflow_id: number | null; scope_users: number[]; contract_users: number[] };

export async function saveStepFour(projectId: number, input: StepFourInput): Promise<StepAnswer> {
  return (await callEndpoint(endpoints.saveStepFour, { query: { project_id: projectId }, body: input })).data;
}

export const documentsKey = (projectId: number) => [endpoints.listAdditionalDocuments.path, projectId] as const;

export function useAdditionalDocuments(projectId: number) {
  return useSWR(documentsKey(projectId), async () => (await callEndpoint(endpoints.listAdditionalDocuments, { query: { project_id: projectId } })).data);
}

/** Step 5: uploads the files (none only finishes the wizard). */
export async function saveStepFive(projectId: number, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append(PROJECT_DOCUMENT_FIELD, file, file.name);
  return (await callEndpoint(endpoints.saveStepFive, { query: { project_id: projectId }, body: form })).data;
}

export async function deleteAdditionalDocument(id: number) {
  return (await callEndpoint(endpoints.deleteAdditionalDocument, { params: { id } })).data.message;
}

export async function downloadAdditionalDocument(id: number): Promise<Blob> {
  return endpointRequest(endpoints.downloadAdditionalDocument, { params: { id }, cache: 'no-store' }).blob();
}
