import type { FilterQuery } from 'shared-ui';
import type { SortDirection } from 'shared-contract';

/** Table columns that can be sorted; last_activity is sent to the API as users_max_last_activity. */
export type CompanySortColumn = 'name' | 'created_at' | 'users_count' | 'projects_count' | 'last_activity';

/** What the company list asks the API for. */
export type CompanyListParams = {
  page: number;
  perPage: number;
  search: string;
  filters: FilterQuery;
  sortColumn: CompanySortColumn | null;
  sortDirection: SortDirection;
};
