// The task views against the fake API: the bare and the wrong view redirect to the task's own view,
// 404 and 403, the header (status per viewer, overdue, who must act), the vendor's upload (files
// required, a COI's insurance fields checked by the shared schema before anything is sent), the
// reviewer's Reject (reason required) and Approve, the rejection reason the vendor reads, the
// acknowledgement, the SF 1413 form and the timeline.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callEndpoint } from 'shared-auth';
import { COI_MESSAGES, TASK_ACTION_MESSAGES, VALIDATION_MESSAGES as M, ERROR_MESSAGES, taskEndpoints, type TaskDetails, type TaskEvent, type TaskFile } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { Routes } from 'react-router-dom';
import { submitTaskFiles } from '../api/task-api';
import { taskViewRoutes } from './task-view-routes';

// jsdom's FormData cannot travel through Node's fetch: the upload goes to the fake API as JSON here
// (file names and the insurance fields); the API tests cover the multipart itself.
jest.mock('../api/task-api', () => ({ ...jest.requireActual('../api/task-api'), submitTaskFiles: jest.fn() }));
beforeEach(() => {
  jest
    .mocked(submitTaskFiles)
    .mockImplementation(
      async (id, files, insurance) => (await callEndpoint(taskEndpoints.submitTaskFiles, { params: { id }, body: { files: files.map((f) => f.name), insurance } as never })) as never,
    );
});

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const V1 = '/api/v1';
const vendorCompany = { id: 30, name: 'Acme Electric', type: 'sub_contractor' as const, plan: 'sub' as const, logo: null, status: 'active' as const, features: [] };
const vendor = makeUser({ id: 40, full_name: 'Victor Vendor', first_name: 'Victor', last_name: 'Vendor', company: vendorCompany as never });
const manager = makeUser();

const person = (id: number, full_name: string, company_id: number) => ({ id, full_name, email: `${id}@x.test`, company_id });

function makeTask(overrides: Partial<TaskDetails> = {}): TaskDetails {
  return {
    id: 5,
    task_id: 'T-000005',
    task_name: 'Safety plan',
    type: 'document-request',
    required_action: 'Request',
    project_id: 3,
    project_name: 'Harbor Tower',
    scope_id: 8,
    scope_name: 'Electrical',
    company_id: 7,
    company_name: 'Northwind Builders',
    vendor_company_id: 30,
    vendor_company_name: 'Acme Electric',
    due_date: '2026-01-10',
    status: 'pending_submission',
    status_label: 'Pending Submission',
    priority: 'high',
    is_overdue: true,
    internal_assignee: person(12, 'Olivia Stone', 7),
    internal_signer: null,
    external_assignee: person(40, 'Victor Vendor', 30),
    external_signer: null,
    package: null,
    reminders: false,
    is_recurring: false,
    created_at: '2026-01-01T10:00:00Z',
    can: { view: true, edit: false, revoke: false, actions: [] },
    description: 'Upload your site safety plan.',
    assign_date: null,
    reminders_every: null,
    reminders_period: null,
    reminders_days: [],
    recurrence_every: null,
    recurrence_period: null,
    recurrence_days: [],
    recurrence_until_repeats: null,
    recurrence_until_date: null,
    recurrence_index: 0,
    template_id: null,
    template_name: null,
    template_version: null,
    merge_values: {},
    html: null,
    form: {},
    reject_reason: null,
    revoke_reason: null,
    waiting_on: { side: 'external', people: [person(40, 'Victor Vendor', 30)] },
    files: [],
    created_by: 'Olivia Stone',
    sent_at: '2026-01-01T10:00:00Z',
    completed_at: null,
    revoked_at: null,
    updated_at: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

const submission = (overrides: Partial<TaskFile> = {}): TaskFile => ({
  id: 91,
  kind: 'submission',
  name: 'safety-plan.pdf',
  size: 2048,
  mime_type: 'application/pdf',
  url: '/api/v1/tasks/5/files/91',
  review_status: 'pending',
  review_reason: null,
  reviewed_by: null,
  reviewed_at: null,
  insurance: null,
  uploaded_by: 'Victor Vendor',
  created_at: '2026-01-05T09:30:00Z',
  in_quick_access: false,
  ...overrides,
});

function open(url: string, routes: FakeRoutes, currentUser = vendor) {
  const api = installFakeApi(routes);
  const view = renderRemote([{ path: '/tasks/*', element: <Routes>{taskViewRoutes()}</Routes> }], { url, currentUser });
  return { ...view, api };
}

const taskRoute = (task: TaskDetails) => ({ [`GET ${V1}/tasks/${task.id}`]: { body: { data: task } } });

test('/tasks/{id} opens the view of its type, and another type view redirects to it', async () => {
  const ack = makeTask({ type: 'acknowledgement', required_action: 'Acknowledgement of Receipt Required', status: 'pending_acknowledgement', status_label: 'Pending Acknowledgement' });
  const first = open('/tasks/5', taskRoute(ack));
  await waitFor(() => expect(first.currentPath()).toBe('/tasks/5/acknowledgement'));
  first.unmount();
  const second = open('/tasks/5/request', taskRoute(ack));
  await waitFor(() => expect(second.currentPath()).toBe('/tasks/5/acknowledgement'));
  second.unmount();
  const sf = makeTask({ type: 'sf-1413', required_action: 'Signature Required' });
  const third = open('/tasks/5/acknowledgement', taskRoute(sf));
  await waitFor(() => expect(third.currentPath()).toBe('/tasks/5/contract'));
});

test('an unknown task is the 404 page; a refused one the no-permission message', async () => {
  const first = open('/tasks/5/request', { [`GET ${V1}/tasks/5`]: { status: 404, body: { message: 'Not found.' } } });
  expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  first.unmount();
  open('/tasks/5/request', { [`GET ${V1}/tasks/5`]: { status: 403, body: { message: 'Forbidden.' } } });
  expect(await screen.findByText(ERROR_MESSAGES.noPermissionPage)).toBeInTheDocument();
});

test('the header: name, number, type, status as the viewer reads it, priority, overdue due date, links and who must act', async () => {
  open('/tasks/5/request', taskRoute(makeTask({ status_label: 'pending submission' })), manager);
  expect(await screen.findByRole('heading', { level: 1, name: 'Safety plan' })).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Task summary' });
  expect(within(summary).getByText('T-000005')).toBeInTheDocument();
  expect(within(summary).getByText('Document Request')).toBeInTheDocument();
  expect(within(summary).getByLabelText('Status: Pending Submission')).toBeInTheDocument();
  expect(within(summary).getByText('High priority')).toBeInTheDocument();
  expect(within(summary).getByText('Overdue')).toBeInTheDocument();
  expect(within(summary).getByText('01/10/2026')).toBeInTheDocument();
  expect(within(summary).getByRole('link', { name: 'Harbor Tower' })).toHaveAttribute('href', '/projects/3');
  expect(within(summary).getByRole('link', { name: 'Electrical' })).toHaveAttribute('href', '/projects/3/scopes/8');
  expect(within(summary).getByRole('link', { name: 'Acme Electric' })).toHaveAttribute('href', '/companies/30');
  expect(within(summary).getByText('Victor Vendor')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('href', '/tasks/5/timeline');
  // The manager has no upload here.
  expect(screen.queryByRole('form', { name: 'Upload' })).not.toBeInTheDocument();
});

test('the vendor uploads: a file is required, then the chosen files are sent and the answer shown', async () => {
  const task = makeTask({ can: { view: true, edit: false, revoke: false, actions: ['submit'] } });
  const after = makeTask({ status: 'pending_approval', status_label: 'Pending Approval', files: [submission()], waiting_on: { side: 'internal', people: [person(12, 'Olivia Stone', 7)] } });
  const { user, api } = open('/tasks/5/request', {
    ...taskRoute(task),
    [`POST ${V1}/tasks/5/submissions`]: { body: { data: after, message: 'Your documents were submitted for review.' } },
  });
  await screen.findByRole('form', { name: 'Upload' });
  expect(screen.getByText('Upload your site safety plan.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(TASK_ACTION_MESSAGES.filesRequired)).toBeInTheDocument();
  expect(api.find(`POST ${V1}/tasks/5/submissions`)).toHaveLength(0);
  // A file the rules refuse is not taken.
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [new File(['x'], 'virus.exe')] } });
  expect(await screen.findByText(/Only files with the following extensions are allowed/)).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [new File(['a'], 'safety-plan.pdf', { type: 'application/pdf' })] } });
  expect(within(screen.getByRole('list', { name: 'Chosen files' })).getByText(/safety-plan\.pdf/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Your documents were submitted for review.')).toBeInTheDocument();
  expect(api.find(`POST ${V1}/tasks/5/submissions`)[0].body).toEqual({ files: ['safety-plan.pdf'] });
  const submitted = await screen.findByRole('list', { name: 'Submitted files' });
  expect(within(submitted).getByText('Pending review')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Upload' })).not.toBeInTheDocument();
});

test("a COI's insurance fields are checked by the shared schema before anything is sent, then sent with the file", async () => {
  const task = makeTask({ type: 'certificate-of-insurance', task_name: 'Insurance 2026', can: { view: true, edit: false, revoke: false, actions: ['submit'] } });
  const { user, api } = open('/tasks/5/request', {
    ...taskRoute(task),
    [`POST ${V1}/tasks/5/submissions`]: { body: { data: { ...task, status: 'pending_approval', can: { ...task.can, actions: [] } }, message: 'Your documents were submitted for review.' } },
  });
  await screen.findByRole('form', { name: 'Upload' });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [new File(['a'], 'coi.pdf', { type: 'application/pdf' })] } });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findAllByText(M.required)).not.toHaveLength(0);
  expect(api.find(`POST ${V1}/tasks/5/submissions`)).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: 'Insurer' }), 'Liberty Mutual');
  const row = screen.getByRole('group', { name: 'Coverage 1' });
  await user.click(within(row).getByRole('combobox', { name: /Coverage type/ }));
  await user.click(await screen.findByRole('option', { name: 'General Liability' }));
  await user.type(within(row).getByRole('textbox', { name: /Policy number/ }), 'GL-1');
  await user.type(within(row).getByRole('textbox', { name: /Limit/ }), '1000000');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  // Dates typed into the pickers' sections (MM/DD/YYYY): expiry before effective is refused.
  const typeDate = async (name: RegExp, value: string) => {
    const group = screen.getAllByRole('group', { name })[0];
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard(value);
  };
  await typeDate(/Effective date/, '01012026');
  await typeDate(/Expiry date/, '12312025');
  // The field's error shows at once (the form was submitted) and keeps the button disabled.
  expect(await screen.findByText(COI_MESSAGES.expiryBeforeEffective)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(api.find(`POST ${V1}/tasks/5/submissions`)).toHaveLength(0);

  await typeDate(/Expiry date/, '12312026');
  await waitFor(() => expect(screen.queryByText(COI_MESSAGES.expiryBeforeEffective)).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(api.find(`POST ${V1}/tasks/5/submissions`)).toHaveLength(1));
  expect(api.find(`POST ${V1}/tasks/5/submissions`)[0].body).toEqual({
    files: ['coi.pdf'],
    insurance: {
      insurer: 'Liberty Mutual',
      coverages: [{ type: 'general_liability', policy_number: 'GL-1', limit: 1000000 }],
      additional_insured: true,
      effective_date: '2026-01-01',
      expiry_date: '2026-12-31',
    },
  });
});

test('the reviewer rejects with a required reason, which then shows on the task and the submission', async () => {
  const pending = makeTask({
    status: 'pending_approval',
    status_label: 'Pending Approval',
    files: [submission()],
    can: { view: true, edit: true, revoke: true, actions: ['approve', 'reject', 'revoke'] },
  });
  const rejected = makeTask({ files: [submission({ review_status: 'rejected', review_reason: 'Unsigned copy', reviewed_by: 'Olivia Stone', reviewed_at: '2026-01-06T10:00:00Z' })], reject_reason: 'Unsigned copy' });
  const { user, api } = open(
    '/tasks/5/request',
    {
      ...taskRoute(pending),
      [`POST ${V1}/tasks/5/reject`]: { body: { data: rejected, message: 'The submission was rejected.' } },
    },
    manager,
  );
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject the submission' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
  expect(api.find(`POST ${V1}/tasks/5/reject`)).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Unsigned copy');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find(`POST ${V1}/tasks/5/reject`)[0].body).toEqual({ reason: 'Unsigned copy' });
  expect(await screen.findByText('The last submission was rejected. Reason: Unsigned copy')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Submitted files' })).getByText('Reason: Unsigned copy')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

test('approving asks first, then the task reads completed', async () => {
  const pending = makeTask({ status: 'pending_approval', status_label: 'Pending Approval', files: [submission()], can: { view: true, edit: true, revoke: true, actions: ['approve', 'reject'] } });
  const done = makeTask({ status: 'completed', status_label: 'Completed', is_overdue: false, waiting_on: null, completed_at: '2026-01-07T10:00:00Z', files: [submission({ review_status: 'approved', reviewed_by: 'Olivia Stone', reviewed_at: '2026-01-07T10:00:00Z' })] });
  const { user, api } = open('/tasks/5/request', { ...taskRoute(pending), [`POST ${V1}/tasks/5/approve`]: { body: { data: done, message: 'The submission was approved.' } } }, manager);
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('The submission was approved.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find(`POST ${V1}/tasks/5/approve`)[0].body).toEqual({ comment: null });
  expect(await screen.findByLabelText('Status: Completed')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Submitted files' })).getByText('Approved')).toBeInTheDocument();
});

test('the vendor reads why the last upload was rejected', async () => {
  const task = makeTask({ reject_reason: 'Unsigned copy', files: [submission({ review_status: 'rejected', review_reason: 'Unsigned copy' })], can: { view: true, edit: false, revoke: false, actions: ['submit'] } });
  open('/tasks/5/request', taskRoute(task));
  expect(await screen.findByText('Your last submission was rejected. Reason: Unsigned copy')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Upload' })).toBeInTheDocument();
});

test('acknowledgement: the document in a sandboxed frame, I acknowledge after reading and a confirmation, then who and when', async () => {
  const task = makeTask({
    type: 'acknowledgement',
    required_action: 'Acknowledgement of Receipt Required',
    status: 'pending_acknowledgement',
    status_label: 'Pending Acknowledgement',
    html: '<p>Site rules</p>',
    can: { view: true, edit: false, revoke: false, actions: ['acknowledge'] },
  });
  const done = { ...task, status: 'completed' as const, status_label: 'Completed', completed_at: '2026-01-08T09:00:00Z', can: { ...task.can, actions: [] } };
  const event: TaskEvent = { id: 3, action: 'acknowledged', description: 'Victor Vendor acknowledged the document', user: { id: 40, full_name: 'Victor Vendor', company_name: 'Acme Electric' }, details: {}, created_at: '2026-01-08T09:00:00Z' };
  const { user, api } = open('/tasks/5/acknowledgement', {
    ...taskRoute(task),
    [`POST ${V1}/tasks/5/acknowledge`]: { body: { data: done, message: 'Thank you: your acknowledgement was recorded.' } },
    [`GET ${V1}/tasks/5/events`]: { body: { data: [event], total: 1, current_page: 1, per_page: 100, last_page: 1 } },
  });
  const frame = await screen.findByTitle('Safety plan document');
  expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  expect(frame.getAttribute('srcdoc')).toContain('<p>Site rules</p>');
  const button = screen.getByRole('button', { name: 'I acknowledge' });
  expect(button).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'I have read the document above' }));
  await user.click(button);
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'I acknowledge' }));
  expect(await screen.findByText('Thank you: your acknowledgement was recorded.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find(`POST ${V1}/tasks/5/acknowledge`)[0].body).toEqual({ confirm: true });
  expect(await screen.findByText(/^Acknowledged by Victor Vendor on 01\/08\/2026 \d\d:00:00\.$/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'I acknowledge' })).not.toBeInTheDocument();
});

test('SF 1413: the vendor fills the form (the shared rules first), then it is shown filled', async () => {
  const task = makeTask({
    type: 'sf-1413',
    required_action: 'Signature Required',
    html: '<p>SF 1413</p>',
    can: { view: true, edit: false, revoke: false, actions: ['submit_form'] },
  });
  const form = { subcontract_number: 'SC-9', subcontract_amount: 125000, subcontractor_name: 'Acme Electric', subcontractor_address: '1 Main St', work_description: 'Wiring', certified: true };
  const after = { ...task, status: 'pending_external_signature' as const, status_label: 'Pending Your Signature', form, can: { ...task.can, actions: [] } };
  const { user, api } = open('/tasks/5/contract', { ...taskRoute(task), [`POST ${V1}/tasks/5/form`]: { body: { data: after, message: 'The form was submitted.' } } });
  expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit form' }));
  expect((await screen.findAllByText(M.required)).length).toBeGreaterThan(0);
  expect(api.find(`POST ${V1}/tasks/5/form`)).toHaveLength(0);
  await user.type(screen.getByRole('textbox', { name: /Subcontract number/ }), 'SC-9');
  await user.type(screen.getByRole('textbox', { name: /Subcontract amount/ }), '125000');
  await user.type(screen.getByRole('textbox', { name: /Subcontractor address/ }), '1 Main St');
  await user.type(screen.getByRole('textbox', { name: /Description of the work/ }), 'Wiring');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Submit form' }));
  expect(await screen.findByText('The form was submitted.')).toBeInTheDocument();
  expect(api.find(`POST ${V1}/tasks/5/form`)[0].body).toEqual(form);
  expect(within(screen.getByRole('region', { name: 'Filled SF 1413' })).getByText('SC-9')).toBeInTheDocument();
  expect(screen.getByLabelText('Status: Pending Your Signature')).toBeInTheDocument();
});

test('the timeline lists every event oldest first with who, when and the sentence, paged', async () => {
  const events: TaskEvent[] = Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    action: 'reminded',
    description: `Event number ${i + 1}`,
    user: i === 0 ? { id: 12, full_name: 'Olivia Stone', company_name: 'Northwind Builders' } : null,
    details: {},
    created_at: `2026-01-${String(i + 1).padStart(2, '0')}T12:34:56Z`,
  }));
  const { user, api } = open('/tasks/5/timeline', {
    ...taskRoute(makeTask()),
    [`GET ${V1}/tasks/5/events`]: (request) => {
      const page = Number(request.query.get('page'));
      const perPage = Number(request.query.get('per_page'));
      return { body: { data: events.slice((page - 1) * perPage, page * perPage), total: 25, current_page: page, per_page: perPage, last_page: Math.ceil(25 / perPage) } };
    },
  });
  const list = await screen.findByRole('list', { name: 'Task events' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(20);
  expect(items[0]).toHaveTextContent('Event number 1');
  expect(items[0]).toHaveTextContent('Olivia Stone · Northwind Builders');
  expect(items[0]).toHaveTextContent(/01\/01\/2026 \d\d:34:56/);
  expect(items[1]).toHaveTextContent('System');
  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Task events' })).getAllByRole('listitem')).toHaveLength(5));
  expect(api.find(`GET ${V1}/tasks/5/events`).at(-1)?.query.get('page')).toBe('2');
  expect(screen.getByRole('tab', { name: 'Timeline', selected: true })).toBeInTheDocument();
});

test("the contract's timeline slot is shown under a contract's timeline, and not under another task's", async () => {
  const contractTimeline = (task: TaskDetails) => <section aria-label="Contract record">{`Record of ${task.task_id}`}</section>;
  const eventsRoute = { [`GET ${V1}/tasks/5/events`]: { body: { data: [], total: 0, current_page: 1, per_page: 20, last_page: 1 } } };
  const render = (task: TaskDetails) => {
    installFakeApi({ ...taskRoute(task), ...eventsRoute });
    return renderRemote([{ path: '/tasks/*', element: <Routes>{taskViewRoutes({ contractTimeline })}</Routes> }], { url: '/tasks/5/timeline', currentUser: vendor });
  };
  const contract = render(makeTask({ type: 'contract' }));
  expect(await screen.findByRole('region', { name: 'Contract record' })).toHaveTextContent(`Record of ${makeTask().task_id}`);
  expect(await screen.findByText('No events yet')).toBeInTheDocument();
  contract.unmount();
  render(makeTask());
  expect(await screen.findByText('No events yet')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Contract record' })).not.toBeInTheDocument();
});

test('a COI that fails its requirement: the problem is shown and Approve anyway sends the override', async () => {
  const coi = submission({ name: 'coi.pdf', insurance: { insurer: 'Acme Mutual', coverages: [], additional_insured: false, effective_date: '2026-01-01', expiry_date: '2027-01-01', requirement_problems: ['The general contractor must be named as additional insured.'] } });
  const pending = makeTask({ type: 'certificate-of-insurance', status: 'pending_approval', status_label: 'Pending Approval', files: [coi], can: { view: true, edit: true, revoke: true, actions: ['approve', 'reject'] } });
  const done = { ...pending, status: 'completed' as const, status_label: 'Completed', can: { ...pending.can, actions: [] } };
  const { user, api } = open(
    '/tasks/5/request',
    {
      ...taskRoute(pending),
      [`POST ${V1}/tasks/5/approve`]: (request) =>
        (request.body as { override?: boolean }).override
          ? { body: { data: done, message: 'The submission was approved.' } }
          : { status: 422, body: { message: TASK_ACTION_MESSAGES.coiRequirementNotMet, errors: { insurance: ['The general contractor must be named as additional insured.'] } } },
    },
    manager,
  );
  expect(await screen.findByLabelText('Requirement problems')).toHaveTextContent('The general contractor must be named as additional insured.');
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Approve the submission' })).getByRole('button', { name: 'Approve' }));
  const warning = await screen.findByRole('dialog', { name: 'Requirements not met' });
  expect(warning).toHaveTextContent('The general contractor must be named as additional insured.');
  await user.click(within(warning).getByRole('button', { name: 'Approve anyway' }));
  expect(await screen.findByText('The submission was approved.')).toBeInTheDocument();
  expect(api.find(`POST ${V1}/tasks/5/approve`).map((r) => r.body)).toEqual([{ comment: null }, { comment: null, override: true }]);
});

test('a submitted file goes into Quick Access and out again; files and the document download', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  let inQuickAccess = false;
  const task = () => makeTask({ type: 'document-request', files: [submission({ in_quick_access: inQuickAccess })] });
  const { user, api } = open(
    '/tasks/5/request',
    {
      [`GET ${V1}/tasks/5`]: () => ({ body: { data: task() } }),
      [`POST ${V1}/company/documents/add-to-quick-access`]: () => {
        inQuickAccess = true;
        return { body: { data: { message: 'Document added to Quick Access.' } } };
      },
      [`POST ${V1}/company/documents/remove-from-quick-access`]: () => {
        inQuickAccess = false;
        return { body: { data: { message: 'Document removed from Quick Access.' } } };
      },
      [`GET ${V1}/tasks/5/files/91`]: { body: 'pdf' },
    },
    manager,
  );
  await user.click(await screen.findByRole('button', { name: 'Add safety-plan.pdf to Quick Access' }));
  expect(await screen.findByText('Document added to Quick Access.')).toBeInTheDocument();
  expect(api.find(`POST ${V1}/company/documents/add-to-quick-access`)[0].body).toEqual({ document_kind: 'task_file', document_id: 91 });
  await user.click(await screen.findByRole('button', { name: 'Remove safety-plan.pdf from Quick Access' }));
  expect(await screen.findByText('Document removed from Quick Access.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download safety-plan.pdf' }));
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  expect(api.find(`GET ${V1}/tasks/5/files/91`)).toHaveLength(1);
});

test('the contract view: the document and its status, Download PDF from tasks/{id}/document, no signing buttons yet', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:doc');
  URL.revokeObjectURL = jest.fn();
  const contract = makeTask({
    type: 'contract',
    required_action: 'Signature Required',
    status: 'pending_external_signature',
    status_label: 'Pending Vendor Signature',
    html: '<h1>Subcontract</h1>',
    template_name: 'Subcontract Agreement',
    template_version: 2,
    can: { view: true, edit: true, revoke: true, actions: ['revoke'] },
  });
  const { user, api } = open('/tasks/5/contract', { ...taskRoute(contract), [`GET ${V1}/tasks/5/document`]: { body: 'pdf' } }, manager);
  expect(await screen.findByText('Status: Pending Vendor Signature · template Subcontract Agreement (version 2)')).toBeInTheDocument();
  expect(screen.getByTitle('Safety plan document').getAttribute('srcdoc')).toContain('<h1>Subcontract</h1>');
  await user.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(api.find(`GET ${V1}/tasks/5/document`)).toHaveLength(1));
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  expect(screen.queryByRole('button', { name: /sign/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'SF 1413' })).not.toBeInTheDocument();
});
