// Global search (000 section 2 "Global search", section 5, section 7 top bar): the header box asks
// GET search-results and shows one group per searchable area the caller may view (Users, Tasks,
// Companies, Documents, Projects; the Knowledge Base group comes with its area).
import { GLOBAL_SEARCH_MIN_CHARS } from '../constants';
import { NETWORK_ROUTES } from '../network/routes';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications';
import { ROUTES } from '../routes';

/** The searchable groups, in the order the results modal shows them. */
export const GLOBAL_SEARCH_GROUPS = ['users', 'tasks', 'companies', 'documents', 'projects'] as const;
export type GlobalSearchGroup = (typeof GLOBAL_SEARCH_GROUPS)[number];

export const GLOBAL_SEARCH_GROUP_LABELS: Record<GlobalSearchGroup, string> = { users: 'Users', tasks: 'Tasks', companies: 'Companies', documents: 'Documents', projects: 'Projects' };
/** The list each group's See All opens (with ?search=); documents: the Quick Access page's document search. */
export const GLOBAL_SEARCH_GROUP_ROUTES: Record<GlobalSearchGroup, string> = {
  users: NETWORK_ROUTES.users,
  tasks: ROUTES.tasks,
  companies: NETWORK_ROUTES.existing,
  documents: ROUTES.quickAccess,
  projects: ROUTES.projects,
};

/** Rows per group when every group is asked at once (no type). */
export const GLOBAL_SEARCH_PREVIEW_ROWS = 5;
/** The Tasks group's page size (000 section 7): it shows 3 rows and loads 3 more at a time, appending. */
export const GLOBAL_SEARCH_TASKS_PER_PAGE = 3;
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
  loadMore: 'Load more',
  loadingMore: 'Loading…',
} as const;

/** Whether the header box should search this text (trimmed, longer than 2 characters). */
export const isGlobalSearchText = (text: string) => text.trim().length >= GLOBAL_SEARCH_MIN_CHARS;
