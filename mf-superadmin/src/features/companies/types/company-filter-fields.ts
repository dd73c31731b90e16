// The super-admin company filter panel (001 section 3, "Super-admin company").
import type { FilterFieldDef } from 'shared-ui';

export const COMPANY_FILTER_FIELDS: FilterFieldDef[] = [
  { type: 'text', name: 'company_name', label: 'Company name' },
  { type: 'text', name: 'owner_name', label: 'Owner name' },
  { type: 'dateRange', name: 'creation_date', label: 'Creation date', fromName: 'creation_date_from', toName: 'creation_date_to' },
  { type: 'numericRange', name: 'users_count', label: 'Users', minName: 'users_count_from', maxName: 'users_count_to' },
  { type: 'numericRange', name: 'projects_count', label: 'Projects', minName: 'projects_count_from', maxName: 'projects_count_to' },
  { type: 'numericRange', name: 'contracts_count', label: 'Contracts', minName: 'contracts_count_from', maxName: 'contracts_count_to' },
  { type: 'dateRange', name: 'last_activity', label: 'Last activity', fromName: 'last_activity_from', toName: 'last_activity_to' },
];
