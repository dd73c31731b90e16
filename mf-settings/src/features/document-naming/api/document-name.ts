// Document naming: GET settings/company/document-name, GET .../preview?pattern=, POST .../edit;
// and the merge fields offered for completion (settings/shortcode/company-list).
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type DocumentNameSetting, type MergeFieldOption } from 'shared-contract';

export function useDocumentNameSetting() {
  return useSWR(API.documentName.show, async (path: string) => (await api.get(path).json<{ data: DocumentNameSetting }>()).data);
}

/** The server's preview of a pattern (null: nothing to preview yet). */
export function useDocumentNamePreview(pattern: string | null) {
  return useSWR(
    pattern === null ? null : [API.documentName.preview, pattern],
    async ([path, p]: [string, string]) => (await api.get(path, { searchParams: { pattern: p } }).json<{ data: { preview: string } }>()).data.preview,
    { keepPreviousData: true },
  );
}

export const saveDocumentNamePattern = (pattern: string) => api.post(API.documentName.edit, { json: { pattern } }).json<{ data: DocumentNameSetting; message: string }>();

export function useMergeFieldOptions() {
  return useSWR(API.shortcodes.companyList, async (path: string) => (await api.get(path).json<{ data: MergeFieldOption[] }>()).data);
}

/** The company's own merge field names: with the system ones, what a pattern may use. */
export function useCompanyFieldNames() {
  return useSWR(API.shortcodes.list, async (path: string) => (await api.get(path).json<{ data: { name: string }[] }>()).data.map((f) => f.name));
}
