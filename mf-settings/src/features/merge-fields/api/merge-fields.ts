// Settings > Merge Fields: GET settings/shortcode/list-paginated (paged, search, type, sort),
// POST settings/shortcode/edit (create without id, edit with id), POST settings/shortcode/delete/{id},
// GET settings/shortcode/export (a file).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { mergeFieldEndpoints, type MergeFieldInput, type MergeFieldOrigin, type MergeFieldSortField, type MergeFieldType } from 'shared-contract';

const listEndpoint = mergeFieldEndpoints.listMergeFieldPage;

export type MergeFieldListParams = {
  page: number;
  perPage: number;
  search: string;
  type: MergeFieldType | '';
  origin: MergeFieldOrigin | '';
  sortField: MergeFieldSortField;
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
export const isMergeFieldListKey = (key: unknown) => Array.isArray(key) && key[0] === listEndpoint.path;

export function useMergeFieldPage(params: MergeFieldListParams) {
  const query = toSearchParams(params);
  return useSWR([listEndpoint.path, query.toString()], () => callEndpoint(listEndpoint, { query }), { keepPreviousData: true });
}

export const saveMergeField = (input: MergeFieldInput) => callEndpoint(mergeFieldEndpoints.saveMergeField, { body: input });

export async function deleteMergeField(id: number): Promise<string> {
  return (await callEndpoint(mergeFieldEndpoints.deleteMergeField, { params: { id } })).data.message;
}

/** Starts the export of every merge field of the company as an .xlsx file: a download job. */
export async function startMergeFieldsExport(): Promise<number> {
  return (await callEndpoint(mergeFieldEndpoints.exportMergeFields, { query: { format: 'xlsx' } })).data.id;
}
