import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api as apiClient } from 'shared-auth';
import { NETWORK_MESSAGES, networkEndpoints, VALIDATION_MESSAGES as M, type ImportPreview } from 'shared-contract';
import { clearCookies } from 'test-support/fake-api';
import { installCompaniesApi, paged, renderCompanies } from '../../../testing/render-companies';
import { previewImport } from '../api/import-companies';

// jsdom's FormData cannot travel through Node's fetch: the multipart call itself is covered by the
// API tests; here the page must hand the chosen file to it and show what it answers.
jest.mock('../api/import-companies', () => ({ ...jest.requireActual('../api/import-companies'), previewImport: jest.fn() }));
const preview = previewImport as jest.MockedFunction<typeof previewImport>;

// The machine is shared: user-event flows can take longer than the default 5 s.
jest.setTimeout(60_000);

const PREVIEW: ImportPreview = {
  id: 4,
  file_name: 'companies.csv',
  rows: [
    { row: 2, company_name: 'Acme Roofing', tax_id: '', contact_name: 'Ann Acme', email: 'ann@acme.test', phone: '', outcome: 'new_invitation', reasons: [] },
    { row: 3, company_name: 'Ridge Electric', tax_id: '', contact_name: 'Rita Ridge', email: 'owner@ridge.test', phone: '', outcome: 'in_network', reasons: [NETWORK_MESSAGES.alreadyInNetwork] },
    { row: 4, company_name: '', tax_id: '', contact_name: 'Nobody', email: 'nobody', phone: '', outcome: 'invalid', reasons: [M.required, M.email] },
  ],
  counts: { new_invitation: 1, in_network: 1, invalid: 1 },
};

const csv = (name = 'companies.csv', size = 40) => new File(['x'.repeat(size)], name, { type: 'text/csv' });
const choose = (file: File) => fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });

afterEach(() => {
  clearCookies();
  preview.mockReset();
});

test('the preview shows each row as a new invitation, in the network or invalid with its reasons; confirm sends them', async () => {
  preview.mockResolvedValue(PREVIEW);
  const api = installCompaniesApi({
    'POST /api/v1/company/network/import/4/confirm': { body: { data: { message: NETWORK_MESSAGES.importConfirmed(1), count: 1 } } },
    'GET /api/v1/company/network/invitations': { body: paged([]) },
  });
  const { user, currentPath } = renderCompanies('/companies/import');
  await screen.findByRole('heading', { level: 1, name: 'Import companies' });

  const file = csv();
  choose(file);
  const table = await screen.findByRole('table', { name: 'Import preview' });
  expect(preview).toHaveBeenCalledWith(file);
  const summary = screen.getByLabelText('Import summary');
  expect(within(summary).getByText('New invitation: 1')).toBeInTheDocument();
  expect(within(summary).getByText('Already in network: 1')).toBeInTheDocument();
  expect(within(summary).getByText('Invalid: 1')).toBeInTheDocument();
  const invalid = within(table).getByText('Nobody').closest('tr') as HTMLElement;
  expect(within(invalid).getByText('Invalid')).toBeInTheDocument();
  expect(within(invalid).getByText(M.email)).toBeInTheDocument();
  const known = within(table).getByText('Ridge Electric').closest('tr') as HTMLElement;
  expect(within(known).getByText(NETWORK_MESSAGES.alreadyInNetwork)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send 1 invitation' }));
  expect(await screen.findByText('1 invitation has been sent.')).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/network/import/4/confirm')).toHaveLength(1);
  await waitFor(() => expect(currentPath()).toBe('/companies/invited'));
});

test('nothing new to send disables confirm; a refused file shows the reason', async () => {
  preview.mockResolvedValueOnce({ ...PREVIEW, rows: PREVIEW.rows.slice(1), counts: { new_invitation: 0, in_network: 1, invalid: 1 } });
  const api = installCompaniesApi({});
  renderCompanies('/companies/import');
  await screen.findByRole('heading', { level: 1, name: 'Import companies' });

  choose(csv());
  expect(await screen.findByText(NETWORK_MESSAGES.importNothingToSend)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send 0 invitations' })).toBeDisabled();

  // The real client turns the server's 422 into the error the page reads.
  api.route('POST /api/v1/company/network/import/preview', {
    status: 422,
    body: { message: NETWORK_MESSAGES.importEmpty, errors: { file: [NETWORK_MESSAGES.importEmpty] } },
  });
  preview.mockImplementationOnce(() => apiClient.post(networkEndpoints.previewImport.path).json());
  choose(csv('empty.csv'));
  expect(await screen.findByText(NETWORK_MESSAGES.importEmpty)).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Import preview' })).toBeNull();
});

test('a file other than CSV or XLSX, or over 10 MB, is refused before any upload', async () => {
  installCompaniesApi({});
  renderCompanies('/companies/import');
  await screen.findByRole('heading', { level: 1, name: 'Import companies' });

  choose(csv('companies.pdf'));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  choose(csv('big.csv', 10 * 1024 * 1024 + 1));
  expect(await screen.findByText(M.uploadTooLarge)).toBeInTheDocument();
  expect(preview).not.toHaveBeenCalled();
});

test('a summary chip narrows a long preview to its rows (the invalid rows of 1,000 at once)', async () => {
  const many: ImportPreview['rows'] = Array.from({ length: 1000 }, (_, i) => ({
    row: i + 2,
    company_name: `Company ${i}`,
    tax_id: '',
    contact_name: `Person ${i}`,
    email: `p${i}@example.test`,
    phone: '',
    outcome: 'new_invitation' as const,
    reasons: [],
  }));
  many[997] = { ...many[997], company_name: 'Broken Row Co', email: 'broken', outcome: 'invalid', reasons: [M.email] };
  preview.mockResolvedValue({ id: 5, file_name: 'many.csv', rows: many, counts: { new_invitation: 999, in_network: 0, invalid: 1 } });
  installCompaniesApi({});
  const { user } = renderCompanies('/companies/import');
  await screen.findByRole('heading', { level: 1, name: 'Import companies' });
  choose(csv('many.csv'));
  const table = await screen.findByRole('table', { name: 'Import preview' });
  expect(within(table).queryByText('Broken Row Co')).toBeNull();
  expect(screen.getByText(/1-20 of 1000/)).toBeInTheDocument();

  const invalidChip = within(screen.getByLabelText('Import summary')).getByRole('button', { name: 'Invalid: 1' });
  await user.click(invalidChip);
  expect(invalidChip).toHaveAttribute('aria-pressed', 'true');
  expect(await within(table).findByText('Broken Row Co')).toBeInTheDocument();
  expect(within(table).queryByText('Company 0')).toBeNull();
  expect(within(screen.getByLabelText('Import summary')).getByRole('button', { name: 'Already in network: 0' })).toHaveAttribute('aria-disabled', 'true');

  await user.click(invalidChip);
  expect(await within(table).findByText('Company 0')).toBeInTheDocument();
  // The send button still counts every new row, whatever is shown.
  expect(screen.getByRole('button', { name: 'Send 999 invitations' })).toBeEnabled();
});
