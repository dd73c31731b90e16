// What every list endpoint shares: the pattern its search filters match with and the paged envelope
// it answers with (paging itself is read by parsePaging in validate.ts).
import type { PagedResponse } from 'shared-contract';

/** An ILIKE pattern for "contains text": the user's %, _ and \ are matched literally, not as wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The paged list envelope; an empty list still has one (empty) page. */
export const toPage = <T>(data: T[], total: number, paging: { page: number; perPage: number }): PagedResponse<T> => ({
  data,
  current_page: paging.page,
  last_page: Math.max(1, Math.ceil(total / paging.perPage)),
  per_page: paging.perPage,
  total,
});
