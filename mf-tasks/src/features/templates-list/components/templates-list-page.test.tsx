import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, TEMPLATE_MESSAGES, type TemplateCollection, type TemplateLabelRow, type TemplateRow } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { TemplatesListPage, templateDrop } from './templates-list-page';

// The machine is shared: user-event flows can take longer than the default 5 s.
jest.setTimeout(60_000);

const LIST = 'GET /api/v2/templates';
const COLLECTIONS = 'GET /api/v1/library/collections';
const LABELS = 'GET /api/v1/library/labels';
const ALL = { view: true, update: true, delete: true };
const VIEW_ONLY = { view: true, update: false, delete: false };

function template(overrides: Partial<TemplateRow>): TemplateRow {
  return {
    id: 1,
    name: 'Subcontract Agreement',
    type: 'contract',
    type_label: 'Contract',
    description: 'Standard subcontract',
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-03-02T10:00:00Z',
    updated_by: { id: 12, full_name: 'Olivia Stone' },
    archived_at: null,
    version: 3,
    is_favorite: false,
    labels: [{ id: 5, name: 'Legal', color: 'blue' }],
    collections: [],
    can: ALL,
    ...overrides,
  };
}

const SUB = template({});
const COI = template({ id: 2, name: 'Insurance Requirements', type: 'certificate-of-insurance', type_label: 'Certificate Of Insurance', labels: [], is_favorite: true });
const collection = (id: number, name: string, count = 0): TemplateCollection => ({ id, name, templates_count: count, project_id: null, created_at: '2026-01-01T10:00:00Z' });
const label = (id: number, name: string, count = 0): TemplateLabelRow => ({ id, name, color: 'blue', templates_count: count });
const paged = (rows: TemplateRow[]) => ({ body: { data: rows, total: rows.length, current_page: 1, per_page: 10, last_page: 1 } });

function renderList(url: string, routes: FakeRoutes, user = makeUser()) {
  const api = installFakeApi({
    [COLLECTIONS]: { body: { data: [collection(7, 'Electrical', 2)] } },
    [LABELS]: { body: { data: [label(5, 'Legal', 1), label(6, 'Safety')] } },
    ...routes,
  });
  return { ...renderRemote(<TemplatesListPage />, { path: '/templates', url, currentUser: user }), api };
}

const table = () => screen.getByRole('table', { name: 'Templates' });
const lastList = (api: ReturnType<typeof installFakeApi>) => api.find(LIST).at(-1)!;

afterEach(() => clearCookies());

/** A dialog closes with a transition during which the rest of the page is hidden from the accessibility tree. */
async function dialogsClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

test('lists templates with type, labels as chips, favorites; asks v2 with current_page and per_page 10; the create buttons', async () => {
  const { api } = renderList('/templates', { [LIST]: paged([SUB, COI]) });
  const link = await screen.findByRole('link', { name: 'Subcontract Agreement' });
  expect(link).toHaveAttribute('href', '/templates/1/edit');
  const row = link.closest('tr') as HTMLElement;
  expect(within(row).getByText('Contract')).toBeInTheDocument();
  expect(within(row).getByText('Legal')).toBeInTheDocument();
  expect(within(row).getByText('Olivia Stone')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Add Subcontract Agreement to favorites' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Remove Insurance Requirements from favorites' })).toHaveAttribute('aria-pressed', 'true');
  const request = lastList(api);
  expect(request.query.get('current_page')).toBe('1');
  expect(request.query.get('per_page')).toBe('10');
  expect(request.query.has('page')).toBe(false);
  expect(screen.getByRole('link', { name: 'New contract template' })).toHaveAttribute('href', '/templates/create/contract');
  expect(screen.getByRole('link', { name: 'New task template' })).toHaveAttribute('href', '/templates/create/task');
  // The side panel: views, collections and labels with their counts.
  const panel = screen.getByRole('navigation', { name: 'Library' });
  for (const name of ['All templates', 'Favorites', 'Archived']) expect(within(panel).getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
  expect(await within(panel).findByRole('button', { name: /^Electrical/ })).toHaveTextContent('2');
  expect(within(panel).getByRole('button', { name: /^Legal/ })).toHaveTextContent('1');
});

test('the filter panel (type multi, date modified) and the side panel views go to the API and stay in the URL', async () => {
  const { api, user, currentPath } = renderList('/templates', { [LIST]: paged([SUB]) });
  await screen.findByRole('link', { name: 'Subcontract Agreement' });
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const filters = screen.getByRole('region', { name: 'Filters' });
  await user.click(within(filters).getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: 'SF 1413' }));
  await user.click(await screen.findByRole('option', { name: 'Contract' }));
  await user.keyboard('{Escape}');
  await user.click(within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(lastList(api).query.getAll('type[]').sort()).toEqual(['contract', 'sf-1413']));

  const panel = screen.getByRole('navigation', { name: 'Library' });
  await user.click(within(panel).getByRole('button', { name: /^Favorites/ }));
  await waitFor(() => expect(lastList(api).query.get('view')).toBe('favorites'));
  expect(currentPath()).toContain('view=favorites');
  await user.click(await within(panel).findByRole('button', { name: /^Electrical/ }));
  await waitFor(() => expect(lastList(api).query.get('collection_id')).toBe('7'));
  expect(lastList(api).query.has('view')).toBe(false);
  await user.click(within(panel).getByRole('button', { name: /^Safety/ }));
  await waitFor(() => expect(lastList(api).query.get('label_id')).toBe('6'));
  await user.click(within(panel).getByRole('button', { name: /^Archived/ }));
  await waitFor(() => expect(lastList(api).query.get('view')).toBe('archived'));
});

test('the star sets the favorite; the row menu adds to a collection, puts on a label and archives after the confirmation', async () => {
  const { api, user } = renderList('/templates', {
    [LIST]: paged([SUB]),
    'POST /api/v1/library/items/add-to-favorite': { body: { data: { message: TEMPLATE_MESSAGES.addedToFavorites, is_favorite: true } } },
    'POST /api/v1/library/collection/7/templates': { body: { data: collection(7, 'Electrical', 3), message: TEMPLATE_MESSAGES.addedToCollection } },
    'POST /api/v1/library/labels/6/attach': { body: { data: { message: TEMPLATE_MESSAGES.labelAttached } } },
    'POST /api/v1/library/labels/5/detach': { body: { data: { message: TEMPLATE_MESSAGES.labelDetached } } },
    'POST /api/v1/templates/1/archive': { body: { data: { message: TEMPLATE_MESSAGES.templateArchived } } },
  });
  await screen.findByRole('link', { name: 'Subcontract Agreement' });
  await user.click(screen.getByRole('button', { name: 'Add Subcontract Agreement to favorites' }));
  await screen.findByText(TEMPLATE_MESSAGES.addedToFavorites);
  expect(api.find('POST /api/v1/library/items/add-to-favorite')[0].body).toEqual({ template_id: 1, favorite: true });

  await user.click(screen.getByRole('button', { name: 'Actions for Subcontract Agreement' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Add to collection…' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Electrical' }));
  await screen.findByText(TEMPLATE_MESSAGES.addedToCollection);
  expect(api.find('POST /api/v1/library/collection/7/templates')[0].body).toEqual({ template_ids: [1] });

  await user.click(screen.getByRole('button', { name: 'Actions for Subcontract Agreement' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Labels…' }));
  expect(await screen.findByRole('menuitemcheckbox', { name: 'Legal' })).toHaveAttribute('aria-checked', 'true');
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Safety' }));
  await screen.findByText(TEMPLATE_MESSAGES.labelAttached);
  expect(api.find('POST /api/v1/library/labels/6/attach')[0].body).toEqual({ template_ids: [1] });

  await user.click(screen.getByRole('button', { name: 'Actions for Subcontract Agreement' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(TEMPLATE_MESSAGES.archiveTemplateConfirm('Subcontract Agreement'))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
  await screen.findByText(TEMPLATE_MESSAGES.templateArchived);
  expect(api.find('POST /api/v1/templates/1/archive')).toHaveLength(1);
});

test('a drop files the dragged template into the collection it lands on; every template row has a keyboard-reachable drag handle', async () => {
  renderList('/templates', { [LIST]: paged([SUB]) });
  await screen.findByRole('link', { name: 'Subcontract Agreement' });
  const handle = screen.getByRole('button', { name: 'Drag Subcontract Agreement to a collection' });
  expect(handle).toHaveAttribute('tabindex', '0');
  const drop = (row: TemplateRow, overId: string | null) => templateDrop({ active: { id: `template:${row.id}`, data: { current: { row } } }, over: overId ? { id: overId } : null } as never);
  expect(drop(SUB, 'collection:7')).toEqual({ collectionId: 7, templateId: 1 });
  expect(drop(SUB, null)).toBeNull();
  expect(drop(template({ collections: [{ id: 7, name: 'Electrical' }] }), 'collection:7')).toBeNull();
});

test('collections: create from the panel, rename, delete after the confirmation; labels: create and delete', async () => {
  const { api, user } = renderList('/templates', {
    [LIST]: paged([SUB]),
    'POST /api/v1/library/collection/create': { status: 201, body: { data: collection(8, 'Concrete'), message: TEMPLATE_MESSAGES.collectionCreated } },
    'PUT /api/v1/library/items/rename': { body: { data: { message: TEMPLATE_MESSAGES.renamed, entity: 'collection', id: 7, name: 'Electrical work' } } },
    'DELETE /api/v1/library/collection/7': { body: { data: { message: TEMPLATE_MESSAGES.collectionDeleted } } },
    'POST /api/v1/library/labels': { status: 201, body: { data: label(9, 'Urgent'), message: TEMPLATE_MESSAGES.labelCreated } },
    'DELETE /api/v1/library/labels/6': { body: { data: { message: TEMPLATE_MESSAGES.labelDeleted } } },
  });
  await screen.findByRole('link', { name: 'Subcontract Agreement' });
  await user.click(screen.getByRole('button', { name: 'New collection' }));
  let dialog = await screen.findByRole('dialog', { name: 'New collection' });
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Name/), 'Concrete');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  await screen.findByText(TEMPLATE_MESSAGES.collectionCreated);
  await dialogsClosed();
  expect(api.find('POST /api/v1/library/collection/create')[0].body).toEqual({ name: 'Concrete', template_ids: [] });

  await user.click(screen.getByRole('button', { name: 'Actions for Electrical' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
  dialog = await screen.findByRole('dialog', { name: 'Rename collection' });
  const name = within(dialog).getByLabelText(/Name/);
  await user.clear(name);
  await user.type(name, 'Electrical work');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await screen.findByText(TEMPLATE_MESSAGES.renamed);
  await dialogsClosed();
  expect(api.find('PUT /api/v1/library/items/rename')[0].body).toEqual({ entity: 'collection', entity_id: 7, name: 'Electrical work' });

  await user.click(screen.getByRole('button', { name: 'Actions for Electrical' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog');
  expect(within(confirm).getByText(TEMPLATE_MESSAGES.deleteCollectionConfirm('Electrical'))).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await screen.findByText(TEMPLATE_MESSAGES.collectionDeleted);
  await dialogsClosed();

  await user.click(screen.getByRole('button', { name: 'New label' }));
  dialog = await screen.findByRole('dialog', { name: 'New label' });
  await user.type(within(dialog).getByLabelText(/Name/), 'Urgent');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  await screen.findByText(TEMPLATE_MESSAGES.labelCreated);
  await dialogsClosed();
  expect(api.find('POST /api/v1/library/labels')[0].body).toEqual({ name: 'Urgent', color: 'gray' });

  await user.click(screen.getByRole('button', { name: 'Actions for Safety' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const confirmLabel = await screen.findByRole('dialog');
  expect(within(confirmLabel).getByText(TEMPLATE_MESSAGES.deleteLabelConfirm('Safety'))).toBeInTheDocument();
  await user.click(within(confirmLabel).getByRole('button', { name: 'Delete' }));
  await screen.findByText(TEMPLATE_MESSAGES.labelDeleted);
});

test('the Archived view offers Restore (library/template/restore)', async () => {
  const archived = template({ archived_at: '2026-10-01T10:00:00Z' });
  const { api, user } = renderList('/templates?view=archived', {
    [LIST]: paged([archived]),
    'POST /api/v1/library/template/restore': { body: { data: { message: TEMPLATE_MESSAGES.templateRestored } } },
  });
  await screen.findByText('Subcontract Agreement');
  expect(screen.queryByRole('link', { name: 'Subcontract Agreement' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Drag/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Actions for Subcontract Agreement' }));
  expect(screen.queryByRole('menuitem', { name: 'Archive' })).toBeNull();
  await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
  await screen.findByText(TEMPLATE_MESSAGES.templateRestored);
  expect(api.find('POST /api/v1/library/template/restore')[0].body).toEqual({ template_id: 1 });
});

test('a user with only templates.view sees no create buttons, no organising, and rows without their edit flags show no edit', async () => {
  const viewer = makeUser({ permissions: [PERMISSIONS.TEMPLATES_VIEW] });
  renderList('/templates', { [LIST]: paged([template({ can: VIEW_ONLY })]) }, viewer);
  await screen.findByText('Subcontract Agreement');
  expect(screen.queryByRole('link', { name: 'Subcontract Agreement' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'New contract template' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'New task template' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'New collection' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'New label' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Drag/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Add Subcontract Agreement to favorites' })).toBeInTheDocument();
});

test('an empty library shows the empty states of the list and the side panel', async () => {
  renderList('/templates', { [LIST]: paged([]), [COLLECTIONS]: { body: { data: [] } }, [LABELS]: { body: { data: [] } } });
  expect(await screen.findByText('No Data yet')).toBeInTheDocument();
  expect(await screen.findByText('No collections yet')).toBeInTheDocument();
  expect(screen.getByText('No labels yet')).toBeInTheDocument();
});

test('"Find in library" searches templates, collections and labels; a collection found becomes the view', async () => {
  const { api, user } = renderList('/templates', {
    [LIST]: paged([SUB]),
    'POST /api/v1/library/items/search': {
      body: {
        data: [
          { entity: 'template', id: 1, name: 'Subcontract Agreement', detail: 'Contract' },
          { entity: 'collection', id: 7, name: 'Electrical', detail: '2 templates' },
        ],
      },
    },
  });
  await screen.findByRole('link', { name: 'Subcontract Agreement' });
  await user.type(screen.getByRole('combobox', { name: 'Find in library' }), 'elec');
  await user.click(await screen.findByRole('option', { name: /^Electrical/ }, { timeout: 3000 }));
  expect(api.find('POST /api/v1/library/items/search')[0].body).toEqual({ search: 'elec' });
  await waitFor(() => expect(lastList(api).query.get('collection_id')).toBe('7'));
});
