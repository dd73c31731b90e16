// What /tasks/bulk-send reads and sends: the templates, projects and employees to choose from, the
// targets (network vendors or scopes), a template's merge fields, the sheet (template and upload),
// validate (per-row problems), the stored bulk send's progress and rows, send and retry.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { endpointUrl, projectEndpoints, scopeEndpoints, taskEndpoints, templateEndpoints, type BulkSendInput, type BulkSendRowStatus, type BulkSendTargetKind } from 'shared-contract';

export function useTemplates() {
  return useSWR(['bulk-send/templates'], async () => (await callEndpoint(templateEndpoints.listTemplates, { query: { per_page: 100, current_page: 1, sort_field: 'name', sort_direction: 'asc' } })).data);
}

export function useProjects() {
  return useSWR(['bulk-send/projects'], async () => (await callEndpoint(projectEndpoints.listProjects, { query: { ownership: 'own', per_page: 100, page: 1, sort_field: 'name', sort_direction: 'asc' } })).data);
}

export function useEmployees() {
  return useSWR(['bulk-send/employees'], async () => (await callEndpoint(scopeEndpoints.listScopeEditors, { query: {} })).data);
}

export function useTargets(kind: BulkSendTargetKind, search: string) {
  return useSWR(['bulk-send/targets', kind, search.trim()], async () => (await callEndpoint(taskEndpoints.listBulkSendTargets, { query: { kind, ...(search.trim() ? { search: search.trim() } : {}) } })).data, {
    keepPreviousData: true,
  });
}

export function useMergeFields(templateId: number | null, target: BulkSendTargetKind, projectId: number | null) {
  return useSWR(templateId ? ['bulk-send/merge-fields', templateId, target, projectId ?? ''] : null, async () =>
    (await callEndpoint(taskEndpoints.listBulkSendMergeFields, { query: { template_id: templateId!, target, ...(projectId ? { project_id: projectId } : {}) } })).data,
  );
}

/** The sheet template's URL (a plain download: the session cookie goes with it). */
export const sheetTemplateUrl = (templateId: number, target: BulkSendTargetKind, format: 'csv' | 'xlsx') =>
  `${endpointUrl(taskEndpoints.downloadBulkSendSheet)}?${new URLSearchParams({ template_id: String(templateId), target, format })}`;

export async function readSheet(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await callEndpoint(taskEndpoints.readBulkSendSheet, { body: form })).data;
}

export async function validateBulkSend(input: BulkSendInput) {
  return (await callEndpoint(taskEndpoints.validateBulkSend, { body: input })).data;
}

export function useBulkSend(id: number | null, sending: boolean) {
  return useSWR(id ? ['bulk-send', id] : null, async () => (await callEndpoint(taskEndpoints.findBulkSend, { params: { id: id! } })).data, { refreshInterval: sending ? 2000 : 0 });
}

export function useBulkSendRows(id: number | null, page: number, status: BulkSendRowStatus | '', refreshKey: string) {
  return useSWR(id ? ['bulk-send/rows', id, page, status, refreshKey] : null, async () =>
    callEndpoint(taskEndpoints.listBulkSendRows, { params: { id: id! }, query: { page, per_page: 50, ...(status ? { status } : {}) } }),
  { keepPreviousData: true },
  );
}

export async function sendBulkSend(id: number) {
  return callEndpoint(taskEndpoints.sendBulkSend, { params: { id } });
}

export async function retryBulkSend(id: number) {
  return callEndpoint(taskEndpoints.retryBulkSend, { params: { id } });
}
