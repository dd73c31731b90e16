// TaskReviewApprove (/tasks/{task_id}/contract/review) against the fake API: the rendered contract and
// the approvals so far; the approver of the step acting now approves with an optional comment or
// rejects with a required reason (the shared rule, before anything is sent), and the view updates from
// the answer; anyone else reads why they cannot act.
import { screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_MESSAGES, VALIDATION_MESSAGES as M, type ContractDetails } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { approvalOf, makeContract } from './contract-fixtures';
import { ContractReviewPage } from './contract-review-page';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const V1 = '/api/v1';
const olivia = makeUser();
const peter = makeUser({ id: 15, first_name: 'Peter', last_name: 'Park', full_name: 'Peter Park' });

function open(routes: FakeRoutes, currentUser = olivia) {
  const api = installFakeApi(routes);
  const view = renderRemote([{ path: '/tasks/:taskId/contract/review', element: <ContractReviewPage /> }], { url: '/tasks/5/contract/review', currentUser });
  return { ...view, api };
}

const contractRoute = (details: ContractDetails) => ({ [`GET ${V1}/contracts/5`]: { body: { data: details } } });
const mine = makeContract({ flags: { approve: true, reject: true, edit: true } });

test('the approver reads the contract and the approvals, approves with a comment, and the view updates', async () => {
  const approved = makeContract({
    approval: {
      state: 'pending',
      workflow_name: 'Two-step contract approval',
      current_step: 2,
      approvals: [
        approvalOf({ id: 1, user_id: 12, user_name: 'Olivia Stone', step: 1, approved: true, comment: 'Looks good', acted_at: '2026-11-02T09:00:00Z' }),
        approvalOf({ id: 2, user_id: 15, user_name: 'Peter Park', step: 2 }),
      ],
    },
  });
  const { user, api } = open({ ...contractRoute(mine), [`POST ${V1}/contracts/5/approve`]: { body: { data: approved, message: CONTRACT_MESSAGES.approved } } });
  const frame = await screen.findByTitle('Electrical subcontract contract');
  expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  expect(frame.getAttribute('srcdoc')).toContain('<h1>Subcontract</h1>');
  expect(within(screen.getByRole('listitem', { name: 'Olivia Stone' })).getByText('Pending')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve the contract' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Looks good');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.approved)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find(`POST ${V1}/contracts/5/approve`)[0].body).toEqual({ comment: 'Looks good' });
  // The answer is shown: Olivia has acted, her comment is listed, no buttons are left.
  expect(screen.getByText(CONTRACT_MESSAGES.alreadyActed)).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Olivia Stone' })).getByText('Comment: Looks good')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the contract' })).toHaveAttribute('href', '/tasks/5/contract');
});

test('approving without a comment sends null', async () => {
  const { user, api } = open({ ...contractRoute(mine), [`POST ${V1}/contracts/5/approve`]: { body: { data: mine, message: CONTRACT_MESSAGES.approved } } });
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(api.find(`POST ${V1}/contracts/5/approve`)).toHaveLength(1));
  expect(api.find(`POST ${V1}/contracts/5/approve`)[0].body).toEqual({ comment: null });
});

test('rejecting needs a reason (the shared rule) before anything is sent; the reason is sent and listed', async () => {
  const rejected = makeContract({
    approval: {
      state: 'rejected',
      workflow_name: 'Two-step contract approval',
      current_step: null,
      approvals: [approvalOf({ id: 1, user_id: 12, user_name: 'Olivia Stone', step: 1, rejected: true, comment: 'Wrong amount', acted_at: '2026-11-02T09:00:00Z' }), approvalOf({ id: 2, user_id: 15, user_name: 'Peter Park', step: 2 })],
    },
  });
  const { user, api } = open({ ...contractRoute(mine), [`POST ${V1}/contracts/5/reject`]: { body: { data: rejected, message: CONTRACT_MESSAGES.rejected } } });
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject the contract' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
  expect(api.find(`POST ${V1}/contracts/5/reject`)).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong amount');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.rejected)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find(`POST ${V1}/contracts/5/reject`)[0].body).toEqual({ reason: 'Wrong amount' });
  expect(screen.getByLabelText('Approval: Rejected')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Olivia Stone' })).getByText('Reason: Wrong amount')).toBeInTheDocument();
  expect(screen.getByText('This contract is not waiting for approval: rejected.')).toBeInTheDocument();
});

test("the server's refusal is read out", async () => {
  const { user } = open({ ...contractRoute(mine), [`POST ${V1}/contracts/5/approve`]: { status: 403, body: { message: CONTRACT_MESSAGES.notYourStep } } });
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.notYourStep)).toBeInTheDocument();
});

test('who cannot act reads why: a later step, already acted, not an approver', async () => {
  const first = open(contractRoute(makeContract()), peter);
  expect(await screen.findByText(CONTRACT_MESSAGES.notYourStep)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  first.unmount();

  const acted = makeContract({
    approval: { state: 'pending', workflow_name: 'W', current_step: 1, approvals: [approvalOf({ id: 1, user_id: 12, user_name: 'Olivia Stone', step: 1, approved: true }), approvalOf({ id: 3, user_id: 16, user_name: 'Ann Other', step: 1 })] },
  });
  const second = open(contractRoute(acted));
  expect(await screen.findByText(CONTRACT_MESSAGES.alreadyActed)).toBeInTheDocument();
  second.unmount();

  open(contractRoute(makeContract()), makeUser({ id: 99, full_name: 'Nick Nobody' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.notApprover)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
});

test('an unknown contract is the 404 page', async () => {
  open({ [`GET ${V1}/contracts/5`]: { status: 404, body: { message: 'Not found.' } } });
  expect(await screen.findByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
});
