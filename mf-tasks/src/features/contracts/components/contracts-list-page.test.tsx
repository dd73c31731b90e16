// The contracts list (/tasks/contracts) against the fake API: the rows of GET contracts, the counts of
// GET contracts/counts as chips by status, by project and by vendor that filter the list (and again
// to clear), the empty state, and a row opening its contract.
import { screen, waitFor, within } from '@testing-library/react';
import type { TaskRow } from 'shared-contract';
import { clearCookies, installFakeApi, type RecordedRequest } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { makeContract, makeContractTask } from './contract-fixtures';
import { ContractsListPage } from './contracts-list-page';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const V1 = '/api/v1';
const rowOf = (overrides: Parameters<typeof makeContractTask>[0]) => makeContract({ task: makeContractTask(overrides) }).task;
const ROWS: TaskRow[] = [
  rowOf({ id: 5, task_id: 'T-000005', task_name: 'Electrical subcontract', status: 'pending_approval', status_label: 'Pending Approval' }),
  rowOf({ id: 6, task_id: 'T-000006', task_name: 'Plumbing subcontract', status: 'fully_executed', status_label: 'Fully Executed', project_id: 4, project_name: 'Dock Street', vendor_company_id: 31, vendor_company_name: 'Pipe Pros' }),
];
const COUNTS = {
  by_status: [
    { status: 'draft', count: 0 },
    { status: 'pending_approval', count: 1 },
    { status: 'fully_executed', count: 1 },
  ],
  by_project: [
    { project_id: 3, project_name: 'Harbor Tower', count: 1 },
    { project_id: 4, project_name: 'Dock Street', count: 1 },
    { project_id: null, project_name: null, count: 2 },
  ],
  by_vendor: [
    { company_id: 30, company_name: 'Acme Electric', count: 1 },
    { company_id: 31, company_name: 'Pipe Pros', count: 1 },
  ],
};

/** GET contracts answers the rows matching status[], project_id and company_id, like the API. */
function listContracts(request: RecordedRequest) {
  const statuses = request.query.getAll('status[]');
  const project = request.query.get('project_id');
  const vendor = request.query.get('company_id');
  const rows = ROWS.filter((r) => (!statuses.length || statuses.includes(r.status)) && (!project || String(r.project_id) === project) && (!vendor || String(r.vendor_company_id) === vendor));
  return { body: { data: rows, total: rows.length, current_page: 1, per_page: 10, last_page: 1 } };
}

function open(routes = {}) {
  const api = installFakeApi({ [`GET ${V1}/contracts`]: listContracts, [`GET ${V1}/contracts/counts`]: { body: { data: COUNTS } }, ...routes });
  const view = renderRemote([{ path: '/tasks/contracts', element: <ContractsListPage /> }], { url: '/tasks/contracts', currentUser: makeUser() });
  return { ...view, api };
}

const rowNames = () => screen.queryAllByRole('link', { name: /subcontract/ }).map((l) => l.textContent);
const lastQuery = (api: ReturnType<typeof open>['api']) => api!.find(`GET ${V1}/contracts`).at(-1)!.query;

test('the contracts and their counts by status; a status chip filters the list and clears it again', async () => {
  const { user, api } = open();
  expect(screen.getByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
  await waitFor(() => expect(rowNames()).toEqual(['Electrical subcontract', 'Plumbing subcontract']));
  const chips = await screen.findByRole('group', { name: 'Contracts by status' });
  await user.click(within(chips).getByRole('button', { name: 'Fully Executed (1)' }));
  await waitFor(() => expect(rowNames()).toEqual(['Plumbing subcontract']));
  expect(lastQuery(api).getAll('status[]')).toEqual(['fully_executed']);
  expect(within(screen.getByRole('group', { name: 'Contracts by status' })).getByRole('button', { name: 'Fully Executed (1)' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(screen.getByRole('group', { name: 'Contracts by status' })).getByRole('button', { name: 'Fully Executed (1)' }));
  await waitFor(() => expect(rowNames()).toEqual(['Electrical subcontract', 'Plumbing subcontract']));
  expect(lastQuery(api).getAll('status[]')).toEqual([]);
  // Drafts are contracts too (the sender's).
  await user.click(within(screen.getByRole('group', { name: 'Contracts by status' })).getByRole('button', { name: 'Draft (0)' }));
  await waitFor(() => expect(lastQuery(api).getAll('status[]')).toEqual(['draft']));
  expect(within(screen.getByRole('group', { name: 'Contracts by status' })).getByRole('button', { name: 'Draft (0)' })).toHaveAttribute('aria-pressed', 'true');
});

test('by project and by vendor: the chips filter by project_id and by the vendor company', async () => {
  const { user, api } = open();
  await waitFor(() => expect(rowNames()).toHaveLength(2));
  await user.click(screen.getByRole('tab', { name: 'By project' }));
  const projects = await screen.findByRole('group', { name: 'Contracts by project' });
  // Contracts without a project are counted but cannot be asked for.
  expect(within(projects).getByText('No project (2)').closest('.MuiChip-root')).toHaveClass('Mui-disabled');
  await user.click(within(projects).getByRole('button', { name: 'Harbor Tower (1)' }));
  await waitFor(() => expect(rowNames()).toEqual(['Electrical subcontract']));
  expect(lastQuery(api).get('project_id')).toBe('3');

  await user.click(screen.getByRole('tab', { name: 'By vendor' }));
  await user.click(within(await screen.findByRole('group', { name: 'Contracts by vendor' })).getByRole('button', { name: 'Pipe Pros (1)' }));
  // The vendor filter joins the project one: no contract of Harbor Tower is with Pipe Pros.
  await waitFor(() => expect(lastQuery(api).get('company_id')).toBe('31'));
  expect(lastQuery(api).get('project_id')).toBe('3');
  expect(await screen.findByText('No search results found')).toBeInTheDocument();
});

test('a row opens its contract', async () => {
  const { user, currentPath } = open();
  await waitFor(() => expect(rowNames()).toHaveLength(2));
  await user.click(screen.getByRole('link', { name: 'Plumbing subcontract' }));
  await waitFor(() => expect(currentPath()).toBe('/tasks/6/contract'));
});

test('no contracts: the empty list and no chips', async () => {
  open({
    [`GET ${V1}/contracts`]: { body: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 } },
    [`GET ${V1}/contracts/counts`]: { body: { data: { by_status: [], by_project: [], by_vendor: [] } } },
  });
  expect(await screen.findByText('No Data yet')).toBeInTheDocument();
  expect(await screen.findByText('No contracts yet.')).toBeInTheDocument();
});
