// The /tasks list: every task the caller may see, with search, the tasks filter panel (001 section
// 3) and the list query parameters (?search=, ?status= repeated, ?is_overdue=true,
// ?prefilter&filter[name]=), sort, paging, columns, selection with bulk edit and revoke.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { can, useCurrentUser } from 'shared-auth';
import { PERMISSIONS, TASK_SORT_FIELDS, taskViewPath } from 'shared-contract';
import { TaskTable, buildTaskFilterFields, useListParams } from 'shared-ui';
import { useTaskTableActions, useTasks } from '../api/tasks-api';

export const TASK_LIST_TABLE_ID = 'tasks-list';

export function TaskListView() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const fields = useMemo(() => buildTaskFilterFields(), []);
  const list = useListParams(fields, useSearchParams(), { sortFields: TASK_SORT_FIELDS });
  const { data, error, isLoading, isValidating, mutate } = useTasks(list.params);
  const actions = useTaskTableActions({ mayEdit: can(user, PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT) });
  return (
    <TaskTable
      list={list}
      filterFields={fields}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
      error={error}
      onRetry={() => void mutate()}
      tableId={TASK_LIST_TABLE_ID}
      userId={user?.id}
      viewerCompanyId={user?.company?.id}
      aria-label="Tasks"
      onOpenTask={(task) => void navigate(taskViewPath(task))}
      actions={actions}
    />
  );
}
