// The placement screen (/tasks/{task_id}/contract/prepare) against the fake API: preparing the
// document; the round's fields drawn per signer; moving one with the keyboard and placing a new one by
// a click, both sent by Save as PUT signing-setup; the shared rule refusing before anything is sent;
// the server's 422 messages at the node and signer they name, the changes kept; signers added, moved
// to another step and removed with their fields; copy recipients checked; Send asks naming the first
// signers, then goes back to the contract. Pages come from a recording renderer (jsdom has no canvas).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CONTRACT_MESSAGES, CONTRACT_NODE_DEFAULT_SIZE, VALIDATION_MESSAGES as M, type ContractDetails, type ContractNode } from 'shared-contract';
import { PdfRendererProvider, type PdfRenderer } from 'shared-ui';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { makeContract, makeContractTask, makeRound, signerOf } from './contract-fixtures';
import { ContractPreparePage } from './contract-prepare-page';
import { PLACING_HINT } from './contract-prepare-editor';
import { SIGNING_ORDER_NOTE } from './contract-prepare-signers';

jest.setTimeout(60_000);

afterEach(() => clearCookies());

const V1 = '/api/v1';
const LETTER = { width: 612, height: 792 };
/** PdfPages' widest page (no width in jsdom): 820 px for 612 pt. */
const SCALE = 820 / 612;

const opened: Uint8Array[] = [];
const renderer: PdfRenderer = {
  open: async (data) => {
    opened.push(data);
    return { pageSizes: [LETTER, LETTER], renderPage: () => ({ promise: Promise.resolve(), cancel: () => undefined }), destroy: () => undefined };
  },
};
const WithRenderer = ({ children }: { children: ReactNode }) => <PdfRendererProvider renderer={renderer}>{children}</PdfRendererProvider>;

const node = (id: number, user_id: number, kind: ContractNode['kind'], page: number, x = 72, y = 700): ContractNode => ({ id, user_id, kind, page, x, y, width: 180, height: 40, signed: false });

/** A preparing round: Victor Vendor (external, step 1) and Sam Signer (internal, step 1), a signature each on page 2. */
function preparing(overrides: Partial<ContractDetails['round'] & object> = {}): ContractDetails {
  return makeContract({
    task: makeContractTask({ status: 'pending_approval' }),
    approval: { state: 'approved', workflow_name: null, current_step: null, approvals: [] },
    round: makeRound({
      status: 'preparing',
      sent_at: null,
      page_count: 2,
      page_sizes: [LETTER, LETTER],
      signers: [signerOf({ id: 1, user_id: 40, full_name: 'Victor Vendor', side: 'external', step: 1 }), signerOf({ id: 2, user_id: 14, full_name: 'Sam Signer', side: 'internal', step: 1 })],
      nodes: [node(1, 40, 'signature', 2), node(2, 14, 'signature', 2, 360)],
      ...overrides,
    }),
    rounds_count: 1,
    flags: { send: true, revoke: true },
  });
}

const user = (id: number, full_name: string) => {
  const [first_name, last_name] = full_name.split(' ');
  return { id, first_name, last_name, full_name, email: `${id}@x.test`, photo: null };
};

function open(details: ContractDetails, routes: FakeRoutes = {}) {
  const api = installFakeApi({
    [`GET ${V1}/contracts/5`]: { body: { data: details } },
    [`GET ${V1}/contracts/5/rounds/70/document`]: { body: '%PDF-1.7' },
    [`GET ${V1}/scope/vendor-options`]: {
      body: { data: [{ id: 30, name: 'Acme Electric', users: [user(40, 'Victor Vendor'), user(41, 'Vanessa Vale')], default_assignee_id: 40, default_signer_id: null }, { id: 31, name: 'Other Co', users: [user(50, 'Otto Other')], default_assignee_id: null, default_signer_id: null }] },
    },
    [`GET ${V1}/scope/get-editors`]: { body: { data: [{ ...user(12, 'Olivia Stone'), selected: false }, { ...user(14, 'Sam Signer'), selected: false }] } },
    ...routes,
  });
  const view = renderRemote([{ path: '/tasks/:taskId/contract/prepare', element: <ContractPreparePage /> }], { url: '/tasks/5/contract/prepare', currentUser: makeUser(), wrapper: WithRenderer });
  return { ...view, api };
}

const box = (name: RegExp) => screen.findByRole('button', { name });
const putBodies = (api: ReturnType<typeof installFakeApi>) => api.find(`PUT ${V1}/contracts/5/signing-setup`).map((r) => r.body as { signers: unknown[]; nodes: { user_id: number; kind: string; page: number; x: number; y: number }[]; copy_recipients: unknown[] });

test('a contract that may be prepared is frozen on request, then its fields are shown on the pages', async () => {
  const before = makeContract({ approval: { state: 'approved', workflow_name: null, current_step: null, approvals: [] }, flags: { prepare: true } });
  const { user: u, api } = open(before, { [`POST ${V1}/contracts/5/prepare`]: { body: { data: preparing(), message: CONTRACT_MESSAGES.prepared } } });
  await u.click(await screen.findByRole('button', { name: 'Prepare the document' }));
  expect(await screen.findByRole('heading', { name: 'Place the signature fields' })).toBeInTheDocument();
  expect(api.find(`POST ${V1}/contracts/5/prepare`)).toHaveLength(1);
  expect(await screen.findByText(CONTRACT_MESSAGES.prepared)).toBeInTheDocument();
  const page2 = within(screen.getByRole('listitem', { name: 'Page 2 of 2' }));
  expect(await page2.findByRole('button', { name: /^Victor Vendor · Signature, at 72, 700 pt/ })).toBeInTheDocument();
  expect(page2.getByRole('button', { name: /^Sam Signer · Signature, at 360, 700 pt/ })).toBeInTheDocument();
  // The frozen document's bytes went to the page renderer.
  await waitFor(() => expect(new TextDecoder().decode(opened[opened.length - 1])).toContain('%PDF-1.7'));
});

test('a field moved with the keyboard and one placed by a click are saved as PUT signing-setup', async () => {
  const { user: u, api } = open(preparing(), { [`PUT ${V1}/contracts/5/signing-setup`]: { body: { data: preparing(), message: CONTRACT_MESSAGES.setupSaved } } });
  const victorBox = await box(/^Victor Vendor · Signature, at/);
  act(() => victorBox.focus());
  await u.keyboard('{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
  expect(victorBox).toHaveAccessibleName(/at 73, 690 pt/);
  expect(screen.getByText('Unsaved changes.')).toBeInTheDocument();

  await u.click(screen.getByRole('combobox', { name: 'Signer' }));
  await u.click(screen.getByRole('option', { name: 'Sam Signer' }));
  await u.click(screen.getByRole('combobox', { name: 'Kind' }));
  await u.click(screen.getByRole('option', { name: 'Initials' }));
  await u.click(screen.getByRole('button', { name: 'Place on a page' }));
  expect(screen.getByText(PLACING_HINT)).toBeInTheDocument();
  const layer = within(screen.getByRole('listitem', { name: 'Page 1 of 2' })).getByTestId('signature-node-layer');
  jest.spyOn(layer, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, right: 820, bottom: 792 * SCALE, width: 820, height: 792 * SCALE, x: 0, y: 0, toJSON: () => ({}) });
  fireEvent.pointerUp(layer, { clientX: 306 * SCALE, clientY: 396 * SCALE });
  const { width, height } = CONTRACT_NODE_DEFAULT_SIZE.initials;
  expect(await box(new RegExp(`^Sam Signer · Initials, at ${306 - width / 2}, ${396 - height / 2} pt`))).toHaveFocus();
  expect(screen.queryByText(PLACING_HINT)).not.toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.setupSaved)).toBeInTheDocument();
  expect(putBodies(api)).toEqual([
    {
      signers: [
        { user_id: 40, side: 'external', step: 1 },
        { user_id: 14, side: 'internal', step: 1 },
      ],
      nodes: [
        { user_id: 40, kind: 'signature', page: 2, x: 73, y: 690, width: 180, height: 40 },
        { user_id: 14, kind: 'signature', page: 2, x: 360, y: 700, width: 180, height: 40 },
        { user_id: 14, kind: 'initials', page: 1, x: 306 - width / 2, y: 396 - height / 2, width, height },
      ],
      copy_recipients: [],
    },
  ]);
  expect(screen.queryByText('Unsaved changes.')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('the shared rule refuses a set-up before anything is sent: a signer without a signature field', async () => {
  const { user: u, api } = open(preparing());
  const samBox = await box(/^Sam Signer · Signature/);
  act(() => samBox.focus());
  await u.keyboard('{Delete}');
  expect(screen.queryByRole('button', { name: /^Sam Signer · Signature/ })).not.toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert', { name: 'Problems to correct' });
  expect(within(alert).getByText(CONTRACT_MESSAGES.twoSigners)).toBeInTheDocument();
  expect(within(alert).getAllByText(CONTRACT_MESSAGES.twoSigners)).toHaveLength(1);
  expect(putBodies(api)).toHaveLength(0);
});

test('the server\u2019s 422 messages are shown at the node and the signer they name, and every change is kept', async () => {
  const { user: u, api } = open(preparing(), {
    [`PUT ${V1}/contracts/5/signing-setup`]: {
      status: 422,
      body: { message: CONTRACT_MESSAGES.nodeOffPage, errors: { 'nodes.1.page': [CONTRACT_MESSAGES.nodeOffPage], 'signers.1.user_id': [CONTRACT_MESSAGES.internalSignerCompany] } },
    },
  });
  const samBox = await box(/^Sam Signer · Signature/);
  act(() => samBox.focus());
  await u.keyboard('{Shift>}{ArrowDown}{/Shift}');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(putBodies(api)).toHaveLength(1));
  const alert = await screen.findByRole('alert', { name: 'Problems to correct' });
  expect(within(alert).getByRole('button', { name: 'Sam Signer · Signature, page 2' })).toBeInTheDocument();
  expect(samBox).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: /^Victor Vendor · Signature/ })).not.toHaveAttribute('aria-invalid');
  expect(within(screen.getByRole('listitem', { name: 'Sam Signer' })).getByText(CONTRACT_MESSAGES.internalSignerCompany)).toBeInTheDocument();
  // The change is still there, unsaved.
  expect(samBox).toHaveAccessibleName(/at 360, 710 pt/);
  expect(screen.getByText('Unsaved changes.')).toBeInTheDocument();
  // Moving the node clears its message.
  act(() => samBox.focus());
  await u.keyboard('{ArrowUp}');
  expect(samBox).not.toHaveAttribute('aria-invalid');
});

test('signers: added from the vendor\u2019s users, moved to another step, removed with their fields after a question', async () => {
  const { user: u, api } = open(preparing(), { [`PUT ${V1}/contracts/5/signing-setup`]: { body: { data: preparing(), message: CONTRACT_MESSAGES.setupSaved } } });
  expect(await screen.findByText(SIGNING_ORDER_NOTE)).toBeInTheDocument();
  const external = screen.getByRole('region', { name: 'External signers (Acme Electric)' });
  await u.click(within(external).getByRole('combobox', { name: 'Add external signer' }));
  // Only the vendor's users who are not signers yet.
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Vanessa Vale (41@x.test)']);
  await u.click(screen.getByRole('option', { name: 'Vanessa Vale (41@x.test)' }));
  await u.click(within(external).getByRole('button', { name: 'Add' }));
  await u.click(within(within(external).getByRole('listitem', { name: 'Vanessa Vale' })).getByRole('combobox', { name: /^Step/ }));
  await u.click(screen.getByRole('option', { name: '2' }));

  // Removing Victor asks first (he has a field), then his field goes too.
  await u.click(within(external).getByRole('button', { name: 'Remove Victor Vendor' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Remove Victor Vendor and their field?')).toBeInTheDocument();
  await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: /^Victor Vendor · Signature/ })).not.toBeInTheDocument();

  // Vanessa gets a signature field on page 2 from the keyboard path.
  await u.click(screen.getByRole('combobox', { name: 'Signer' }));
  await u.click(screen.getByRole('option', { name: 'Vanessa Vale' }));
  await u.click(screen.getByRole('combobox', { name: 'Page' }));
  await u.click(screen.getByRole('option', { name: '2' }));
  await u.click(screen.getByRole('button', { name: 'Add to the middle of the page' }));
  expect(await box(/^Vanessa Vale · Signature, at 216, 376 pt/)).toHaveFocus();

  await u.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(putBodies(api)).toHaveLength(1));
  expect(putBodies(api)[0].signers).toEqual([
    { user_id: 14, side: 'internal', step: 1 },
    { user_id: 41, side: 'external', step: 2 },
  ]);
  expect(putBodies(api)[0].nodes.map((n) => [n.user_id, n.kind, n.page])).toEqual([
    [14, 'signature', 2],
    [41, 'signature', 2],
  ]);
});

test('a copy recipient\u2019s e-mail is checked with the shared rule at its field', async () => {
  const { user: u, api } = open(preparing(), { [`PUT ${V1}/contracts/5/signing-setup`]: { body: { data: preparing({ copy_recipients: [{ name: 'Lee Legal', email: 'lee@x.test' }] }), message: CONTRACT_MESSAGES.setupSaved } } });
  await u.click(await screen.findByRole('button', { name: 'Add copy recipient' }));
  await u.type(screen.getByRole('textbox', { name: 'Name 1' }), 'Lee Legal');
  await u.type(screen.getByRole('textbox', { name: 'E-mail 1' }), 'lee@');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(M.email)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-mail 1' })).toHaveAttribute('aria-invalid', 'true');
  expect(putBodies(api)).toHaveLength(0);
  await u.type(screen.getByRole('textbox', { name: 'E-mail 1' }), 'x.test');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(putBodies(api)).toHaveLength(1));
  expect(putBodies(api)[0].copy_recipients).toEqual([{ name: 'Lee Legal', email: 'lee@x.test' }]);
});

test('Send asks naming the first signers, sends, and goes back to the contract with the message', async () => {
  const sent = preparing({ status: 'signing', sent_at: '2026-11-06T09:00:00Z' });
  const { user: u, api, currentPath } = open(preparing(), { [`POST ${V1}/contracts/5/send`]: { body: { data: { ...sent, can: { ...sent.can, send: false } }, message: CONTRACT_MESSAGES.sent } } });
  await u.click(await screen.findByRole('button', { name: 'Send for signature' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`Victor Vendor is asked to sign first. ${SIGNING_ORDER_NOTE}`)).toBeInTheDocument();
  await u.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(currentPath()).toBe('/tasks/5/contract'));
  expect(api.find(`POST ${V1}/contracts/5/send`)).toHaveLength(1);
  // Nothing was unsaved: no set-up was sent before.
  expect(putBodies(api)).toHaveLength(0);
  expect(await screen.findByText(CONTRACT_MESSAGES.sent)).toBeInTheDocument();
});

test('a failed send keeps the screen and shows the server\u2019s message', async () => {
  const { user: u } = open(preparing(), { [`POST ${V1}/contracts/5/send`]: { status: 422, body: { message: CONTRACT_MESSAGES.notPreparing } } });
  await u.click(await screen.findByRole('button', { name: 'Send for signature' }));
  await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.notPreparing)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Place the signature fields' })).toBeInTheDocument();
});

test('a contract already out for signature says so and links back to it', async () => {
  const details = preparing({ status: 'signing' });
  open({ ...details, can: { ...details.can, send: false } });
  expect(await screen.findByText('Out for signature.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the contract' })).toHaveAttribute('href', '/tasks/5/contract');
  expect(screen.queryByRole('button', { name: 'Send for signature' })).not.toBeInTheDocument();
});
