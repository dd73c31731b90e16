import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_MESSAGES, PEOPLE_MESSAGES, VALIDATION_MESSAGES as M, type EmployeeRow, type InvitedEmployeeRow, type PagedResponse } from 'shared-contract';
import { clearCookies, installFakeApi, type RecordedRequest } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { formatPhone } from 'shared-ui';
import type { RouteObject } from 'react-router-dom';
import { renderRemote } from 'test-support/render-remote';
import { EmployeeEditPage } from './employee-edit-page';
import { EmployeesListPage } from './employees-list-page';
import { InvitedEmployeesPage } from './invited-employees-page';

jest.setTimeout(60_000);

const LIST = '/settings/account/company-users';
const INVITED = '/settings/account/company-users/invited-employees';
const EDIT = '/settings/account/company-users/:id/edit';
const ROUTES: RouteObject[] = [{ path: LIST, element: <EmployeesListPage /> }, { path: INVITED, element: <InvitedEmployeesPage /> }, { path: EDIT, element: <EmployeeEditPage /> }];

const ALL = { view: true, edit: true, change_role: true, delete: true };
const employee = (over: Partial<EmployeeRow>): EmployeeRow => ({
  id: 20,
  first_name: 'Maya',
  last_name: 'Chen',
  full_name: 'Maya Chen',
  email: 'manager@northwind.test',
  phone: '5551234567',
  photo: null,
  role: { name: 'general_manager', show_name: 'Manager' },
  professions: [{ id: 3, title: 'Project Manager' }],
  last_activity: '2026-11-20T10:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  status: 'active',
  archived_at: null,
  is_me: false,
  can: ALL,
  ...over,
});
const MAYA = employee({});
const VERA = employee({ id: 21, first_name: 'Vera', last_name: 'Holt', full_name: 'Vera Holt', email: 'viewer@northwind.test', role: { name: 'general_view_only', show_name: 'View Only' }, professions: [], phone: null, last_activity: null });
const ME = employee({ id: 12, first_name: 'Olivia', last_name: 'Stone', full_name: 'Olivia Stone', email: 'owner@northwind.test', role: { name: 'general_owner', show_name: 'Owner' }, is_me: true, can: { ...ALL, delete: false } });
const paged = <T,>(rows: T[]): PagedResponse<T> => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length });
const ROLES = [
  { name: 'general_owner', show_name: 'Owner' },
  { name: 'general_admin', show_name: 'Admin' },
  { name: 'general_manager', show_name: 'Manager' },
  { name: 'general_view_only', show_name: 'View Only' },
];
const PROFESSIONS = [
  { id: 3, title: 'Project Manager' },
  { id: 4, title: 'Estimator' },
];
const INVITATION: InvitedEmployeeRow = {
  id: 5,
  email: 'field.engineer@northwind.test',
  role: { name: 'general_manager', show_name: 'Manager' },
  status: 'pending',
  invited_by: 'Adam Reyes',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
  accepted_at: null,
};

function setup(user = makeUser(), rows: (r: RecordedRequest) => EmployeeRow[] = () => [ME, MAYA, VERA]) {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(user),
    'GET /api/v1/employees': (request) => ({ body: paged(rows(request)) }),
    'GET /api/v1/employees/20': { body: { data: MAYA } },
    'GET /api/v1/settings/company/roles': { body: { data: ROLES } },
    'GET /api/v1/settings/professions': { body: { data: PROFESSIONS } },
    'GET /api/v1/reference-book/list': {
      body: { data: { invite_employee_statuses: [{ key: 'pending', title: 'Pending' }, { key: 'accepted', title: 'Accepted' }, { key: 'expired', title: 'Expired' }, { key: 'canceled', title: 'Canceled' }] } },
    },
    'GET /api/v1/employees/invitations': { body: paged([INVITATION, { ...INVITATION, id: 6, email: 'old@northwind.test', status: 'expired' }]) },
  });
}

afterEach(() => clearCookies());

describe('employees list', () => {
  test('lists employees with role, professions, N/A and edit links', async () => {
    const api = setup();
    renderRemote(ROUTES, { url: LIST });
    const link = await screen.findByRole('link', { name: 'Maya Chen' });
    expect(link).toHaveAttribute('href', '/settings/account/company-users/20/edit');
    const vera = screen.getByRole('link', { name: 'Vera Holt' }).closest('tr') as HTMLElement;
    // Professions and last activity (Phone is hidden by default).
    expect(within(vera).getAllByText('N/A')).toHaveLength(2);
    const maya = link.closest('tr') as HTMLElement;
    expect(within(maya).getByText('Project Manager')).toBeInTheDocument();
    expect(within(maya).getByText('11/20/2026')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Olivia Stone' }).closest('tr') as HTMLElement).getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Olivia Stone' })).toBeNull();
    const [first] = api.find('GET /api/v1/employees');
    expect(first.query.get('per_page')).toBe('10');
  });

  test('fits beside the settings menu: Phone starts hidden, the column chooser brings it back and remembers it', async () => {
    window.localStorage.clear();
    setup();
    const { user, unmount } = renderRemote(ROUTES, { url: LIST });
    const table = await screen.findByRole('table', { name: 'Employees' });
    await within(table).findByRole('link', { name: 'Maya Chen' });
    const headers = () => within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Professions', 'Last activity', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Show/hide columns' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Phone' }));
    await user.keyboard('{Escape}');
    expect(headers()).toContain('Phone');
    expect(within(screen.getByRole('link', { name: 'Maya Chen' }).closest('tr') as HTMLElement).getByText(formatPhone('5551234567'))).toBeInTheDocument();
    unmount();
    // The user's own choice wins over the default on the next visit.
    renderRemote(ROUTES, { url: LIST });
    const again = await screen.findByRole('table', { name: 'Employees' });
    await within(again).findByRole('link', { name: 'Maya Chen' });
    expect(within(again).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Phone');
    window.localStorage.clear();
  });

  test('searches and sorts through the API', async () => {
    const api = setup();
    const { user } = renderRemote(ROUTES, { url: LIST });
    await screen.findByRole('link', { name: 'Maya Chen' });
    await user.type(screen.getByPlaceholderText('Search'), 'maya');
    await waitFor(() => expect(api.find('GET /api/v1/employees').some((r) => r.query.get('search') === 'maya')).toBe(true), { timeout: 3000 });
    await user.click(within(screen.getByRole('table', { name: 'Employees' })).getByRole('button', { name: 'Role' }));
    await waitFor(() => expect(api.find('GET /api/v1/employees').some((r) => r.query.get('sort_field') === 'role')).toBe(true));
  });

  test('archive asks first, then reports the server message', async () => {
    const api = setup();
    api.route('POST /api/v1/users/20/archive', { body: { data: { message: 'Maya Chen has been archived.' } } });
    const { user } = renderRemote(ROUTES, { url: LIST });
    await user.click(await screen.findByRole('button', { name: 'Archive Maya Chen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(PEOPLE_MESSAGES.archiveConfirm('Maya Chen'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('POST /api/v1/users/20/archive')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Archive Maya Chen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Maya Chen has been archived.')).toBeInTheDocument();
    expect(api.find('POST /api/v1/users/20/archive')).toHaveLength(1);
  });

  test('invite employees: several e-mails, 422 on the right e-mail, success toast; Submit disabled while an error shows', async () => {
    const api = setup();
    let attempt = 0;
    api.route('POST /api/v1/employees/invite', () =>
      ++attempt === 1
        ? { status: 422, body: { message: ERROR_MESSAGES.invalidData, errors: { 'emails[1]': [M.unique('email')] } } }
        : { body: { data: { message: '2 invitations have been sent.', count: 2 } } },
    );
    const { user } = renderRemote(ROUTES, { url: LIST });
    await user.click(await screen.findByRole('button', { name: 'Invite employees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite employees' });
    const submit = () => within(dialog).getByRole('button', { name: 'Send invitations' });
    await user.click(submit());
    expect(await within(dialog).findAllByText(M.required)).toHaveLength(2);
    // The same behaviour as sign-in and sign-up: no Submit while an error is shown.
    expect(submit()).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email 1' }), 'nina@new.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add another email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email 2' }), 'not-an-email');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    // The caller is an owner, so Owner is offered.
    expect(screen.getByRole('option', { name: 'Owner' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Manager' }));
    expect(await within(dialog).findByText(M.email)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(api.find('POST /api/v1/employees/invite')).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email 2' }), 'taken@new.test');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await within(dialog).findByText(M.unique('email'))).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email 2' }), 'omar@new.test');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('2 invitations have been sent.')).toBeInTheDocument();
    expect(api.find('POST /api/v1/employees/invite')[1].body).toEqual({ emails: ['nina@new.test', 'omar@new.test'], role: 'general_manager' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite employees' })).toBeNull());
  });

  test('without EMPLOYEES_CREATE there is no invite button; a non-owner is not offered Owner', async () => {
    setup(makeUser({ permissions: ['employees.view'], role: { name: 'general_manager', show_name: 'Manager' } }));
    renderRemote(ROUTES, { url: LIST });
    await screen.findByRole('link', { name: 'Maya Chen' });
    expect(screen.queryByRole('button', { name: 'Invite employees' })).toBeNull();
  });
});

describe('invited employees', () => {
  test('lists invitations with status from the reference book; filter by status; cancel after confirmation; resend', async () => {
    const api = setup();
    api.route('POST /api/v1/employees/invitations/5/cancel', { body: { data: { message: PEOPLE_MESSAGES.invitationCanceled } } });
    api.route('POST /api/v1/employees/invitations/6/resend', { body: { data: { message: PEOPLE_MESSAGES.invitationResent } } });
    const { user } = renderRemote(ROUTES, { url: INVITED });
    const row = (await screen.findByText('field.engineer@northwind.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Adam Reyes')).toBeInTheDocument();
    expect(within(row).getByText('12/04/2026')).toBeInTheDocument();
    const expired = screen.getByText('old@northwind.test').closest('tr') as HTMLElement;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: /Cancel the invitation/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Cancel the invitation to field.engineer@northwind.test' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(PEOPLE_MESSAGES.cancelInvitationConfirm('field.engineer@northwind.test'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText(PEOPLE_MESSAGES.invitationCanceled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(screen.getByText('old@northwind.test').closest('tr') as HTMLElement).getByRole('button', { name: 'Resend the invitation to old@northwind.test' }));
    expect(await screen.findByText(PEOPLE_MESSAGES.invitationResent)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /filter/i }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Expired' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.find('GET /api/v1/employees/invitations').some((r) => r.query.getAll('status[]').join() === 'expired')).toBe(true));
  });
});

describe('edit employee', () => {
  test('shows the form, puts 422 messages on their fields and saves', async () => {
    const api = setup();
    let attempt = 0;
    api.route('PUT /api/v1/employees/20', (request) =>
      ++attempt === 1
        ? { status: 422, body: { message: ERROR_MESSAGES.invalidData, errors: { role: [PEOPLE_MESSAGES.lastOwner] } } }
        : { body: { data: { ...MAYA, ...(request.body as object), full_name: 'Maya Lee' }, message: PEOPLE_MESSAGES.employeeSaved } },
    );
    const { user } = renderRemote(ROUTES, { url: '/settings/account/company-users/20/edit' });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Maya');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await user.clear(first);
    await user.tab();
    expect(await screen.findByText(M.required)).toBeInTheDocument();
    // Submit is disabled while an error is shown, on every form (as sign-in and sign-up).
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(first, 'Maya');
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PEOPLE_MESSAGES.lastOwner)).toBeInTheDocument();
    // The server's message stays until the role changes, and Save waits for that.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.find('PUT /api/v1/employees/20')).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Admin' }));
    expect(screen.queryByText(PEOPLE_MESSAGES.lastOwner)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PEOPLE_MESSAGES.employeeSaved)).toBeInTheDocument();
    expect(api.find('PUT /api/v1/employees/20')[1].body).toEqual({ first_name: 'Maya', last_name: 'Lee', phone: '5551234567', role: 'general_admin', profession_ids: [3] });
  });

  test('a role that cannot be changed is disabled; a 404 shows the not-found page', async () => {
    const api = setup();
    api.route('GET /api/v1/employees/20', { body: { data: { ...MAYA, can: { ...ALL, change_role: false } } } });
    renderRemote(ROUTES, { url: '/settings/account/company-users/20/edit' });
    expect(await screen.findByText('You cannot change this role.')).toBeInTheDocument();
    clearCookies();
    setup();
    renderRemote(ROUTES, { url: '/settings/account/company-users/99/edit' });
    expect(await screen.findByText("Oops! You're lost.")).toBeInTheDocument();
  });
});
