// The document naming setting as the API answers it (shared-contract's documentNameSettingShape).
import { DEFAULT_DOCUMENT_NAME_PATTERN, type DocumentNameSetting } from 'shared-contract';

/** The saved pattern, or the default one while none is saved, with its preview. */
export const toDocumentNameSetting = (saved: string | null, preview: string): DocumentNameSetting => ({
  pattern: saved ?? DEFAULT_DOCUMENT_NAME_PATTERN,
  is_default: saved === null,
  preview,
});
