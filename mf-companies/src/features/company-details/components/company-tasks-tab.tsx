// Companies > {id} > Tasks and Companies > {id} > Users > {user_id} > Tasks: the tasks between the
// caller's company and this network company (either side may have sent them), or the tasks this
// user of the company is assigned to or signs, in the task list table without the company column,
// with search, the tasks filter panel, sort, paging and columns. A row opens the task.
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { TASK_SORT_FIELDS, taskViewPath } from 'shared-contract';
import { TaskTable, buildTaskFilterFields, useListParams, type ListParams } from 'shared-ui';
import { useCompanyTasks, useUserTasks } from '../api/company-tasks';

/** What the company's own pages add to its path. */
export const companyTasksPath = (companyPath: string) => `${companyPath}/tasks`;

type TaskList = ReturnType<typeof useCompanyTasks> | ReturnType<typeof useUserTasks>;

/** The task list table of a company's page, fed by one of the two lists below. */
function CompanyTaskTable({
  useTasks,
  tableId,
  label,
}: {
  useTasks: (params: ListParams) => TaskList;
  tableId: string;
  label: string;
}) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const fields = useMemo(() => buildTaskFilterFields({ except: ['company_name'] }), []);
  const list = useListParams(fields, useSearchParams(), { sortFields: TASK_SORT_FIELDS });
  const { data, error, isLoading, isValidating, mutate } = useTasks(list.params);
  return (
    <TaskTable
      list={list}
      filterFields={fields}
      except={['company_name']}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
      error={error}
      onRetry={() => void mutate()}
      tableId={tableId}
      userId={user?.id}
      aria-label={label}
      onOpenTask={(task) => void navigate(taskViewPath(task))}
    />
  );
}

/** The tasks between the caller's company and the company of the page. */
function useCompanyPageTasks(params: ListParams) {
  const { id = '' } = useParams();
  return useCompanyTasks(id, params);
}

/** The tasks the user of the page is assigned to or signs. */
function useUserPageTasks(params: ListParams) {
  const { userId = '' } = useParams();
  return useUserTasks(userId, params);
}

export function CompanyTasksTab() {
  return <CompanyTaskTable useTasks={useCompanyPageTasks} tableId="company-tasks" label="Company tasks" />;
}

export function CompanyUserTasksTab() {
  return <CompanyTaskTable useTasks={useUserPageTasks} tableId="company-user-tasks" label="User tasks" />;
}
