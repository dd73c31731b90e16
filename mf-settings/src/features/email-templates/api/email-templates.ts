// Settings > Email Templates: GET settings/email-template/list (paged, search) and show/{id};
// POST create, edit/{id}, delete/{id} (emailTemplateEndpoints).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { emailTemplateEndpoints as endpoints, endpointUrl, type EmailTemplateInput } from 'shared-contract';

export type EmailTemplateListParams = { page: number; perPage: number; search: string };

export const isEmailTemplateListKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.listEmailTemplates.path;

export function useEmailTemplates(params: EmailTemplateListParams) {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.search) query.set('search', params.search);
  return useSWR([endpoints.listEmailTemplates.path, query.toString()], () => callEndpoint(endpoints.listEmailTemplates, { query }), { keepPreviousData: true });
}

export const emailTemplateKey = (id: number) => endpointUrl(endpoints.findEmailTemplate, { id });

export function useEmailTemplate(id: number | null) {
  return useSWR(id ? emailTemplateKey(id) : null, async () => (await callEndpoint(endpoints.findEmailTemplate, { params: { id: id! } })).data);
}

export const createEmailTemplate = (input: EmailTemplateInput) => callEndpoint(endpoints.createEmailTemplate, { body: input });
export const updateEmailTemplate = (id: number, input: EmailTemplateInput) => callEndpoint(endpoints.updateEmailTemplate, { params: { id }, body: input });
export async function deleteEmailTemplate(id: number): Promise<string> {
  return (await callEndpoint(endpoints.deleteEmailTemplate, { params: { id } })).data.message;
}
