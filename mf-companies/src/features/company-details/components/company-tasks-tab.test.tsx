// Companies > {id} > Tasks (task/list?company_id=; needs the companies and the tasks view
// permissions) and Companies > {id} > Users > {user_id} > Tasks (users/tasks?user_id=).
import { screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSION_KEYS, PERMISSIONS, type NetworkCompanyDetails, type NetworkUserRow, type TaskRow } from 'shared-contract';
import { clearCookies } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { installCompaniesApi, paged, renderCompanies } from '../../../testing/render-companies';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const RIDGE = {
  id: 21,
  name: 'Ridge Electric',
  dba: null,
  website: null,
  tid: null,
  logo: null,
  type: 'sub_contractor',
  type_title: 'Sub Contractor',
  users_count: 1,
  in_network_since: '2026-03-02T10:00:00.000Z',
  primary_contact: null,
  offices: [],
} as unknown as NetworkCompanyDetails;
const RITA = {
  id: 40,
  full_name: 'Rita Ridge',
  first_name: 'Rita',
  last_name: 'Ridge',
  company_id: 21,
  company_name: 'Ridge Electric',
  projects_count: 1,
  task_open_count: 1,
  task_overdue_count: 0,
  email: 'owner@ridge.test',
  phone: null,
  photo: null,
  role: { name: 'sub_owner', show_name: 'Owner' },
  professions: [],
  is_own_company: false,
  last_activity: null,
} as NetworkUserRow;
const ROW = {
  id: 9,
  task_id: 'T-000009',
  task_name: 'Site rules',
  type: 'acknowledgement',
  required_action: 'Acknowledgement of Receipt Required',
  project_id: 1,
  project_name: 'Harbor Tower',
  scope_id: null,
  scope_name: null,
  company_id: 10,
  company_name: 'Northwind Builders',
  vendor_company_id: 21,
  vendor_company_name: 'Ridge Electric',
  due_date: '2026-12-01',
  status: 'pending_acknowledgement',
  status_label: 'Pending Acknowledgement',
  priority: 'normal',
  is_overdue: false,
  internal_assignee: null,
  internal_signer: null,
  external_assignee: { id: 40, full_name: 'Rita Ridge', email: 'owner@ridge.test', company_id: 21 },
  external_signer: null,
  package: null,
  reminders: false,
  is_recurring: false,
  created_at: '2026-11-01T10:00:00.000Z',
  can: { view: true, edit: false, revoke: false, actions: [] },
} as TaskRow;

function setup(user = makeUser()) {
  return installCompaniesApi(
    {
      'GET /api/v1/company/network/companies/21': { body: { data: RIDGE } },
      'GET /api/v1/company/network/companies/21/users/40': { body: { data: RITA } },
      'GET /api/v1/task/list': { body: paged([ROW]) },
      'GET /api/v1/users/tasks': { body: paged([ROW]) },
    },
    user,
  );
}

test("the company's Tasks tab lists the tasks between the two companies (company_id), without the company column", async () => {
  const api = setup();
  renderCompanies('/companies/21/tasks');
  const link = await screen.findByRole('link', { name: 'Site rules' });
  expect(link).toHaveAttribute('href', '/tasks/9/acknowledgement');
  expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
  expect(api.find('GET /api/v1/task/list').at(-1)!.query.get('company_id')).toBe('21');
  const table = screen.getByRole('table', { name: 'Company tasks' });
  expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull();
  expect(within(link.closest('tr') as HTMLElement).getByText('Pending Acknowledgement')).toBeInTheDocument();
});

test('the company Tasks tab needs the tasks view permission too: hidden and refused without it', async () => {
  setup(makeUser({ permissions: ALL_PERMISSION_KEYS.filter((p) => p !== PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW) }));
  const { currentPath } = renderCompanies('/companies/21/tasks');
  await waitFor(() => expect(currentPath()).toBe('/permissions-error'));
  setup(makeUser({ permissions: ALL_PERMISSION_KEYS.filter((p) => p !== PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW) }));
  renderCompanies('/companies/21/info');
  await screen.findByRole('heading', { level: 1, name: 'Ridge Electric' });
  expect(screen.queryByRole('tab', { name: 'Tasks' })).toBeNull();
});

test("a network user's Tasks tab lists the user's tasks (users/tasks?user_id=)", async () => {
  const api = setup();
  const { user } = renderCompanies('/companies/21/users/40');
  expect(await screen.findByRole('heading', { name: 'Rita Ridge' })).toBeInTheDocument();
  const userTabs = screen.getByRole('tablist', { name: 'Rita Ridge sections' });
  expect(within(userTabs).getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  await user.click(within(userTabs).getByRole('tab', { name: 'Tasks' }));
  expect(await screen.findByRole('link', { name: 'Site rules' })).toBeInTheDocument();
  expect(api.find('GET /api/v1/users/tasks').at(-1)!.query.get('user_id')).toBe('40');
  expect(within(userTabs).getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
});
