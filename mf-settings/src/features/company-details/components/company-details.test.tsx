import { screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSION_KEYS, ERROR_MESSAGES, SETTINGS_ACCOUNT_MESSAGES as T, UI_TEXT, VALIDATION_MESSAGES as M, type CompanyGeneralInfo } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, northwind, userReply } from 'test-support/current-user';
import type { RouteObject } from 'react-router-dom';
import { renderRemote } from 'test-support/render-remote';
import type { SubsidiaryRow } from '../api/subsidiaries';
import { CompanyDetailsPage } from './company-details-page';

jest.setTimeout(60_000);

const PATH = '/settings/account/company-details';
const ROUTES: RouteObject[] = [{ path: PATH, element: <CompanyDetailsPage /> }];
const INFO: CompanyGeneralInfo = { id: 7, name: 'Northwind Builders', dba: null, website: 'https://northwind.example.com', tid: '12-3456789', type: 'general_contractor', type_title: 'General Contractor', plan: 'general', logo: null };
const CONTACTS = [
  { id: 12, full_name: 'Olivia Stone', email: 'owner@northwind.test', role: { name: 'general_owner', show_name: 'Owner' } },
  { id: 20, full_name: 'Maya Chen', email: 'manager@northwind.test', role: { name: 'general_manager', show_name: 'Manager' } },
];
const SUB: SubsidiaryRow = {
  id: 3,
  name: 'Northwind West',
  dba: 'NW West',
  website: 'west.example.com',
  tax: '11-2223334',
  primary_contact_id: 12,
  assignee_id: 20,
  signer_id: 12,
  attachment_path: '/api/v2/subsidiary-companies/3/download-attachment',
  attachment_name: 'w9.pdf',
  primary_contact_name: 'Olivia Stone',
  assignee_name: 'Maya Chen',
  signer_name: 'Olivia Stone',
};

function setup(user = makeUser(), info = INFO) {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(user),
    'GET /api/v1/settings/company/general-info': { body: { data: info } },
    'GET /api/v1/settings/company/certification': { body: { data: [{ id: 1, name: 'OSHA 30', type: 'Safety', number: 'C-1', exp_date: '2027-05-01', agency: 'OSHA', note: '', attachment_name: null, attachment_url: null }] } },
    'GET /api/v1/settings/company/license': { body: { data: [] } },
    'GET /api/v1/settings/company/office': { body: { data: [{ id: 4, name: 'Main office', address: '1 Market St', city: 'San Francisco', state: 'CA', zip_code: '94105', country: 'USA', phone: '', fax: '', is_headquarters: true }] } },
    'GET /api/v1/settings/company/contacts': { body: { data: CONTACTS } },
    'GET /api/v2/subsidiary-companies': { body: { data: [SUB] } },
  });
}

afterEach(() => clearCookies());

test('shows the general info and saves it; a 422 lands on its field', async () => {
  const api = setup();
  let attempt = 0;
  api.route('POST /api/v1/settings/company/general-info/update', () =>
    ++attempt === 1
      ? { status: 422, body: { message: ERROR_MESSAGES.invalidData, errors: { tid: [M.unique('tax id')] } } }
      : { body: { data: { ...INFO, dba: 'NWB' }, message: T.generalInfoSaved } },
  );
  const { user } = renderRemote(ROUTES, { url: PATH });
  const form = await screen.findByRole('form', { name: 'General information' });
  expect(within(form).getByLabelText(/Company Name/)).toHaveValue('Northwind Builders');
  expect(within(form).getByLabelText('Company Type')).toHaveValue('General Contractor');
  const tid = within(form).getByLabelText('Tax ID / EIN');
  await user.clear(tid);
  await user.type(tid, '987654321');
  expect(tid).toHaveValue('98-7654321');
  await user.type(within(form).getByLabelText('DBA'), 'NWB');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(M.unique('tax id'))).toBeInTheDocument();
  await user.clear(tid);
  await user.type(tid, '123456780');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(T.generalInfoSaved)).toBeInTheDocument();
  const [, second] = api.find('POST /api/v1/settings/company/general-info/update');
  expect(String(second.body)).toContain('12-3456780');
});

test('verify tax ID shows the server answer', async () => {
  const api = setup();
  api.route('POST /api/v1/settings/company/general-info/verified-tax-id/12-3456789', { body: { data: { tid: '12-3456789', verified: true }, message: T.taxIdAvailable } });
  const { user } = renderRemote(ROUTES, { url: PATH });
  await user.click(await screen.findByRole('button', { name: 'Verify tax ID' }));
  expect(await screen.findByText(T.taxIdAvailable)).toBeInTheDocument();
});

test('certifications, licenses and offices: lists, add with validation, remove with confirmation', async () => {
  const api = setup();
  api.route('POST /api/v1/settings/company/license/add', { body: { data: { id: 9 }, message: T.licenseSaved } });
  api.route('POST /api/v1/settings/company/office/remove', { body: { data: { message: T.officeRemoved }, message: T.officeRemoved } });
  const { user } = renderRemote(ROUTES, { url: PATH });
  const certs = await screen.findByRole('table', { name: 'Certifications' });
  expect(await within(certs).findByText('05/01/2027')).toBeInTheDocument();
  const offices = screen.getByRole('table', { name: 'Office and Subsidiary Locations' });
  expect(await within(offices).findByText('Yes')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add License' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add License' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/License Number/), 'L-77');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(T.licenseSaved)).toBeInTheDocument();
  expect(api.find('POST /api/v1/settings/company/license/add')[0].body).toMatchObject({ number: 'L-77' });

  await user.click(screen.getByRole('button', { name: 'Remove office Main office' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent(T.confirmRemove('office', 'Main office'));
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText(T.officeRemoved)).toBeInTheDocument();
  expect(api.find('POST /api/v1/settings/company/office/remove')[0].body).toEqual({ id: 4 });
});

test('subsidiary manager: columns, add with the spec rules, delete with its confirmation, failed download', async () => {
  const api = setup();
  api.route('POST /api/v2/subsidiary-companies', { body: { data: { ...SUB, id: 5 }, message: T.subsidiaryCreated } });
  api.route('DELETE /api/v2/subsidiary-companies/3', { body: { data: { message: T.subsidiaryRemoved }, message: T.subsidiaryRemoved } });
  api.route('GET /api/v2/subsidiary-companies/3/download-attachment', { status: 404, body: { message: 'Not found.' } });
  const { user } = renderRemote(ROUTES, { url: PATH });
  const table = await screen.findByRole('table', { name: 'Subsidiary Companies' });
  const row = (await within(table).findByText('Northwind West')).closest('tr') as HTMLElement;
  for (const text of ['NW West', '11-2223334', 'Maya Chen']) expect(within(row).getByText(text)).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'west.example.com' })).toHaveAttribute('href', 'https://west.example.com');

  await user.click(within(row).getByRole('button', { name: 'Download the file of Northwind West' }));
  expect(await screen.findByText(ERROR_MESSAGES.fileDownloadFailed)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add Subsidiary' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Subsidiary Company' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findAllByText(M.required)).toHaveLength(7);
  await user.type(within(dialog).getByLabelText(/Company name/), 'Northwind East');
  await user.type(within(dialog).getByLabelText(/DBA/), 'NWE');
  await user.type(within(dialog).getByLabelText(/Website/), 'not a url');
  await user.type(within(dialog).getByLabelText(/Tax ID/), '551234567');
  for (const label of ['Primary contact', 'Default assignee', 'Default signer']) {
    await user.click(within(dialog).getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: 'Maya Chen' }));
  }
  expect(await within(dialog).findByText(M.url)).toBeInTheDocument();
  // Save waits while an error is shown (every form, as sign-in and sign-up).
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  const website = within(dialog).getByLabelText(/Website/);
  await user.clear(website);
  await user.type(website, 'https://east.example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(T.subsidiaryCreated)).toBeInTheDocument();
  const [sent] = api.find('POST /api/v2/subsidiary-companies');
  expect(String(sent.body)).toContain('55-1234567');

  await user.click(within(row).getByRole('button', { name: 'Delete subsidiary Northwind West' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent(UI_TEXT.confirmDeleteSubsidiary('Northwind West'));
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(T.subsidiaryRemoved)).toBeInTheDocument();
});

test('a sub-plan company sees the upgrade prompt instead of the subsidiary editor', async () => {
  const api = setup(makeUser({ company: { ...northwind, plan: 'sub', type: 'sub_contractor' } }), { ...INFO, plan: 'sub', type: 'sub_contractor', type_title: 'Sub Contractor' });
  renderRemote(ROUTES, { url: PATH });
  expect(await screen.findByText(T.subsidiaryUpgradeTitle)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: UI_TEXT.upgradeNow })).toHaveAttribute('href', '/settings/account/account-details');
  expect(screen.queryByRole('button', { name: 'Add Subsidiary' })).toBeNull();
  expect(api.find('GET /api/v2/subsidiary-companies')).toHaveLength(0);
});

test('a view-only user sees the details without editing controls', async () => {
  setup(makeUser({ permissions: ALL_PERMISSION_KEYS.filter((p) => p.endsWith('.view')), role: { name: 'general_view_only', show_name: 'View Only' } }));
  renderRemote(ROUTES, { url: PATH });
  await screen.findByRole('table', { name: 'Subsidiary Companies' });
  expect(screen.getByLabelText(/Company Name/)).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add Subsidiary' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add Certification' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Remove office/ })).toBeNull();
});

test('a certification attachment that cannot be fetched says so', async () => {
  const api = setup();
  api.route('GET /api/v1/settings/company/certification', {
    body: { data: [{ id: 1, name: 'OSHA 30', type: '', number: '', exp_date: null, agency: '', note: '', attachment_name: 'osha.pdf', attachment_url: '/api/v1/settings/company/certification/1/download-attachment' }] },
  });
  api.route('GET /api/v1/settings/company/certification/1/download-attachment', { status: 404, body: { message: 'Not found.' } });
  const { user } = renderRemote(ROUTES, { url: PATH });
  await user.click(await screen.findByRole('button', { name: 'osha.pdf' }));
  expect(await screen.findByText(ERROR_MESSAGES.fileDownloadFailed)).toBeInTheDocument();
  expect(api.find('GET /api/v1/settings/company/certification/1/download-attachment')).toHaveLength(1);
});
