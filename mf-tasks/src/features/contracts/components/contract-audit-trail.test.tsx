// The Record section of a contract's timeline against the fake API: the chain's state as the server
// reports it (intact, or broken naming the first broken event), every event oldest first with who,
// when, IP, the details of its action and its shortened fingerprints, the record's ZIP, and the
// loading, empty, error and not-allowed states.
import { screen, waitFor, within } from '@testing-library/react';
import type { ContractAuditEvent } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { makeContract } from './contract-fixtures';
import { CHAIN_INTACT_TEXT, ContractAuditTrail, chainBrokenText } from './contract-audit-trail';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const V1 = '/api/v1';
const hex = (digit: string) => digit.repeat(64);

const event = (overrides: Partial<ContractAuditEvent> & Pick<ContractAuditEvent, 'seq' | 'action' | 'label'>): ContractAuditEvent => ({
  round_id: null,
  actor_name: 'Gina Manager',
  actor_email: 'gina@home.test',
  ip: '10.0.0.7',
  user_agent: 'Firefox',
  document_sha256: null,
  details: {},
  occurred_at: '2026-11-02T09:15:00Z',
  prev_hash: null,
  hash: hex('a'),
  ...overrides,
});

const TRAIL: ContractAuditEvent[] = [
  event({ seq: 1, action: 'created', label: 'Contract created', details: { template_id: 2, template_version: 3, merge_values: { 'Contract Amount': '1000', Scope: 'Wiring' } }, hash: hex('1') }),
  event({ seq: 2, action: 'edited', label: 'Contract edited', details: { fields: ['Contract Amount'], changes: [{ field: 'Contract Amount', from: '1000', to: '1200' }] }, prev_hash: hex('1'), hash: hex('2') }),
  event({ seq: 3, action: 'rejected', label: 'Rejected', actor_name: 'Olivia Stone', actor_email: 'olivia@home.test', details: { step: 1, comment: 'Scope is vague' }, prev_hash: hex('2'), hash: hex('3') }),
  event({ seq: 4, action: 'prepared', label: 'Document frozen for signature', document_sha256: hex('d'), prev_hash: hex('3'), hash: hex('4') }),
  event({ seq: 5, action: 'sealed', label: 'Sealed', actor_name: null, actor_email: null, ip: null, document_sha256: hex('e'), occurred_at: '2026-11-06T10:00:00Z', prev_hash: hex('4'), hash: 'f0e1d2c3b4a5' + hex('9').slice(12) }),
];

function open(routes: FakeRoutes, flags = { export_record: true }) {
  const api = installFakeApi({ [`GET ${V1}/contracts/5`]: { body: { data: makeContract({ flags }) } }, ...routes });
  const view = renderRemote([{ path: '/tasks/:taskId/timeline', element: <ContractAuditTrail taskId={5} /> }], { url: '/tasks/5/timeline', currentUser: makeUser() });
  return { ...view, api };
}
const auditRoute = (events: ContractAuditEvent[], chain_valid = true, broken_seq: number | null = null) => ({ [`GET ${V1}/contracts/5/audit`]: { body: { data: { events, chain_valid, broken_seq } } } });

const rowsOf = async () => {
  const table = await screen.findByRole('table', { name: 'Audit trail' });
  return within(table).getAllByRole('row').slice(1);
};

test('an intact chain: every event oldest first with who, when, IP, the details of its action and its fingerprints', async () => {
  open(auditRoute(TRAIL));
  const record = await screen.findByRole('region', { name: 'Contract record' });
  expect(await within(record).findByRole('status')).toHaveTextContent(CHAIN_INTACT_TEXT);
  const rows = await rowsOf();
  expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['1', '2', '3', '4', '5']);
  expect(rows[0]).toHaveTextContent('Contract created');
  expect(rows[0]).toHaveTextContent('Template version 3 · Values: Contract Amount: 1000; Scope: Wiring');
  expect(rows[0]).toHaveTextContent('Gina Manager');
  expect(rows[0]).toHaveTextContent('gina@home.test');
  expect(rows[0]).toHaveTextContent('10.0.0.7');
  expect(within(rows[0]).getByText(/11\/02\/2026/)).toHaveAttribute('dateTime', '2026-11-02T09:15:00Z');
  expect(rows[1]).toHaveTextContent('Changed: Contract Amount from 1000 to 1200');
  expect(rows[2]).toHaveTextContent('Olivia Stone');
  expect(rows[2]).toHaveTextContent('Reason: Scope is vague');
  expect(rows[3]).toHaveTextContent(`Document SHA-256: ${hex('d')}`);
  // The system's event: no person, no IP.
  expect(rows[4]).toHaveTextContent('System');
  expect(rows[4]).toHaveTextContent(`Document SHA-256: ${hex('e')}`);
  // Fingerprints shortened to 12 characters, the whole value in the title; the first event has no previous one.
  const cells = within(rows[4]).getAllByRole('cell');
  const fingerprint = within(cells[5]).getByText('f0e1d2c3b4a5');
  expect(fingerprint).toHaveAttribute('title', TRAIL[4].hash);
  expect(within(cells[6]).getByText(hex('4').slice(0, 12))).toHaveAttribute('title', hex('4'));
  expect(within(within(rows[0]).getAllByRole('cell')[6]).getByText('None')).toBeInTheDocument();
});

test('a fingerprint is copied whole', async () => {
  // user-event gives the page a clipboard of its own, read back here
  const { user } = open(auditRoute(TRAIL));
  const rows = await rowsOf();
  await user.click(within(rows[4]).getByRole('button', { name: 'Copy fingerprint' }));
  expect(await navigator.clipboard.readText()).toBe(TRAIL[4].hash);
  expect(await screen.findByText('Fingerprint copied')).toBeInTheDocument();
});

test('a broken chain is a warning naming the first broken event', async () => {
  open(auditRoute(TRAIL, false, 3));
  const record = await screen.findByRole('region', { name: 'Contract record' });
  const warning = await within(record).findByRole('alert');
  expect(warning).toHaveTextContent(chainBrokenText({ seq: 3, label: 'Rejected' }));
  expect(warning).toHaveTextContent('#3 (Rejected)');
  expect(within(record).queryByText(CHAIN_INTACT_TEXT)).not.toBeInTheDocument();
  expect(await rowsOf()).toHaveLength(5);
});

test('the record downloads as a ZIP', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  const { user, api } = open({ ...auditRoute(TRAIL), [`GET ${V1}/contracts/5/record`]: { body: 'zip' } });
  await user.click(await screen.findByRole('button', { name: 'Download record (ZIP)' }));
  await waitFor(() => expect(api.find(`GET ${V1}/contracts/5/record`)).toHaveLength(1));
  expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
});

test('no events yet, a failed load with a retry, and nothing for a caller the record is not shown to', async () => {
  const first = open(auditRoute([]));
  expect(await screen.findByText('No events recorded yet')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Audit trail' })).not.toBeInTheDocument();
  first.unmount();

  const failed = open({ [`GET ${V1}/contracts/5/audit`]: { status: 500, body: { message: 'Server Error' } } });
  expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  failed.unmount();

  const { api } = open(auditRoute(TRAIL), { export_record: false });
  await waitFor(() => expect(api.find(`GET ${V1}/contracts/5`)).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Contract record' })).not.toBeInTheDocument();
  expect(api.find(`GET ${V1}/contracts/5/audit`)).toHaveLength(0);
});
