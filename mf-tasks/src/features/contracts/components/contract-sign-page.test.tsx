// TaskSign (/tasks/{task_id}/sign) against the fake API: the document, the signing order and the
// signer's fields; the view recorded once; consent required before anything is sent; a typed signature
// (prefilled with the signer's name, initials derived) and a drawn one (the pad's PNG) sent as
// POST contracts/5/sign bodies, then the finished state; the server's field messages; decline needs a
// reason and a confirmation; not-your-turn and not-a-signer say so without buttons.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_MESSAGES, ESIGN_CONSENT_TEXT, VALIDATION_MESSAGES as M, type ContractDetails, type ContractNode } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { makeContract, makeContractTask, makeRound, signerOf } from './contract-fixtures';
import { ContractSignPage } from './contract-sign-page';

jest.setTimeout(60_000);

// jsdom has no canvas: a do-nothing 2D context (PointerEvent comes from tools/jest/setup-dom).
// Each drawing exports its own PNG (the first is PNG).
const pngOf = (n: number) => `data:image/png;base64,iVBORw0KGgo${'A'.repeat(n)}=`;
const PNG = pngOf(1);
let drawings = 0;
beforeEach(() => {
  const ctx = new Proxy({}, { get: () => () => undefined, set: () => true });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
  drawings = 0;
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => pngOf((drawings += 1)));
});
afterEach(() => {
  jest.restoreAllMocks();
  clearCookies();
});

const V1 = '/api/v1';
const vendorCompany = { id: 30, name: 'Acme Electric', type: 'sub_contractor' as const, plan: 'sub' as const, logo: null, status: 'active' as const, features: [] };
const victor = makeUser({ id: 40, full_name: 'Victor Vendor', first_name: 'Victor', last_name: 'Vendor', company: vendorCompany as never });
const sam = makeUser({ id: 14, full_name: 'Sam Signer', first_name: 'Sam', last_name: 'Signer' });
const olivia = makeUser();

const node = (id: number, user_id: number, kind: ContractNode['kind'], page: number): ContractNode => ({ id, user_id, kind, page, x: 72, y: 600, width: 180, height: 40, signed: false });

/** Victor (vendor, step 1) signs first, then Sam (Northwind); Victor has a signature, initials and a date. */
function pending(overrides: { victor?: Partial<ContractDetails['round'] & object>; me?: number | null; sign?: boolean; withInitials?: boolean } = {}): ContractDetails {
  const withInitials = overrides.withInitials ?? true;
  return makeContract({
    task: makeContractTask({ status: 'pending_external_signature', status_label: 'Pending Your Signature' }),
    approval: { state: 'approved', workflow_name: null, current_step: null, approvals: [] },
    round: makeRound({
      signers: [
        signerOf({ id: 1, user_id: 40, full_name: 'Victor Vendor', side: 'external', step: 1, status: 'pending' }),
        signerOf({ id: 2, user_id: 14, full_name: 'Sam Signer', side: 'internal', step: 1 }),
      ],
      nodes: [node(1, 40, 'signature', 2), ...(withInitials ? [node(2, 40, 'initials', 1)] : []), node(3, 40, 'date', 2), node(4, 14, 'signature', 2)],
    }),
    rounds_count: 1,
    my_signer_id: overrides.me === undefined ? 1 : overrides.me,
    flags: { sign: overrides.sign ?? true, decline: overrides.sign ?? true },
  });
}

/** The answer after Victor signed: his row signed, Sam's turn. */
function signedByVictor(): ContractDetails {
  const details = pending();
  const round = details.round!;
  return {
    ...details,
    round: {
      ...round,
      signers: [{ ...round.signers[0], status: 'signed', signed_at: '2026-11-06T09:30:00Z' }, { ...round.signers[1], status: 'pending' }],
      nodes: round.nodes.map((n) => (n.user_id === 40 ? { ...n, signed: true } : n)),
    },
    can: { ...details.can, sign: false, decline: false },
  };
}

function open(details: ContractDetails, routes: FakeRoutes = {}, currentUser = victor) {
  const api = installFakeApi({
    [`GET ${V1}/contracts/5`]: { body: { data: details } },
    [`POST ${V1}/contracts/5/viewed`]: { body: { message: 'ok' } },
    ...routes,
  });
  const view = renderRemote([{ path: '/tasks/:taskId/sign', element: <ContractSignPage /> }], { url: '/tasks/5/sign', currentUser });
  return { ...view, api };
}

test('the signer reviews the document, the signing order and their fields; opening records the view once', async () => {
  const { api } = open(pending());
  expect(await screen.findByRole('heading', { name: 'Sign the contract' })).toBeInTheDocument();
  expect(screen.getByText('It is your turn to sign: read the whole document, then sign below.')).toBeInTheDocument();
  expect(screen.getByTitle('Electrical subcontract contract')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  const order = within(screen.getByRole('list', { name: 'Signing steps' })).getAllByRole('listitem', { name: /step/ });
  expect(order.map((step) => step.getAttribute('aria-label'))).toEqual(['Vendor, step 1', 'Your company, step 1']);
  expect(within(order[0]).getByText('Pending signature')).toBeInTheDocument();
  expect(within(order[1]).getByText('Waiting')).toBeInTheDocument();
  expect(screen.getByText('Signing fills your fields: Initials (page 1), Signature (page 2), Date signed (page 2).')).toBeInTheDocument();
  expect(screen.getByLabelText(ESIGN_CONSENT_TEXT)).not.toBeChecked();
  await waitFor(() => expect(api.find(`POST ${V1}/contracts/5/viewed`)).toHaveLength(1));
  // Signing later re-renders the page; the view is not recorded again.
  await new Promise((r) => setTimeout(r, 50));
  expect(api.find(`POST ${V1}/contracts/5/viewed`)).toHaveLength(1);
});

test('consent is required; a typed signature prefilled with the name signs every field with derived initials, then the finished state', async () => {
  const { user, api } = open(pending(), {
    [`POST ${V1}/contracts/5/sign`]: { body: { data: signedByVictor(), message: CONTRACT_MESSAGES.signed } },
  });
  const name = await screen.findByLabelText('Type your signature');
  expect(name).toHaveValue('Victor Vendor');
  expect(screen.getByLabelText('Type your initials')).toHaveValue('VV');

  await user.click(screen.getByRole('button', { name: 'Sign' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.consentRequired)).toBeInTheDocument();
  expect(api.find(`POST ${V1}/contracts/5/sign`)).toHaveLength(0);

  await user.click(screen.getByLabelText(ESIGN_CONSENT_TEXT));
  await user.clear(name);
  await user.type(name, 'Victor A. Vendor');
  expect(screen.getByLabelText('Type your initials')).toHaveValue('VAV');
  await user.click(screen.getByRole('button', { name: 'Sign' }));

  await waitFor(() => expect(api.find(`POST ${V1}/contracts/5/sign`)).toHaveLength(1));
  expect(api.find(`POST ${V1}/contracts/5/sign`)[0].body).toEqual({
    consent: true,
    signature: { type: 'typed', text: 'Victor A. Vendor' },
    initials: { type: 'typed', text: 'VAV' },
  });
  expect(await screen.findByText(/^You signed this contract on/)).toBeInTheDocument();
  expect(screen.getByText('Sam Signer (Northwind Builders) is told to sign next. You are told when the contract is executed.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the contract' })).toHaveAttribute('href', '/tasks/5/contract');
  expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  expect(await screen.findByText(CONTRACT_MESSAGES.signed)).toBeInTheDocument();
});

test('a drawn signature sends the pad\u2019s PNG; an empty pad is refused first; the server\u2019s field messages are shown', async () => {
  let reply: { status: number; body: unknown } = { status: 422, body: { message: 'The given data was invalid.', errors: { 'signature.png': [CONTRACT_MESSAGES.drawnSignatureInvalid] } } };
  const { user, api } = open(pending({ withInitials: false }), { [`POST ${V1}/contracts/5/sign`]: () => reply });
  await screen.findByLabelText('Type your signature');
  expect(screen.queryByLabelText('Type your initials')).not.toBeInTheDocument();
  await user.click(screen.getByLabelText(ESIGN_CONSENT_TEXT));
  await user.click(within(screen.getByRole('group', { name: 'Signature: type or draw' })).getByRole('button', { name: 'Draw' }));
  // An empty pad: the message shows and Sign waits for a drawing.
  expect(await screen.findByText(CONTRACT_MESSAGES.signatureRequired)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
  expect(api.find(`POST ${V1}/contracts/5/sign`)).toHaveLength(0);

  const canvas = screen.getByRole('img', { name: /Signature drawing area/ });
  fireEvent.pointerDown(canvas, { pointerId: 3, pointerType: 'pen', button: 0, clientX: 10, clientY: 10, pressure: 0.4 });
  fireEvent.pointerMove(canvas, { pointerId: 3, pointerType: 'pen', clientX: 60, clientY: 30, pressure: 0.6 });
  fireEvent.pointerUp(canvas, { pointerId: 3, pointerType: 'pen', clientX: 60, clientY: 30 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Sign' }));

  await waitFor(() => expect(api.find(`POST ${V1}/contracts/5/sign`)).toHaveLength(1));
  expect(api.find(`POST ${V1}/contracts/5/sign`)[0].body).toEqual({ consent: true, signature: { type: 'drawn', png: PNG }, initials: null });
  expect(await screen.findByText(CONTRACT_MESSAGES.drawnSignatureInvalid)).toBeInTheDocument();

  reply = { status: 200, body: { data: signedByVictor(), message: CONTRACT_MESSAGES.signed } };
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  fireEvent.pointerDown(canvas, { pointerId: 4, pointerType: 'touch', button: 0, clientX: 5, clientY: 5 });
  fireEvent.pointerMove(canvas, { pointerId: 4, pointerType: 'touch', clientX: 40, clientY: 20 });
  fireEvent.pointerUp(canvas, { pointerId: 4, pointerType: 'touch', clientX: 40, clientY: 20 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  expect(await screen.findByText(/^You signed this contract on/)).toBeInTheDocument();
  expect(api.find(`POST ${V1}/contracts/5/sign`)[1].body).toEqual({ consent: true, signature: { type: 'drawn', png: pngOf(2) }, initials: null });
});

test('decline needs a reason and a confirmation, then shows the declined state', async () => {
  const declined = (() => {
    const details = pending();
    const round = details.round!;
    return {
      ...details,
      round: { ...round, status: 'declined' as const, decline_reason: 'Wrong amount', signers: [{ ...round.signers[0], status: 'declined' as const, declined_at: '2026-11-06T09:30:00Z', decline_reason: 'Wrong amount' }, round.signers[1]] },
      can: { ...details.can, sign: false, decline: false },
    };
  })();
  const { user, api } = open(pending(), { [`POST ${V1}/contracts/5/decline`]: { body: { data: declined, message: CONTRACT_MESSAGES.declined } } });
  await user.click(await screen.findByRole('button', { name: 'Decline' }));
  const dialog = screen.getByRole('dialog', { name: 'Decline to sign' });
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
  expect(api.find(`POST ${V1}/contracts/5/decline`)).toHaveLength(0);

  await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong amount');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  // The confirmation: Cancel sends nothing; Decline sends the reason.
  const question = await screen.findByRole('dialog', { name: 'Decline to sign', description: /ends this signing round/ });
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { description: /ends this signing round/ })).not.toBeInTheDocument());
  expect(api.find(`POST ${V1}/contracts/5/decline`)).toHaveLength(0);
  await user.click(within(screen.getByRole('dialog', { name: 'Decline to sign' })).getByRole('button', { name: 'Decline' }));
  await user.click(within(await screen.findByRole('dialog', { description: /ends this signing round/ })).getByRole('button', { name: 'Decline' }));

  await waitFor(() => expect(api.find(`POST ${V1}/contracts/5/decline`)).toHaveLength(1));
  expect(api.find(`POST ${V1}/contracts/5/decline`)[0].body).toEqual({ reason: 'Wrong amount' });
  expect(await screen.findByText(/^You declined to sign this contract on/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
});

test('a signer whose turn has not come reads whose turn it is, without buttons', async () => {
  open(pending({ me: 2, sign: false }), {}, sam);
  expect(await screen.findByText(CONTRACT_MESSAGES.notYourTurn)).toBeInTheDocument();
  expect(screen.getByText('Waiting for Victor Vendor (Acme Electric) to sign. You are told when it is your turn.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(ESIGN_CONSENT_TEXT)).not.toBeInTheDocument();
});

test('a signer whose step is on but whom the server does not let sign is told so, without buttons', async () => {
  open(pending({ sign: false }));
  expect(await screen.findByText('You cannot sign this contract now. Ask the sender or your company administrator.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
});

test('someone who is not a signer is told so, without buttons, and records no view', async () => {
  const { api } = open(pending({ me: null, sign: false }), {}, olivia);
  expect(await screen.findByText(CONTRACT_MESSAGES.notASigner)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  expect(screen.getByTitle('Electrical subcontract contract')).toBeInTheDocument();
  expect(api.find(`POST ${V1}/contracts/5/viewed`)).toHaveLength(0);
});

test('an unknown contract is the 404 page', async () => {
  installFakeApi({ [`GET ${V1}/contracts/5`]: { status: 404, body: { message: 'Not found.' } } });
  renderRemote([{ path: '/tasks/:taskId/sign', element: <ContractSignPage /> }], { url: '/tasks/5/sign', currentUser: victor });
  expect(await screen.findByText('The page you are looking for was not found.')).toBeInTheDocument();
});
