// What the merge field endpoints answer with: the shapes, and the types the screens use.
import { s, type Infer } from '../schema';
import { MERGE_FIELD_TYPES, MERGE_FIELD_USAGES } from './rules';

export const mergeFieldShape = s.object({
  id: s.integer(),
  name: s.string(),
  placeholder: s.string(),
  type: s.enum(MERGE_FIELD_TYPES),
  type_label: s.string(),
  description: s.string(),
  default_value: s.string(),
  is_system: s.boolean(),
  usage: s.enum(MERGE_FIELD_USAGES),
});
export type MergeField = Infer<typeof mergeFieldShape>;

/** What the `{{` completion offers (settings/shortcode/company-list and search). */
export const mergeFieldOptionShape = s.object({ name: s.string(), type: s.enum(MERGE_FIELD_TYPES), description: s.string(), is_system: s.boolean() });
export type MergeFieldOption = Infer<typeof mergeFieldOptionShape>;

export const mergeFieldTypeOptionShape = s.object({ value: s.enum(MERGE_FIELD_TYPES), label: s.string() });
export type MergeFieldTypeOption = Infer<typeof mergeFieldTypeOptionShape>;
