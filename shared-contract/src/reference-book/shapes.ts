// The reference book (001 section 7): the fixed lists the filter panels read, by name.
import { s, type Infer } from '../schema';

export const REFERENCE_BOOK_NAMES = ['task_statuses', 'invite_employee_statuses'] as const;
export type ReferenceBookName = (typeof REFERENCE_BOOK_NAMES)[number];

export const referenceBookItemShape = s.object({ key: s.string(), title: s.string() });
export type ReferenceBookItem = Infer<typeof referenceBookItemShape>;

/** Every book asked for (all of them without `only`): task statuses as key → title, invite statuses as a list. */
export const referenceBooksShape = s.object({
  task_statuses: s.optional(s.record(s.string())),
  invite_employee_statuses: s.optional(s.array(referenceBookItemShape)),
});
export type ReferenceBooks = Infer<typeof referenceBooksShape>;
