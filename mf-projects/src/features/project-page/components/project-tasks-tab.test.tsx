// Projects > {id} > Tasks: the project's tasks from task/list?project_id=, without the project
// column; an empty project offers 'Send task' only with the project's taskCreate flag.
import { screen, waitFor, within } from '@testing-library/react';
import type { TaskRow } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { ALL_FLAGS, makeProject } from '../../../testing/fixtures';
import { ProjectLayout } from './project-layout';
import { PROJECT_TASKS_EMPTY, ProjectTasksTab } from './project-tasks-tab';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const LIST = 'GET /api/v1/task/list';
const paged = (rows: TaskRow[]) => ({ body: { data: rows, total: rows.length, current_page: 1, per_page: 10, last_page: 1 } });
const ROW: TaskRow = {
  id: 7,
  task_id: 'T-000007',
  task_name: 'Safety plan',
  type: 'document-request',
  required_action: 'Request',
  project_id: 1,
  project_name: 'Harbor Tower',
  scope_id: 3,
  scope_name: 'Electrical',
  company_id: 10,
  company_name: 'Northwind Builders',
  vendor_company_id: 21,
  vendor_company_name: 'Ridge Electric',
  due_date: '2026-12-01',
  status: 'pending_approval',
  status_label: 'Pending Approval',
  priority: 'high',
  is_overdue: false,
  internal_assignee: { id: 12, full_name: 'Olivia Stone', email: 'olivia@northwind.test', company_id: 10 },
  internal_signer: null,
  external_assignee: { id: 40, full_name: 'Rita Ridge', email: 'owner@ridge.test', company_id: 21 },
  external_signer: null,
  package: null,
  reminders: true,
  is_recurring: false,
  created_at: '2026-11-01T10:00:00.000Z',
  can: { view: true, edit: true, revoke: true, actions: [] },
};

const ROUTES = [{ path: '/projects/:projectId', element: <ProjectLayout />, children: [{ path: 'tasks', element: <ProjectTasksTab /> }] }];

function renderTab(routes: FakeRoutes, flags = ALL_FLAGS) {
  const api = installFakeApi({
    'GET /api/v1/projects/1': { body: { data: makeProject() } },
    'GET /api/v1/permissions/project/1': { body: { data: flags } },
    ...routes,
  });
  return { ...renderRemote(ROUTES, { url: '/projects/1/tasks', currentUser: makeUser() }), api };
}

test("the project's tasks: filtered by the project, no project column, a row's name opens the task", async () => {
  const { api } = renderTab({ [LIST]: paged([ROW]) });
  const link = await screen.findByRole('link', { name: 'Safety plan' });
  expect(link).toHaveAttribute('href', '/tasks/7/request');
  expect(api.find(LIST).at(-1)!.query.get('project_id')).toBe('1');
  const table = screen.getByRole('table', { name: 'Project tasks' });
  expect(within(table).queryByRole('columnheader', { name: 'Project' })).toBeNull();
  const row = link.closest('tr') as HTMLElement;
  for (const text of ['T-000007', 'Pending Approval', 'High', '12/01/2026', 'Olivia Stone', 'Rita Ridge', 'Yes']) expect(within(row).getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Send task' })).toHaveAttribute('href', '/tasks/create');
  expect(screen.getByRole('button', { name: 'Revoke Safety plan' })).toBeInTheDocument();
});

test('an empty project says so and offers Send task only with the taskCreate flag', async () => {
  renderTab({ [LIST]: paged([]) });
  expect(await screen.findByText(PROJECT_TASKS_EMPTY.title)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Send task' })).toHaveAttribute('href', '/tasks/create'));
});

test('without taskCreate the empty state has no Send task', async () => {
  renderTab({ [LIST]: paged([]) }, { ...ALL_FLAGS, taskCreate: false });
  expect(await screen.findByText(PROJECT_TASKS_EMPTY.title)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Send task' })).toBeNull();
});
