import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { Routes } from 'react-router-dom';
import { PERMISSIONS, TASK_MESSAGES, VALIDATION_MESSAGES as M, type TaskMergeField } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { taskCreateRoutes } from './task-create-routes';

jest.setTimeout(120_000);
const SLOW = { timeout: 10_000 };
afterEach(() => clearCookies());

const V1 = '/api/v1';
const ROUTES: RouteObject[] = [{ path: '/tasks/*', element: <Routes>{taskCreateRoutes()}</Routes> }];
const PERMS = [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE];
const person = (id: number, first: string, last: string) => ({ id, first_name: first, last_name: last, full_name: `${first} ${last}`, email: `${first.toLowerCase()}@test`, photo: null });
const paged = <T,>(data: T[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 100, total: data.length }, links: {} });
const project = (id: number, name: string) => ({ id, name, internal_number: `NW-${id}`, manager_full_name: 'Maya Chen', is_draft: false, status: 'active', is_external: false });
const scope = (id: number, name: string, projectId: number, projectName: string, vendor: { id: number; name: string } | null) => ({
  id,
  project_id: projectId,
  project_name: projectName,
  name,
  is_external: false,
  status_label: 'Not Sent',
  vendor_company_id: vendor?.id ?? null,
  vendor_company_name: vendor?.name ?? null,
  vendor_assignee: vendor ? person(41, 'Sam', 'Volt') : null,
  vendor_signer: vendor ? person(41, 'Sam', 'Volt') : null,
});
const template = (id: number, name: string, type: string, type_label: string) => ({ id, name, type, type_label });
const FIELDS: TaskMergeField[] = [
  { name: 'scope.name', type: 'text', source: 'system', value: 'Electrical' },
  { name: 'retainage', type: 'number', source: 'company', value: null },
];

function api(extra: FakeRoutes = {}) {
  return installFakeApi({
    [`GET ${V1}/projects`]: { body: paged([project(3, 'Harbor Tower'), project(4, 'Bay Bridge')]) },
    [`GET ${V1}/scopes`]: (r) => ({
      body: paged(
        r.query.get('project_id') === '3'
          ? [scope(5, 'Electrical', 3, 'Harbor Tower', { id: 40, name: 'Acme Electric' }), scope(6, 'Paint', 3, 'Harbor Tower', null)]
          : [scope(7, 'Steel', 4, 'Bay Bridge', { id: 50, name: 'Iron Works' })],
      ),
    }),
    [`GET ${V1}/scope/get-editors`]: { body: { data: [{ ...person(12, 'Olivia', 'Stone'), selected: false }] } },
    [`GET ${V1}/scope/vendor-options`]: {
      body: {
        data: [
          { id: 40, name: 'Acme Electric', users: [person(41, 'Sam', 'Volt')], default_assignee_id: 41, default_signer_id: 41 },
          { id: 50, name: 'Iron Works', users: [person(51, 'Ira Steel', 'Beam')], default_assignee_id: 51, default_signer_id: null },
        ],
      },
    },
    [`GET /api/v2/templates`]: { body: paged([template(70, 'Harbor subcontract', 'contract', 'Contract'), template(71, 'Safety acknowledgement', 'acknowledgement', 'Acknowledgement')]) },
    [`GET ${V1}/scope/shortcodes`]: (r) => ({ body: { data: r.query.get('template_id') === '70' ? FIELDS : [FIELDS[0]] } }),
    ...extra,
  });
}

test('by projects: projects → scopes (a scope without vendor cannot be chosen) → templates → merge fields → summary → send → success', async () => {
  const fake = api({
    [`POST ${V1}/tasks`]: { status: 201, body: { data: [{ id: 901, task_id: 'T-000901' }, { id: 902, task_id: 'T-000902' }], message: TASK_MESSAGES.createdMany(2) } },
  });
  const { user, currentPath, container } = renderRemote(ROUTES, { url: '/tasks/create', permissions: PERMS });
  await user.click(await screen.findByRole('button', { name: /By projects/ }));
  expect(currentPath()).toBe('/tasks/projects');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Choose at least one project.')).toBeInTheDocument();
  await user.click(await screen.findByRole('checkbox', { name: 'Harbor Tower' }, SLOW));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(currentPath()).toBe('/tasks/projects/scopes-and-vendors'));
  expect(await screen.findByRole('checkbox', { name: 'Paint (Harbor Tower)' }, SLOW)).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Electrical (Harbor Tower)' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(currentPath()).toBe('/tasks/projects/templates'));
  await user.click(await screen.findByRole('checkbox', { name: 'Harbor subcontract' }, SLOW));
  await user.click(screen.getByRole('checkbox', { name: 'Safety acknowledgement' }));
  expect(screen.getByText(/2 tasks\./)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(currentPath()).toBe('/tasks/projects/review-merge-fields'));
  const contract = await screen.findByRole('region', { name: 'Harbor subcontract for Acme Electric · Harbor Tower · Electrical' }, SLOW);
  const retainage = await within(contract).findByRole('textbox', { name: 'retainage (Number)' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await within(contract).findByText(M.required)).toBeInTheDocument();
  await user.type(retainage, '10');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(currentPath()).toBe('/tasks/projects/summary'));
  await user.click(await screen.findByRole('button', { name: 'Send 2 tasks' }, SLOW));
  // The shared due date rule, on the shared fields.
  expect(await within(screen.getByRole('region', { name: 'For every task' })).findByText(M.required)).toBeInTheDocument();
  fireEvent.change(container.querySelector('input[name="due_date"]')!, { target: { value: '12/15/2026' } });
  await user.click(screen.getByRole('button', { name: 'High' }));
  await user.click(screen.getByRole('button', { name: 'Send 2 tasks' }));

  await waitFor(() => expect(currentPath()).toBe('/tasks/success'), SLOW);
  expect(await screen.findByRole('link', { name: 'T-000901: Harbor subcontract' }, SLOW)).toHaveAttribute('href', '/tasks/901/contract');
  expect(screen.getByRole('link', { name: 'T-000902: Safety acknowledgement' })).toHaveAttribute('href', '/tasks/902/acknowledgement');
  const [sent] = fake.find(`POST ${V1}/tasks`);
  expect(sent.body).toEqual({
    items: [
      expect.objectContaining({ project_id: 3, scope_id: 5, vendor_company_id: 40, template_id: 70, type: 'contract', name: 'Harbor subcontract', package: 'Electrical', internal_assignee_id: 12, external_assignee_id: 41, due_date: '2026-12-15', priority: 'high', merge_values: { retainage: '10' } }),
      expect.objectContaining({ project_id: 3, scope_id: 5, vendor_company_id: 40, template_id: 71, type: 'acknowledgement', due_date: '2026-12-15', merge_values: {} }),
    ],
  });
});

test('by vendors: a project is required per vendor; the server 422 shows per row and on the shared schedule', async () => {
  const fake = api({
    [`POST ${V1}/tasks`]: { status: 422, body: { message: 'The given data was invalid.', errors: { 'items.0.due_date': [TASK_MESSAGES.dueBeforeAssign], 'items.0.external_assignee_id': [TASK_MESSAGES.assigneeNotInCompany] } } },
  });
  const { user, currentPath, container } = renderRemote(ROUTES, { url: '/tasks/create', permissions: PERMS });
  await user.click(await screen.findByRole('button', { name: /By vendors/ }));
  expect(currentPath()).toBe('/tasks/vendors');
  await user.click(await screen.findByRole('checkbox', { name: 'Iron Works' }, SLOW));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/tasks/vendors/templates'));
  await user.click(await screen.findByRole('checkbox', { name: 'Safety acknowledgement' }, SLOW));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(currentPath()).toBe('/tasks/vendors/summary'));
  const vendorRow = await screen.findByRole('group', { name: 'Iron Works' }, SLOW);
  await waitFor(() => expect(within(vendorRow).getByRole('combobox', { name: 'External assignee' })).toHaveValue('Ira Steel Beam'));
  fireEventDate(container, '12/15/2026');
  await user.click(screen.getByRole('button', { name: 'Send 1 task' }));
  expect(await within(vendorRow).findByText(M.required, {}, SLOW)).toBeInTheDocument();
  expect(fake.find(`POST ${V1}/tasks`)).toHaveLength(0);
  await user.click(within(vendorRow).getByRole('combobox', { name: 'Project' }));
  await user.click(await screen.findByRole('option', { name: 'Bay Bridge' }));
  await screen.findByRole('region', { name: 'Merge fields: Safety acknowledgement for Iron Works' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Send 1 task' }));

  const rows = within(await screen.findByRole('table', { name: 'Tasks to send' }, SLOW));
  expect(await rows.findByText(new RegExp(TASK_MESSAGES.assigneeNotInCompany.replace('.', '\\.')), {}, SLOW)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'For every task' })).getByText(TASK_MESSAGES.dueBeforeAssign)).toBeInTheDocument();
  expect(fake.find(`POST ${V1}/tasks`)[0].body).toEqual({ items: [expect.objectContaining({ project_id: 4, scope_id: null, vendor_company_id: 50, external_assignee_id: 51, template_id: 71 })] });
});

function fireEventDate(container: HTMLElement, value: string) {
  fireEvent.change(container.querySelector('input[name="due_date"]')!, { target: { value } });
}
