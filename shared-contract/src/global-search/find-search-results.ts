import * as yup from 'yup';
import { GLOBAL_SEARCH_MIN_CHARS } from '../constants';
import { defineEndpoint } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { dataOf } from '../schema';
import { rules } from '../validation';
import { GLOBAL_SEARCH_GROUPS, GLOBAL_SEARCH_MAX_PER_PAGE, GLOBAL_SEARCH_MESSAGES } from './global-search';
import { globalSearchResultsShape } from './shapes';

/** search (3+ characters after trimming), optional type, page and per_page (at most GLOBAL_SEARCH_MAX_PER_PAGE, else 422). */
export const globalSearchQuerySchema = yup.object({
  search: rules.queryText().required(M.required).min(GLOBAL_SEARCH_MIN_CHARS, M.strMin(GLOBAL_SEARCH_MIN_CHARS)),
  type: rules.text(GLOBAL_SEARCH_MESSAGES.invalidType).oneOf([...GLOBAL_SEARCH_GROUPS], GLOBAL_SEARCH_MESSAGES.invalidType),
  page: rules.page(),
  per_page: rules.perPage(GLOBAL_SEARCH_MAX_PER_PAGE),
});
export type GlobalSearchQuery = yup.InferType<typeof globalSearchQuerySchema>;

export const findSearchResults = defineEndpoint({
  method: 'GET',
  path: 'search-results',
  summary: 'Global search: the first rows of every group the caller may view, or one group paged (type)',
  query: globalSearchQuerySchema,
  response: dataOf(globalSearchResultsShape),
});
