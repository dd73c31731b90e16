// The `{{` completion's pure part: where a merge-field query starts at the caret, which fields
// match it, and the text after picking one. Kept apart from the component so editors that are
// not a plain text field (the rich-text template editor) reuse the same rules.
import { MERGE_FIELD_QUERY_PATTERN, type MergeFieldOption } from 'shared-contract';

export type MergeFieldQuery = { query: string; start: number };

/** The query typed right after an opening `{{` that ends at the caret, or null (000 section 5). */
export function findMergeFieldQuery(text: string, caret: number): MergeFieldQuery | null {
  const before = text.slice(0, caret);
  const match = MERGE_FIELD_QUERY_PATTERN.exec(before);
  if (!match) return null;
  return { query: match[1], start: before.length - match[0].length };
}

/** Fields whose name starts with the query first, then those whose name or description contains it. */
export function filterMergeFieldOptions<O extends Pick<MergeFieldOption, 'name' | 'description'>>(options: readonly O[], query: string, limit = 8): O[] {
  const q = query.toLowerCase();
  const starts: O[] = [];
  const contains: O[] = [];
  for (const option of options) {
    const name = option.name.toLowerCase();
    if (name.startsWith(q)) starts.push(option);
    else if (name.includes(q) || option.description.toLowerCase().includes(q)) contains.push(option);
  }
  return [...starts, ...contains].slice(0, limit);
}

/** Replaces the `{{query` that ends at the caret by `{{name}}`; the caret goes after it. */
export function insertMergeField(text: string, query: MergeFieldQuery, caret: number, name: string): { text: string; caret: number } {
  const token = `{{${name}}}`;
  // A closing `}}` typed already right after the caret is kept once, not doubled.
  const rest = text.slice(caret).replace(/^[A-Za-z0-9_:.-]*\}\}/, '');
  return { text: text.slice(0, query.start) + token + rest, caret: query.start + token.length };
}
