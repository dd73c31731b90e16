import { screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSION_KEYS, PERMISSIONS, UI_TEXT, type TaskRow } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { TasksIndexPage } from './tasks-index-page';

jest.setTimeout(60_000);

const LIST = 'GET /api/v1/task/list';
const BOARD = 'GET /api/v1/task/board';

const person = (id: number, full_name: string) => ({ id, full_name, email: `${id}@example.test`, company_id: 10 });
function task(overrides: Partial<TaskRow>): TaskRow {
  return {
    id: 1,
    task_id: 'T-000001',
    task_name: 'Electrical subcontract',
    type: 'contract',
    required_action: 'Signature Required',
    project_id: 1,
    project_name: 'Harbor Tower',
    scope_id: 3,
    scope_name: 'Electrical',
    company_id: 10,
    company_name: 'Northwind Builders',
    vendor_company_id: 21,
    vendor_company_name: 'Ridge Electric',
    due_date: '2026-12-15',
    status: 'pending_external_signature',
    status_label: 'Pending Vendor Signature',
    priority: 'normal',
    is_overdue: false,
    internal_assignee: person(12, 'Olivia Stone'),
    internal_signer: null,
    external_assignee: person(40, 'Rita Ridge'),
    external_signer: null,
    package: null,
    reminders: false,
    is_recurring: false,
    created_at: '2026-11-01T10:00:00.000Z',
    can: { view: true, edit: true, revoke: true, actions: [] },
    ...overrides,
  };
}
const CONTRACT = task({});
const COI = task({ id: 2, task_id: 'T-000002', task_name: 'Insurance certificate', type: 'certificate-of-insurance', required_action: 'Request', status: 'pending_submission', status_label: 'Pending Submission', is_overdue: true, due_date: '2026-10-01' });
const paged = (rows: TaskRow[]) => ({ body: { data: rows, total: rows.length, current_page: 1, per_page: 10, last_page: 1 } });

function renderTasks(url: string, routes: FakeRoutes, user = makeUser()) {
  const api = installFakeApi({ [LIST]: paged([CONTRACT, COI]), 'GET /api/v1/employees': paged([]), ...routes });
  return { ...renderRemote(<TasksIndexPage />, { path: '/tasks', url, currentUser: user }), api };
}
const lastList = (api: ReturnType<typeof installFakeApi>) => api.find(LIST).at(-1)!;

afterEach(() => clearCookies());

test('/tasks lists the caller’s tasks; ?status= (repeated), ?is_overdue=true and ?search= go to the API and show as badges', async () => {
  const { api, user } = renderTasks('/tasks?status=pending_submission&status=pending_approval&is_overdue=true&search=coi', {});
  expect(await screen.findByRole('link', { name: 'Insurance certificate' })).toHaveAttribute('href', '/tasks/2/request');
  expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create task' })).toHaveAttribute('href', '/tasks/create');
  await waitFor(() => expect(lastList(api).query.getAll('status[]')).toEqual(['pending_submission', 'pending_approval']));
  expect(lastList(api).query.get('is_overdue')).toBe('1');
  expect(lastList(api).query.get('search')).toBe('coi');
  const badges = screen.getByRole('list', { name: 'Applied filters' });
  expect(within(badges).getByText('Status: Pending Submission, Pending Approval')).toBeInTheDocument();
  expect(within(badges).getByText('Overdue: Overdue only')).toBeInTheDocument();
  // Removing the status badge runs the list again without it; the overdue filter stays.
  await user.click(within(badges).getByTitle('Remove filter Status: Pending Submission, Pending Approval'));
  await waitFor(() => expect(lastList(api).query.getAll('status[]')).toEqual([]));
  expect(lastList(api).query.get('is_overdue')).toBe('1');
});

test('the tasks filter panel (status multi, required action multi, task name) and a column sort reach the API and the URL; a row opens its view', async () => {
  const { api, user, currentPath } = renderTasks('/tasks', {});
  await screen.findByRole('link', { name: 'Electrical subcontract' });
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = screen.getByRole('region', { name: 'Filters' });
  await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Pending Approval' }));
  await user.keyboard('{Escape}');
  await user.click(within(screen.getByRole('region', { name: 'Filters' })).getByRole('combobox', { name: 'Required action' }));
  await user.click(await screen.findByRole('option', { name: 'Request' }));
  await user.keyboard('{Escape}');
  await user.type(within(screen.getByRole('region', { name: 'Filters' })).getByLabelText('Task name'), 'Insurance');
  await user.click(within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(lastList(api).query.getAll('status[]')).toEqual(['pending_approval']));
  expect(lastList(api).query.getAll('required_action[]')).toEqual(['Request']);
  expect(lastList(api).query.get('task_name')).toBe('Insurance');
  expect(currentPath()).toContain('filter%5Btask_name%5D=Insurance');

  await user.click(within(screen.getByRole('table', { name: 'Tasks' })).getByRole('button', { name: 'Due date' }));
  await waitFor(() => expect(lastList(api).query.get('sort_field')).toBe('due_date'));
  expect(lastList(api).query.get('sort_direction')).toBe('asc');

  await user.click(screen.getByText('T-000002'));
  await waitFor(() => expect(currentPath()).toBe('/tasks/2/request'));
});

test('bulk edit sends the chosen tasks and changes to task/bulk-edit and shows the server message; revoke asks, then posts', async () => {
  const { api, user } = renderTasks('/tasks', {
    'POST /api/v1/task/bulk-edit': { body: { data: { message: '2 tasks updated successfully.', updated: 2 } } },
    'POST /api/v1/task/revoke/2': { body: { data: { message: 'Task revoked successfully.' } } },
  });
  await screen.findByRole('link', { name: 'Electrical subcontract' });
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
  await user.click(screen.getByRole('button', { name: 'Edit selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit 2 tasks' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
  await user.click(await screen.findByRole('option', { name: 'High' }));
  await waitFor(() => expect(document.querySelector('.MuiAutocomplete-popper')).toBeNull());
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(api.find('POST /api/v1/task/bulk-edit')).toHaveLength(1));
  expect(api.find('POST /api/v1/task/bulk-edit')[0].body).toEqual({ task_ids: [1, 2], priority: 'high' });
  expect(await screen.findByText('2 tasks updated successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Revoke Insurance certificate' }));
  const confirm = await screen.findByRole('dialog', { name: 'Revoke task' });
  await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(api.find('POST /api/v1/task/revoke/2')).toHaveLength(1));
  expect(api.find('POST /api/v1/task/revoke/2')[0].body).toEqual({ reason: null });
  expect(await screen.findByText('Task revoked successfully.')).toBeInTheDocument();
});

test('without the tasks create and edit permissions (rows the server says may not be changed): no Create task, no selection, no revoke', async () => {
  const permissions = ALL_PERMISSION_KEYS.filter((p) => p !== PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE && p !== PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT);
  const readOnly = { view: true, edit: false, revoke: false, actions: [] };
  renderTasks('/tasks', { [LIST]: paged([task({ can: readOnly }), { ...COI, can: readOnly }]) }, makeUser({ permissions }));
  await screen.findByRole('link', { name: 'Electrical subcontract' });
  expect(screen.queryByRole('link', { name: 'Create task' })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: 'Select all rows' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
});

test('the board: open tasks by status for one week by default (a badge without remove control); due_in and priority from the panel', async () => {
  const board = {
    body: {
      data: {
        columns: [
          { status: 'pending_submission', label: 'Pending Submission', total: 1, tasks: [COI] },
          { status: 'pending_external_signature', label: 'Pending Vendor Signature', total: 0, tasks: [] },
        ],
      },
    },
  };
  const { api, user } = renderTasks('/tasks', { [BOARD]: board });
  await screen.findByRole('link', { name: 'Electrical subcontract' });
  await user.click(screen.getByRole('tab', { name: 'Board' }));
  const column = await screen.findByRole('listitem', { name: 'Pending Submission: 1' });
  expect(within(column).getByRole('link', { name: 'Insurance certificate (T-000002)' })).toHaveAttribute('href', '/tasks/2/request');
  expect(within(column).getByText('Overdue')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Pending Vendor Signature: 0' })).getByText(UI_TEXT.noDataYet)).toBeInTheDocument();
  expect(api.find(BOARD).at(-1)!.query.get('due_in')).toBe('week');
  const badges = screen.getByRole('list', { name: 'Applied filters' });
  expect(within(badges).getByText('Due in: One week')).toBeInTheDocument();
  expect(within(badges).queryByTitle(/Remove filter Due in/)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = screen.getByRole('region', { name: 'Filters' });
  await user.click(within(panel).getByRole('combobox', { name: 'Due in' }));
  await user.click(await screen.findByRole('option', { name: '3 months' }));
  await user.click(within(screen.getByRole('region', { name: 'Filters' })).getByRole('combobox', { name: 'Priority' }));
  await user.click(await screen.findByRole('option', { name: 'High' }));
  await user.click(within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(api.find(BOARD).at(-1)!.query.get('due_in')).toBe('3_month'));
  expect(api.find(BOARD).at(-1)!.query.get('priority')).toBe('high');
});
