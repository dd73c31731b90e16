import { screen, waitFor, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { TASK_SORT_FIELDS, UI_TEXT, VALIDATION_MESSAGES as M } from 'shared-contract';
import { renderUi } from '../testing/render';
import { ConfirmProvider } from '../confirm/confirm-provider';
import { ToastProvider } from '../toast/toast-provider';
import { useListParams } from '../filter-panel/list-params';
import { TaskTable, type TaskTableActions } from './task-table';
import { buildTaskBoardFilterFields, buildTaskFilterFields } from './task-filter-fields';
import { NOTHING_TO_CHANGE } from './task-bulk-edit-dialog';
import { TASK_ROWS } from './task-row-fixtures';
import { FilterPanel } from '../filter-panel/filter-panel';

jest.setTimeout(60_000);

let history: string[] = [];

function TasksPage({ actions, except, viewerCompanyId }: { actions?: TaskTableActions; except?: ['project_name']; viewerCompanyId?: number }) {
  const [entries, setEntries] = useState(history);
  history = entries;
  const query = useMemo(() => new URLSearchParams(entries[entries.length - 1]), [entries]);
  const setQuery = (next: URLSearchParams, options?: { replace?: boolean }) =>
    setEntries((all) => (options?.replace ? [...all.slice(0, -1), next.toString()] : [...all, next.toString()]));
  const fields = useMemo(() => buildTaskFilterFields(), []);
  const list = useListParams(fields, [query, setQuery], { sortFields: TASK_SORT_FIELDS });
  return (
    <TaskTable list={list} filterFields={fields} rows={TASK_ROWS} total={3} tableId="tasks-test" userId={7} viewerCompanyId={viewerCompanyId} aria-label="Tasks" actions={actions} except={except} />
  );
}

const renderPage = (props: Parameters<typeof TasksPage>[0] = {}) =>
  renderUi(
    <ToastProvider>
      <ConfirmProvider>
        <TasksPage {...props} />
      </ConfirmProvider>
    </ToastProvider>,
  );

const problem = async (error: unknown) => error as { status: number; message: string; errors?: Record<string, string> };

function makeActions(overrides: Partial<TaskTableActions> = {}): TaskTableActions & { bulkEdit: jest.Mock; revoke: jest.Mock } {
  return {
    bulkEdit: jest.fn(async (ids: number[]) => `${ids.length} tasks updated successfully.`),
    revoke: jest.fn(async () => 'Task revoked successfully.'),
    loadAssignees: async () => ({ internal: [{ value: 12, label: 'Olivia Stone' }, { value: 14, label: 'Sam Park' }] }),
    describeError: problem,
    onChanged: jest.fn(),
    ...overrides,
  } as TaskTableActions & { bulkEdit: jest.Mock; revoke: jest.Mock };
}

/** A select's menu has finished closing (its exit transition leaves the page behind it unclickable). */
const menuClosed = () => waitFor(() => expect(document.querySelector('.MuiMenu-root, .MuiAutocomplete-popper')).toBeNull());

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  history = [''];
  window.localStorage.clear();
});

test('the task list row: columns, status as the viewer reads it (capitalised), priority, MM/DD/YYYY with overdue marked, Yes/No reminders, N/A', () => {
  renderPage();
  const table = screen.getByRole('table', { name: 'Tasks' });
  for (const header of ['Task ID', 'Task name', 'Project', 'Required action', 'Due date', 'Status', 'Priority', 'Internal assignee', 'Internal signer', 'External assignee', 'External signer', 'Package', 'Reminders']) {
    expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  const contract = rowOf('Electrical subcontract');
  expect(screen.getByRole('link', { name: 'Electrical subcontract' })).toHaveAttribute('href', '/tasks/1/contract');
  for (const text of ['T-000001', 'Harbor Tower', 'Signature Required', '12/15/2026', 'Pending Vendor Signature', 'Normal', 'Olivia Stone', 'Maya Chen', 'Rita Ridge', 'Package A', 'Yes']) {
    expect(within(contract).getByText(text)).toBeInTheDocument();
  }
  expect(within(contract).queryByText('Overdue')).toBeNull();
  const coi = rowOf('Insurance certificate');
  expect(screen.getByRole('link', { name: 'Insurance certificate' })).toHaveAttribute('href', '/tasks/2/request');
  expect(within(coi).getByText('Pending Submission')).toBeInTheDocument();
  expect(within(coi).getByText('High')).toBeInTheDocument();
  expect(within(coi).getByText('10/01/2026')).toBeInTheDocument();
  expect(within(coi).getByText('Overdue')).toBeInTheDocument();
  expect(within(coi).getByText('No')).toBeInTheDocument();
  expect(within(coi).getAllByText(UI_TEXT.notAvailable)).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Site rules acknowledgement' })).toHaveAttribute('href', '/tasks/3/acknowledgement');
  // No actions passed: no selection, no revoke.
  expect(screen.queryByRole('checkbox', { name: 'Select all rows' })).toBeNull();
});

test('the Company column shows the other side of each task: the vendor to the sender, the sender to the vendor', () => {
  const { unmount } = renderPage({ viewerCompanyId: 10 });
  expect(within(rowOf('Electrical subcontract')).getByText('Ridge Electric')).toBeInTheDocument();
  unmount();
  renderPage({ viewerCompanyId: 21 });
  expect(within(rowOf('Electrical subcontract')).getByText('Northwind Builders')).toBeInTheDocument();
});

test('the except-list leaves a column out; hidden columns are remembered per user and table; a header sorts', async () => {
  const { user, unmount } = renderPage({ except: ['project_name'] });
  expect(screen.queryByRole('columnheader', { name: 'Project' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show/hide columns' }));
  await user.click(screen.getByRole('menuitem', { name: 'Package' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('columnheader', { name: 'Package' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Due date' }));
  expect(history.at(-1)).toBe('sort_field=due_date&sort_direction=asc');
  await user.click(screen.getByRole('button', { name: 'Due date' }));
  expect(history.at(-1)).toBe('sort_field=due_date&sort_direction=desc');
  unmount();
  renderPage();
  expect(screen.queryByRole('columnheader', { name: 'Package' })).toBeNull();
  expect(screen.getByRole('columnheader', { name: 'Project' })).toBeInTheDocument();
});

test('the URL query parameters fill the tasks filter panel; badges show at most three and +N more', async () => {
  history = ['status=pending_submission&status=pending_approval&is_overdue=true&search=coi&prefilter=1&filter[priority]=high&filter[project_name]=Harbor'];
  renderPage();
  expect(screen.getByRole('searchbox', { name: UI_TEXT.search })).toHaveValue('coi');
  const badges = screen.getByRole('list', { name: 'Applied filters' });
  const labels = within(badges).getAllByRole('listitem').map((li) => li.textContent?.replace(/Remove filter.*$/, ''));
  // Project, status, priority, then the overdue flag behind '+1 more'.
  expect(labels).toEqual(['Project name: Harbor', 'Status: Pending Submission, Pending Approval', 'Priority: High', UI_TEXT.moreBadges(1)]);
});

test('select-all and bulk edit: only what is set is sent, the server message is shown, nothing set is refused', async () => {
  const actions = makeActions();
  const { user } = renderPage({ actions });
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
  const bar = screen.getByRole('group', { name: 'Selected tasks' });
  expect(within(bar).getByText('3 tasks selected')).toBeInTheDocument();
  // The completed task cannot be edited: the button says how many can.
  await user.click(within(bar).getByRole('button', { name: 'Edit 2 tasks' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit 2 tasks' });
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByText(NOTHING_TO_CHANGE)).toBeInTheDocument();
  expect(actions.bulkEdit).not.toHaveBeenCalled();

  await user.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
  await user.click(await screen.findByRole('option', { name: 'High' }));
  await menuClosed();
  await user.click(within(dialog).getByRole('combobox', { name: 'Internal assignee' }));
  await user.click(await screen.findByRole('option', { name: 'Sam Park' }));
  await menuClosed();
  await user.click(within(dialog).getByRole('combobox', { name: 'Reminders' }));
  await user.click(await screen.findByRole('option', { name: 'Remind every…' }));
  await menuClosed();
  // Every and period are required once reminders are set (the form was already submitted once, so they show at once).
  expect(await within(dialog).findAllByText(M.required)).toHaveLength(2);
  expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Every' }), '2');
  await user.click(within(dialog).getByRole('combobox', { name: 'Period' }));
  await user.click(await screen.findByRole('option', { name: 'Week' }));
  await menuClosed();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Mon' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(actions.bulkEdit).toHaveBeenCalledWith([1, 2], { priority: 'high', internal_assignee_id: 14, reminders_every: 2, reminders_period: 'week', reminders_days: ['mon'] }));
  expect(await screen.findByText('2 tasks updated successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByRole('group', { name: 'Selected tasks' })).toBeNull();
  expect(actions.onChanged).toHaveBeenCalled();
});

test("bulk edit: the server's 422 lands on its field and the dialog stays open", async () => {
  const actions = makeActions({ bulkEdit: jest.fn(async () => Promise.reject({ status: 422, message: 'The given data was invalid.', errors: { due_date: 'The date is too early.' } })) });
  const { user } = renderPage({ actions });
  await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
  await user.click(screen.getByRole('button', { name: 'Edit selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit 1 task' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Reminders' }));
  await user.click(await screen.findByRole('option', { name: 'Turn off' }));
  await menuClosed();
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(actions.bulkEdit).toHaveBeenCalledWith([1], { reminders_off: true }));
  expect(await within(dialog).findByText('The date is too early.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit 1 task' })).toBeInTheDocument();
});

test('revoke one row asks first (Cancel keeps it), then revokes with the reason and shows the server message', async () => {
  const actions = makeActions();
  const { user } = renderPage({ actions });
  // A finished task offers no revoke.
  expect(within(rowOf('Site rules acknowledgement')).queryByRole('button', { name: /Revoke/ })).toBeNull();
  await user.click(within(rowOf('Insurance certificate')).getByRole('button', { name: 'Revoke Insurance certificate' }));
  let dialog = await screen.findByRole('dialog', { name: 'Revoke task' });
  expect(within(dialog).getByText(/T-000002 "Insurance certificate"/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: UI_TEXT.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(actions.revoke).not.toHaveBeenCalled();

  await user.click(within(rowOf('Insurance certificate')).getByRole('button', { name: 'Revoke Insurance certificate' }));
  dialog = await screen.findByRole('dialog', { name: 'Revoke task' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Sent to the wrong vendor');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(actions.revoke).toHaveBeenCalledWith(2, 'Sent to the wrong vendor'));
  expect(await screen.findByText('Task revoked successfully.')).toBeInTheDocument();
});

test('revoke the selection: each revocable task once, failures reported with the task number', async () => {
  const revoke = jest.fn(async (id: number) => (id === 2 ? Promise.reject({ status: 422, message: 'A finished task can not be changed.' }) : 'Task revoked successfully.'));
  const actions = makeActions({ revoke });
  const { user } = renderPage({ actions });
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
  await user.click(screen.getByRole('button', { name: 'Revoke 2 tasks' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke 2 tasks' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(revoke).toHaveBeenCalledTimes(2));
  expect(revoke.mock.calls.map((c) => c[0])).toEqual([1, 2]);
  expect(await screen.findByText('T-000002: A finished task can not be changed.')).toBeInTheDocument();
  expect(screen.getByText('Task revoked successfully.')).toBeInTheDocument();
});

test('the task-board panel: due_in defaults to one week and its badge has no remove control; priority can be removed', () => {
  renderUi(
    <FilterPanel fields={buildTaskBoardFilterFields()} initialValues={{ due_in: 'week', priority: '' }} values={{ due_in: 'week', priority: 'high' }} onSearch={() => undefined} />,
  );
  const badges = screen.getByRole('list', { name: 'Applied filters' });
  expect(within(badges).getByText('Due in: One week')).toBeInTheDocument();
  expect(within(badges).queryByTitle('Remove filter Due in: One week')).toBeNull();
  expect(within(badges).getByTitle('Remove filter Priority: High')).toBeInTheDocument();
});
