// Global search (000 section 2 "Global search", section 5, section 7 top bar): the header box asks
// GET search-results and shows one group per searchable area the caller may view. Only the areas
// that exist today are searched (Users and Companies); the other groups come with their areas.
import * as yup from 'yup';
import type { PagedResponse } from './api-types';
import { GLOBAL_SEARCH_MIN_CHARS } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { NETWORK_ROUTES } from './network-routes';
import { NOTIFICATION_MESSAGES } from './notifications';
import type { CompanyType } from './roles';
import { rules } from './validation';

/** The searchable groups, in the order the results modal shows them. */
export const GLOBAL_SEARCH_GROUPS = ['users', 'companies'] as const;
export type GlobalSearchGroup = (typeof GLOBAL_SEARCH_GROUPS)[number];

export const GLOBAL_SEARCH_GROUP_LABELS: Record<GlobalSearchGroup, string> = { users: 'Users', companies: 'Companies' };
/** The list each group's See All opens (with ?search=). */
export const GLOBAL_SEARCH_GROUP_ROUTES: Record<GlobalSearchGroup, string> = { users: NETWORK_ROUTES.users, companies: NETWORK_ROUTES.existing };

/** Rows per group when every group is asked at once (no type). */
export const GLOBAL_SEARCH_PREVIEW_ROWS = 5;
export const GLOBAL_SEARCH_MAX_PER_PAGE = 100;

export const GLOBAL_SEARCH_MESSAGES = {
  /** The same words as the notifications list's type filter (one message, one place). */
  invalidType: NOTIFICATION_MESSAGES.invalidType,
  boxLabel: 'Global search',
  dialogBoxLabel: 'Search again',
  /** The header's search icon below the sidebar breakpoint, and the modal's title before a search. */
  openSearch: 'Search',
  title: (text: string) => `Search results for “${text}”`,
  seeAll: 'See All',
  close: 'Close search results',
  loading: 'Searching…',
} as const;

/** Whether the header box should search this text (trimmed, longer than 2 characters). */
export const isGlobalSearchText = (text: string) => text.trim().length >= GLOBAL_SEARCH_MIN_CHARS;

/** GET search-results: search (3+ characters after trimming), optional type, page and per_page. */
export const globalSearchQuerySchema = yup.object({
  search: rules.queryText().required(M.required).min(GLOBAL_SEARCH_MIN_CHARS, M.strMin(GLOBAL_SEARCH_MIN_CHARS)),
  type: rules.text(GLOBAL_SEARCH_MESSAGES.invalidType).oneOf([...GLOBAL_SEARCH_GROUPS], GLOBAL_SEARCH_MESSAGES.invalidType),
  page: rules.page(),
  per_page: rules.perPage(GLOBAL_SEARCH_MAX_PER_PAGE),
});
export type GlobalSearchQuery = yup.InferType<typeof globalSearchQuerySchema>;

/** A user found: name, company and e-mail (the row links to the user's page in the company). */
export type GlobalSearchUserRow = { id: number; full_name: string; email: string; company_id: number; company_name: string; is_own_company: boolean };
/** A network company found: name, type and primary contact. */
export type GlobalSearchCompanyRow = { id: number; name: string; type: CompanyType; primary_contact_name: string | null };

/** Each group is a page of its own list, in the envelope every paged list answers with. */
export type GlobalSearchPage<T> = PagedResponse<T>;
export type GlobalSearchRows = { users: GlobalSearchUserRow; companies: GlobalSearchCompanyRow };
/** The reply's data: only the groups the caller may view are present. */
export type GlobalSearchResults = { [G in GlobalSearchGroup]?: GlobalSearchPage<GlobalSearchRows[G]> };
export type GlobalSearchReply = { data: GlobalSearchResults };
