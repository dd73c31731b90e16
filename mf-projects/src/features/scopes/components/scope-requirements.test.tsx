// The scope's requirement checklist (issue 15): states as chips with links to the tasks and overdue
// marking, progress, the contract and COI lines, creating the missing tasks after confirming (and
// the refusal shown), the vendor's read-only view, the empty state.
import { screen, waitFor, within } from '@testing-library/react';
import { REQUIREMENT_MESSAGES as T, type ScopeChecklist, type ScopeDetails } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { SCOPE_ROW } from '../../../testing/fixtures';
import { ScopeRequirementsPanel } from './scope-requirements-panel';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const GET = 'GET /api/v1/scope/requirements';
const CREATE = 'POST /api/v1/scope/requirements/create-tasks';
const SCOPE: ScopeDetails = { ...SCOPE_ROW, status: 'not_sent', status_label: 'Not Sent', editors: [], attachments: [], approvals: [], custom_fields: [] };
const task = (id: number, status: string, label: string, extra: Partial<ScopeChecklist['items'][number]['task'] & object> = {}) => ({
  id,
  task_id: `T-${String(id).padStart(6, '0')}`,
  name: `Task ${id}`,
  status,
  status_label: label,
  due_date: '2030-01-10',
  is_overdue: false,
  view_path: `/tasks/${id}/request`,
  ...extra,
});
const CHECKLIST: ScopeChecklist = {
  scope_id: 5,
  scope_status: 'not_sent',
  vendor_company_name: 'Acme Electric',
  is_vendor: false,
  items: [
    { requirement_id: 1, name: 'W-9 and vendor setup', document_type: 'document-request', document_type_label: 'Document Request', state: 'pending', task: task(11, 'pending_submission', 'Pending Submission', { due_date: '2020-01-02', is_overdue: true }) },
    { requirement_id: 2, name: 'Site safety acknowledgement', document_type: 'acknowledgement', document_type_label: 'Acknowledgement', state: 'missing', task: null },
    { requirement_id: 3, name: 'Lien waiver', document_type: 'document-request', document_type_label: 'Document Request', state: 'satisfied', task: task(13, 'completed', 'Completed') },
  ],
  contract: { state: 'missing', task: null },
  coi: { state: 'valid', expiry_date: '2030-06-30' },
  satisfied_count: 1,
  total_count: 3,
  missing_count: 1,
  can_create_tasks: true,
};

test('shows each requirement with its state, task link, due date and overdue mark, the contract, the COI and the progress', async () => {
  installFakeApi({ [GET]: { body: { data: CHECKLIST } } });
  renderRemote(<ScopeRequirementsPanel scope={SCOPE} />, { path: '/projects/3/scopes/5' });
  const list = await screen.findByRole('list', { name: 'Scope requirements' });
  expect(screen.getByText(T.progress(1, 3))).toBeInTheDocument();
  const w9 = within(list).getByText('W-9 and vendor setup').closest('li')!;
  expect(within(w9).getByText('Pending Submission')).toBeInTheDocument();
  expect(within(w9).getByRole('link', { name: 'T-000011' })).toHaveAttribute('href', '/tasks/11/request');
  expect(within(w9).getByText('Due 01/02/2020 · Overdue')).toBeInTheDocument();
  expect(within(within(list).getByText('Site safety acknowledgement').closest('li')!).getByText('Missing')).toBeInTheDocument();
  expect(within(within(list).getByText('Lien waiver').closest('li')!).getByText('Completed')).toBeInTheDocument();
  expect(within(within(list).getByText('Contract').closest('li')!).getByText('No contract task yet')).toBeInTheDocument();
  expect(within(within(list).getByText('Certificate of insurance').closest('li')!).getByText('Valid until 06/30/2030')).toBeInTheDocument();
});

test('creates the missing tasks after confirming and shows them on the checklist', async () => {
  const api = installFakeApi({ [GET]: { body: { data: CHECKLIST } } });
  const after: ScopeChecklist = {
    ...CHECKLIST,
    items: CHECKLIST.items.map((i) => (i.requirement_id === 2 ? { ...i, state: 'pending' as const, task: task(12, 'pending_acknowledgement', 'Pending Acknowledgement', { view_path: '/tasks/12/acknowledgement' }) } : i)),
    missing_count: 0,
    can_create_tasks: false,
  };
  api.route(CREATE, { status: 201, body: { data: after, message: T.tasksCreated(1) } });
  const { user } = renderRemote(<ScopeRequirementsPanel scope={SCOPE} />, { path: '/projects/3/scopes/5' });
  await user.click(await screen.findByRole('button', { name: 'Create missing tasks' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(T.createConfirm(1))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Create tasks' }));
  expect(await screen.findByText(T.tasksCreated(1))).toBeInTheDocument();
  expect(api.find(CREATE)[0].body).toEqual({ scope_id: 5 });
  // The confirmation's closing transition hides the page from the accessibility tree until it ends.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const safety = screen.getByText('Site safety acknowledgement').closest('li')!;
  expect(within(safety).getByText('Pending Acknowledgement')).toBeInTheDocument();
  expect(within(safety).getByRole('link', { name: 'T-000012' })).toHaveAttribute('href', '/tasks/12/acknowledgement');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Create missing tasks' })).toBeNull());
});

test('cancelling creates nothing; a refusal is shown with its reasons', async () => {
  const api = installFakeApi({ [GET]: { body: { data: CHECKLIST } } });
  api.route(CREATE, { status: 422, body: { message: 'The given data was invalid.', errors: { 'requirements.2': ['Site safety acknowledgement: Fill the merge fields: project.superintendent.'] } } });
  const { user } = renderRemote(<ScopeRequirementsPanel scope={SCOPE} />, { path: '/projects/3/scopes/5' });
  await user.click(await screen.findByRole('button', { name: 'Create missing tasks' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find(CREATE)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Create missing tasks' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create tasks' }));
  expect(await screen.findByText('Site safety acknowledgement: Fill the merge fields: project.superintendent.')).toBeInTheDocument();
});

test('the vendor reads what it still owes, without the create button; an empty checklist says where requirements are set', async () => {
  installFakeApi({ [GET]: { body: { data: { ...CHECKLIST, is_vendor: true, can_create_tasks: false, coi: { state: 'lapsed', expiry_date: '2020-05-01' } } } } });
  renderRemote(<ScopeRequirementsPanel scope={{ ...SCOPE, is_external: true }} />, { path: '/projects/3/scopes/5' });
  expect(await screen.findByText('What Northwind Builders still needs from you before work starts.')).toBeInTheDocument();
  expect(screen.getByText('Lapsed on 05/01/2020')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create missing tasks' })).toBeNull();
});

test('no applicable requirement: the empty state', async () => {
  installFakeApi({ [GET]: { body: { data: { ...CHECKLIST, items: [], satisfied_count: 0, total_count: 0, missing_count: 0, can_create_tasks: false } } } });
  renderRemote(<ScopeRequirementsPanel scope={SCOPE} />, { path: '/projects/3/scopes/5' });
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
  expect(screen.queryByText(T.progress(0, 0))).toBeNull();
});
