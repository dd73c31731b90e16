import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useMemo, useState } from 'react';
import { TASK_SORT_FIELDS } from 'shared-contract';
import { useListParams } from '../filter-panel/list-params';
import { TaskTable, type TaskTableActions } from './task-table';
import { buildTaskFilterFields } from './task-filter-fields';
import { TASK_ROWS } from './task-row-fixtures';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ACTIONS: TaskTableActions = {
  bulkEdit: async (ids) => {
    await wait(400);
    return `${ids.length} tasks updated successfully.`;
  },
  revoke: async () => {
    await wait(400);
    return 'Task revoked successfully.';
  },
  loadAssignees: async () => ({ internal: [{ value: 12, label: 'Olivia Stone' }, { value: 14, label: 'Sam Park' }], external: [{ value: 40, label: 'Rita Ridge' }] }),
  describeError: async () => ({ status: 500, message: 'Something went wrong.' }),
};

/** The table with its list state kept in memory (the apps keep it in the URL). */
function TaskTableDemo({ withActions = true, isEmpty = false, except }: { withActions?: boolean; isEmpty?: boolean; except?: ['project_name'] }) {
  const [query, setQuery] = useState(new URLSearchParams());
  const fields = useMemo(() => buildTaskFilterFields(), []);
  const list = useListParams(fields, [query, (next) => setQuery(next)], { sortFields: TASK_SORT_FIELDS });
  const rows = isEmpty ? [] : TASK_ROWS;
  return (
    <TaskTable
      title="Tasks"
      list={list}
      filterFields={fields}
      rows={rows}
      total={rows.length}
      tableId="story-tasks"
      userId={1}
      aria-label="Tasks"
      except={except}
      actions={withActions ? ACTIONS : undefined}
    />
  );
}

const meta: Meta<typeof TaskTableDemo> = {
  title: 'Tasks/TaskTable',
  component: TaskTableDemo,
};
export default meta;

type Story = StoryObj<typeof TaskTableDemo>;

/** Every column, an overdue task, the per-viewer status label, selection with bulk edit and revoke. */
export const WithActions: Story = {};
/** A read-only list (a network company's tasks). */
export const ReadOnly: Story = { args: { withActions: false } };
/** Inside a project: no project column. */
export const InsideProject: Story = { args: { except: ['project_name'] } };
export const Empty: Story = { args: { isEmpty: true } };
