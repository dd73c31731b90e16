import { screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSION_KEYS, DEFAULT_ROLE_PERMISSIONS, PEOPLE_MESSAGES, PERMISSION_TOOLTIPS, type PermissionGroup } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { PermissionGroupsPage } from './permission-groups-page';

// Many clicks on a shared 2-core machine.
jest.setTimeout(60_000);

const PATH = '/settings/account/permission-group';
const group = (role: string, show_name: string, permissions: string[], editable = true): PermissionGroup => ({ id: role.length, role, show_name, permissions, editable, users_count: 2 });
const GROUPS = [
  group('general_owner', 'Owner', [...ALL_PERMISSION_KEYS], false),
  group('general_manager', 'Manager', ['projects.view', 'companies.view']),
  // A group stored before the defaults obeyed the rules (projects assign without edit and delete).
  group('general_collaborator', 'Collaborator', DEFAULT_ROLE_PERMISSIONS.general_collaborator.filter((k) => k !== 'projects.edit' && k !== 'projects.delete')),
];

function setup(user = makeUser()) {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(user),
    'GET /api/v1/settings/company/permission': { body: { data: GROUPS } },
    'POST /api/v1/settings/company/permission': (request) => {
      const body = request.body as { role: string; permissions: string[] };
      return { body: { data: { ...GROUPS.find((g) => g.role === body.role)!, permissions: body.permissions }, message: PEOPLE_MESSAGES.permissionsSaved } };
    },
  });
}
const renderPage = () => renderRemote(<PermissionGroupsPage />, { path: PATH });
// A checkbox by its accessible label (getByRole walks the whole grid's accessibility tree on every
// call, which is minutes on a loaded machine; the label is the same name the role query matches).
const box = (name: string) => screen.getByLabelText(name, { selector: 'input[type="checkbox"]' });

afterEach(() => clearCookies());

test('shows the first editable group with only the cells each row has', async () => {
  setup();
  renderPage();
  expect(await screen.findByRole('combobox', { name: 'Role' })).toHaveTextContent('Manager');
  const grid = screen.getByRole('table', { name: 'Permissions' });
  for (const header of ['View', 'Communication', 'Add', 'Edit', 'Delete', 'Assign', 'Approve', 'Sign']) expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
  expect(box('Projects: View')).toBeChecked();
  expect(box('Companies: View')).toBeChecked();
  expect(box('Projects: Edit')).not.toBeChecked();
  // Sign exists only for tasks and documents; users have view, communication, create.
  expect(screen.queryByRole('checkbox', { name: 'Projects: Sign' })).toBeNull();
  expect(box('Tasks & Documents: Sign')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Users: Edit' })).toBeNull();
  expect(within(grid).getAllByRole('checkbox')).toHaveLength(ALL_PERMISSION_KEYS.length);
});

test('applies the dependency rules as the user clicks and saves the result', async () => {
  const api = setup();
  const { user } = renderPage();
  await screen.findByRole('table', { name: 'Permissions' });

  // companies: delete needs view and edit; both turn on and lock.
  await user.click(box('Companies: Delete'));
  expect(box('Companies: Edit')).toBeChecked();
  expect(box('Companies: Edit')).toBeDisabled();
  expect(box('Companies: View')).toBeDisabled();

  // projects: assign needs edit and delete; edit needs view.
  await user.click(box('Projects: Assign'));
  expect(box('Projects: Edit')).toBeChecked();
  expect(box('Projects: Delete')).toBeChecked();
  // Edit stays locked while approve or assign needs it (edit "disables" them, 000 section 4).
  await user.click(box('Projects: Approve'));
  await user.click(box('Projects: Assign'));
  expect(box('Projects: Edit')).toBeDisabled();
  expect(box('Projects: Delete')).not.toBeDisabled();
  await user.click(box('Projects: Approve'));
  expect(box('Projects: Edit')).not.toBeDisabled();
  await user.click(box('Projects: Edit'));
  expect(box('Projects: View')).toBeChecked();
  expect(box('Projects: View')).not.toBeDisabled();

  // tasks: sign needs edit needs view; approve needs communication.
  await user.click(box('Tasks & Documents: Sign'));
  expect(box('Tasks & Documents: Edit')).toBeChecked();
  expect(box('Tasks & Documents: View')).toBeChecked();
  await user.click(box('Tasks & Documents: Approve'));
  expect(box('Tasks & Documents: Communication')).toBeChecked();

  // employees, templates, billing, configuration: the rights need view.
  for (const [row, right] of [['Employees', 'Delete'], ['Templates', 'Add'], ['Account & Billing Info', 'Edit'], ['Account Setup & Configuration', 'Delete']]) {
    await user.click(box(`${row}: ${right}`));
    expect(box(`${row}: View`)).toBeChecked();
    expect(box(`${row}: View`)).toBeDisabled();
  }

  // The row's check-all-off control.
  await user.click(screen.getByRole('button', { name: 'Turn off every permission of Companies' }));
  expect(box('Companies: View')).not.toBeChecked();
  expect(box('Companies: Delete')).not.toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(PEOPLE_MESSAGES.permissionsSaved)).toBeInTheDocument();
  const [saved] = api.find('POST /api/v1/settings/company/permission');
  expect(saved.body).toEqual({
    role: 'general_manager',
    permissions: [
      'projects.view',
      'projects.delete',
      'task_and_documents.view',
      'task_and_documents.communication',
      'task_and_documents.edit',
      'task_and_documents.approve',
      'task_and_documents.sign',
      'employees.view',
      'employees.delete',
      'templates.view',
      'templates.create',
      'billing_account.view',
      'billing_account.edit',
      'account_configuration.view',
      'account_configuration.delete',
    ],
  });
});

test('each right has its tooltip', async () => {
  setup();
  const { user } = renderPage();
  await screen.findByRole('table', { name: 'Permissions' });
  await user.hover(box('Projects: Delete'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent(PERMISSION_TOOLTIPS['projects.delete']);
  await user.unhover(box('Projects: Delete'));
  await user.hover(box('Projects: Assign'));
  await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Create and edit Scopes.'));
});

test('the owner group is read-only; a stored break is explained', async () => {
  setup();
  const { user } = renderPage();
  await user.click(await screen.findByRole('combobox', { name: 'Role' }));
  await user.click(screen.getByRole('option', { name: 'Owner' }));
  expect(screen.getByText(PEOPLE_MESSAGES.ownerGroupLocked)).toBeInTheDocument();
  expect(box('Projects: View')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(screen.getByRole('option', { name: 'Collaborator' }));
  expect(screen.getByText(/Projects: Assign needs Edit and Delete\./)).toBeInTheDocument();
});

test('a server refusal is shown as a toast', async () => {
  const api = setup();
  api.route('POST /api/v1/settings/company/permission', { status: 422, body: { message: 'The given data was invalid', errors: { permissions: ['Companies: Delete needs Edit.'] } } });
  const { user } = renderPage();
  await screen.findByRole('table', { name: 'Permissions' });
  await user.click(box('Users: Create'.replace('Create', 'Add')));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Companies: Delete needs Edit.')).toBeInTheDocument();
});

test('without the edit rights the grid is read-only', async () => {
  setup(makeUser({ permissions: ['employees.view', 'account_configuration.view', 'account_configuration.edit'] }));
  renderPage();
  await screen.findByRole('table', { name: 'Permissions' });
  expect(box('Projects: View')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});

test('a right the editor does not hold cannot be turned on; one the group already has can be kept', async () => {
  const held = ALL_PERMISSION_KEYS.filter((k) => k !== 'billing_account.edit' && k !== 'companies.view');
  setup(makeUser({ permissions: held }));
  const { user } = renderPage();
  await screen.findByRole('table', { name: 'Permissions' });
  expect(box('Account & Billing Info: Edit')).toBeDisabled();
  expect(box('Account & Billing Info: Edit')).not.toBeChecked();
  // The manager group already has companies view: it stays editable although the editor lacks it.
  expect(box('Companies: View')).toBeEnabled();
  await user.click(box('Companies: View'));
  expect(box('Companies: View')).not.toBeChecked();
  await user.click(box('Companies: View'));
  expect(box('Companies: View')).toBeChecked();
  await user.hover(box('Account & Billing Info: Edit').closest('td')!.querySelector('span')!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(PEOPLE_MESSAGES.notHeldTooltip);
});
