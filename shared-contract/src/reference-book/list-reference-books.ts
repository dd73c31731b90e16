import { defineEndpoint, selected } from '../endpoint';
import { dataOf } from '../schema';
import { yup } from '../validation';
import { REFERENCE_BOOK_NAMES, referenceBooksShape } from './shapes';

export const listReferenceBooks = defineEndpoint({
  method: 'GET',
  path: 'reference-book/list',
  summary: 'Reference lists (only=task_statuses|invite_employee_statuses)',
  query: yup.object({ only: yup.string<(typeof REFERENCE_BOOK_NAMES)[number]>().oneOf([...REFERENCE_BOOK_NAMES], selected('only')) }),
  response: dataOf(referenceBooksShape),
});
