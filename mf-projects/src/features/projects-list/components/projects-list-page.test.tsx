import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, PROJECT_MESSAGES, UI_TEXT, type PermissionKey, type ProjectRow } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser, northwind } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { makeProjectRow, VIEW_FLAGS } from '../../../testing/fixtures';
import { ProjectsListPage } from './projects-list-page';

// The machine is shared: user-event flows can take longer than the default 5 s.
jest.setTimeout(60_000);

const LIST = 'GET /api/v1/projects';
const STAGES = 'GET /api/v1/project/stage';

const project = (overrides: Partial<ProjectRow>) => makeProjectRow({ manager_phone: '15551234567', ...overrides });

const HARBOR = project({});
const DRAFT = project({ id: 2, name: 'Cedar Lofts', internal_number: null, owner: null, is_draft: true, wizard_step: 3, manager_full_name: null, manager_phone: null, manager_email: null, estimated_start_date: null });
const EXTERNAL = project({ id: 40, company_id: 90, company_name: 'Atlas General', name: 'Atlas Depot', is_external: true, can: VIEW_FLAGS });
const ARCHIVED = project({ id: 3, name: 'Old Mill', status: 'archived', archived_at: '2026-10-01T10:00:00Z' });

const paged = (rows: ProjectRow[]) => ({ body: { data: rows, total: rows.length, current_page: 1, per_page: 10, last_page: 1 } });
const stages = { body: { data: ['Bidding', 'Pre-construction', 'Construction', 'Close-out'].map((name, i) => ({ id: i + 1, name })) } };

function renderList(url: string, routes: FakeRoutes, user = makeUser()) {
  const api = installFakeApi({ [STAGES]: stages, ...routes });
  const result = renderRemote(<ProjectsListPage />, { path: '/projects', url, currentUser: user });
  return { ...result, api };
}

const table = () => screen.getByRole('table', { name: 'Projects' });
const lastList = (api: ReturnType<typeof installFakeApi>) => api.find(LIST).at(-1)!;

afterEach(() => clearCookies());

test('lists the project list row columns; a draft links to the wizard and is marked, a project to its page', async () => {
  renderList('/projects', { [LIST]: paged([HARBOR, DRAFT, EXTERNAL]) });
  const harbor = await screen.findByRole('link', { name: 'Harbor Tower' });
  expect(harbor).toHaveAttribute('href', '/projects/1');
  for (const header of ['Project name', 'Internal number', 'Owner', 'Stage', 'Estimated start date', 'Estimated end date', 'Project manager', 'Company', 'Actions']) {
    expect(within(table()).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  const row = harbor.closest('tr') as HTMLElement;
  for (const text of ['NW-1001', 'Private', 'Construction', '03/02/2026', '01/15/2027', 'Maya Chen', '+1 555 123 4567', 'manager@northwind.test', 'Northwind Builders']) {
    expect(within(row).getByText(text)).toBeInTheDocument();
  }
  const draft = screen.getByRole('link', { name: 'Cedar Lofts' });
  expect(draft).toHaveAttribute('href', '/projects/new?project_id=2');
  expect(within(draft.closest('tr') as HTMLElement).getByText('Draft')).toBeInTheDocument();
  expect(within(draft.closest('tr') as HTMLElement).getAllByText(UI_TEXT.notAvailable).length).toBeGreaterThanOrEqual(3);
  const external = screen.getByRole('link', { name: 'Atlas Depot' }).closest('tr') as HTMLElement;
  expect(within(external).getByText('External')).toBeInTheDocument();
  expect(within(external).getByText('Atlas General')).toBeInTheDocument();
  // The external project is read-only: no edit, no archive.
  expect(within(external).queryByRole('button', { name: /Archive/ })).toBeNull();
  expect(within(external).queryByRole('link', { name: /Edit/ })).toBeNull();
  expect(within(row).getByRole('link', { name: 'Edit Harbor Tower' })).toHaveAttribute('href', '/projects/1/info/details');
  expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects/new');
  expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
});

test('search, the projects filter panel (stage multi-select, dates, manager) and sort go to the API and stay in the URL', async () => {
  const { api, user, currentPath } = renderList('/projects', { [LIST]: paged([HARBOR]) });
  await screen.findByRole('link', { name: 'Harbor Tower' });

  await user.click(within(table()).getByRole('button', { name: 'Estimated end date' }));
  await waitFor(() => expect(lastList(api).query.get('sort_field')).toBe('estimated_end_date'));

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = screen.getByRole('region', { name: 'Filters' });
  await user.type(within(panel).getByLabelText('Project manager'), 'Maya');
  await user.click(within(panel).getByRole('combobox', { name: 'Stage' }));
  await user.click(await screen.findByRole('option', { name: 'Bidding' }));
  await user.click(await screen.findByRole('option', { name: 'Construction' }));
  await user.keyboard('{Escape}');
  await user.click(within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(lastList(api).query.get('project_manager')).toBe('Maya'));
  expect(lastList(api).query.getAll('stage[]')).toEqual(['Bidding', 'Construction']);
  expect(currentPath()).toContain('filter%5Bproject_manager%5D=Maya');

  await user.type(screen.getByPlaceholderText('Search'), 'Harb');
  await waitFor(() => expect(lastList(api).query.get('search')).toBe('Harb'), { timeout: 3000 });
});

test('?search= (the global search See All) and ?prefilter&filter[name]= links pre-fill the list', async () => {
  const { api } = renderList('/projects?prefilter=1&filter[stage][]=Bidding&filter[start_from]=2026-01-01&search=Tow', { [LIST]: paged([HARBOR]) });
  await screen.findByRole('link', { name: 'Harbor Tower' });
  const request = lastList(api);
  expect(request.query.get('search')).toBe('Tow');
  expect(request.query.getAll('stage[]')).toEqual(['Bidding']);
  expect(request.query.get('start_from')).toBe('2026-01-01');
  expect(screen.getByPlaceholderText('Search')).toHaveValue('Tow');
});

test('archive asks first, sends DELETE, shows the message and reloads; the Archived view restores', async () => {
  const { api, user, currentPath } = renderList('/projects', {
    [LIST]: (request) => paged(request.query.get('view') === 'archived' ? [ARCHIVED] : [HARBOR]),
    'DELETE /api/v1/projects/1': { body: { data: { ...HARBOR, status: 'archived' }, message: PROJECT_MESSAGES.archived } },
    'POST /api/v1/projects/3/restore': { body: { data: { ...ARCHIVED, status: 'active' }, message: PROJECT_MESSAGES.restored } },
  });
  await screen.findByRole('link', { name: 'Harbor Tower' });

  await user.click(screen.getByRole('button', { name: 'Archive Harbor Tower' }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(PROJECT_MESSAGES.archiveConfirm('Harbor Tower'));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find('DELETE /api/v1/projects/1')).toHaveLength(0);

  const loads = api.find(LIST).length;
  await user.click(screen.getByRole('button', { name: 'Archive Harbor Tower' }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
  expect(await screen.findByText(PROJECT_MESSAGES.archived)).toBeInTheDocument();
  expect(api.find('DELETE /api/v1/projects/1')).toHaveLength(1);
  await waitFor(() => expect(api.find(LIST).length).toBeGreaterThan(loads));
  // The dialog keeps the page hidden from assistive technology until its closing transition ends.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('tab', { name: 'Archived' }));
  expect(currentPath()).toBe('/projects?view=archived');
  const archived = await screen.findByRole('link', { name: 'Old Mill' });
  expect(lastList(api).query.get('view')).toBe('archived');
  expect(within(archived.closest('tr') as HTMLElement).getByText('Archived')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Old Mill' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Restore Old Mill' }));
  expect(await screen.findByText(PROJECT_MESSAGES.restored)).toBeInTheDocument();
  expect(api.find('POST /api/v1/projects/3/restore')).toHaveLength(1);
});

test('a refused archive shows the server message', async () => {
  const { user } = renderList('/projects', {
    [LIST]: paged([HARBOR]),
    'DELETE /api/v1/projects/1': { status: 403, body: { message: PROJECT_MESSAGES.archivedReadOnly } },
  });
  await screen.findByRole('link', { name: 'Harbor Tower' });
  await user.click(screen.getByRole('button', { name: 'Archive Harbor Tower' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
  expect(await screen.findByText(PROJECT_MESSAGES.archivedReadOnly)).toBeInTheDocument();
});

test('a view-only user sees the list without New project, edit or archive', async () => {
  const viewer = makeUser({ permissions: [PERMISSIONS.PROJECTS_VIEW] as PermissionKey[], role: { name: 'general_view_only', show_name: 'View Only' } });
  renderList('/projects', { [LIST]: paged([project({ can: VIEW_FLAGS })]) }, viewer);
  await screen.findByRole('link', { name: 'Harbor Tower' });
  expect(screen.queryByRole('link', { name: 'New project' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Archive Harbor Tower' })).toBeNull();
  expect(within(table()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
});

test('on the sub plan New project and archive show the upgrade toast and send nothing', async () => {
  const subPlan = makeUser({ company: { ...northwind, plan: 'sub' } });
  const { api, user } = renderList('/projects', { [LIST]: paged([project({ can: VIEW_FLAGS })]) }, subPlan);
  await screen.findByRole('link', { name: 'Harbor Tower' });
  await user.click(screen.getByRole('button', { name: 'New project' }));
  expect(await screen.findByText(UI_TEXT.updatePlanTitle)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Archive Harbor Tower' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.find('DELETE /api/v1/projects/1')).toHaveLength(0);
  // Edit is a button with the same toast, not a link to the form.
  expect(screen.queryByRole('link', { name: 'Edit Harbor Tower' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Edit Harbor Tower' }));
  expect(screen.getAllByText(UI_TEXT.updatePlanTitle).length).toBeGreaterThanOrEqual(1);
  expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
});

test('an empty list says No Data yet, a search with no match No search results found, a failed load offers Retry', async () => {
  const { unmount } = renderList('/projects', { [LIST]: paged([]) });
  expect(await within(await screen.findByRole('table', { name: 'Projects' })).findByText(UI_TEXT.noDataYet)).toBeInTheDocument();
  unmount();
  const second = renderList('/projects?search=zzz', { [LIST]: paged([]) });
  expect(await screen.findByText(UI_TEXT.noSearchResults)).toBeInTheDocument();
  second.unmount();
  let fail = true;
  const { user } = renderList('/projects', { [LIST]: () => (fail ? { status: 500, body: { message: 'Server Error' } } : paged([HARBOR])) });
  const retry = await screen.findByRole('button', { name: 'Retry' });
  fail = false;
  await user.click(retry);
  expect(await screen.findByRole('link', { name: 'Harbor Tower' })).toBeInTheDocument();
});
