// Create (POST scopes) and save (POST scopes/{id}?_method=PUT) as multipart: the form fields,
// editor_ids[] repeated and new files as attachments[]; delete a scope.
import { callEndpoint } from 'shared-auth';
import { scopeEndpoints } from 'shared-contract';

export type ScopeFormFields = {
  name: string;
  description: string;
  vendor_company_id: number | null;
  vendor_assignee_id: number | null;
  vendor_signer_id: number | null;
  amount: string;
  /** YYYY-MM-DD, or '' for none (the shared rule reads '' as none). */
  work_start_date: string;
  editor_ids: number[];
};

export function toScopeFormData(values: ScopeFormFields, files: readonly File[], extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append('name', values.name.trim());
  form.append('description', values.description);
  if (values.vendor_company_id !== null) form.append('vendor_company_id', String(values.vendor_company_id));
  if (values.vendor_assignee_id !== null) form.append('vendor_assignee_id', String(values.vendor_assignee_id));
  if (values.vendor_signer_id !== null) form.append('vendor_signer_id', String(values.vendor_signer_id));
  form.append('amount', values.amount.trim());
  form.append('work_start_date', values.work_start_date);
  for (const id of values.editor_ids) form.append('editor_ids[]', String(id));
  for (const file of files) form.append('attachments[]', file, file.name);
  return form;
}

export function createScope(projectId: number, values: ScopeFormFields, files: readonly File[]) {
  return callEndpoint(scopeEndpoints.createScope, { body: toScopeFormData(values, files, { project_id: String(projectId) }) });
}

export async function updateScope(id: number, values: ScopeFormFields, files: readonly File[]) {
  // An empty editor list cannot travel in multipart: JSON [] clears the editors (no files then).
  if (values.editor_ids.length === 0 && files.length === 0) {
    const body = {
      name: values.name.trim(),
      description: values.description,
      vendor_company_id: values.vendor_company_id,
      vendor_assignee_id: values.vendor_assignee_id,
      vendor_signer_id: values.vendor_signer_id,
      amount: values.amount.trim() === '' ? null : values.amount.trim(),
      work_start_date: values.work_start_date,
      editor_ids: [],
    };
    return callEndpoint(scopeEndpoints.updateScope, { params: { id }, query: { _method: 'PUT' }, body: body as never });
  }
  return callEndpoint(scopeEndpoints.updateScope, { params: { id }, query: { _method: 'PUT' }, body: toScopeFormData(values, files) });
}

export async function deleteScope(id: number): Promise<string> {
  return (await callEndpoint(scopeEndpoints.deleteScope, { params: { id } })).data.message;
}
