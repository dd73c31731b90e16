// Projects > {id} > Tasks: the project's tasks (task/list?project_id=) in the task list table
// without the project column (the column except-list), with search, the tasks filter panel, sort,
// paging, columns, selection with bulk edit and revoke. A project without tasks says so and offers
// 'Send task' where the caller may create tasks (the project's taskCreate flag).
import { useMemo } from 'react';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Button } from '@mui/material';
import { Link as RouterLink, useNavigate, useOutletContext, useSearchParams } from 'react-router-dom';
import { can, useCurrentUser } from 'shared-auth';
import { PERMISSIONS, TASK_SORT_FIELDS, taskViewPath } from 'shared-contract';
import { EmptyState, TaskTable, buildTaskFilterFields, useListParams } from 'shared-ui';
import { useProjectPermissions } from '../../../lib/use-project-permissions';
import { useProjectTaskActions, useProjectTasks } from '../api/project-tasks';
import type { ProjectOutletContext } from './project-layout';

export const PROJECT_TASKS_EMPTY = {
  title: 'No tasks in this project yet',
  description: 'Contracts, document requests and acknowledgements sent for this project’s scopes will be listed here.',
} as const;

/** Where 'Send task' goes: the task creation flow, starting from this project. */
export const SEND_TASK_PATH = '/tasks/create';

export function ProjectTasksTab() {
  const { project } = useOutletContext<ProjectOutletContext>();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { can: flags } = useProjectPermissions(project.id);
  const fields = useMemo(() => buildTaskFilterFields({ except: ['project_name'] }), []);
  const list = useListParams(fields, useSearchParams(), { sortFields: TASK_SORT_FIELDS });
  const { data, error, isLoading, isValidating, mutate } = useProjectTasks(project.id, list.params);
  const actions = useProjectTaskActions(!project.is_external && can(user, PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT));
  const sendTask =
    flags.taskCreate && !project.is_external ? (
      <Button variant="contained" startIcon={<SendOutlined />} component={RouterLink} to={SEND_TASK_PATH}>
        Send task
      </Button>
    ) : null;

  const isEmptyProject = !error && data?.total === 0 && !list.isSearchActive && list.params.page === 1;
  if (isEmptyProject) {
    return <EmptyState icon={<AssignmentOutlined fontSize="inherit" />} title={PROJECT_TASKS_EMPTY.title} description={PROJECT_TASKS_EMPTY.description} action={sendTask} />;
  }
  return (
    <TaskTable
      list={list}
      filterFields={fields}
      except={['project_name']}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
      error={error}
      onRetry={() => void mutate()}
      tableId="project-tasks"
      userId={user?.id}
      viewerCompanyId={user?.company?.id}
      aria-label="Project tasks"
      toolbarExtra={sendTask}
      onOpenTask={(task) => void navigate(taskViewPath(task))}
      actions={actions}
    />
  );
}
