// The project page (/projects/{id}): layout and tabs, 404, external projects, archive, and the tabs'
// screens (Info details, team, workflows, activity, documents) against the fake API.
import { screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { PERMISSIONS, PROJECT_MESSAGES, type Project, type ProjectActivityRow, type TeamMember } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser, northwind } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { ALL_FLAGS, makeProject, VIEW_FLAGS } from '../../../testing/fixtures';
import { ProjectActivityTab } from './project-activity-tab';
import { ProjectDocumentsTab, DOCUMENTS_EMPTY } from './project-documents-tab';
import { ProjectInfoDetails, ProjectInfoDetailsEdit } from './project-info-details';
import { ProjectInfoLayout } from './project-info-layout';
import { ProjectInfoTeam, removeMemberMessage } from './project-info-team';
import { ProjectInfoTemplateCollection, TEMPLATE_COLLECTION_EMPTY } from './project-info-template-collection';
import { ProjectInfoWorkflow } from './project-info-workflow';
import { ProjectLayout } from './project-layout';
import { PROJECT_TASKS_EMPTY, ProjectTasksTab } from './project-tasks-tab';

jest.setTimeout(60_000);
afterEach(() => clearCookies());


const member = (id: number, name: string, extra: Partial<TeamMember> = {}): TeamMember => {
  const [first, last] = name.split(' ');
  return { id, first_name: first, last_name: last, full_name: name, email: `${first.toLowerCase()}@northwind.test`, phone: null, photo: null, is_manager: false, added_by: 'Olivia Stone', added_at: '2026-01-03T10:00:00Z', ...extra };
};
const paged = <T,>(rows: T[]) => ({ body: { data: rows, total: rows.length, current_page: 1, per_page: 10, last_page: 1 } });

const ROUTES = [
  {
    path: '/projects/:projectId',
    element: <ProjectLayout />,
    children: [
      { index: true, element: <Navigate to="tasks" replace /> },
      { path: 'tasks', element: <ProjectTasksTab /> },
      { path: 'documents', element: <ProjectDocumentsTab /> },
      { path: 'activity', element: <ProjectActivityTab /> },
      {
        path: 'info',
        element: <ProjectInfoLayout />,
        children: [
          { path: 'details', element: <ProjectInfoDetails /> },
          { path: 'details/edit', element: <ProjectInfoDetailsEdit /> },
          { path: 'teams', element: <ProjectInfoTeam /> },
          { path: 'scope-workflow', element: <ProjectInfoWorkflow kind="scope" /> },
          { path: 'template-collection/*', element: <ProjectInfoTemplateCollection /> },
        ],
      },
    ],
  },
];

function renderPage(url: string, routes: FakeRoutes, project: Project | null = makeProject(), user = makeUser()) {
  const api = installFakeApi({
    [`GET /api/v1/projects/${project?.id ?? 1}`]: project ? { body: { data: project } } : { status: 404, body: { message: 'Not found.' } },
    ...routes,
  });
  return { ...renderRemote(ROUTES, { url, currentUser: user }), api };
}

test('the layout shows the name, stage and tabs; the project opens on Tasks with an honest empty state', async () => {
  const { currentPath, api } = renderPage('/projects/1', { 'GET /api/v1/task/list': paged([]) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Tower' })).toBeInTheDocument();
  expect(screen.getByText('Stage: Construction')).toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: 'Project sections' });
  expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tasks', 'Scopes', 'Documents', 'Activity', 'Info']);
  await waitFor(() => expect(currentPath()).toBe('/projects/1/tasks'));
  await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true'));
  expect(await screen.findByText(PROJECT_TASKS_EMPTY.title)).toBeInTheDocument();
  expect(api.find('GET /api/v1/task/list').at(-1)!.query.get('project_id')).toBe('1');
  expect(within(tabs).getByRole('tab', { name: 'Info' })).toHaveAttribute('href', '/projects/1/info');
});

test("an unknown or another company's project is the 404 page", async () => {
  renderPage('/projects/99/tasks', { 'GET /api/v1/projects/99': { status: 404, body: { message: 'Not found.' } } });
  expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
});

test('a non-numeric id is the 404 page without asking the API', async () => {
  const { api } = renderPage('/projects/abc/tasks', {});
  expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(api.requests.some((r) => r.path.startsWith('/api/v1/projects/'))).toBe(false);
});

test('an external project shows no actions and only its details in Info', async () => {
  renderPage('/projects/40/info/details', {}, makeProject({ id: 40, company_id: 90, company_name: 'Atlas General', name: 'Atlas Depot', is_external: true, can: VIEW_FLAGS }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Atlas Depot' })).toBeInTheDocument();
  expect(screen.getByText('External project · Atlas General')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('tablist', { name: 'Project info' })).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details']);
});

test('archive asks first, then archives and shows the server message', async () => {
  let archived = false;
  const { user, api } = renderPage('/projects/1/tasks', {
    'GET /api/v1/projects/1': () => ({ body: { data: makeProject(archived ? { status: 'archived', can: { ...ALL_FLAGS, update: false } } : {}) } }),
    'DELETE /api/v1/projects/1': () => {
      archived = true;
      return { body: { data: makeProject({ status: 'archived' }), message: PROJECT_MESSAGES.archived } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Archive' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Archive the project "Harbor Tower"/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
  expect(await screen.findByText(PROJECT_MESSAGES.archived)).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
  expect(screen.getByText(PROJECT_MESSAGES.archivedReadOnly)).toBeInTheDocument();
});

test('an archived project is restored after a confirmation', async () => {
  const { user, api } = renderPage('/projects/1/tasks', {
    'POST /api/v1/projects/1/restore': { body: { data: makeProject(), message: PROJECT_MESSAGES.restored } },
  }, makeProject({ status: 'archived', archived_at: '2026-10-01T10:00:00Z', can: { ...ALL_FLAGS, update: false, scopeCreate: false, taskCreate: false } }));
  expect(await screen.findByText(PROJECT_MESSAGES.archivedReadOnly)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByText(PROJECT_MESSAGES.restored)).toBeInTheDocument();
  expect(api.requests.filter((r) => r.path === '/api/v1/projects/1/restore')).toHaveLength(1);
});

test('without the delete flag there is no archive button; on the sub plan the button shows the upgrade toast', async () => {
  const subUser = makeUser({ company: { ...northwind, plan: 'sub' } });
  const { user } = renderPage('/projects/1/tasks', {}, makeProject({ can: VIEW_FLAGS }), subUser);
  await user.click(await screen.findByRole('button', { name: 'Archive' }));
  expect(await screen.findByText('Upgrade now')).toBeInTheDocument();
});

test('Info > Details shows the details; a view-only user gets no Edit, and the edit page is not theirs', async () => {
  renderPage('/projects/1/info/details', {}, makeProject({ can: VIEW_FLAGS }), makeUser({ permissions: [PERMISSIONS.PROJECTS_VIEW] }));
  expect(await screen.findByText('1 Harbor Way, Los Angeles, California, 90001, United States')).toBeInTheDocument();
  expect(screen.getByText('Maya Chen · manager@northwind.test')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
});

test("a view-only user opening the details edit address is taken to the Details view, not the 404 page", async () => {
  const { currentPath } = renderPage('/projects/1/info/details/edit', {}, makeProject({ can: VIEW_FLAGS }), makeUser({ permissions: [PERMISSIONS.PROJECTS_VIEW] }));
  expect(await screen.findByText('1 Harbor Way, Los Angeles, California, 90001, United States')).toBeInTheDocument();
  expect(currentPath()).toBe('/projects/1/info/details');
  expect(screen.queryByRole('textbox', { name: /name/i })).not.toBeInTheDocument();
});

test('Info > Details > Edit saves with PUT projects/{id} and shows a 422 on its field', async () => {
  const stages = { body: { data: ['Bidding', 'Construction'].map((name, i) => ({ id: i + 1, name })) } };
  let saves = 0;
  const { user, api, currentPath } = renderPage('/projects/1/info/details', {
    'GET /api/v1/project/stage': stages,
    'GET /api/v1/project/owner-type': { body: { data: [{ id: 3, name: 'Private' }] } },
    'GET /api/v1/location/get-countries': { body: { data: [{ country_id: 'US', country_name: 'United States', phone_code: '1' }] } },
    'GET /api/v1/location/get-states': { body: { data: [{ state_id: 'US-CA', state_name: 'California' }] } },
    'GET /api/v1/location/get-cities': { body: { data: [{ city_name: 'Los Angeles' }] } },
    'GET /api/v1/project/users-for-workflow-field': { body: { data: [] } },
    'PUT /api/v1/projects/1': (request) => {
      saves += 1;
      if (saves === 1) return { status: 422, body: { message: 'The given data was invalid.', errors: { internal_number: ['The internal number has already been taken.'] } } };
      return { body: { data: makeProject({ name: (request.body as { name: string }).name }), message: PROJECT_MESSAGES.saved } };
    },
  });
  await user.click(await screen.findByRole('link', { name: 'Edit' }));
  const name = await screen.findByRole('textbox', { name: /Project name/ });
  await user.clear(name);
  await user.type(name, 'Harbor Tower II');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The internal number has already been taken.')).toBeInTheDocument();
  const internal = screen.getByRole('textbox', { name: /Internal number/ });
  await user.clear(internal);
  await user.type(internal, 'NW-2000');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(PROJECT_MESSAGES.saved)).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/projects/1/info/details'));
  const put = api.requests.filter((r) => r.method === 'PUT').at(-1)!;
  expect(put.body).toMatchObject({ name: 'Harbor Tower II', internal_number: 'NW-2000', stage_id: 2 });
});

test('Info > Team lists the members; add and remove (after a confirmation) call the team endpoints', async () => {
  const team = [member(14, 'Maya Chen', { is_manager: true }), member(15, 'Ben Ortiz')];
  const { user, api } = renderPage('/projects/1/info/teams', {
    'GET /api/v1/team/show-users': paged(team),
    'GET /api/v1/team/show-not-added-users': paged([{ id: 20, first_name: 'Ava', last_name: 'Reed', full_name: 'Ava Reed', email: 'ava@northwind.test', phone: null, photo: null }]),
    'POST /api/v1/team/add-user': { body: { data: { message: 'The users have been added.' } } },
    'POST /api/v1/team/remove-user': { body: { data: { message: 'The users have been removed.' } } },
  });
  expect(await screen.findByText('Ben Ortiz')).toBeInTheDocument();
  expect(screen.getByText('Manager')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add members' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add team members' });
  await user.click(within(dialog).getByRole('combobox', { name: /Employees/ }));
  await user.click(await screen.findByRole('option', { name: /Ava Reed/ }));
  await user.keyboard('{Escape}');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('The users have been added.')).toBeInTheDocument();
  expect(api.requests.find((r) => r.path === '/api/v1/team/add-user')?.body).toEqual({ project_id: 1, users: [20] });

  await user.click(screen.getByRole('button', { name: 'Remove Ben Ortiz' }));
  const confirm = await screen.findByRole('dialog');
  expect(within(confirm).getByText(removeMemberMessage('Ben Ortiz'))).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('The users have been removed.')).toBeInTheDocument();
  expect(api.requests.find((r) => r.path === '/api/v1/team/remove-user')?.body).toEqual({ project_id: 1, users: [15] });
});

test('a view-only user sees the team without add or remove', async () => {
  renderPage('/projects/1/info/teams', { 'GET /api/v1/team/show-users': paged([member(15, 'Ben Ortiz')]) }, makeProject({ can: VIEW_FLAGS }), makeUser({ permissions: [PERMISSIONS.PROJECTS_VIEW] }));
  expect(await screen.findByText('Ben Ortiz')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add members' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove Ben Ortiz' })).not.toBeInTheDocument();
});

test('Info > Scope workflow shows the choice and changes it with set-workflow', async () => {
  const fields = {
    scope_workflows: [{ id: 5, name: 'Two-step scope review' }],
    contract_workflows: [],
    scope: { type: 'scope', workflow: null, users: [] },
    contract: { type: 'contract', workflow: null, users: [] },
  };
  const { user, api } = renderPage('/projects/1/info/scope-workflow', {
    'GET /api/v1/project/step-4/fields': { body: { data: fields } },
    'GET /api/v1/project/users-for-workflow-field': { body: { data: [{ id: 14, first_name: 'Maya', last_name: 'Chen', full_name: 'Maya Chen', email: 'manager@northwind.test', phone: null, photo: null }] } },
    'POST /api/v1/project/set-workflow': { body: { data: { message: 'The workflow has been saved.' } } },
  });
  expect(await screen.findByText('No workflow: items are not sent for approval.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change' }));
  await user.click(await screen.findByRole('combobox', { name: 'Workflow' }));
  await user.click(await screen.findByRole('option', { name: 'Two-step scope review' }));
  await user.click(screen.getByRole('combobox', { name: /Default users/ }));
  await user.click(await screen.findByRole('option', { name: /Maya Chen/ }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The workflow has been saved.')).toBeInTheDocument();
  expect(api.requests.find((r) => r.path === '/api/v1/project/set-workflow')?.body).toEqual({ project_id: 1, type: 'scope', workflow_id: 5, users: [14] });
});

test('Info > Template collection shows the empty state while the project has no collection (its own tests: project-info-template-collection.test.tsx)', async () => {
  renderPage('/projects/1/info/template-collection', {
    'GET /api/v1/projects/1/template-collection': { body: { data: { project_id: 1, collection: null, templates: [] } } },
    'GET /api/v1/company/templates-collection/list': { body: { data: [] } },
  });
  expect(await screen.findByText(TEMPLATE_COLLECTION_EMPTY.title)).toBeInTheDocument();
});

const activity = (id: number, action: string, label: string, details: Record<string, unknown> = {}): ProjectActivityRow => ({
  id,
  project_id: 1,
  action,
  action_label: label,
  subject_type: null,
  subject_id: null,
  details,
  user_id: 12,
  user_full_name: 'Olivia Stone',
  created_at: '2026-02-01T10:00:00Z',
});

test('Activity lists who changed what, filters through the URL, and downloads as a job', async () => {
  const { user, api, currentPath } = renderPage('/projects/1/activity?filter%5Baction%5D=team.users_added', {
    'GET /api/v1/project/activity': paged([activity(2, 'team.users_added', 'Team members added', { users: ['Ava Reed'] })]),
    'GET /api/v1/team/show-users': paged([]),
    'GET /api/v1/project/activity/download': { status: 202, body: { data: { id: 77, status: 'pending' } } },
  });
  expect(await screen.findByText('Team members added')).toBeInTheDocument();
  expect(screen.getByText('Ava Reed')).toBeInTheDocument();
  const list = api.requests.find((r) => r.path === '/api/v1/project/activity')!;
  expect(list.query.get('project_id')).toBe('1');
  expect(list.query.getAll('action[]')).toEqual(['team.users_added']);
  expect(currentPath()).toContain('activity');
  await user.click(screen.getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(api.requests.some((r) => r.path === '/api/v1/project/activity/download')).toBe(true));
  const download = api.requests.find((r) => r.path === '/api/v1/project/activity/download')!;
  expect(download.query.get('project_id')).toBe('1');
  expect(download.query.get('format')).toBe('xlsx');
  expect(await screen.findByText('Preparing download')).toBeInTheDocument();
});

test('Activity reads its user and date filters from the URL and sends them with the project', async () => {
  const { api } = renderPage('/projects/1/activity?filter%5Buser_id%5D=12&filter%5Bdate_from%5D=2026-01-01&filter%5Bdate_to%5D=2026-01-31&page=1', {
    'GET /api/v1/project/activity': paged([activity(3, 'project.updated', 'Project updated', { fields: ['street', 'stage_id'] })]),
    'GET /api/v1/team/show-users': paged([member(12, 'Olivia Stone')]),
  });
  expect(await screen.findByText('Changed: street, stage')).toBeInTheDocument();
  const list = api.requests.filter((r) => r.path === '/api/v1/project/activity').at(-1)!;
  expect(Object.fromEntries(['project_id', 'user_id', 'date_from', 'date_to'].map((k) => [k, list.query.get(k)]))).toEqual({ project_id: '1', user_id: '12', date_from: '2026-01-01', date_to: '2026-01-31' });
  expect(list.query.get('sort_field')).toBe('created_at');
  expect(list.query.get('sort_direction')).toBe('desc');
});

test('Documents lists the project documents and scope attachments from one request, paged and sorted; delete asks first', async () => {
  const doc = (over: Record<string, unknown>) => ({ kind: 'project', id: 3, name: 'site-plan.pdf', size: 2048, mime_type: 'application/pdf', scope_id: null, scope_name: null, uploaded_by: 'Olivia Stone', created_at: '2026-02-01T10:00:00Z', can_delete: true, ...over });
  const rows = [doc({ kind: 'scope', id: 3, name: 'wiring.dwg', size: 4096, mime_type: null, scope_id: 8, scope_name: 'Electrical', uploaded_by: 'Ben Ortiz', created_at: '2026-02-02T10:00:00Z', can_delete: false }), doc({})];
  const { user, api } = renderPage('/projects/1/documents', {
    'GET /api/v1/project/documents': { body: { data: rows, current_page: 1, last_page: 3, per_page: 10, total: 22 } },
    'DELETE /api/v1/project/additional-documents/3': { body: { data: { message: 'The document has been deleted.' } } },
  });
  expect(await screen.findByText('site-plan.pdf')).toBeInTheDocument();
  expect(screen.getByText('wiring.dwg')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Scope: Electrical' })).toHaveAttribute('href', '/projects/1/scopes/8');
  // One request for the whole project: no per-scope listing.
  const calls = api.calls();
  expect(calls.filter((c) => c === 'GET /api/v1/project/documents')).toHaveLength(1);
  expect(calls.some((c) => c.includes('scope/attachment/list') || c.includes('additional-documents') || c === 'GET /api/v1/scopes')).toBe(false);
  const first = api.find('GET /api/v1/project/documents')[0].query;
  expect(Object.fromEntries(['project_id', 'page', 'per_page', 'sort_field', 'sort_direction'].map((k) => [k, first.get(k)]))).toEqual({ project_id: '1', page: '1', per_page: '10', sort_field: 'created_at', sort_direction: 'desc' });
  // Delete is offered where the server allows it (the scope's attachment is locked here).
  expect(screen.queryByRole('button', { name: 'Delete wiring.dwg' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete site-plan.pdf' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('The document has been deleted.')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  // The next page is asked of the server (once the dialog's closing transition no longer hides the page).
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(api.find('GET /api/v1/project/documents').some((r) => r.query.get('page') === '2')).toBe(true));
});

test('Documents of a project without files says so', async () => {
  renderPage('/projects/1/documents', {
    'GET /api/v1/project/documents': { body: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } },
  });
  expect(await screen.findByText(DOCUMENTS_EMPTY.title)).toBeInTheDocument();
});
