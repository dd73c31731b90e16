import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, REQUIREMENT_MESSAGES as T, VALIDATION_MESSAGES as M, type RequirementTemplate } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { RequirementTemplatesPage, describeConditions } from './requirement-templates-page';

jest.setTimeout(120_000);

const PATH = '/settings/project/requirement-templates';
const LIST = 'GET /api/v1/settings/project/requirement-templates';
const ROWS: RequirementTemplate[] = [
  {
    id: 1,
    name: 'Insurance for large subcontracts',
    document_type: 'certificate-of-insurance',
    document_type_label: 'Certificate Of Insurance',
    template_id: 7,
    template_name: 'COI Request',
    min_amount: 250000,
    max_amount: null,
    vendor_company_type: null,
    coverage_minimums: [{ type: 'general_liability', min_limit: 1000000 }],
    additional_insured_required: true,
    due_in_days: 10,
    active: true,
  },
  {
    id: 2,
    name: 'W-9',
    document_type: 'document-request',
    document_type_label: 'Document Request',
    template_id: null,
    template_name: null,
    min_amount: null,
    max_amount: null,
    vendor_company_type: 'sub_contractor',
    coverage_minimums: [],
    additional_insured_required: false,
    due_in_days: 1,
    active: false,
  },
];
const TEMPLATES = [
  { id: 7, name: 'COI Request', type: 'certificate-of-insurance' },
  { id: 8, name: 'Safety Ack', type: 'acknowledgement' },
];

function setup(user = makeUser()) {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(user),
    [LIST]: { body: { data: ROWS } },
    'GET /api/v2/templates': { body: { data: TEMPLATES, meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 } } },
  });
}

afterEach(() => clearCookies());

type Clicker = ReturnType<typeof renderRemote>['user'];
/** Picks an option of a select and waits for its menu to close (the page behind takes clicks again). */
async function pick(user: Clicker, scope: HTMLElement, field: RegExp, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

test('describes the conditions of a requirement', () => {
  expect(describeConditions({ min_amount: null, max_amount: null, vendor_company_type: null })).toBe('Every scope');
  expect(describeConditions({ min_amount: 50000, max_amount: 500000, vendor_company_type: 'sub_contractor' })).toBe('Scopes from $50,000 up to $500,000 · Sub Contractor vendors');
  expect(describeConditions({ min_amount: null, max_amount: 1000, vendor_company_type: null })).toBe('Scopes up to $1,000');
});

describe('requirement templates page', () => {
  test('lists the requirements with their type, template, conditions, due days, status and insurance', async () => {
    setup();
    renderRemote(<RequirementTemplatesPage />, { path: PATH });
    const coi = (await screen.findByText('Insurance for large subcontracts')).closest('tr')!;
    expect(within(coi).getByText('Certificate Of Insurance')).toBeInTheDocument();
    expect(within(coi).getByText('COI Request')).toBeInTheDocument();
    expect(within(coi).getByText('Scopes from $250,000')).toBeInTheDocument();
    expect(within(coi).getByText('General Liability ≥ $1,000,000, additional insured')).toBeInTheDocument();
    expect(within(coi).getByText('10 days')).toBeInTheDocument();
    expect(within(coi).getByText('Active')).toBeInTheDocument();
    const w9 = screen.getByText('W-9').closest('tr')!;
    expect(within(w9).getByText('Sub Contractor vendors')).toBeInTheDocument();
    expect(within(w9).getByText('1 day')).toBeInTheDocument();
    expect(within(w9).getByText('Inactive')).toBeInTheDocument();
  });

  test('add: the shared rules on the form, the server refusal on its field, then created with the COI fields', async () => {
    const api = setup();
    let calls = 0;
    api.route('POST /api/v1/settings/project/requirement-templates/create', () =>
      ++calls === 1
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { name: [M.unique('name')] } } }
        : { body: { data: { ...ROWS[0], id: 3, name: 'Insurance' }, message: T.created } },
    );
    const { user } = renderRemote(<RequirementTemplatesPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Add requirement template' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText(M.required)).toHaveLength(2));

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Insurance');
    await pick(user, dialog, /Document type/, 'Certificate Of Insurance');
    await user.click(within(dialog).getByRole('combobox', { name: /Template/ }));
    // Only the templates of the chosen type are offered.
    await screen.findByRole('option', { name: 'COI Request' });
    expect(screen.queryByRole('option', { name: 'Safety Ack' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await pick(user, dialog, /Template/, 'COI Request');
    await user.type(within(dialog).getByRole('textbox', { name: 'Scope amount from' }), '5000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Scope amount up to' }), '100');
    // The shared rule as the user types: the maximum below the minimum (Save waits until it is fixed).
    expect(await within(dialog).findByText(M.numMin(5000))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Scope amount up to' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add coverage minimum' }));
    await pick(user, dialog, /Coverage/, 'General Liability');
    await user.type(within(dialog).getByRole('textbox', { name: /Minimum limit/ }), '1000000');
    await user.click(within(dialog).getByRole('switch', { name: /additional insured/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.unique('name'))).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' cover');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.created)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/project/requirement-templates/create')[1].body).toEqual({
      name: 'Insurance cover',
      document_type: 'certificate-of-insurance',
      template_id: 7,
      min_amount: 5000,
      max_amount: null,
      vendor_company_type: null,
      coverage_minimums: [{ type: 'general_liability', min_limit: 1000000 }],
      additional_insured_required: true,
      due_in_days: 14,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('an acknowledgement needs its template; editing keeps the row values', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/project/requirement-templates/edit/2', { body: { data: { ...ROWS[1], due_in_days: 5 }, message: T.saved } });
    const { user } = renderRemote(<RequirementTemplatesPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Edit W-9' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('W-9');
    await pick(user, dialog, /Document type/, 'Acknowledgement');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
    await pick(user, dialog, /Document type/, 'Document Request');
    const days = within(dialog).getByRole('textbox', { name: /Due in/ });
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/project/requirement-templates/edit/2')[0].body).toMatchObject({ name: 'W-9', document_type: 'document-request', template_id: null, vendor_company_type: 'sub_contractor', due_in_days: 5, active: false });
  });

  test('delete asks first; without the delete right there is no delete button', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/project/requirement-templates/delete/2', { body: { data: { message: T.deleted } } });
    const { user } = renderRemote(<RequirementTemplatesPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Delete W-9' }));
    expect(await screen.findByText(T.deleteConfirm('W-9'))).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(T.deleted)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/project/requirement-templates/delete/2')).toHaveLength(1);
  });

  test('a user without the create and delete rights only edits', async () => {
    setup(makeUser({ permissions: makeUser().permissions.filter((p) => p !== PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE && p !== PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE) }));
    renderRemote(<RequirementTemplatesPage />, { path: PATH });
    expect(await screen.findByRole('button', { name: 'Edit W-9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete W-9' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add requirement template' })).toBeNull();
  });
});
