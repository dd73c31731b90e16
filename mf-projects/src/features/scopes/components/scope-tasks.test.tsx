import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { PERMISSIONS, TASK_MESSAGES, VALIDATION_MESSAGES as M, type ScopeDetails, type TaskMergeField } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { paged, person, SCOPE_ROW as ROW } from '../../../testing/fixtures';
import { ScopeTasksPage } from './scope-tasks-page';

jest.setTimeout(120_000);
// Each step re-renders MUI pickers and selects: slow under a loaded jsdom.
const SLOW = { timeout: 10_000 };
afterEach(() => clearCookies());

const V1 = '/api/v1';
const ROUTES: RouteObject[] = [{ path: '/projects/:projectId/scopes/:scopeId/tasks/*', element: <ScopeTasksPage /> }];
const DETAILS: ScopeDetails = { ...ROW, editors: [], attachments: [], approvals: [], custom_fields: [] };
const PERMS = [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE];

const templateRow = (id: number, name: string, type: string, type_label: string) => ({
  id,
  name,
  type,
  type_label,
  description: '',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  updated_by: null,
  archived_at: null,
  version: 1,
  is_favorite: false,
  labels: [],
  collections: [],
  can: { view: true, update: true, delete: true },
});
const BODY = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Scope: ' },
        { type: 'mergeField', attrs: { name: 'scope.name' } },
        { type: 'text', text: ', retainage ' },
        { type: 'mergeField', attrs: { name: 'retainage' } },
      ],
    },
  ],
};
const FIELDS: TaskMergeField[] = [
  { name: 'scope.name', type: 'text', source: 'system', value: 'Electrical' },
  { name: 'retainage', type: 'number', source: 'company', value: null },
];

function api(extra: FakeRoutes = {}) {
  return installFakeApi({
    [`GET ${V1}/scopes/5`]: { body: { data: DETAILS } },
    [`GET ${V1}/scope/get-editors`]: { body: { data: [{ ...person(12, 'Olivia', 'Stone'), selected: false }, { ...person(20, 'Maya', 'Chen'), selected: false }] } },
    [`GET ${V1}/scope/vendor-options`]: { body: { data: [{ id: 40, name: 'Acme Electric', users: [person(41, 'Sam', 'Volt'), person(42, 'Ann', 'Amp')], default_assignee_id: 41, default_signer_id: 41 }] } },
    [`GET ${V1}/projects/3/template-collection`]: { body: { data: { project_id: 3, collection: null, templates: [{ id: 70, name: 'Harbor subcontract', type: 'contract', type_label: 'Contract' }] } } },
    [`GET /api/v2/templates`]: { body: paged([templateRow(70, 'Harbor subcontract', 'contract', 'Contract'), templateRow(71, 'Safety acknowledgement', 'acknowledgement', 'Acknowledgement')]) },
    [`GET ${V1}/templates/70`]: { body: { data: { ...templateRow(70, 'Harbor subcontract', 'contract', 'Contract'), body: BODY, html: '', merge_fields: ['scope.name', 'retainage'], signature_fields: [] } } },
    [`GET ${V1}/scope/shortcodes`]: { body: { data: FIELDS } },
    ...extra,
  });
}

async function chooseOption(user: ReturnType<typeof renderRemote>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

test('assign → review → merge fields → confirm → success: defaults from the scope, the shared rules on each step, POST tasks', async () => {
  const fake = api({
    [`POST ${V1}/tasks`]: { status: 201, body: { data: [{ id: 900, task_id: 'T-000900' }], message: TASK_MESSAGES.created } },
  });
  const { user, currentPath, container } = renderRemote(ROUTES, { url: '/projects/3/scopes/5/tasks', permissions: PERMS });
  const section = await screen.findByRole('region', { name: 'Document 1' });
  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5/tasks/assign'), SLOW);
  // Defaults: the vendor's assignee and signer of the scope, the package is the scope's name, the sender assigns to themself.
  await waitFor(() => expect(within(section).getByRole('combobox', { name: 'External assignee' })).toHaveValue('Sam Volt'));
  expect(within(section).getByRole('combobox', { name: 'External signer' })).toHaveValue('Sam Volt');
  await waitFor(() => expect(within(section).getByRole('combobox', { name: 'Internal assignee' })).toHaveValue('Olivia Stone'));
  expect(within(section).getByRole('textbox', { name: 'Package' })).toHaveValue('Electrical');

  await chooseOption(user, 'Template', 'Harbor subcontract (project collection)');
  expect(within(section).getByRole('combobox', { name: 'Document type' })).toHaveValue('Contract');
  expect(within(section).getByRole('textbox', { name: 'Task name' })).toHaveValue('Harbor subcontract');
  expect(within(section).getByRole('textbox', { name: 'Required action' })).toHaveValue('Signature Required');

  // The due date is required (the shared rule), so Next stays on assign.
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await within(section).findByText(M.required, {}, SLOW)).toBeInTheDocument();
  expect(currentPath()).toBe('/projects/3/scopes/5/tasks/assign');
  fireEvent.change(container.querySelector('input[name="due_date"]')!, { target: { value: '12/15/2026' } });
  await user.click(screen.getByRole('switch', { name: 'Recurrence' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(TASK_MESSAGES.untilRequired, {}, SLOW)).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Recurrence' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  // Review: the template filled with what the data fills; the rest waits for the next step.
  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5/tasks/review'), SLOW);
  const preview = await screen.findByRole('region', { name: 'Document preview: Harbor subcontract' }, SLOW);
  await waitFor(() => expect(preview).toHaveTextContent('Scope: Electrical'), SLOW);
  expect(screen.getByText(/One merge field is filled in the next step/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  // Merge fields: the data's values read-only, the rest checked by type.
  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5/tasks/merge-fields'), SLOW);
  expect(await screen.findByRole('textbox', { name: 'scope.name' }, SLOW)).toHaveAttribute('readonly');
  const retainage = screen.getByRole('textbox', { name: 'retainage (Number)' });
  await user.type(retainage, 'ten');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(M.number, {}, SLOW)).toBeInTheDocument();
  await user.clear(retainage);
  await user.type(retainage, '10');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  // Confirm: the summary, then Send.
  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5/tasks/confirm'), SLOW);
  const summary = screen.getByLabelText('Summary of Harbor subcontract');
  expect(summary).toHaveTextContent('12/15/2026');
  expect(summary).toHaveTextContent('Sam Volt');
  expect(summary).toHaveTextContent('Signature Required');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5/tasks/success'), SLOW);
  expect(await screen.findByRole('link', { name: 'T-000900: Harbor subcontract' }, SLOW)).toHaveAttribute('href', '/tasks/900/contract');
  const [sent] = fake.find(`POST ${V1}/tasks`);
  expect(sent.body).toEqual({
    items: [
      expect.objectContaining({
        project_id: 3,
        scope_id: 5,
        vendor_company_id: 40,
        template_id: 70,
        type: 'contract',
        name: 'Harbor subcontract',
        package: 'Electrical',
        internal_assignee_id: 12,
        external_assignee_id: 41,
        external_signer_id: 41,
        due_date: '2026-12-15',
        priority: 'normal',
        merge_values: { retainage: '10' },
        recurrence_period: null,
      }),
    ],
  });
});

test('several documents at once; the server 422 per item lands on the assign step fields; a later step is not reachable by address', async () => {
  const fake = api({
    [`POST ${V1}/tasks`]: { status: 422, body: { message: 'The given data was invalid.', errors: { 'items.1.due_date': [M.required], 'items.1.external_assignee_id': [TASK_MESSAGES.assigneeNotInCompany] } } },
  });
  const { user, currentPath, container } = renderRemote(ROUTES, { url: '/projects/3/scopes/5/tasks/confirm', permissions: PERMS });
  await screen.findByRole('region', { name: 'Document 1' });
  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5/tasks/assign'), SLOW);
  await chooseOption(user, 'Template', 'Harbor subcontract (project collection)');
  fireEvent.change(container.querySelector('input[name="due_date"]')!, { target: { value: '12/15/2026' } });
  await user.click(screen.getByRole('button', { name: 'Add another document' }));
  const second = screen.getByRole('region', { name: 'Document 2' });
  await user.click(within(second).getByRole('combobox', { name: 'Document type' }));
  await user.click(await screen.findByRole('option', { name: 'Acknowledgement' }));
  await user.click(within(second).getByRole('combobox', { name: 'Template' }));
  expect(screen.queryByRole('option', { name: /Harbor subcontract/ })).toBeNull();
  await user.click(await screen.findByRole('option', { name: 'Safety acknowledgement' }));
  expect(within(second).getByRole('combobox', { name: 'External assignee' })).toHaveValue('Sam Volt');
  fake.route(`GET ${V1}/templates/71`, { body: { data: { ...templateRow(71, 'Safety acknowledgement', 'acknowledgement', 'Acknowledgement'), body: BODY, html: '', merge_fields: [], signature_fields: [] } } });
  fake.route(`GET ${V1}/scope/shortcodes`, (request) => ({ body: { data: request.query.get('template_id') === '71' ? [FIELDS[0]] : FIELDS } }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5/tasks/review'), SLOW);
  await screen.findByRole('region', { name: 'Document preview: Safety acknowledgement' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('textbox', { name: 'retainage (Number)' }, SLOW), '5');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5/tasks/confirm'), SLOW);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5/tasks/assign'), SLOW);
  await screen.findByRole('button', { name: 'Add another document' }, SLOW);
  const again = screen.getByRole('region', { name: 'Document 2' });
  expect(await within(again).findByText(TASK_MESSAGES.assigneeNotInCompany, {}, SLOW)).toBeInTheDocument();
  expect(within(again).getByText(M.required)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Document 1' })).queryByText(M.required)).toBeNull();
  expect((fake.find(`POST ${V1}/tasks`)[0].body as { items: unknown[] }).items).toHaveLength(2);
});

test('a scope without a vendor cannot be sent tasks', async () => {
  api({ [`GET ${V1}/scopes/5`]: { body: { data: { ...DETAILS, vendor_company_id: null, vendor_company_name: null, vendor_assignee: null, vendor_signer: null } } } });
  renderRemote(ROUTES, { url: '/projects/3/scopes/5/tasks/assign', permissions: PERMS });
  expect(await screen.findByText('Choose the scope’s vendor before sending it tasks.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the scope' })).toHaveAttribute('href', '/projects/3/scopes/5');
});
