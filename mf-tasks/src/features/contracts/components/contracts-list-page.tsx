// /tasks/contracts (issue 16, 000 section 7 GET contracts): the contracts the caller sees, sent and
// received, in the task table (search, filters, sort, paging, revoke where the row allows), and their
// counts by status, by project and by vendor (GET contracts/counts) as chips that filter the list.
// The filters live in the URL like every list (?filter[status][]=, ?filter[project_id]=, ?filter[company_id]=).
import { useMemo, useState } from 'react';
import { Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { normalizeError, useCurrentUser } from 'shared-auth';
import { TASK_SORT_FIELDS, TASK_STATUSES, taskViewPath } from 'shared-contract';
import { TaskTable, useListParams, type FilterFieldDef, type FilterQuery, type TaskTableActions } from 'shared-ui';
import { revokeContract, useContractCounts, useContracts } from '../api/contract-api';

export const CONTRACTS_TABLE_ID = 'contracts-list';

type Group = 'status' | 'project' | 'vendor';
const GROUPS: { value: Group; label: string; filter: 'status' | 'project_id' | 'company_id' }[] = [
  { value: 'status', label: 'By status', filter: 'status' },
  { value: 'project', label: 'By project', filter: 'project_id' },
  { value: 'vendor', label: 'By vendor', filter: 'company_id' },
];

type Counts = NonNullable<ReturnType<typeof useContractCounts>['data']>;
type GroupChip = { value: string | number | null; label: string; count: number };

const statusLabel = (status: string) => (TASK_STATUSES as Record<string, string>)[status] ?? status;

function chipsOf(group: Group, counts: Counts): GroupChip[] {
  if (group === 'status') return counts.by_status.map((c) => ({ value: c.status, label: statusLabel(c.status), count: c.count }));
  if (group === 'project') return counts.by_project.map((c) => ({ value: c.project_id, label: c.project_name ?? 'No project', count: c.count }));
  return counts.by_vendor.map((c) => ({ value: c.company_id, label: c.company_name ?? 'No vendor', count: c.count }));
}

function buildFields(counts: Counts | undefined): FilterFieldDef[] {
  return [
    { type: 'text', name: 'task_name', label: 'Contract name' },
    // A contract is a draft until it is sent for approval or signature, and its sender lists it.
    { type: 'multiselect', name: 'status', label: 'Status', options: Object.entries(TASK_STATUSES).map(([value, label]) => ({ value, label })) },
    { type: 'select', name: 'project_id', label: 'Project', options: (counts?.by_project ?? []).filter((c) => c.project_id !== null).map((c) => ({ value: c.project_id!, label: c.project_name ?? String(c.project_id) })) },
    { type: 'select', name: 'company_id', label: 'Vendor', options: (counts?.by_vendor ?? []).filter((c) => c.company_id !== null).map((c) => ({ value: c.company_id!, label: c.company_name ?? String(c.company_id) })) },
    { type: 'dateRange', name: 'due_date', label: 'Due date', fromName: 'date_from', toName: 'date_to' },
  ];
}

const isChosen = (filters: FilterQuery, name: string, value: string | number) => {
  const current = filters[name];
  return Array.isArray(current) ? current.length === 1 && String(current[0]) === String(value) : current !== undefined && String(current) === String(value);
};

function GroupChips({ group, counts, filters, onChoose }: { group: Group; counts: Counts | undefined; filters: FilterQuery; onChoose: (next: FilterQuery) => void }) {
  const spec = GROUPS.find((g) => g.value === group)!;
  if (!counts) return <Typography variant="body2" color="text.secondary">Loading the counts…</Typography>;
  const chips = chipsOf(group, counts);
  if (chips.length === 0) return <Typography variant="body2" color="text.secondary">No contracts yet.</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={`Contracts ${spec.label.toLowerCase()}`}>
      {chips.map((chip) => {
        const text = `${chip.label} (${chip.count})`;
        // A group without a project or vendor cannot be asked for: it is counted, not offered as a filter.
        if (chip.value === null) return <Chip key={`none-${chip.label}`} label={text} variant="outlined" disabled />;
        const chosen = isChosen(filters, spec.filter, chip.value);
        const { [spec.filter]: _dropped, ...rest } = filters;
        const value = chip.value;
        return (
          <Chip
            key={String(value)}
            label={text}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            aria-pressed={chosen}
            onClick={() => onChoose(chosen ? rest : { ...rest, [spec.filter]: spec.filter === 'status' ? [value] : value })}
          />
        );
      })}
    </Stack>
  );
}

export function ContractsListPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const counts = useContractCounts();
  const fields = useMemo(() => buildFields(counts.data), [counts.data]);
  const list = useListParams(fields, useSearchParams(), { sortFields: TASK_SORT_FIELDS });
  const { data, error, isLoading, isValidating, mutate } = useContracts(list.params);
  const [group, setGroup] = useState<Group>('status');
  const actions = useMemo<TaskTableActions>(
    () => ({
      revoke: revokeContract,
      describeError: normalizeError,
      onChanged: () => Promise.all([mutate(), counts.mutate()]),
    }),
    [mutate, counts],
  );
  const tabs = (
    <Box sx={{ mb: 2 }}>
      <Tabs value={group} onChange={(_e, next: Group) => setGroup(next)} sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }} aria-label="Group contracts">
        {GROUPS.map((g) => (
          <Tab key={g.value} value={g.value} label={g.label} />
        ))}
      </Tabs>
      <GroupChips group={group} counts={counts.data} filters={list.params.filters} onChoose={list.setFilters} />
    </Box>
  );
  return (
    <TaskTable
      title="Contracts"
      tabs={tabs}
      list={list}
      filterFields={fields}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
      error={error ?? counts.error}
      onRetry={() => void Promise.all([mutate(), counts.mutate()])}
      tableId={CONTRACTS_TABLE_ID}
      userId={user?.id}
      viewerCompanyId={user?.company?.id}
      aria-label="Contracts"
      onOpenTask={(task) => void navigate(taskViewPath(task))}
      actions={actions}
    />
  );
}
