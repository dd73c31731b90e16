// Pure mapping of the reference books from the shared label maps.
import { INVITE_EMPLOYEE_STATUSES, TASK_STATUSES, type ReferenceBookName, type ReferenceBooks } from 'shared-contract';

const BOOKS: { [N in ReferenceBookName]-?: () => NonNullable<ReferenceBooks[N]> } = {
  task_statuses: () => ({ ...TASK_STATUSES }),
  invite_employee_statuses: () => Object.entries(INVITE_EMPLOYEE_STATUSES).map(([key, title]) => ({ key, title })),
};

/** The named books, in the order asked. */
export const toReferenceBooks = (names: readonly ReferenceBookName[]): ReferenceBooks => Object.fromEntries(names.map((name) => [name, BOOKS[name]()]));
