// The creation wizard (/projects/new) against the fake API: the gate, step 1 creating a draft with the
// shared rules and the server's 422, resuming a draft at its step, the custom field values, leaving a
// step with unsaved changes, and finishing on the project.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, PROJECT_DOCUMENT_EXTENSIONS, PROJECT_SETUP_MESSAGES, UI_TEXT, VALIDATION_MESSAGES, type PermissionKey, type Project, type StepThreeSection } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { validateUpload } from 'shared-ui';
import { ProjectWizardPage } from './project-wizard-page';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const CREATOR: PermissionKey[] = [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_CREATE, PERMISSIONS.PROJECTS_EDIT];
const FLAGS = { view: true, update: true, delete: true, scopeCreate: true, taskCreate: false };

function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 7,
    company_id: 1,
    company_name: 'Northwind Builders',
    name: 'Harbor Tower',
    internal_number: null,
    owner: null,
    stage: 'Bidding',
    estimated_start_date: null,
    estimated_end_date: null,
    manager_id: null,
    manager_full_name: null,
    manager_phone: null,
    manager_email: null,
    is_draft: true,
    wizard_step: 2,
    status: 'active',
    archived_at: null,
    is_external: false,
    created_at: '2026-01-01T10:00:00Z',
    can: FLAGS,
    owner_type_id: null,
    country_id: null,
    country_name: null,
    state_id: null,
    state_name: null,
    city: null,
    street: null,
    zip: null,
    scope_workflow_id: null,
    contract_workflow_id: null,
    updated_at: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

const paged = <T,>(rows: T[]) => ({ body: { data: rows, total: rows.length, current_page: 1, per_page: 100, last_page: 1 } });

const SECTIONS: StepThreeSection[] = [
  {
    id: 1,
    name: 'General Information',
    position: 1,
    fields: [
      { id: 11, section_id: 1, name: 'Permit number', type: 'text', required: true, position: 1, options: [], value: null },
      { id: 12, section_id: 1, name: 'Budget', type: 'number', required: false, position: 2, options: [], value: null },
    ],
  },
];

/** The lists step 1 reads, and the project's steps. */
function wizardApi(extra: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/v1/project/stage': { body: { data: [{ id: 1, name: 'Bidding' }, { id: 2, name: 'Construction' }] } },
    'GET /api/v1/project/owner-type': { body: { data: [{ id: 5, name: 'Private' }] } },
    'GET /api/v1/location/get-countries': { body: { data: [{ country_id: 'US', country_name: 'United States', phone_code: '1' }] } },
    'GET /api/v1/project/users-for-workflow-field': { body: { data: [] } },
    'GET /api/v1/team/show-users': paged([]),
    'GET /api/v1/team/show-not-added-users': paged([{ id: 21, first_name: 'Maya', last_name: 'Chen', full_name: 'Maya Chen', email: 'maya@northwind.test', phone: null, photo: null }]),
    'GET /api/v1/project/step-3/fields': { body: { data: SECTIONS } },
    'GET /api/v1/project/step-4/fields': {
      body: { data: { scope_workflows: [{ id: 3, name: 'Scope review' }], contract_workflows: [], scope: { type: 'scope', workflow: null, users: [] }, contract: { type: 'contract', workflow: null, users: [] } } },
    },
    'GET /api/v1/project/additional-documents': { body: { data: [] } },
    ...extra,
  });
}

const renderWizard = (url: string, options: { plan?: 'general' | 'sub'; permissions?: PermissionKey[] } = {}) =>
  renderRemote(<ProjectWizardPage />, { path: '/projects/new', url, permissions: options.permissions ?? CREATOR, plan: options.plan });

test('the sub plan is refused with the upgrade toast and goes back to the list', async () => {
  wizardApi();
  const { currentPath } = renderWizard('/projects/new', { plan: 'sub' });
  expect(await screen.findByText(UI_TEXT.updatePlanTitle)).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/projects'));
});

test('without projects.create the wizard is refused and goes back to the list', async () => {
  wizardApi();
  const { currentPath } = renderWizard('/projects/new', { permissions: [PERMISSIONS.PROJECTS_VIEW] });
  await waitFor(() => expect(currentPath()).toBe('/projects'));
});

test('step 1 checks the shared rules, shows the server 422 on its field, then creates a draft and opens step 2', async () => {
  let created: unknown = null;
  const api = wizardApi({
    'POST /api/v1/projects': (request) => {
      const body = request.body as { internal_number: string };
      if (body.internal_number === 'NW-1') return { status: 422, body: { message: 'The given data was invalid.', errors: { internal_number: ['The internal number has already been taken.'] } } };
      created = request.body;
      return { status: 201, body: { data: makeProject({ internal_number: 'NW-2' }), message: 'The project has been created.' } };
    },
    'GET /api/v1/projects/7': { body: { data: makeProject({ internal_number: 'NW-2' }) } },
  });
  const { user, currentPath } = renderWizard('/projects/new');
  const form = await screen.findByRole('form', { name: 'Project details' });
  expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-current', 'step');

  await user.click(within(form).getByRole('button', { name: 'Next' }));
  expect(await within(form).findAllByText('This field is required.')).toHaveLength(2);
  expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

  await user.type(within(form).getByRole('textbox', { name: /Project name/ }), 'Harbor Tower');
  await user.type(within(form).getByRole('textbox', { name: 'Internal number' }), 'NW-1');
  await user.click(within(form).getByRole('combobox', { name: 'Stage *' }));
  await user.click(await screen.findByRole('option', { name: 'Bidding' }));
  await user.click(within(form).getByRole('button', { name: 'Next' }));
  expect(await within(form).findByText('The internal number has already been taken.')).toBeInTheDocument();

  await user.clear(within(form).getByRole('textbox', { name: 'Internal number' }));
  await user.type(within(form).getByRole('textbox', { name: 'Internal number' }), 'NW-2');
  await user.click(within(form).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/projects/new?project_id=7&step=2'));
  expect(created).toMatchObject({ name: 'Harbor Tower', internal_number: 'NW-2', stage_id: 1, is_draft: true });
  expect(await screen.findByRole('region', { name: 'Team' })).toBeInTheDocument();
  expect(screen.getByText('No team members yet')).toBeInTheDocument();
});

test('a creator without projects.edit resumes the own draft at step 1 editable (the server flags update) and saves it with PUT', async () => {
  let saved: unknown = null;
  const draft = makeProject({ wizard_step: 2, can: { ...FLAGS, update: true, delete: false, scopeCreate: false } });
  wizardApi({
    'GET /api/v1/projects/7': { body: { data: draft } },
    'PUT /api/v1/projects/7': (request) => {
      saved = request.body;
      return { body: { data: { ...draft, name: 'Harbor Tower North' }, message: 'The project has been saved.' } };
    },
  });
  const { user, currentPath } = renderWizard('/projects/new?project_id=7&step=1', { permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_CREATE] });
  const form = await screen.findByRole('form', { name: 'Project details' });
  const name = within(form).getByRole('textbox', { name: /Project name/ });
  await waitFor(() => expect(name).toHaveValue('Harbor Tower'));
  expect(name).toBeEnabled();
  await user.type(name, ' North');
  await user.click(within(form).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/projects/new?project_id=7&step=2'));
  expect(saved).toMatchObject({ name: 'Harbor Tower North', stage_id: 1 });
});

test("someone else's draft (no update flag) shows step 1 read-only and moves on without saving", async () => {
  const api = wizardApi({ 'GET /api/v1/projects/7': { body: { data: makeProject({ can: { ...FLAGS, update: false } }) } } });
  const { user, currentPath } = renderWizard('/projects/new?project_id=7&step=1', { permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_CREATE] });
  const form = await screen.findByRole('form', { name: 'Project details' });
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /Project name/ })).toHaveValue('Harbor Tower'));
  expect(within(form).getByRole('textbox', { name: /Project name/ })).toBeDisabled();
  await user.click(within(form).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/projects/new?project_id=7&step=2'));
  expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
});

test('step 2 adds an employee to the team and saves the step', async () => {
  let team: unknown[] = [];
  let saved: unknown = null;
  const api = wizardApi({
    'GET /api/v1/projects/7': { body: { data: makeProject() } },
    'GET /api/v1/team/show-users': () => paged(team),
    'POST /api/v1/team/add-user': () => {
      team = [{ id: 21, first_name: 'Maya', last_name: 'Chen', full_name: 'Maya Chen', email: 'maya@northwind.test', phone: null, photo: null, is_manager: false, added_by: null, added_at: '2026-01-01T10:00:00Z' }];
      return { body: { data: { message: '1 user has been added to the team.' } } };
    },
    'POST /api/v1/project/step-2': (request) => {
      saved = request.body;
      return { body: { data: { message: 'The step has been saved.', project: { id: 7, is_draft: true, wizard_step: 3 } } } };
    },
  });
  const { user, currentPath } = renderWizard('/projects/new?project_id=7');
  const team$ = await screen.findByRole('region', { name: 'Team' });
  await user.click(within(team$).getByRole('combobox', { name: 'Employee' }));
  await user.click(await screen.findByRole('option', { name: 'Maya Chen (maya@northwind.test)' }));
  await user.click(within(team$).getByRole('button', { name: 'Add to team' }));
  expect(await screen.findByText('1 user has been added to the team.')).toBeInTheDocument();
  expect(await within(team$).findByRole('list', { name: 'Team members' })).toHaveTextContent('Maya Chen');
  expect(api.requests.find((r) => r.path === '/api/v1/team/add-user')?.body).toEqual({ project_id: 7, users: [21] });

  api.route('GET /api/v1/projects/7', { body: { data: makeProject({ wizard_step: 3 }) } });
  await user.click(within(team$).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/projects/new?project_id=7&step=3'));
  expect(saved).toEqual({ users: [21] });
});

test('a draft resumes at its step; step 3 needs its required field, asks before leaving unsaved values, then saves', async () => {
  let saved: unknown = null;
  const api = wizardApi({
    'GET /api/v1/projects/7': { body: { data: makeProject({ wizard_step: 3 }) } },
    'POST /api/v1/project/step-3': (request) => {
      saved = request.body;
      return { body: { data: { message: 'The step has been saved.', project: { id: 7, is_draft: true, wizard_step: 4 } } } };
    },
  });
  const { user, currentPath } = renderWizard('/projects/new?project_id=7');
  const step = await screen.findByRole('region', { name: 'Custom fields' });
  expect(screen.getByRole('tab', { name: 'Custom fields' })).toHaveAttribute('aria-current', 'step');
  // Steps after the draft's step cannot be opened yet.
  expect(screen.queryByRole('tab', { name: 'Workflows' })).not.toBeInTheDocument();

  await user.click(within(step).getByRole('button', { name: 'Next' }));
  expect(await within(step).findByText('This field is required.')).toBeInTheDocument();
  await user.type(within(step).getByRole('textbox', { name: 'Budget' }), 'abc');
  await user.type(within(step).getByRole('textbox', { name: 'Permit number *' }), 'P-77');

  // Back with unsaved values asks the spec's question; Cancel stays.
  await user.click(within(step).getByRole('button', { name: 'Back' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(UI_TEXT.unsavedChangesNavigate);
  await user.click(within(dialog).getByRole('button', { name: UI_TEXT.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(currentPath()).toBe('/projects/new?project_id=7');

  await user.click(within(step).getByRole('button', { name: 'Next' }));
  expect(await within(step).findByText(VALIDATION_MESSAGES.number)).toBeInTheDocument();
  expect(api.requests.some((r) => r.path === '/api/v1/project/step-3')).toBe(false);
  await user.clear(within(step).getByRole('textbox', { name: 'Budget' }));
  await user.type(within(step).getByRole('textbox', { name: 'Budget' }), '1500');

  api.route('GET /api/v1/projects/7', { body: { data: makeProject({ wizard_step: 4 }) } });
  await user.click(within(step).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/projects/new?project_id=7&step=4'));
  expect(saved).toEqual({ fields: [{ custom_field_id: 11, value: 'P-77' }, { custom_field_id: 12, value: '1500' }] });
  expect(await screen.findByRole('region', { name: 'Scope approval workflow' })).toBeInTheDocument();
});

test('step 5 finishes the draft and lands on the project', async () => {
  wizardApi({
    'GET /api/v1/projects/7': { body: { data: makeProject({ wizard_step: 5 }) } },
    'POST /api/v1/project/step-5': { body: { data: { message: 'The step has been saved.', project: { id: 7, is_draft: false, wizard_step: 5 }, documents: [] } } },
  });
  const { user, currentPath } = renderWizard('/projects/new?project_id=7');
  const step = await screen.findByRole('region', { name: 'Additional documents' });
  expect(await within(step).findByText('No documents yet')).toBeInTheDocument();
  await user.click(within(step).getByRole('button', { name: 'Finish' }));
  await waitFor(() => expect(currentPath()).toBe('/projects/7'));
});

test('a project id that is not found is the 404 page', async () => {
  wizardApi({ 'GET /api/v1/projects/99': { status: 404, body: { message: 'Not found.' } } });
  renderWizard('/projects/new?project_id=99');
  expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
});

test('step 3 adds a select field to the creation form, and an option in use is not removed', async () => {
  let createdField: unknown = null;
  const withSelect: StepThreeSection[] = [
    {
      ...SECTIONS[0],
      fields: [...SECTIONS[0].fields, { id: 13, section_id: 1, name: 'Funding', type: 'select', required: false, position: 3, options: [{ id: 40, label: 'Bond', position: 1 }], value: null }],
    },
  ];
  const api = wizardApi({
    'GET /api/v1/projects/7': { body: { data: makeProject({ wizard_step: 3 }) } },
    'POST /api/v1/project/creation-form/custom-field/create': (request) => {
      createdField = request.body;
      return { body: { data: { id: 14, section_id: 1, name: 'Lot size', type: 'number', required: false, position: 4, options: [] }, message: 'The custom field has been created.' } };
    },
    'GET /api/v1/project/creation-form/custom-field/is-using-option': { body: { data: { is_using: true, count: 2 } } },
  });
  api.route('GET /api/v1/project/step-3/fields', { body: { data: withSelect } });
  const { user } = renderWizard('/projects/new?project_id=7');
  const step = await screen.findByRole('region', { name: 'Custom fields' });

  await user.click(within(step).getByRole('button', { name: 'Add field to General Information' }));
  let dialog = await screen.findByRole('dialog', { name: 'Add field' });
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findAllByText(VALIDATION_MESSAGES.required)).not.toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Lot size');
  await user.click(within(dialog).getByRole('combobox', { name: 'Type *' }));
  await user.click(await screen.findByRole('option', { name: 'Number' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('The custom field has been created.')).toBeInTheDocument();
  expect(createdField).toEqual({ section_id: 1, name: 'Lot size', type: 'number', required: false, options: [] });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add field' })).not.toBeInTheDocument());

  await user.click(within(step).getByRole('button', { name: 'Edit field Funding' }));
  dialog = await screen.findByRole('dialog', { name: 'Edit field' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove option 1' }));
  expect(await screen.findByText(PROJECT_SETUP_MESSAGES.optionInUse('Bond'))).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Option 1' })).toHaveValue('Bond');
  expect(api.requests.find((r) => r.path.endsWith('/is-using-option'))?.query.get('option_id')).toBe('40');
});

test('step 5 refuses a file of another type before sending, lists and drops a chosen file, and deletes a document after a confirmation', async () => {
  let documents = [{ id: 5, project_id: 7, name: 'old-plan.pdf', size: 2048, mime_type: 'application/pdf', uploaded_by: { id: 1, full_name: 'Maya Chen' }, created_at: '2026-01-01T10:00:00Z' }];
  const api = wizardApi({
    'GET /api/v1/projects/7': { body: { data: makeProject({ wizard_step: 5 }) } },
    'GET /api/v1/project/additional-documents': () => ({ body: { data: documents } }),
    'DELETE /api/v1/project/additional-documents/5': () => {
      documents = documents.filter((d) => d.id !== 5);
      return { body: { data: { message: 'The document has been deleted.' } } };
    },
  });
  const { user } = renderWizard('/projects/new?project_id=7');
  const step = await screen.findByRole('region', { name: 'Additional documents' });
  expect(await within(step).findByText('old-plan.pdf')).toBeInTheDocument();

  const input = within(step).getByTestId('file-input') as HTMLInputElement;
  const bad = new File(['x'], 'script.exe', { type: 'application/octet-stream' });
  // The chooser's accept list would hide it; a dropped or forced file still meets the rule.
  fireEvent.change(input, { target: { files: [bad] } });
  expect(await within(step).findByText(validateUpload(bad, PROJECT_DOCUMENT_EXTENSIONS) as string)).toBeInTheDocument();
  expect(within(step).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();

  fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'site.pdf', { type: 'application/pdf' })] } });
  expect(await within(step).findByRole('list', { name: 'Chosen files' })).toHaveTextContent('site.pdf');
  // jsdom cannot send a File through fetch: the upload itself is covered end to end (projects-wizard.e2e.ts).
  await user.click(within(step).getByRole('button', { name: 'Remove site.pdf' }));
  expect(within(step).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();

  await user.click(within(step).getByRole('button', { name: 'Delete old-plan.pdf' }));
  const confirm = await screen.findByRole('dialog');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('The document has been deleted.')).toBeInTheDocument();
  await waitFor(() => expect(within(step).queryByText('old-plan.pdf')).not.toBeInTheDocument());
  expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
});

test('the stepper is a tab list reached by keyboard: the arrow keys move between reached steps, Enter opens one', async () => {
  wizardApi({ 'GET /api/v1/projects/7': { body: { data: makeProject({ wizard_step: 3 }) } } });
  const { user, currentPath } = renderWizard('/projects/new?project_id=7');
  await screen.findByRole('region', { name: 'Custom fields' });
  expect(screen.getByRole('tab', { name: /Custom fields/ })).toHaveAttribute('aria-selected', 'true');
  // One tab stop for the list (MUI's roving focus), then the arrow keys.
  const first = screen.getByRole('tab', { name: 'Details' });
  expect(first).toHaveAttribute('tabindex', '0');
  act(() => first.focus());
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Team' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(currentPath()).toBe('/projects/new?project_id=7&step=2'));
  expect(await screen.findByRole('region', { name: 'Team' })).toBeInTheDocument();
});
