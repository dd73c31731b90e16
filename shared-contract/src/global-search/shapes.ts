// What GET search-results answers with: one page per group the caller may view.
import type { PagedResponse } from '../api-types';
import { projectSearchRowShape, type ProjectSearchRow } from '../projects/shapes';
import { COMPANY_TYPES } from '../roles';
import { pageOf, s, type Infer } from '../schema';
import { documentRowShape, type DocumentRow } from '../tasks/documents';
import { taskSearchRowShape, type TaskSearchRow } from '../tasks/shapes';

/** A user found: name, company and e-mail (the row links to the user's page in the company). */
export const globalSearchUserRowShape = s.object({
  id: s.integer(),
  full_name: s.string(),
  email: s.string(),
  company_id: s.integer(),
  company_name: s.string(),
  is_own_company: s.boolean(),
});
export type GlobalSearchUserRow = Infer<typeof globalSearchUserRowShape>;

/** A network company found: name, type and primary contact. */
export const globalSearchCompanyRowShape = s.object({ id: s.integer(), name: s.string(), type: s.enum(COMPANY_TYPES), primary_contact_name: s.nullable(s.string()) });
export type GlobalSearchCompanyRow = Infer<typeof globalSearchCompanyRowShape>;

/** The reply's data: each group is a page of its own list; only the groups the caller may view are present. */
export const globalSearchResultsShape = s.object({
  users: s.optional(pageOf(globalSearchUserRowShape)),
  /** The task search row of 000 section 3 (the tasks the caller's company sees). */
  tasks: s.optional(pageOf(taskSearchRowShape)),
  companies: s.optional(pageOf(globalSearchCompanyRowShape)),
  /** Task files, scope attachments and project documents the caller may see. */
  documents: s.optional(pageOf(documentRowShape)),
  /** The project search row of 000 section 3 (own projects and external ones, not archived). */
  projects: s.optional(pageOf(projectSearchRowShape)),
});
export type GlobalSearchResults = Infer<typeof globalSearchResultsShape>;
export type GlobalSearchRows = { users: GlobalSearchUserRow; tasks: TaskSearchRow; companies: GlobalSearchCompanyRow; documents: DocumentRow; projects: ProjectSearchRow };
export type GlobalSearchPage<T> = PagedResponse<T>;
