import { screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSION_KEYS, NETWORK_MESSAGES, PERMISSIONS, VALIDATION_MESSAGES as M, type CompanyNote, type NetworkCompanyDetails, type NetworkUserRow } from 'shared-contract';
import { hasUnsavedChanges } from 'shared-auth';
import { clearCookies } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { VIEW_ONLY_USER, installCompaniesApi, paged, renderCompanies } from '../../../testing/render-companies';

// The machine is shared: user-event flows can take longer than the default 5 s.
jest.setTimeout(60_000);

const RIDGE: NetworkCompanyDetails = {
  id: 21,
  name: 'Ridge Electric',
  dba: 'Ridge',
  website: 'ridge.test',
  tid: '12-3456789',
  logo: null,
  type: 'sub_contractor',
  type_title: 'Sub Contractor',
  users_count: 2,
  in_network_since: '2026-03-02T10:00:00.000Z',
  primary_contact: { id: 40, full_name: 'Rita Ridge', email: 'owner@ridge.test', phone: '5551234567' },
  offices: [
    { id: 1, name: 'Main office', address: '1 Volt St', city: 'Austin', state: 'TX', zip_code: '73301', country: 'US', phone: '', fax: '', is_headquarters: true },
  ],
};

const NOTE: CompanyNote = {
  id: 5,
  company_id: 21,
  body: 'Reliable on schedule.',
  author: { id: 12, full_name: 'Olivia Stone' },
  created_at: '2026-03-03T10:00:00.000Z',
  updated_at: '2026-03-03T10:00:00.000Z',
  can_edit: true,
};

const RITA: NetworkUserRow = {
  id: 40,
  full_name: 'Rita Ridge',
  first_name: 'Rita',
  last_name: 'Ridge',
  company_id: 21,
  company_name: 'Ridge Electric',
  projects_count: 2,
  task_open_count: 4,
  task_overdue_count: 1,
  email: 'owner@ridge.test',
  phone: null,
  photo: null,
  role: { name: 'sub_owner', show_name: 'Owner' },
  professions: [{ id: 3, title: 'Electrician' }],
  is_own_company: false,
  last_activity: null,
};

function setup(user = makeUser(), notes: CompanyNote[] = [NOTE]) {
  return installCompaniesApi(
    {
      'GET /api/v1/company/network/companies/21': { body: { data: RIDGE } },
      'GET /api/v1/company/notes': { body: { data: notes } },
      'GET /api/v1/company/get-users': { body: paged([RITA]) },
      'GET /api/v1/company/network/companies/21/users/40': { body: { data: RITA } },
    },
    user,
  );
}

afterEach(() => clearCookies());

test('/companies/{id} opens the info tab: company card, primary contact and offices', async () => {
  setup();
  const { currentPath } = renderCompanies('/companies/21');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ridge Electric' })).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/companies/21/info'));
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true'));
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Info', 'Tasks', 'Projects', 'Documents', 'Notes', 'Users']);
  const card = screen.getByRole('region', { name: 'Company card' });
  expect(within(card).getByText('12-3456789')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'ridge.test' })).toHaveAttribute('href', 'https://ridge.test');
  const contact = screen.getByRole('region', { name: 'Primary contact' });
  expect(within(contact).getByText('Rita Ridge')).toBeInTheDocument();
  expect(within(contact).getByRole('link', { name: 'owner@ridge.test' })).toBeInTheDocument();
  const offices = screen.getByRole('region', { name: 'Offices' });
  expect(within(offices).getByText('Main office')).toBeInTheDocument();
  expect(within(offices).getByText('Headquarters')).toBeInTheDocument();
  expect(within(offices).getByText('1 Volt St, Austin, TX 73301, US')).toBeInTheDocument();
});

test('a company outside the network is a 404 page', async () => {
  installCompaniesApi({ 'GET /api/v1/company/network/companies/99': { status: 404, body: { message: 'Not found.' } } });
  renderCompanies('/companies/99/info');
  expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
});

test('notes: a new note is checked, saved and the list reloaded', async () => {
  const api = setup(makeUser(), []);
  api.route('POST /api/v1/company/notes/create', { body: { data: NOTE, message: NETWORK_MESSAGES.noteSaved } });
  const { user } = renderCompanies('/companies/21/notes');
  const form = await screen.findByRole('form', { name: 'New note' });
  expect(await screen.findByText('No Data yet')).toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Add note' }));
  expect(await within(form).findByText(M.required)).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/notes/create')).toHaveLength(0);

  const loads = api.find('GET /api/v1/company/notes').length;
  api.route('GET /api/v1/company/notes', { body: { data: [NOTE] } });
  await user.type(within(form).getByLabelText('New note'), '  Reliable on schedule.  ');
  await user.click(within(form).getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText(NETWORK_MESSAGES.noteSaved)).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/notes/create')[0].body).toEqual({ company_id: 21, body: 'Reliable on schedule.' });
  await waitFor(() => expect(api.find('GET /api/v1/company/notes').length).toBeGreaterThan(loads));
  expect(await screen.findByText('Reliable on schedule.')).toBeInTheDocument();
  expect(within(form).getByLabelText('New note')).toHaveValue('');
});

test('notes: edit saves the new text, delete asks the exact confirmation', async () => {
  const api = setup();
  api.route('PUT /api/v1/company/notes/update/5', { body: { data: { ...NOTE, body: 'Late twice.' }, message: NETWORK_MESSAGES.noteSaved } });
  api.route('DELETE /api/v1/company/notes/delete/5', { body: { data: { message: NETWORK_MESSAGES.noteDeleted } } });
  const { user } = renderCompanies('/companies/21/notes');
  await screen.findByText('Reliable on schedule.');

  await user.click(screen.getByRole('button', { name: 'Edit note' }));
  const editor = screen.getByRole('form', { name: 'Edit note' });
  const box = within(editor).getByLabelText('Edit note');
  await user.clear(box);
  await user.type(box, 'Late twice.');
  await user.click(within(editor).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.find('PUT /api/v1/company/notes/update/5')).toHaveLength(1));
  expect(api.find('PUT /api/v1/company/notes/update/5')[0].body).toEqual({ body: 'Late twice.' });
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit note' })).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Delete note' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this note? This action can not be undone');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(NETWORK_MESSAGES.noteDeleted)).toBeInTheDocument();
  expect(api.find('DELETE /api/v1/company/notes/delete/5')).toHaveLength(1);
});

test('notes: a half-written new note stays guarded while another note is edited', async () => {
  setup();
  const { user } = renderCompanies('/companies/21/notes');
  await screen.findByText('Reliable on schedule.');
  await user.type(within(screen.getByRole('form', { name: 'New note' })).getByLabelText('New note'), 'Call Rita about');
  expect(hasUnsavedChanges()).toBe(true);

  // Opening and closing the editor of another note must not clear the new note's guard.
  await user.click(screen.getByRole('button', { name: 'Edit note' }));
  expect(hasUnsavedChanges()).toBe(true);
  await user.click(within(screen.getByRole('form', { name: 'Edit note' })).getByRole('button', { name: 'Cancel' }));
  expect(hasUnsavedChanges()).toBe(true);

  await user.clear(within(screen.getByRole('form', { name: 'New note' })).getByLabelText('New note'));
  expect(hasUnsavedChanges()).toBe(false);
});

test('notes: the view-only role reads notes but cannot write them', async () => {
  setup(VIEW_ONLY_USER);
  renderCompanies('/companies/21/notes');
  expect(await screen.findByText('Reliable on schedule.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'New note' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Edit note' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete note' })).toBeNull();
});

test('users: the company users with a link to each user info', async () => {
  const api = setup();
  const { user } = renderCompanies('/companies/21/users');
  const link = await screen.findByRole('link', { name: 'Rita Ridge' });
  expect(api.find('GET /api/v1/company/get-users')[0].query.get('company_id')).toBe('21');
  const row = link.closest('tr') as HTMLElement;
  expect(within(row).getByText('owner@ridge.test')).toBeInTheDocument();

  await user.click(link);
  const info = await screen.findByRole('region', { name: 'User info' });
  expect(within(info).getByRole('heading', { name: 'Rita Ridge' })).toBeInTheDocument();
  expect(within(info).getByText('Electrician')).toBeInTheDocument();
  expect(within(info).getByText('Ridge Electric')).toBeInTheDocument();
});

test('users: without USERS_VIEW the tab is hidden and its route refused', async () => {
  const permissions = ALL_PERMISSION_KEYS.filter((key) => key !== PERMISSIONS.USERS_VIEW);
  setup(makeUser({ permissions }));
  const { currentPath } = renderCompanies('/companies/21/info');
  await screen.findByRole('heading', { level: 1, name: 'Ridge Electric' });
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Info', 'Tasks', 'Projects', 'Documents', 'Notes']);

  setup(makeUser({ permissions }));
  const second = renderCompanies('/companies/21/users');
  await waitFor(() => expect(second.currentPath()).toBe('/permissions-error'));
  expect(currentPath()).toBe('/companies/21/info');
});
