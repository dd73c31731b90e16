// Merge fields as the API answers them (shared-contract's merge field shapes): pure mapping from
// database rows, no queries.
import { MERGE_FIELD_TYPES, MERGE_FIELD_TYPE_LABELS, type MergeField, type MergeFieldOption, type MergeFieldType, type MergeFieldTypeOption, type MergeFieldUsage } from 'shared-contract';
import type { MergeFieldRow } from './repository';

export const toMergeField = (row: MergeFieldRow): MergeField => ({
  id: row.id,
  name: row.name,
  placeholder: `{{${row.name}}}`,
  type: row.type as MergeFieldType,
  type_label: MERGE_FIELD_TYPE_LABELS[row.type as MergeFieldType] ?? row.type,
  description: row.description,
  default_value: row.defaultValue,
  is_system: row.isSystem,
  usage: row.usage as MergeFieldUsage,
});

/** What the `{{` completion offers. */
export const toMergeFieldOption = (row: MergeFieldRow): MergeFieldOption => ({ name: row.name, type: row.type as MergeFieldType, description: row.description, is_system: row.isSystem });

export const mergeFieldTypeOptions = (): MergeFieldTypeOption[] => MERGE_FIELD_TYPES.map((value) => ({ value, label: MERGE_FIELD_TYPE_LABELS[value] }));
