// /tasks: the caller's tasks as a list (the task list row, the tasks filter panel, bulk edit and
// revoke) or as a board of open tasks by status (List | Board, kept in the URL as ?view=board),
// 'Contracts' (the contracts list) and 'Create task' for users who may create tasks.
import { Button, Stack, Tab, Tabs } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { can, useCurrentUser, usePermissionToast } from 'shared-auth';
import { PERMISSIONS } from 'shared-contract';
import { PageHeader } from 'shared-ui';
import { CONTRACT_PATHS } from '../lib/contract-paths';
import { TaskBoard } from '../features/task-board/components/task-board';
import { TaskListView } from '../features/task-list/components/task-list-view';

export const TASKS_CREATE_PATH = '/tasks/create';
export const TASKS_BULK_SEND_PATH = '/tasks/bulk-send';
type TasksView = 'list' | 'board';

export function TasksIndexPage() {
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: TasksView = searchParams.get('view') === 'board' ? 'board' : 'list';
  const mayCreate = can(user, PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE);
  const { showUpgradePlan } = usePermissionToast();
  // Bulk send: feature bulk_send on; on the sub plan the button explains the upgrade instead.
  const bulkSendOn = user?.company?.features.some((f) => f.feature === 'bulk_send' && f.enabled) ?? false;
  const bulkSendButton =
    mayCreate && bulkSendOn ? (
      user?.company?.plan === 'sub' ? (
        <Button variant="outlined" onClick={showUpgradePlan}>
          Bulk send
        </Button>
      ) : (
        <Button variant="outlined" component={RouterLink} to={TASKS_BULK_SEND_PATH}>
          Bulk send
        </Button>
      )
    ) : null;
  const headerActions = (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" component={RouterLink} to={CONTRACT_PATHS.list}>
        Contracts
      </Button>
      {bulkSendButton}
      {mayCreate ? (
        <Button variant="contained" startIcon={<AddOutlined />} component={RouterLink} to={TASKS_CREATE_PATH}>
          Create task
        </Button>
      ) : null}
    </Stack>
  );
  // Each view keeps its own URL state: switching drops the other's search, filters and page.
  const switchTo = (next: TasksView) => setSearchParams(next === 'board' ? new URLSearchParams({ view: 'board' }) : new URLSearchParams());
  const tabs = (
    <Tabs value={view} onChange={(_e, next: TasksView) => switchTo(next)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Tasks view">
      <Tab label="List" value="list" />
      <Tab label="Board" value="board" />
    </Tabs>
  );
  return (
    <>
      <PageHeader title="Tasks" actions={headerActions} />
      {tabs}
      {view === 'board' ? <TaskBoard /> : <TaskListView />}
    </>
  );
}
