import { defineEndpoint, listQuery, selected } from '../endpoint';
import { dataOf, pageOf, s } from '../schema';
import { rules, yup } from '../validation';
import { MERGE_FIELD_ORIGINS, MERGE_FIELD_SORT_FIELDS, MERGE_FIELD_TYPES, type MergeFieldOrigin, type MergeFieldType } from './rules';
import { mergeFieldOptionShape, mergeFieldShape, mergeFieldTypeOptionShape } from './shapes';

export const listMergeFieldPage = defineEndpoint({
  method: 'GET',
  path: 'settings/shortcode/list-paginated',
  summary: 'Paged merge fields: system and the company’s own',
  // One type and one origin at a time (a single value, not a list).
  query: listQuery(MERGE_FIELD_SORT_FIELDS, {
    type: yup.string<MergeFieldType>().oneOf([...MERGE_FIELD_TYPES], selected('type')),
    origin: yup.string<MergeFieldOrigin>().oneOf([...MERGE_FIELD_ORIGINS], selected('origin')),
  }),
  response: pageOf(mergeFieldShape),
});

export const listCompanyMergeFields = defineEndpoint({
  method: 'GET',
  path: 'settings/shortcode/list',
  summary: "The company's own merge fields",
  response: dataOf(s.array(mergeFieldShape)),
});

export const listMergeFieldTypes = defineEndpoint({
  method: 'GET',
  path: 'settings/shortcode/types',
  summary: 'Merge field types',
  response: dataOf(s.array(mergeFieldTypeOptionShape)),
});

export const listMergeFieldOptions = defineEndpoint({
  method: 'GET',
  path: 'settings/shortcode/company-list',
  summary: 'Every merge field the company can use (for `{{` completion)',
  response: dataOf(s.array(mergeFieldOptionShape)),
});

export const searchMergeFields = defineEndpoint({
  method: 'GET',
  path: 'settings/shortcode/search',
  summary: 'Merge fields whose name or description matches',
  query: yup.object({ search: rules.queryText().default('') }),
  response: dataOf(s.array(mergeFieldOptionShape)),
});
