import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { TASK_BOARD_DUE_IN } from 'shared-contract';
import { FilterPanel, dispatchClearFilter } from './filter-panel';
import type { FilterFieldDef, FilterQuery } from './filter-types';
import { SearchBox } from '../fields/search-box';

const superAdminFields: FilterFieldDef[] = [
  { type: 'text', name: 'company_name', label: 'Company name' },
  { type: 'text', name: 'owner_name', label: 'Owner name' },
  { type: 'dateRange', name: 'creation_date', label: 'Creation date', fromName: 'creation_date_from', toName: 'creation_date_to' },
  { type: 'numericRange', name: 'users_count', label: 'Users', minName: 'users_count_from', maxName: 'users_count_to' },
  { type: 'numericRange', name: 'projects_count', label: 'Projects', minName: 'projects_count_from', maxName: 'projects_count_to' },
  { type: 'multiselect', name: 'status', label: 'Status', options: [{ value: 'active', label: 'Active' }, { value: 'blocked', label: 'Blocked' }] },
];

function ListToolbar({ fields, initialValues, isRightAligned = false }: { fields: FilterFieldDef[]; initialValues: Record<string, string>; isRightAligned?: boolean }) {
  const [query, setQuery] = useState<FilterQuery>(initialValues);
  const [search, setSearch] = useState('');
  return (
    <Box sx={{ minHeight: 520 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: isRightAligned ? 'flex-end' : 'flex-start' }}>
        <SearchBox value={search} onSearch={setSearch} debounceMs={500} />
        <FilterPanel fields={fields} initialValues={initialValues} values={query} onSearch={setQuery} />
      </Box>
      <Typography variant="caption" component="pre" sx={{ mt: 20 }}>
        {JSON.stringify({ search, ...query }, null, 2)}
      </Typography>
      <button type="button" onClick={dispatchClearFilter}>
        Send clearGCFilter
      </button>
    </Box>
  );
}

const meta: Meta<typeof FilterPanel> = { title: 'Data/FilterPanel', component: FilterPanel };
export default meta;

export const SuperAdminCompanies: StoryObj = { render: () => <ListToolbar fields={superAdminFields} initialValues={{}} /> };
export const TaskBoard: StoryObj = {
  render: () => (
    <ListToolbar
      fields={[
        { type: 'select', name: 'due_in', label: 'Due in', badgeDisabled: true, options: TASK_BOARD_DUE_IN.map((o) => ({ value: o.value, label: o.label })) },
        { type: 'select', name: 'priority', label: 'Priority', options: [{ value: 'high', label: 'High' }, { value: 'medium', label: 'Medium' }, { value: 'low', label: 'Low' }] },
      ]}
      initialValues={{ due_in: 'week' }}
    />
  ),
};

/** The Filters button at the right end of the toolbar (as on /companies and /users): the panel shifts left to stay on screen;
 * narrow the window (or pick a phone viewport) to see it shrink and, on a phone, span the screen. */
export const RightAlignedToolbar: StoryObj = {
  render: () => <ListToolbar fields={superAdminFields} initialValues={{}} isRightAligned />,
};

