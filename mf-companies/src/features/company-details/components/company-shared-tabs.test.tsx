import { screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSION_KEYS, PERMISSIONS, type DocumentRow, type NetworkCompanyDetails, type NetworkUserRow, type SharedProjectRow } from 'shared-contract';
import { clearCookies } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { installCompaniesApi, paged, renderCompanies } from '../../../testing/render-companies';

jest.setTimeout(60_000);

const RIDGE = { id: 21, name: 'Ridge Electric', dba: '', website: '', tid: null, logo: null, type: 'sub_contractor', type_title: 'Sub Contractor', users_count: 1, in_network_since: null, primary_contact: null, offices: [] } as unknown as NetworkCompanyDetails;
const RITA = { id: 40, full_name: 'Rita Ridge', first_name: 'Rita', last_name: 'Ridge', company_id: 21, company_name: 'Ridge Electric', projects_count: 1, task_open_count: 2, task_overdue_count: 1, email: 'rita@ridge.test', phone: null, photo: null, role: { name: 'sub_owner', show_name: 'Owner' }, professions: [], is_own_company: false, last_activity: null } as NetworkUserRow;
const TOWER: SharedProjectRow = { id: 7, name: 'Harbor Tower', company_name: 'Home Builders', stage: 'Bidding', open_tasks_count: 3, overdue_tasks_count: 1 };
const WIRING: DocumentRow = {
  kind: 'task_file',
  id: 9,
  name: 'wiring.pdf',
  size: 2048,
  mime_type: 'application/pdf',
  project_id: 7,
  project_name: 'Harbor Tower',
  scope_id: 3,
  scope_name: 'Electrical',
  task_id: 12,
  task_number: 'T-000012',
  task_name: 'Wiring plan',
  task_path: '/tasks/12/request',
  download_url: '/api/v1/tasks/12/files/9',
  created_at: '2026-03-03T10:00:00.000Z',
  in_quick_access: false,
};

function setup(permissions = ALL_PERMISSION_KEYS) {
  return installCompaniesApi(
    {
      'GET /api/v1/company/network/companies/21': { body: { data: RIDGE } },
      'GET /api/v1/company/network/companies/21/projects': { body: paged([TOWER]) },
      'GET /api/v1/company/network/companies/21/documents': { body: paged([WIRING]) },
      'GET /api/v1/company/network/companies/21/users/40': { body: { data: RITA } },
      'GET /api/v1/users/projects': { body: paged([TOWER]) },
    },
    makeUser({ permissions }),
  );
}

afterEach(() => clearCookies());

test('Projects: the projects both companies work on, with the open and overdue tasks between them', async () => {
  const api = setup();
  renderCompanies('/companies/21/projects');
  const table = await screen.findByRole('table', { name: 'Company projects' });
  expect(await within(table).findByRole('link', { name: 'Harbor Tower' })).toHaveAttribute('href', '/projects/7');
  const row = within(table).getByRole('link', { name: 'Harbor Tower' }).closest('tr')!;
  expect(within(row).getByText('Home Builders')).toBeInTheDocument();
  expect(within(row).getByText('3')).toBeInTheDocument();
  expect(within(row).getByText('1')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
  expect(api.find('GET /api/v1/company/network/companies/21/projects')).not.toHaveLength(0);
});

test('Documents: a name downloads the file, the task opens its view', async () => {
  setup();
  renderCompanies('/companies/21/documents');
  const table = await screen.findByRole('table', { name: 'Company documents' });
  expect(await within(table).findByRole('link', { name: 'wiring.pdf' })).toHaveAttribute('href', '/api/v1/tasks/12/files/9');
  expect(within(table).getByRole('link', { name: 'T-000012 · Wiring plan' })).toHaveAttribute('href', '/tasks/12/request');
  expect(within(table).getByText('Task file')).toBeInTheDocument();
});

test("a network user's Projects tab asks users/projects with the user's id", async () => {
  const api = setup();
  renderCompanies('/companies/21/users/40/projects');
  const table = await screen.findByRole('table', { name: 'User projects' });
  expect(await within(table).findByRole('link', { name: 'Harbor Tower' })).toBeInTheDocument();
  await waitFor(() => expect(api.find('GET /api/v1/users/projects')[0]?.query.get('user_id')).toBe('40'));
});

test('without projects.view the Projects tabs are hidden and their routes refused', async () => {
  setup(ALL_PERMISSION_KEYS.filter((key) => key !== PERMISSIONS.PROJECTS_VIEW));
  renderCompanies('/companies/21/info');
  await screen.findByRole('heading', { level: 1, name: 'Ridge Electric' });
  expect(screen.queryByRole('tab', { name: 'Projects' })).toBeNull();
  expect(screen.getByRole('tab', { name: 'Documents' })).toBeInTheDocument();
});
