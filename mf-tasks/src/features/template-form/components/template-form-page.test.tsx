// Create and edit of a template against the fake API: the fixed and offered types, the client's
// merge field check with the exact message (no request sent), the server's 422 on the body, the
// create gate, version history (view, restore after the confirmation) and the preview.
import { screen, waitFor, within } from '@testing-library/react';
import {
  EMPTY_TEMPLATE_DOCUMENT,
  PERMISSIONS,
  TEMPLATE_MESSAGES,
  VALIDATION_MESSAGES,
  type MergeFieldOption,
  type Template,
  type TemplateDocument,
  type TemplateVersionRow,
} from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { CreateTemplatePage, EditTemplatePage } from './template-form-page';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

// ProseMirror measures the selection; jsdom has no layout.
beforeAll(() => {
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = rects;
  Element.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const OPTIONS: MergeFieldOption[] = [
  { name: 'company.name', type: 'text', description: 'Your company name', is_system: true },
  { name: 'vendor.name', type: 'text', description: 'The vendor company', is_system: true },
  { name: 'retainage', type: 'number', description: 'Retainage percent', is_system: false },
  { name: 'mail.link', type: 'text', description: 'E-mails: the link', is_system: true },
];
const MERGE_FIELDS = 'GET /api/v1/settings/shortcode/company-list';

const bodyWith = (...names: string[]): TemplateDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'This agreement between ' }, ...names.map((name) => ({ type: 'mergeField', attrs: { name } }))] }],
});

function makeTemplate(overrides: Partial<Template> = {}): Template {
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
    version: 2,
    is_favorite: false,
    labels: [],
    collections: [],
    can: { view: true, update: true, delete: true },
    body: bodyWith('company.name', 'vendor.name'),
    html: '<p>This agreement</p>',
    merge_fields: ['company.name', 'vendor.name'],
    signature_fields: [],
    ...overrides,
  };
}

const version = (id: number, number: number, note: string, isCurrent = false): TemplateVersionRow => ({
  id,
  number,
  name: 'Subcontract Agreement',
  type: 'contract',
  type_label: 'Contract',
  created_at: '2026-03-02T10:00:00Z',
  created_by: { id: 12, full_name: 'Olivia Stone' },
  note,
  is_current: isCurrent,
});

function renderAt(url: string, routes: FakeRoutes, user = makeUser()) {
  const api = installFakeApi({ [MERGE_FIELDS]: { body: { data: OPTIONS } }, ...routes });
  const result = renderRemote(
    [
      { path: '/templates/create/contract', element: <CreateTemplatePage kind="contract" /> },
      { path: '/templates/create/task', element: <CreateTemplatePage kind="task" /> },
      { path: '/templates/:templateId/edit', element: <EditTemplatePage layout="form" /> },
      { path: '/templates/:templateId/editor', element: <EditTemplatePage layout="editor" /> },
    ],
    { url, currentUser: user },
  );
  return { ...result, api };
}

test('create/contract: the type is Contract and fixed; the name is required; Create sends the empty body and opens the edit page', async () => {
  const created = makeTemplate({ id: 9, name: 'Electrical Subcontract', description: '', body: EMPTY_TEMPLATE_DOCUMENT, version: 1 });
  const { api, user, currentPath } = renderAt('/templates/create/contract', {
    'POST /api/v1/templates': { status: 201, body: { data: created, message: TEMPLATE_MESSAGES.templateCreated } },
    'GET /api/v1/templates/9': { body: { data: created } },
  });
  const type = await screen.findByRole('combobox', { name: /Type/ });
  expect(type).toHaveTextContent('Contract');
  expect(type).toHaveAttribute('aria-disabled', 'true');
  await screen.findByRole('textbox', { name: 'Template body' });
  await user.click(screen.getByRole('button', { name: 'Create template' }));
  expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeInTheDocument();
  expect(api.find('POST /api/v1/templates')).toHaveLength(0);
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Electrical Subcontract');
  await user.click(screen.getByRole('button', { name: 'Create template' }));
  await screen.findByText(TEMPLATE_MESSAGES.templateCreated);
  expect(api.find('POST /api/v1/templates')[0].body).toEqual({ name: 'Electrical Subcontract', type: 'contract', description: '', body: EMPTY_TEMPLATE_DOCUMENT });
  await waitFor(() => expect(currentPath()).toBe('/templates/9/edit'));
});

test('inserting a signature field (the editor popover\'s own form) does not submit the template form', async () => {
  const { api, user } = renderAt('/templates/create/contract', { 'POST /api/v1/templates': { status: 201, body: { data: makeTemplate({ id: 9 }), message: TEMPLATE_MESSAGES.templateCreated } } });
  await screen.findByRole('textbox', { name: 'Template body' });
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Electrical Subcontract');
  await user.click(screen.getByRole('button', { name: 'Insert signature field' }));
  const form = await screen.findByRole('form', { name: 'Insert signature field' });
  await user.click(within(form).getByRole('button', { name: 'Insert' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Insert signature field' })).toBeNull());
  expect(api.find('POST /api/v1/templates')).toHaveLength(0);
});

test('create/task offers the four task types, not Contract', async () => {
  const { user } = renderAt('/templates/create/task', {});
  await user.click(await screen.findByRole('combobox', { name: /Type/ }));
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  expect(options).toEqual(['Document Request', 'Acknowledgement', 'Certificate Of Insurance', 'SF 1413']);
});

test('a user without templates.create is told so on the create pages', async () => {
  renderAt('/templates/create/contract', {}, makeUser({ permissions: [PERMISSIONS.TEMPLATES_VIEW] }));
  expect(await screen.findByText('You do not have permission to create templates.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create template' })).toBeNull();
});

test('an unknown merge field in the body is refused on the client with the exact message, before any request', async () => {
  const template = makeTemplate({ body: bodyWith('company.name', 'vendor.nickname', 'mail.link') });
  const { api, user } = renderAt('/templates/1/edit', { 'GET /api/v1/templates/1': { body: { data: template } } });
  await screen.findByRole('textbox', { name: 'Template body' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  // mail.link is an e-mail field: a template may not use it either.
  expect(await screen.findByText('Invalid merge field: vendor.nickname, mail.link.')).toBeInTheDocument();
  expect(api.find('PUT /api/v1/templates/1')).toHaveLength(0);
});

test('a save the server refuses with 422 shows its message on the body', async () => {
  const template = makeTemplate({ body: bodyWith('company.name', 'retainage') });
  const { api, user } = renderAt('/templates/1/edit', {
    'GET /api/v1/templates/1': { body: { data: template } },
    'PUT /api/v1/templates/1': { status: 422, body: { message: 'Invalid merge field: retainage.', errors: { body: 'Invalid merge field: retainage.' } } },
  });
  const description = await screen.findByRole('textbox', { name: 'Description' });
  await user.clear(description);
  await user.type(description, 'Changed');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid merge field: retainage.');
  expect(api.find('PUT /api/v1/templates/1')[0].body).toEqual({ name: 'Subcontract Agreement', type: 'contract', description: 'Changed', body: template.body });
});

test('a save keeps a new version: the message, and the form holds the saved values', async () => {
  const template = makeTemplate();
  const { api, user } = renderAt('/templates/1/edit', {
    'GET /api/v1/templates/1': { body: { data: template } },
    'PUT /api/v1/templates/1': { body: { data: { ...template, name: 'Subcontract Agreement 2027', version: 3 }, message: TEMPLATE_MESSAGES.templateSaved } },
  });
  const name = await screen.findByRole('textbox', { name: /Name/ });
  await user.clear(name);
  await user.type(name, 'Subcontract Agreement 2027');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText(TEMPLATE_MESSAGES.templateSaved);
  expect(api.find('PUT /api/v1/templates/1')[0].body).toMatchObject({ name: 'Subcontract Agreement 2027' });
  expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Subcontract Agreement 2027');
});

test('an archived template or one without the edit flag is shown read-only, with no Save', async () => {
  renderAt('/templates/1/edit', { 'GET /api/v1/templates/1': { body: { data: makeTemplate({ archived_at: '2026-10-01T10:00:00Z', can: { view: true, update: false, delete: true } }) } } });
  expect(await screen.findByText(TEMPLATE_MESSAGES.templateArchivedReadOnly)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(screen.getByRole('textbox', { name: /Name/ })).toBeDisabled();
});

test('version history lists who saved what and when; a version opens read-only; restoring asks first and reloads the form', async () => {
  const restored = makeTemplate({ name: 'Subcontract Agreement', description: 'The first wording', version: 4 });
  const { api, user } = renderAt('/templates/1/edit?versions=1', {
    'GET /api/v1/templates/1': { body: { data: makeTemplate() } },
    'GET /api/v1/templates/1/versions': { body: { data: [version(22, 2, 'Edited: body', true), version(21, 1, 'Created')], total: 2, current_page: 1, per_page: 50, last_page: 1 } },
    'GET /api/v1/templates/1/versions/21': { body: { data: { ...version(21, 1, 'Created'), description: 'The first wording', body: bodyWith('company.name'), html: '' } } },
    'POST /api/v1/templates/1/versions/21/restore': { body: { data: restored, message: TEMPLATE_MESSAGES.versionRestored(1) } },
  });
  const drawer = await screen.findByRole('dialog', { name: 'Version history' });
  const first = await within(drawer).findByRole('listitem', { name: 'Version 1' });
  expect(within(first).getByText('Created')).toBeInTheDocument();
  expect(within(first).getByText(/Olivia Stone/)).toBeInTheDocument();
  expect(within(within(drawer).getByRole('listitem', { name: 'Version 2' })).getByText('Current')).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Restore version 2' })).toBeNull();

  await user.click(within(first).getByRole('button', { name: 'View version 1' }));
  const viewer = await screen.findByRole('dialog', { name: 'Version 1' });
  expect(await within(viewer).findByText('The first wording')).toBeInTheDocument();
  await user.click(within(viewer).getByRole('button', { name: 'Close' }));

  await user.click(within(first).getByRole('button', { name: 'Restore version 1' }));
  const confirm = await screen.findByRole('dialog', { name: /Restore version/ });
  expect(within(confirm).getByText(TEMPLATE_MESSAGES.restoreVersionConfirm(1))).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
  await screen.findByText(TEMPLATE_MESSAGES.versionRestored(1));
  expect(api.find('POST /api/v1/templates/1/versions/21/restore')).toHaveLength(1);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('The first wording'));
});

test('preview shows the body with sample values; Preview PDF opens the API\'s PDF in a new tab', async () => {
  const { api, user } = renderAt('/templates/1/edit', {
    'GET /api/v1/templates/1': { body: { data: makeTemplate() } },
    'GET /api/v1/templates/1/preview': { body: '%PDF-1.7' },
  });
  await user.click(await screen.findByRole('button', { name: 'Preview' }));
  const dialog = await screen.findByRole('dialog', { name: /Preview/ });
  const sample = within(dialog).getByRole('region', { name: 'Preview with sample values' });
  expect(await within(sample).findByText(/Northwind Builders/)).toBeInTheDocument();
  expect(within(sample).getByText(/Ridge Electric/)).toBeInTheDocument();
  const tab = { location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  await user.click(within(dialog).getByRole('button', { name: 'Preview PDF' }));
  await waitFor(() => expect(tab.location.href).toBe('blob:preview'));
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(api.find('GET /api/v1/templates/1/preview')).toHaveLength(1);
});

test('{id}/editor shows the body alone at view scale 100 with Save', async () => {
  renderAt('/templates/1/editor', { 'GET /api/v1/templates/1': { body: { data: makeTemplate() } } });
  expect(await screen.findByText('View scale 100%')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Template body' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});
