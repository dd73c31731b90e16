// The reference book: one named list, or all of them.
import { REFERENCE_BOOK_NAMES, type ReferenceBookName, type ReferenceBooks } from 'shared-contract';
import { toReferenceBooks } from './presenter';

export const findReferenceBooks = (only: ReferenceBookName | undefined): ReferenceBooks => toReferenceBooks(only ? [only] : REFERENCE_BOOK_NAMES);
