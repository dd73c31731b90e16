// Settings > Merge Fields: GET settings/shortcode/list-paginated (paged, search, type, sort),
// POST settings/shortcode/edit (create without id, edit with id), POST settings/shortcode/delete/{id},
// GET settings/shortcode/export (a file).
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type MergeField, type MergeFieldInput, type MergeFieldType, type PagedResponse, type JobStartedReply } from 'shared-contract';

export type MergeFieldListParams = {
  page: number;
  perPage: number;
  search: string;
  type: MergeFieldType | '';
  origin: 'system' | 'company' | '';
  sortField: 'name' | 'type' | 'origin';
  sortDirection: 'asc' | 'desc';
};

export function toSearchParams(params: MergeFieldListParams): URLSearchParams {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage), sort_field: params.sortField, sort_direction: params.sortDirection });
  if (params.search) query.set('search', params.search);
  if (params.type) query.set('type', params.type);
  if (params.origin) query.set('origin', params.origin);
  return query;
}

/** Keys start with the path, so a change revalidates every page at once. */
export const isMergeFieldListKey = (key: unknown) => Array.isArray(key) && key[0] === API.shortcodes.listPaginated;

export function useMergeFieldPage(params: MergeFieldListParams) {
  const query = toSearchParams(params);
  return useSWR([API.shortcodes.listPaginated, query.toString()], () => api.get(API.shortcodes.listPaginated, { searchParams: query }).json<PagedResponse<MergeField>>(), {
    keepPreviousData: true,
  });
}

export async function saveMergeField(input: MergeFieldInput): Promise<{ data: MergeField; message: string }> {
  return api.post(API.shortcodes.edit, { json: input }).json<{ data: MergeField; message: string }>();
}

export async function deleteMergeField(id: number): Promise<string> {
  return (await api.post(API.shortcodes.delete(id)).json<{ data: { message: string } }>()).data.message;
}

/** Starts the export of every merge field of the company as an .xlsx file: a download job. */
export async function startMergeFieldsExport(): Promise<number> {
  return (await api.get(API.shortcodes.export, { searchParams: { format: 'xlsx' } }).json<JobStartedReply>()).data.id;
}
