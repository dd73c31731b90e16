// Info > Template collection: choosing one of the company's collections, making the project's own
// collection of chosen templates (template-collection/create), and the gates (project flags, templates view).
import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, TEMPLATE_MESSAGES, type Project, type ProjectTemplateCollection, type TemplateCollection } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { ALL_FLAGS, makeProject, VIEW_FLAGS } from '../../../testing/fixtures';
import { ProjectInfoLayout } from './project-info-layout';
import { ProjectInfoTemplateCollection, TEMPLATE_COLLECTION_EMPTY } from './project-info-template-collection';
import { ProjectLayout } from './project-layout';

jest.setTimeout(60_000);
afterEach(() => clearCookies());


const ROUTES = [
  {
    path: '/projects/:projectId',
    element: <ProjectLayout />,
    children: [{ path: 'info', element: <ProjectInfoLayout />, children: [{ path: 'template-collection/*', element: <ProjectInfoTemplateCollection /> }] }],
  },
];

const collection = (id: number, name: string, count: number, projectId: number | null = null): TemplateCollection => ({ id, name, templates_count: count, project_id: projectId, created_at: '2026-01-01T10:00:00Z' });
const ELECTRICAL = collection(7, 'Electrical', 2);
const EMPTY: ProjectTemplateCollection = { project_id: 1, collection: null, templates: [] };
const CHOSEN: ProjectTemplateCollection = {
  project_id: 1,
  collection: ELECTRICAL,
  templates: [
    { id: 1, name: 'Subcontract Agreement', type: 'contract', type_label: 'Contract' },
    { id: 2, name: 'Insurance Requirements', type: 'certificate-of-insurance', type_label: 'Certificate Of Insurance' },
  ],
};
const row = (id: number, name: string) => ({ id, name, type: 'contract', type_label: 'Contract', description: '', created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z', updated_by: null, archived_at: null, version: 1, is_favorite: false, labels: [], collections: [], can: { view: true, update: true, delete: true } });

function renderTab(url: string, routes: FakeRoutes, project: Project = makeProject(), user = makeUser()) {
  const api = installFakeApi({
    'GET /api/v1/projects/1': { body: { data: project } },
    'GET /api/v1/company/templates-collection/list': { body: { data: [ELECTRICAL, collection(8, 'Concrete', 1), collection(9, 'Other project', 1, 44)] } },
    ...routes,
  });
  return { ...renderRemote(ROUTES, { url, currentUser: user }), api };
}

test('the project chooses one of the company collections; its templates are listed', async () => {
  let current = EMPTY;
  const { api, user } = renderTab('/projects/1/info/template-collection', {
    'GET /api/v1/projects/1/template-collection': () => ({ body: { data: current } }),
    'PUT /api/v1/projects/1/template-collection': () => {
      current = CHOSEN;
      return { body: { data: CHOSEN, message: TEMPLATE_MESSAGES.projectCollectionSaved } };
    },
  });
  expect(await screen.findByText(TEMPLATE_COLLECTION_EMPTY.title)).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Collection' }));
  // Another project's own collection is not offered.
  expect(screen.queryByRole('option', { name: /Other project/ })).toBeNull();
  await user.click(await screen.findByRole('option', { name: 'Electrical (2)' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText(TEMPLATE_MESSAGES.projectCollectionSaved);
  expect(api.find('PUT /api/v1/projects/1/template-collection')[0].body).toEqual({ collection_id: 7 });
  const table = await screen.findByRole('table', { name: 'Templates of the collection' });
  expect(within(table).getByText('Subcontract Agreement')).toBeInTheDocument();
  expect(within(table).getByText('Certificate Of Insurance')).toBeInTheDocument();
});

test('template-collection/create makes the project its own collection of the chosen templates', async () => {
  const own: ProjectTemplateCollection = { project_id: 1, collection: collection(12, 'Harbor Tower templates', 1, 1), templates: [{ id: 2, name: 'Insurance Requirements', type: 'certificate-of-insurance', type_label: 'Certificate Of Insurance' }] };
  const { api, user, currentPath } = renderTab('/projects/1/info/template-collection', {
    'GET /api/v1/projects/1/template-collection': { body: { data: EMPTY } },
    'GET /api/v2/templates': { body: { data: [row(1, 'Subcontract Agreement'), row(2, 'Insurance Requirements')], total: 2, current_page: 1, per_page: 50, last_page: 1 } },
    'POST /api/v1/project/temporary-collection': { status: 201, body: { data: own, message: TEMPLATE_MESSAGES.projectCollectionSaved } },
  });
  await user.click(await screen.findByRole('link', { name: 'Make the project’s own collection' }));
  expect(currentPath()).toBe('/projects/1/info/template-collection/create');
  const section = await screen.findByRole('region', { name: 'This project’s own collection' });
  await user.click(within(section).getByRole('button', { name: 'Create collection' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('This field is required.');
  expect(api.find('POST /api/v1/project/temporary-collection')).toHaveLength(0);
  await user.click(await within(section).findByRole('checkbox', { name: /Insurance Requirements/ }));
  await user.click(within(section).getByRole('button', { name: 'Create collection' }));
  await screen.findByText(TEMPLATE_MESSAGES.projectCollectionSaved);
  expect(api.find('POST /api/v1/project/temporary-collection')[0].body).toEqual({ project_id: 1, name: '', template_ids: [2] });
  await waitFor(() => expect(currentPath()).toBe('/projects/1/info/template-collection'));
  expect(await screen.findByText('Collection: Harbor Tower templates')).toBeInTheDocument();
});

test('without the project update flag the collection is shown read-only (no choice, no create, even at /create)', async () => {
  const { api } = renderTab('/projects/1/info/template-collection/create', { 'GET /api/v1/projects/1/template-collection': { body: { data: CHOSEN } } }, makeProject({ can: VIEW_FLAGS }));
  expect(await screen.findByText('Subcontract Agreement')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Collection' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Make the project’s own collection' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'This project’s own collection' })).toBeNull();
  expect(api.find('GET /api/v1/company/templates-collection/list')).toHaveLength(0);
});

test('a user without templates view is told why and nothing is asked of the templates API', async () => {
  const { api } = renderTab('/projects/1/info/template-collection', {}, makeProject(), makeUser({ permissions: [PERMISSIONS.PROJECTS_VIEW] }));
  expect(await screen.findByText('Seeing the project’s templates needs the templates view permission.')).toBeInTheDocument();
  expect(api.find('GET /api/v1/projects/1/template-collection')).toHaveLength(0);
});
