// Document naming: the pattern generated document names follow (merge fields, no characters a file
// name can not hold), its default, messages and the save request.
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages';
import { MERGE_FIELD_TOKEN_PATTERN, renderMergeFields, withMergeFields } from '../merge-fields/rules';
import { rules } from '../validation';

export const DOCUMENT_NAME_MAX = 255;
export const DEFAULT_DOCUMENT_NAME_PATTERN = '{{project.name}} - {{document.type}} - {{today}}';
/** Characters a file name can not hold (outside merge fields, where ':' is part of a name). */
export const DOCUMENT_NAME_FORBIDDEN = ['\\', '/', ':', '*', '?', '"', '<', '>', '|'] as const;

export const DOCUMENT_NAME_MESSAGES = {
  documentNameSaved: 'The document naming pattern has been saved.',
} as const;

/** The pattern; `known` are the merge field names a document name may use (the server passes the company's). */
export const documentNameSchema = (known?: readonly string[]) =>
  yup.object({
    pattern: withMergeFields(rules.requiredString().max(DOCUMENT_NAME_MAX, M.strMax(DOCUMENT_NAME_MAX)), known).test('file-name', (value, ctx) => {
      const outside = (value ?? '').replace(MERGE_FIELD_TOKEN_PATTERN, '');
      return DOCUMENT_NAME_FORBIDDEN.some((c) => outside.includes(c)) ? ctx.createError({ message: M.exceptCharacters(DOCUMENT_NAME_FORBIDDEN.join(' ')) }) : true;
    }),
  });

/** A generated document name: merge fields filled, characters a file name can not hold become '-'. */
export function renderDocumentName(pattern: string, values: Record<string, string>): string {
  const safe: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) safe[k] = v.replace(/[\\/:*?"<>|]/g, '-');
  return renderMergeFields(pattern, safe).replace(/\s+/g, ' ').trim();
}
