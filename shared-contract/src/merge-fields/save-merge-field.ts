import { defineEndpoint } from '../endpoint';
import { s } from '../schema';
import { mergeFieldSchema } from './rules';
import { mergeFieldShape } from './shapes';

export const saveMergeField = defineEndpoint({
  method: 'POST',
  path: 'settings/shortcode/edit',
  summary: 'Creates (no id) or edits (id) a merge field of the company',
  body: mergeFieldSchema,
  response: s.object({ data: mergeFieldShape, message: s.string() }),
});
