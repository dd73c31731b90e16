// Settings > Email Templates: GET settings/email-template/list (paged, search) and show/{id};
// POST create, edit/{id}, delete/{id}. Plus the merge fields a mail may use: the completion list
// (settings/shortcode/company-list) and the company's own fields with their defaults (for previews).
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type EmailTemplate, type EmailTemplateInput, type MergeField, type MergeFieldOption, type PagedResponse } from 'shared-contract';

export type EmailTemplateListParams = { page: number; perPage: number; search: string };

export const isEmailTemplateListKey = (key: unknown) => Array.isArray(key) && key[0] === API.emailTemplates.list;

export function useEmailTemplates(params: EmailTemplateListParams) {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.search) query.set('search', params.search);
  return useSWR([API.emailTemplates.list, query.toString()], () => api.get(API.emailTemplates.list, { searchParams: query }).json<PagedResponse<EmailTemplate>>(), {
    keepPreviousData: true,
  });
}

export function useEmailTemplate(id: number | null) {
  return useSWR(id ? API.emailTemplates.show(id) : null, async (path: string) => (await api.get(path).json<{ data: EmailTemplate }>()).data);
}

type Saved = { data: EmailTemplate; message: string };

export const createEmailTemplate = (input: EmailTemplateInput) => api.post(API.emailTemplates.create, { json: input }).json<Saved>();
export const updateEmailTemplate = (id: number, input: EmailTemplateInput) => api.post(API.emailTemplates.edit(id), { json: input }).json<Saved>();
export async function deleteEmailTemplate(id: number): Promise<string> {
  return (await api.post(API.emailTemplates.delete(id)).json<{ data: { message: string } }>()).data.message;
}

/** Every merge field the company may use, for the `{{` completion. */
export function useMergeFieldOptions() {
  return useSWR(API.shortcodes.companyList, async (path: string) => (await api.get(path).json<{ data: MergeFieldOption[] }>()).data);
}

/** The company's own merge fields (with default values, for the preview). */
export function useCompanyMergeFields() {
  return useSWR(API.shortcodes.list, async (path: string) => (await api.get(path).json<{ data: MergeField[] }>()).data);
}
