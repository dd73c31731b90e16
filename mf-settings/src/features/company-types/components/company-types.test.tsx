import { screen, waitFor, within } from '@testing-library/react';
import { COMPANY_TYPE_MESSAGES as T, UI_TEXT, VALIDATION_MESSAGES as M, type CompanyTypeRow } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { CompanyTypesPage } from './company-types-page';

jest.setTimeout(60_000);

const PATH = '/settings/project/commitment-types';
const TYPES: CompanyTypeRow[] = [
  { id: 1, name: 'Consulting Agreement', enabled: false },
  { id: 2, name: 'Subcontract', enabled: true },
];

function setup() {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(makeUser()),
    'GET /api/v1/settings/company/company-type': { body: { data: TYPES } },
  });
}

afterEach(() => clearCookies());

describe('company types page', () => {
  test('lists types with their enabled switch; switching saves', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/company/company-type/edit/1', { body: { data: { ...TYPES[0], enabled: true }, message: T.companyTypeSaved } });
    const { user } = renderRemote(<CompanyTypesPage />, { path: PATH });
    const consulting = await screen.findByRole('switch', { name: 'Consulting Agreement enabled' });
    expect(consulting).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Subcontract enabled' })).toBeChecked();
    await user.click(consulting);
    expect(await screen.findByText(T.companyTypeSaved)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/company/company-type/edit/1')[0].body).toEqual({ name: 'Consulting Agreement', enabled: true });
  });

  test('add: required name on the form, duplicate from the server, then created', async () => {
    const api = setup();
    let calls = 0;
    api.route('POST /api/v1/settings/company/company-type/create', () =>
      ++calls === 1
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { name: [M.unique('name')] } } }
        : { body: { data: { id: 3, name: 'Purchase Order', enabled: false }, message: T.companyTypeCreated } },
    );
    const { user } = renderRemote(<CompanyTypesPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Add company type' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Subcontract');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.unique('name'))).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Purchase Order');
    await user.click(within(dialog).getByRole('switch', { name: /Enabled/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.companyTypeCreated)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/company/company-type/create')[1].body).toEqual({ name: 'Purchase Order', enabled: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('closing the dialog with changes asks first; without changes it just closes', async () => {
    setup();
    const { user } = renderRemote(<CompanyTypesPage />, { path: PATH });
    const form = () => screen.getByRole('form', { name: 'Add company type' });
    await user.click(await screen.findByRole('button', { name: 'Add company type' }));
    await user.click(within(await screen.findByRole('form', { name: 'Add company type' })).getByRole('button', { name: UI_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(UI_TEXT.unsavedChangesClose)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add company type' }));
    await user.type(within(await screen.findByRole('form', { name: 'Add company type' })).getByRole('textbox', { name: /Name/ }), 'Purchase Order');
    await user.keyboard('{Escape}');
    expect(await screen.findByText(UI_TEXT.unsavedChangesClose)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(UI_TEXT.unsavedChangesClose)).toBeNull());
    expect(within(form()).getByRole('textbox', { name: /Name/ })).toHaveValue('Purchase Order');
    await user.click(within(form()).getByRole('button', { name: UI_TEXT.cancel }));
    await screen.findByText(UI_TEXT.unsavedChangesClose);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add company type' })).toBeNull());
  });

  test('rename and delete after confirming', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/company/company-type/edit/2', { body: { data: { ...TYPES[1], name: 'Subcontract Agreement' }, message: T.companyTypeSaved } });
    api.route('POST /api/v1/settings/company/company-type/delete/2', { body: { data: { message: T.companyTypeDeleted } } });
    const { user } = renderRemote(<CompanyTypesPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Edit Subcontract' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' Agreement');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(T.companyTypeSaved);
    expect(api.find('POST /api/v1/settings/company/company-type/edit/2')[0].body).toEqual({ name: 'Subcontract Agreement', enabled: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Subcontract' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(T.deleteCompanyTypeConfirm('Subcontract'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(T.companyTypeDeleted)).toBeInTheDocument();
  });
});
