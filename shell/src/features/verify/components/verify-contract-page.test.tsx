// The public verify page: a pasted SHA-256 is checked with the shared rule and posted as JSON; a PDF
// (chosen or dropped; PDF only, 20 MB) shows its fingerprint and is posted as a file; the three
// answers (Genuine with sealed time and signers, Modified, Unknown) show the server's message; no
// sign-in is needed (no call but the verification).
import { webcrypto } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import { CONTRACT_MESSAGES, CONTRACT_VERIFY_MAX_BYTES, ROUTES, formatSize, type ContractVerification } from 'shared-contract';
import { formatDateTime } from 'shared-ui';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { verifyContractFile } from '../api/verify-contract';
import { VerifyContractPage } from './verify-contract-page';

// jsdom's FormData cannot travel through Node's fetch: the file call is replaced and records the file
// (the API tests cover the multipart itself); the hash path goes through the fake API.
jest.mock('../api/verify-contract', () => ({ ...jest.requireActual('../api/verify-contract'), verifyContractFile: jest.fn() }));

// jsdom has no crypto.subtle; Node's needs its own realm's bytes (jsdom's FileReader gives another realm's).
const subtle = { digest: (algorithm: string, data: ArrayBuffer) => webcrypto.subtle.digest(algorithm, Buffer.from(data)) };
Object.defineProperty(globalThis, 'crypto', { value: { ...globalThis.crypto, getRandomValues: webcrypto.getRandomValues.bind(webcrypto), subtle }, configurable: true });

beforeEach(() => clearCookies());
afterEach(() => jest.mocked(verifyContractFile).mockReset());

const URL_VERIFY = 'POST /api/v1/contracts/verify';
const HASH = 'a'.repeat(64);
const genuine: ContractVerification = {
  result: 'genuine',
  message: CONTRACT_MESSAGES.verifyGenuine,
  sha256: HASH,
  sealed_at: '2026-03-02T15:30:00Z',
  signers: [
    { full_name: 'Vera Vendor', company_name: 'Acme Electric', signed_at: '2026-03-01T10:00:00Z' },
    { full_name: 'Olivia Stone', company_name: 'Northwind Builders', signed_at: '2026-03-02T15:00:00Z' },
  ],
  pdf_signature_valid: null,
};

test('a pasted fingerprint is checked by the shared rule, then posted; a genuine contract shows when it was sealed and who signed', async () => {
  const api = installFakeApi({ [URL_VERIFY]: { body: { data: genuine } } });
  const { user } = renderShell(<VerifyContractPage />, { path: ROUTES.verifyContract });
  expect(screen.getByRole('heading', { name: 'Verify a contract' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByText(CONTRACT_MESSAGES.verifyInput)).toBeInTheDocument();
  await user.type(screen.getByLabelText('SHA-256 fingerprint'), 'abc123');
  await user.keyboard('{Enter}');
  expect(screen.getByText(CONTRACT_MESSAGES.verifyHash)).toBeInTheDocument();
  expect(api.find(URL_VERIFY)).toHaveLength(0);

  await user.clear(screen.getByLabelText('SHA-256 fingerprint'));
  await user.type(screen.getByLabelText('SHA-256 fingerprint'), ` ${HASH.toUpperCase()} `);
  await user.click(screen.getByRole('button', { name: 'Verify' }));

  const result = await screen.findByRole('region', { name: 'Verification result' });
  expect(api.find(URL_VERIFY)[0].body).toEqual({ sha256: HASH });
  expect(within(result).getByRole('alert', { name: 'Genuine' })).toBeInTheDocument();
  expect(within(result).getByText(CONTRACT_MESSAGES.verifyGenuine)).toBeInTheDocument();
  expect(within(result).getByText(formatDateTime('2026-03-02T15:30:00Z'))).toBeInTheDocument();
  const rows = within(within(result).getByRole('table', { name: 'Signers' })).getAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual([
    'SignerCompanySigned at',
    `Vera VendorAcme Electric${formatDateTime('2026-03-01T10:00:00Z')}`,
    `Olivia StoneNorthwind Builders${formatDateTime('2026-03-02T15:00:00Z')}`,
  ]);
  expect(result).toHaveFocus();
  expect(api.calls()).toEqual([URL_VERIFY]);
});

test('an unknown fingerprint says so, and the server\u2019s field message lands on the field', async () => {
  let reply: { status?: number; body: unknown } = {
    body: { data: { result: 'unknown', message: CONTRACT_MESSAGES.verifyUnknown, sha256: HASH, sealed_at: null, signers: [], pdf_signature_valid: null } },
  };
  installFakeApi({ [URL_VERIFY]: () => reply });
  const { user } = renderShell(<VerifyContractPage />, { path: ROUTES.verifyContract });
  await user.type(screen.getByLabelText('SHA-256 fingerprint'), HASH);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const result = await screen.findByRole('region', { name: 'Verification result' });
  expect(within(result).getByRole('alert', { name: 'Unknown' })).toBeInTheDocument();
  expect(within(result).getByText(CONTRACT_MESSAGES.verifyUnknown)).toBeInTheDocument();
  expect(within(result).queryByRole('table')).not.toBeInTheDocument();

  reply = { status: 422, body: { message: 'The given data was invalid.', errors: { sha256: [CONTRACT_MESSAGES.verifyHash] } } };
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.verifyHash)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Verification result' })).not.toBeInTheDocument();
});

test('a chosen PDF shows its fingerprint and is posted as the file; a modified copy says so without signers', async () => {
  installFakeApi();
  jest.mocked(verifyContractFile).mockResolvedValue({
    result: 'modified',
    message: CONTRACT_MESSAGES.verifyModified,
    sha256: 'b'.repeat(64),
    sealed_at: null,
    signers: [],
    pdf_signature_valid: false,
  });
  const { user } = renderShell(<VerifyContractPage />, { path: ROUTES.verifyContract });
  const file = new File(['%PDF-1.7 hello'], 'Harbor Tower contract.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByTestId('file-input'), file);

  expect(screen.getByText('Harbor Tower contract.pdf')).toBeInTheDocument();
  const expected = Buffer.from(await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode('%PDF-1.7 hello'))).toString('hex');
  expect(await screen.findByText(`Fingerprint (SHA-256) of the file: ${expected}`)).toBeInTheDocument();
  expect(screen.queryByLabelText('SHA-256 fingerprint')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const result = await screen.findByRole('region', { name: 'Verification result' });
  expect(verifyContractFile).toHaveBeenCalledWith(file);
  expect(within(result).getByRole('alert', { name: 'Modified' })).toBeInTheDocument();
  expect(within(result).getByText(CONTRACT_MESSAGES.verifyModified)).toBeInTheDocument();
  expect(within(result).getByText('Not valid')).toBeInTheDocument();
  expect(within(result).queryByRole('table')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Verify another' }));
  expect(screen.queryByText('Harbor Tower contract.pdf')).not.toBeInTheDocument();
  expect(screen.getByLabelText('SHA-256 fingerprint')).toHaveValue('');
});

test('only a PDF up to the size limit is taken, dropped or chosen', async () => {
  installFakeApi();
  renderShell(<VerifyContractPage />, { path: ROUTES.verifyContract });
  const zone = screen.getByTestId('file-drop-zone');
  fireEvent.drop(zone, { dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
  expect(screen.getByRole('alert')).toHaveTextContent(CONTRACT_MESSAGES.verifyFileType);

  const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: CONTRACT_VERIFY_MAX_BYTES + 1 });
  fireEvent.drop(zone, { dataTransfer: { files: [big] } });
  expect(screen.getByRole('alert')).toHaveTextContent(formatSize(CONTRACT_VERIFY_MAX_BYTES));
  expect(screen.queryByText('big.pdf')).not.toBeInTheDocument();

  fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'ok.pdf', { type: 'application/pdf' })] } });
  expect(screen.getByText('ok.pdf')).toBeInTheDocument();
  expect(verifyContractFile).not.toHaveBeenCalled();
});
