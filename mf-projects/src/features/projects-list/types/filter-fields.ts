// The projects filter panel of 001 section 3: project_name, company_name, owner_name, stage (a
// multi-select of the company's stage names), start_from/start_to, end_from/end_to, project_manager.
import type { ProjectListItem } from 'shared-contract';
import type { FilterFieldDef } from 'shared-ui';

export function buildProjectFilterFields(stages: readonly ProjectListItem[]): FilterFieldDef[] {
  return [
    { type: 'text', name: 'project_name', label: 'Project name' },
    { type: 'text', name: 'company_name', label: 'Company name' },
    { type: 'text', name: 'owner_name', label: 'Owner' },
    { type: 'multiselect', name: 'stage', label: 'Stage', options: stages.map((s) => ({ value: s.name, label: s.name })) },
    { type: 'dateRange', name: 'start', label: 'Estimated start date', fromName: 'start_from', toName: 'start_to' },
    { type: 'dateRange', name: 'end', label: 'Estimated end date', fromName: 'end_from', toName: 'end_to' },
    { type: 'text', name: 'project_manager', label: 'Project manager' },
  ];
}
