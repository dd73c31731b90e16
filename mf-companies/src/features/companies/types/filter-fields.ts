// The company filter panel of 001 section 3 (Company: company_name, contact_name).
import type { FilterFieldDef } from 'shared-ui';

export const NETWORK_FILTER_FIELDS: FilterFieldDef[] = [
  { type: 'text', name: 'company_name', label: 'Company name' },
  { type: 'text', name: 'contact_name', label: 'Contact name' },
];
