import { defineEndpoint, selected } from '../endpoint';
import { dataOf, s } from '../schema';
import { yup } from '../validation';

export const MERGE_FIELD_EXPORT_FORMATS = ['xlsx', 'csv'] as const;

export const exportMergeFields = defineEndpoint({
  method: 'GET',
  path: 'settings/shortcode/export',
  summary: 'Starts the merge fields export (.xlsx, or ?format=csv): a download job',
  query: yup.object({ format: yup.string<(typeof MERGE_FIELD_EXPORT_FORMATS)[number]>().oneOf([...MERGE_FIELD_EXPORT_FORMATS], selected('format')).default('xlsx') }),
  status: 202,
  response: dataOf(s.object({ id: s.integer() })),
});
