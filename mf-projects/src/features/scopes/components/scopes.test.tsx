import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { ERROR_MESSAGES, PERMISSIONS, SCOPE_MESSAGES, UI_TEXT, VALIDATION_MESSAGES as M, type ScopeApproval, type ScopeDetails } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { ALL_SCOPES, paged, person, SCOPE_FLAGS as FLAGS, SCOPE_ROW as ROW } from '../../../testing/fixtures';
import { callEndpoint } from 'shared-auth';
import { scopeEndpoints } from 'shared-contract';
import { createScope, toScopeFormData } from '../api/save-scope';
import { addScopeAttachments } from '../api/scope-attachments';
import { EditScopePage, NewScopePage } from './scope-page';
import { ScopeUploadPage } from './scope-upload-page';
import { ScopesListPage } from './scopes-list-page';

// jsdom's FormData cannot travel through Node's fetch: the multipart calls go to the fake API as
// JSON here (the API tests cover multipart); what the form data holds is tested on its own.
jest.mock('../api/save-scope', () => ({ ...jest.requireActual('../api/save-scope'), createScope: jest.fn() }));
jest.mock('../api/scope-attachments', () => ({ ...jest.requireActual('../api/scope-attachments'), addScopeAttachments: jest.fn() }));
beforeEach(() => {
  jest.mocked(createScope).mockImplementation((projectId, values, files) =>
    callEndpoint(scopeEndpoints.createScope, { body: { ...values, project_id: projectId, attachments: files.map((f) => f.name) } as never }),
  );
  jest.mocked(addScopeAttachments).mockImplementation((scopeId, files) => callEndpoint(scopeEndpoints.addScopeAttachments, { body: { scope_id: scopeId, attachments: files.map((f) => f.name) } as never }));
});

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const V1 = '/api/v1';
const ROUTES: RouteObject[] = [
  { path: '/projects/:projectId/scopes', element: <ScopesListPage /> },
  { path: '/projects/:projectId/scopes/new', element: <NewScopePage /> },
  { path: '/projects/:projectId/scopes/:scopeId', element: <EditScopePage chat={<aside aria-label="Scope chat">chat here</aside>} /> },
  { path: '/projects/:projectId/scopes/:scopeId/upload', element: <ScopeUploadPage /> },
];

const DETAILS: ScopeDetails = { ...ROW, editors: [], attachments: [], approvals: [], custom_fields: [] };
const approval = (over: Partial<ScopeApproval>): ScopeApproval => ({ id: 1, user_id: 12, user: person(12, 'Olivia', 'Stone'), step: 1, approved: false, rejected: false, reason: null, acted_at: null, can_act: false, ...over });

function api(extra: FakeRoutes = {}) {
  return installFakeApi({
    [`GET ${V1}/scopes`]: { body: paged([ROW, { ...ROW, id: 6, name: 'Plumbing', status: 'pending', status_label: 'Pending', approval_state: 'pending', amount: null, vendor_company_name: 'Pipe Co' }]) },
    [`GET ${V1}/scopes/5`]: { body: { data: DETAILS } },
    [`GET ${V1}/scope/check-permission`]: { body: { data: ALL_SCOPES } },
    [`GET ${V1}/message/get-chat-data`]: { body: { data: { unread_counts: [{ scope_id: 6, project_id: 3, count: 4 }], total_unread: 4, tag_users: [] } } },
    [`GET ${V1}/scope/get-editors`]: { body: { data: [{ ...person(20, 'Maya', 'Chen'), selected: false }] } },
    [`GET ${V1}/scope/vendor-options`]: { body: { data: [{ id: 40, name: 'Acme Electric', users: [person(41, 'Sam', 'Volt')], default_assignee_id: 41, default_signer_id: 41 }] } },
    [`GET ${V1}/project/creation-form/section/all`]: { body: { data: [] } },
    ...extra,
  });
}

describe('scopes list', () => {
  test('rows show status, vendor, amount, approval state and unread chat counts; New scope opens the form', async () => {
    api();
    const { user, currentPath } = renderRemote(ROUTES, { url: '/projects/3/scopes', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN] });
    const table = await screen.findByRole('table', { name: 'Scopes' });
    const electrical = (await within(table).findByRole('link', { name: 'Electrical' })).closest('tr')!;
    expect(within(electrical).getByText('Drafting')).toBeInTheDocument();
    expect(within(electrical).getByText('Acme Electric')).toBeInTheDocument();
    expect(within(electrical).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(electrical).getByText('None')).toBeInTheDocument();
    const plumbing = within(table).getByRole('link', { name: 'Plumbing' }).closest('tr')!;
    expect(within(plumbing).getAllByText('Pending')).toHaveLength(2);
    expect(within(plumbing).getByText(UI_TEXT.notAvailable)).toBeInTheDocument();
    expect(await within(plumbing).findByLabelText('4 unread messages')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New scope' }));
    expect(currentPath()).toBe('/projects/3/scopes/new');
  });

  test('without the create flag there is no New scope; on the sub plan it explains with the upgrade toast', async () => {
    api({ [`GET ${V1}/scope/check-permission`]: { body: { data: { ...ALL_SCOPES, create: false, update: false, delete: false } } } });
    const view = renderRemote(ROUTES, { url: '/projects/3/scopes', permissions: [PERMISSIONS.PROJECTS_VIEW] });
    await screen.findByRole('link', { name: 'Electrical' });
    expect(screen.queryByRole('link', { name: 'New scope' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New scope' })).not.toBeInTheDocument();
    view.unmount();

    api({ [`GET ${V1}/scope/check-permission`]: { body: { data: { ...ALL_SCOPES, create: false } } } });
    const { user } = renderRemote(ROUTES, { url: '/projects/3/scopes', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN], plan: 'sub' });
    await user.click(await screen.findByRole('button', { name: 'New scope' }));
    expect(await screen.findByText(UI_TEXT.updatePlanTitle)).toBeInTheDocument();
  });
});

describe('new scope', () => {
  test('the client rules of the shared schema, then a multipart POST; a 422 lands on its field', async () => {
    const fake = api({ [`POST ${V1}/scopes`]: { status: 422, body: { message: 'The given data was invalid', errors: { name: 'The name has already been taken.' } } } });
    const { user } = renderRemote(ROUTES, { url: '/projects/3/scopes/new', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN] });
    await user.click(await screen.findByRole('button', { name: 'Create scope' }));
    expect(await screen.findAllByText(M.required)).toHaveLength(2);
    expect(fake.find(`POST ${V1}/scopes`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Roofing');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), 'abc');
    await user.click(screen.getByRole('combobox', { name: 'Vendor company *' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Electric' }));
    expect(await screen.findByText(M.number)).toBeInTheDocument();
    // Left empty, the assignee and signer are the vendor's primary contact, named.
    expect(screen.getByRole('combobox', { name: 'Vendor assignee' })).toHaveAttribute('placeholder', 'Sam Volt (primary contact)');
    expect(screen.getByRole('combobox', { name: 'Vendor signer' })).toHaveAttribute('placeholder', 'Sam Volt (primary contact)');
    // Submit stays disabled while an error shows.
    expect(screen.getByRole('button', { name: 'Create scope' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '900');
    await user.click(screen.getByRole('button', { name: 'Create scope' }));
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    const [sent] = fake.find(`POST ${V1}/scopes`);
    expect(sent.body).toMatchObject({ project_id: 3, name: 'Roofing', vendor_company_id: 40, amount: '900', vendor_assignee_id: null, editor_ids: [] });
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Roofing');
  });

  test('created: lands on the scope page', async () => {
    api({ [`POST ${V1}/scopes`]: { status: 201, body: { data: DETAILS, message: SCOPE_MESSAGES.created } } });
    const { user, currentPath } = renderRemote(ROUTES, { url: '/projects/3/scopes/new', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN] });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Electrical');
    await user.click(screen.getByRole('combobox', { name: 'Vendor company *' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Electric' }));
    await user.click(screen.getByRole('button', { name: 'Create scope' }));
    expect(await screen.findByText(SCOPE_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5'));
  });

  test('without the create flag the page says so', async () => {
    api({ [`GET ${V1}/scope/check-permission`]: { body: { data: { ...ALL_SCOPES, create: false } } } });
    renderRemote(ROUTES, { url: '/projects/3/scopes/new', permissions: [PERMISSIONS.PROJECTS_VIEW] });
    expect(await screen.findByText(ERROR_MESSAGES.noPermissionPage)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create scope' })).not.toBeInTheDocument();
  });
});

describe('scope page', () => {
  test('the vendor reads its scope: fields disabled, no save, no approvals; the chat slot is beside it', async () => {
    api({ [`GET ${V1}/scopes/5`]: { body: { data: { ...DETAILS, is_external: true, can: { view: true, update: false, delete: false, chat: true } } } } });
    renderRemote(ROUTES, { url: '/projects/3/scopes/5', permissions: [PERMISSIONS.PROJECTS_VIEW] });
    expect(await screen.findByRole('heading', { name: 'Electrical' })).toBeInTheDocument();
    expect(screen.getByText(/You are the vendor of this scope/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Approvals' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Scope chat' })).toBeInTheDocument();
  });

  test('save sends POST scopes/{id}?_method=PUT; the notice says a change resets the other approvers', async () => {
    const pending = { ...DETAILS, status: 'pending' as const, status_label: 'Pending', approval_state: 'pending' as const, approvals: [approval({ approved: true, acted_at: '2026-11-21T10:00:00.000Z' }), approval({ id: 2, user_id: 20, user: person(20, 'Maya', 'Chen'), step: 2 })] };
    const fake = api({
      [`GET ${V1}/scopes/5`]: { body: { data: pending } },
      [`POST ${V1}/scopes/5`]: { body: { data: { ...pending, name: 'Electrical works', approvals: [approval({}), approval({ id: 2, user_id: 20, user: person(20, 'Maya', 'Chen'), step: 2 })] }, message: SCOPE_MESSAGES.updated } },
    });
    const { user } = renderRemote(ROUTES, { url: '/projects/3/scopes/5', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN] });
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    expect(within(approvals).getByText(/resets every other approver/)).toBeInTheDocument();
    expect(within(approvals).getByText('Approved')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Electrical works');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SCOPE_MESSAGES.updated)).toBeInTheDocument();
    const [sent] = fake.find(`POST ${V1}/scopes/5`);
    expect(sent.query.get('_method')).toBe('PUT');
    expect(sent.body).toMatchObject({ name: 'Electrical works', editor_ids: [] });
    await waitFor(() => expect(within(approvals).queryByText('Approved')).not.toBeInTheDocument());
    expect(within(approvals).getAllByText('Waiting')).toHaveLength(2);
  });

  test('send for approval, then the approver whose turn it is rejects with a required reason', async () => {
    const submitted = { ...DETAILS, status: 'pending' as const, status_label: 'Pending', approval_state: 'pending' as const, approvals: [approval({ can_act: true })] };
    const fake = api({
      [`POST ${V1}/scope/approvals/5`]: { body: { data: submitted, message: SCOPE_MESSAGES.submitted } },
      [`POST ${V1}/scope/approvals/reject`]: { body: { data: { ...DETAILS, approval_state: 'rejected', approvals: [approval({ rejected: true, reason: 'Too expensive', acted_at: '2026-11-21T10:00:00.000Z' })] }, message: SCOPE_MESSAGES.rejected } },
    });
    const { user } = renderRemote(ROUTES, { url: '/projects/3/scopes/5', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN, PERMISSIONS.PROJECTS_APPROVE] });
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    expect(within(approvals).getByText('Not sent for approval yet.')).toBeInTheDocument();
    await user.click(within(approvals).getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText(SCOPE_MESSAGES.submitted)).toBeInTheDocument();
    expect(fake.find(`POST ${V1}/scope/approvals/5`)).toHaveLength(1);
    expect(await within(approvals).findByText('Your turn')).toBeInTheDocument();
    await user.click(within(approvals).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject scope' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
    expect(fake.find(`POST ${V1}/scope/approvals/reject`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too expensive');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(SCOPE_MESSAGES.rejected)).toBeInTheDocument();
    const [sent] = fake.find(`POST ${V1}/scope/approvals/reject`);
    expect(sent.query.get('scope_id')).toBe('5');
    expect(sent.body).toEqual({ reason: 'Too expensive' });
    expect(await within(approvals).findByText('Reason: Too expensive', { exact: false })).toBeInTheDocument();
  });

  test('the approver approves; deleting an attachment asks first', async () => {
    const withFile = {
      ...DETAILS,
      status: 'pending' as const,
      approvals: [approval({ can_act: true })],
      attachments: [{ id: 9, scope_id: 5, name: 'plan.pdf', size: 2048, mime_type: 'application/pdf', url: '/api/v1/scope/attachment/9/download', uploaded_by: 'Olivia Stone', created_at: '2026-11-20T10:00:00.000Z' }],
    };
    const fake = api({
      [`GET ${V1}/scopes/5`]: { body: { data: withFile } },
      [`POST ${V1}/scope/approvals/approve`]: { body: { data: { ...withFile, status: 'not_sent', approvals: [approval({ approved: true })] }, message: SCOPE_MESSAGES.approved } },
      [`POST ${V1}/scope/attachment/delete`]: { body: { data: { message: SCOPE_MESSAGES.attachmentDeleted } } },
    });
    const { user } = renderRemote(ROUTES, { url: '/projects/3/scopes/5', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN, PERMISSIONS.PROJECTS_APPROVE] });
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    await user.click(within(approvals).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(SCOPE_MESSAGES.approved)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete plan.pdf' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.find(`POST ${V1}/scope/attachment/delete`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete plan.pdf' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SCOPE_MESSAGES.attachmentDeleted)).toBeInTheDocument();
    expect(fake.find(`POST ${V1}/scope/attachment/delete`)[0].body).toEqual({ id: 9 });
  });
});

test('on the sub plan the scope is read-only and the notice offers the upgrade', async () => {
  api({ [`GET ${V1}/scopes/5`]: { body: { data: { ...DETAILS, can: { view: true, update: false, delete: false, chat: true } } } } });
  const { user } = renderRemote(ROUTES, { url: '/projects/3/scopes/5', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN], plan: 'sub' });
  expect(await screen.findByText('Your plan does not allow changing scopes.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Send for approval' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: UI_TEXT.upgradeNow }));
  expect(await screen.findByText(UI_TEXT.updatePlanTitle)).toBeInTheDocument();
});

describe('bulk upload', () => {
  test('a file the rules refuse shows its message and is not sent; the others are checked and uploaded one by one', async () => {
    const fake = api({
      [`POST ${V1}/scope/attachment/check`]: (request) =>
        (request.body as { name: string }).name === 'huge.pdf'
          ? { status: 422, body: { message: 'The given data was invalid', errors: { file: M.uploadTooLarge } } }
          : { body: { data: { acceptable: true, message: SCOPE_MESSAGES.fileAcceptable } } },
      [`POST ${V1}/scope/attachment/add`]: { body: { data: [], message: SCOPE_MESSAGES.attachmentsAdded } },
    });
    const { user } = renderRemote(ROUTES, { url: '/projects/3/scopes/5/upload', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_ASSIGN] });
    await screen.findByRole('heading', { name: 'Upload attachments' });
    const input = screen.getByLabelText('Choose files');
    const good = new File(['a'], 'plan.pdf', { type: 'application/pdf' });
    const bad = new File(['b'], 'virus.exe');
    const huge = new File(['c'], 'huge.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [good, bad, huge] } });
    const files = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(files).getByText(/Only files with the following extensions are allowed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    expect(await within(files).findByText('Uploaded')).toBeInTheDocument();
    expect(await within(files).findByText(M.uploadTooLarge)).toBeInTheDocument();
    expect(fake.find(`POST ${V1}/scope/attachment/check`)).toHaveLength(2);
    expect(fake.find(`POST ${V1}/scope/attachment/add`)).toHaveLength(1);
    expect(fake.find(`POST ${V1}/scope/attachment/add`)[0].body).toEqual({ scope_id: 5, attachments: ['plan.pdf'] });
  });
});

test('the multipart form: the fields, editor_ids[] repeated, files as attachments[]', () => {
  const file = new File(['a'], 'plan.pdf');
  const form = toScopeFormData(
    { name: ' Roofing ', description: '', vendor_company_id: 40, vendor_assignee_id: null, vendor_signer_id: 41, amount: '900', work_start_date: '2026-12-01', editor_ids: [20, 21] },
    [file],
    { project_id: '3' },
  );
  expect(form.get('project_id')).toBe('3');
  expect(form.get('name')).toBe('Roofing');
  expect(form.get('vendor_company_id')).toBe('40');
  expect(form.has('vendor_assignee_id')).toBe(false);
  expect(form.get('vendor_signer_id')).toBe('41');
  expect(form.get('work_start_date')).toBe('2026-12-01');
  expect(form.getAll('editor_ids[]')).toEqual(['20', '21']);
  expect((form.get('attachments[]') as File).name).toBe('plan.pdf');
});
