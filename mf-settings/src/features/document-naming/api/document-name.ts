// Document naming: GET settings/company/document-name, GET .../preview?pattern=, POST .../edit
// (documentNameEndpoints).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { documentNameEndpoints as endpoints } from 'shared-contract';

export function useDocumentNameSetting() {
  return useSWR(endpoints.findDocumentName.path, async () => (await callEndpoint(endpoints.findDocumentName)).data);
}

/** The server's preview of a pattern (null: nothing to preview yet). */
export function useDocumentNamePreview(pattern: string | null) {
  return useSWR(
    pattern === null ? null : [endpoints.previewDocumentName.path, pattern],
    async ([, p]: [string, string]) => (await callEndpoint(endpoints.previewDocumentName, { query: { pattern: p } })).data.preview,
    { keepPreviousData: true },
  );
}

export const saveDocumentNamePattern = (pattern: string) => callEndpoint(endpoints.saveDocumentName, { body: { pattern } });
