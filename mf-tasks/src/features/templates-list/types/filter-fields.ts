// The templates filter panel of 001 section 3: type (multi, the document type labels) and the
// date modified range (date_modified_from, date_modified_to).
import { DOCUMENT_TYPES, type DocumentType } from 'shared-contract';
import type { FilterFieldDef } from 'shared-ui';

export const TEMPLATE_FILTER_FIELDS: FilterFieldDef[] = [
  { type: 'multiselect', name: 'type', label: 'Type', options: (Object.keys(DOCUMENT_TYPES) as DocumentType[]).map((value) => ({ value, label: DOCUMENT_TYPES[value] })) },
  { type: 'dateRange', name: 'date_modified', label: 'Date modified', fromName: 'date_modified_from', toName: 'date_modified_to' },
];
