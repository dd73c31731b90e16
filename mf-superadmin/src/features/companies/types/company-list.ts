/** Table columns that can be sorted; last_activity is sent to the API as users_max_last_activity. */
export type CompanySortColumn = 'name' | 'created_at' | 'users_count' | 'projects_count' | 'last_activity';

/** The same columns as a list, for the list's URL state (an unknown sort_field in the URL is dropped). */
export const COMPANY_SORT_COLUMNS: readonly CompanySortColumn[] = ['name', 'created_at', 'users_count', 'projects_count', 'last_activity'];
