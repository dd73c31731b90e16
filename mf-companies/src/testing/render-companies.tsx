// Test scaffolding of the companies screens: network rows, the fake API signed in, and the `./routes`
// expose mounted at /companies/* as the shell does (through tools/jest's renderRemote).
import type { CurrentUser, NetworkCompanyRow, PagedResponse } from 'shared-contract';
import { installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import CompaniesRoutes from '../app/routes';

export const paged = <T,>(rows: T[], total = rows.length): PagedResponse<T> => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total });

export const RIDGE: NetworkCompanyRow = {
  id: 21,
  name: 'Ridge Electric',
  tid: '12-3456789',
  logo: null,
  projects_count: 3,
  tasks_count: 5,
  overdue_tasks_count: 1,
  coi_lapsed: false,
  type: 'sub_contractor',
  primary_contact_id: 40,
  primary_contact_first_name: 'Rita',
  primary_contact_last_name: 'Ridge',
};
export const BAYSIDE: NetworkCompanyRow = {
  ...RIDGE,
  id: 22,
  name: 'Bayside Concrete',
  tid: null,
  projects_count: 0,
  tasks_count: 0,
  overdue_tasks_count: 0,
  primary_contact_id: null,
  primary_contact_first_name: null,
  primary_contact_last_name: null,
};

export const VIEW_ONLY_USER = makeUser({ role: { name: 'general_view_only', show_name: 'View Only' } });

/** The fake API with the signed-in user (an owner with every permission unless given). */
export function installCompaniesApi(routes: FakeRoutes, user: CurrentUser = makeUser()) {
  return installFakeApi({ 'GET /api/v1/auth/user': { body: { data: user } }, ...routes });
}

/** The `./routes` expose at its /companies/* mount, as the shell mounts it. */
export function renderCompanies(url: string) {
  return renderRemote(<CompaniesRoutes />, { path: '/companies/*', url });
}
