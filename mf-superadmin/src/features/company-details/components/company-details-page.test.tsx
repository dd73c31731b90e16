import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyActivityRow, SuperadminCompanyDetails } from 'shared-contract';
import { getBreadcrumbLabels, isNotFoundShown } from 'shared-ui';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { OPERATOR, renderSuperadmin } from '../../../testing/render-superadmin';

const DETAILS: SuperadminCompanyDetails = {
  company: {
    id: 4,
    name: 'Ridge Electric',
    dba: 'Ridge',
    website: 'ridge.test',
    tid: '12-3456789',
    type: 'sub_contractor',
    type_title: 'Sub Contractor',
    logo: null,
    plan: 'sub',
    status: 'active',
  },
  last_activity_date: null,
  certifications: [{ id: 1, name: 'OSHA 30', type: 'Safety', number: 'C-77', exp_date: '2027-05-31', agency: 'OSHA', note: 'Renew yearly' }],
  licenses: [{ id: 1, office: 'Main office', state: 'CA', number: 'L-1001', type: 'C-10', exp_date: '2026-12-01', note: '' }],
  offices: [
    { id: 1, name: 'Ridge HQ', address: '1 Main St', city: 'Oakland', state: 'CA', zip_code: '94601', country: 'USA', phone: '5551234567', fax: '', is_headquarters: true },
    { id: 2, name: 'Ridge South', address: '9 Bay Rd', city: 'San Jose', state: 'CA', zip_code: '95101', country: 'USA', phone: '', fax: '', is_headquarters: false },
  ],
  subsidiary_companies: [
    {
      id: 11,
      name: 'Ridge Solar',
      dba: 'RS',
      website: 'https://ridge-solar.test',
      tax: '98-7654321',
      primary_contact_id: 1,
      assignee_id: 2,
      signer_id: 3,
      attachment_path: 'subsidiaries/11/w9.pdf',
      primary_contact_name: 'Pat Primary',
      assignee_name: 'Ann Assignee',
      signer_name: 'Sid Signer',
    },
  ],
  features: [
    { id: 21, feature: 'chat', feature_label: 'Chat', enabled: true },
    { id: 22, feature: 'artificial_intelligence', feature_label: 'Artificial Intelligence', enabled: false },
  ],
};

const ACTIVITY: CompanyActivityRow[] = [
  { user_id: 1, user_name: 'Rita Ridge', user_role: 'Owner', last_activity: '2026-03-01' },
  { user_id: 2, user_name: 'Ray Admin', user_role: 'Admin', last_activity: null },
];

function setup(details: SuperadminCompanyDetails = DETAILS) {
  let current = details;
  const api = installFakeApi({
    'GET /api/v1/auth/user': { body: { data: OPERATOR } },
    'GET /api/v1/superadmin/companies/4': () => ({ body: { data: current } }),
    'GET /api/v1/superadmin/companies/4/activity': { body: { data: ACTIVITY } },
  });
  return { api, setDetails: (next: SuperadminCompanyDetails) => (current = next) };
}

const section = (title: string) => screen.getByRole('button', { name: title });

afterEach(() => clearCookies());

test('shows the heading, the company details and the five sections', async () => {
  setup();
  const { user } = renderSuperadmin('/superadmin/company/4');

  expect(await screen.findByRole('heading', { level: 1, name: 'Company Details' })).toBeInTheDocument();
  expect(await screen.findByText('12-3456789')).toBeInTheDocument();
  for (const title of ['Company Details', 'Certifications', 'Licence', 'Subsidiary Companies', 'Office and Subsidiary Locations']) {
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  }
  // Website without a scheme becomes a clickable https:// link; no activity reads N/A.
  expect(screen.getByRole('link', { name: 'ridge.test' })).toHaveAttribute('href', 'https://ridge.test');
  expect(screen.getByText('Last Activity').nextSibling).toHaveTextContent('N/A');
  expect(screen.getByText('Company Type').nextSibling).toHaveTextContent('Sub Contractor');
  expect(screen.getByText('Company ID').nextSibling).toHaveTextContent('4');
  expect(screen.getByText('DBA').nextSibling).toHaveTextContent('Ridge');
  expect(screen.getByText('RE')).toBeInTheDocument(); // initials avatar without a logo

  const activity = await screen.findByRole('table', { name: "User's last activity" });
  expect(await within(activity).findByText('Rita Ridge')).toBeInTheDocument();
  expect(within(activity).getByText('03/01/2026')).toBeInTheDocument();
  expect(within(activity).getByText('N/A')).toBeInTheDocument();

  await user.click(section('Certifications'));
  const certifications = await screen.findByRole('table', { name: 'Certifications' });
  expect(within(certifications).getByText('OSHA 30')).toBeInTheDocument();
  expect(within(certifications).getByText('05/31/2027')).toBeInTheDocument();
  expect(within(certifications).getByRole('columnheader', { name: 'Cert. #' })).toBeInTheDocument();

  await user.click(section('Licence'));
  const licences = await screen.findByRole('table', { name: 'Licence' });
  expect(within(licences).getByText('L-1001')).toBeInTheDocument();
  expect(within(licences).getByRole('columnheader', { name: 'License Class/Type' })).toBeInTheDocument();

  await user.click(section('Subsidiary Companies'));
  const subsidiaries = await screen.findByRole('table', { name: 'Subsidiary Companies' });
  for (const text of ['Ridge Solar', 'Pat Primary', 'Ann Assignee', 'Sid Signer', '98-7654321']) expect(within(subsidiaries).getByText(text)).toBeInTheDocument();
  expect(within(subsidiaries).queryByRole('button', { name: /edit|delete/i })).toBeNull();

  await user.click(section('Office and Subsidiary Locations'));
  const offices = await screen.findByRole('table', { name: 'Office and Subsidiary Locations' });
  const hq = within(offices).getByText('Ridge HQ').closest('tr') as HTMLElement;
  expect(within(hq).getByText('Yes')).toBeInTheDocument();
  const south = within(offices).getByText('Ridge South').closest('tr') as HTMLElement;
  expect(within(south).getByText('No')).toBeInTheDocument();
  expect(within(offices).getByRole('columnheader', { name: 'Headquarters' })).toBeInTheDocument();
});

test("the header's breadcrumb names the company; the page has no second trail", async () => {
  setup();
  const view = renderSuperadmin('/superadmin/company/4');
  expect(await screen.findByText('12-3456789')).toBeInTheDocument();
  await waitFor(() => expect(getBreadcrumbLabels()['/superadmin/company/4']).toBe('Ridge Electric'));
  expect(screen.queryByRole('navigation', { name: /breadcrumb/i })).toBeNull();
  view.unmount();
  expect(getBreadcrumbLabels()['/superadmin/company/4']).toBeUndefined();
});

test('an unknown company id is the 404 page, without Retry, and the breadcrumb names nothing', async () => {
  const api = installFakeApi({ 'GET /api/v1/auth/user': { body: { data: OPERATOR } }, 'GET /api/v1/superadmin/companies/999999': { status: 404, body: { message: 'Not found.' } } });
  const { user } = renderSuperadmin('/superadmin/company/999999');
  expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.queryByText('Not found.')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Company Details' })).toBeNull();
  expect(isNotFoundShown(getBreadcrumbLabels())).toBe(true);
  expect(api.find('GET /api/v1/superadmin/companies/999999')).toHaveLength(1);
  await user.click(screen.getByRole('link', { name: 'Go to the Home page' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
});

test('a failure other than 404 offers Retry', async () => {
  installFakeApi({ 'GET /api/v1/auth/user': { body: { data: OPERATOR } }, 'GET /api/v1/superadmin/companies/4': { status: 500, body: { message: 'Server Error' } } });
  renderSuperadmin('/superadmin/company/4');
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText('404')).toBeNull();
});

test('sorting the activity by Last log in asks the API with sort_field and sort_direction', async () => {
  const { api } = setup();
  const { user } = renderSuperadmin('/superadmin/company/4');
  const activity = await screen.findByRole('table', { name: "User's last activity" });
  await within(activity).findByText('Rita Ridge');

  await user.click(within(activity).getByRole('button', { name: 'Last log in' }));
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies/4/activity').at(-1)?.query.get('sort_direction')).toBe('asc'));
  expect(api.find('GET /api/v1/superadmin/companies/4/activity').at(-1)?.query.get('sort_field')).toBe('last_activity');
  await user.click(within(activity).getByRole('button', { name: 'Last log in' }));
  await waitFor(() => expect(api.find('GET /api/v1/superadmin/companies/4/activity').at(-1)?.query.get('sort_direction')).toBe('desc'));
});

test('a feature switch toggles the feature and says so; a failure says the system could not', async () => {
  const { api, setDetails } = setup();
  api.route('PUT /api/v2/company-features/22', () => {
    setDetails({ ...DETAILS, features: DETAILS.features.map((f) => (f.id === 22 ? { ...f, enabled: true } : f)) });
    return { body: { data: { id: 22, enabled: true } } };
  });
  api.route('PUT /api/v2/company-features/21', { status: 500, body: { message: 'Server Error' } });
  const { user } = renderSuperadmin('/superadmin/company/4');

  const ai = await screen.findByRole('switch', { name: 'Artificial Intelligence enabled' });
  expect(ai).not.toBeChecked();
  await user.click(ai);
  expect(await screen.findByText('Company feature has been updated successfully!')).toBeInTheDocument();
  expect(api.find('PUT /api/v2/company-features/22')[0].body).toBeNull();
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Artificial Intelligence enabled' })).toBeChecked());

  await user.click(screen.getByRole('switch', { name: 'Chat enabled' }));
  expect(await screen.findByText('The system was unable to process your request!')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Chat enabled' })).toBeChecked();
});

test('Log in as an admin enters the company, refreshes the user and opens the projects', async () => {
  const { api } = setup();
  api.route('POST /api/v1/superadmin/login-as-company', () => {
    api.route('GET /api/v1/auth/user', { body: { data: { ...OPERATOR, acting_as_company: true } } });
    return { body: { data: { message: 'ok' } } };
  });
  const { user, currentPath } = renderSuperadmin('/superadmin/company/4');
  await screen.findByText('12-3456789');
  const userLoadsBefore = api.find('GET /api/v1/auth/user').length;

  await user.click(screen.getByRole('button', { name: 'Log in as an admin' }));
  await waitFor(() => expect(currentPath()).toBe('/projects'));
  expect(api.find('POST /api/v1/superadmin/login-as-company')[0].body).toEqual({ company_id: 4 });
  expect(api.find('GET /api/v1/auth/user').length).toBeGreaterThan(userLoadsBefore);
  // Entering the company from inside the operator area must not be undone by the area itself.
  expect(api.find('POST /api/v1/superadmin/logout-from-company')).toHaveLength(0);
});

test('a failed log in returns to the company list with Error login to Company ID', async () => {
  const { api } = setup();
  api.route('GET /api/v1/superadmin/companies', { body: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  api.route('POST /api/v1/superadmin/login-as-company', { status: 404, body: { message: 'Not found.' } });
  const { user, currentPath } = renderSuperadmin('/superadmin/company/4');
  await screen.findByText('12-3456789');

  await user.click(screen.getByRole('button', { name: 'Log in as an admin' }));
  expect(await screen.findByText('Error login to Company ID: 4')).toBeInTheDocument();
  expect(currentPath()).toBe('/superadmin/company');
});

test('the plan can be changed and the company blocked from the details', async () => {
  const { api, setDetails } = setup();
  api.route('PUT /api/v1/superadmin/companies/4/plan', (request) => {
    setDetails({ ...DETAILS, company: { ...DETAILS.company, plan: (request.body as { plan: 'general' }).plan } });
    return { body: { data: { message: 'The plan has been updated.' } } };
  });
  api.route('POST /api/v1/superadmin/companies/4/block', () => {
    setDetails({ ...DETAILS, company: { ...DETAILS.company, status: 'blocked' } });
    return { body: { data: { message: 'Company has been blocked.' } } };
  });
  const { user } = renderSuperadmin('/superadmin/company/4');
  await screen.findByText('12-3456789');

  await user.click(screen.getByRole('combobox', { name: 'Plan' }));
  await user.click(await screen.findByRole('option', { name: 'General plan' }));
  const confirmPlan = await screen.findByRole('dialog');
  await user.click(within(confirmPlan).getByRole('button', { name: 'Change plan' }));
  expect(await screen.findByText('The plan has been updated.')).toBeInTheDocument();
  expect(api.find('PUT /api/v1/superadmin/companies/4/plan')[0].body).toEqual({ plan: 'general' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveTextContent('General plan'));

  await user.click(screen.getByRole('button', { name: 'Block company' }));
  const confirmBlock = await screen.findByRole('dialog');
  expect(confirmBlock).toHaveTextContent('Are you sure you want to block company Ridge Electric? You will be able to unblock the company again if required');
  await user.click(within(confirmBlock).getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Company has been blocked.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Unblock company' })).toBeInTheDocument();
});

test('a failed attachment download says File download failed!', async () => {
  const { api } = setup();
  api.route('GET /api/v2/subsidiary-companies/11/download-attachment', { status: 404, body: { message: 'Not found.' } });
  const { user } = renderSuperadmin('/superadmin/company/4');
  await screen.findByText('12-3456789');
  await user.click(section('Subsidiary Companies'));

  await user.click(await screen.findByRole('button', { name: 'Download file of Ridge Solar' }));
  expect(await screen.findByText('File download failed!')).toBeInTheDocument();
  expect(api.find('GET /api/v2/subsidiary-companies/11/download-attachment')).toHaveLength(1);
});
