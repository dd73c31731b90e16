/** Table columns that can be sorted; last_activity is sent to the API as users_max_last_activity. */
export type CompanySortColumn = 'name' | 'created_at' | 'users_count' | 'projects_count' | 'last_activity';
