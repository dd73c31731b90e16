// The contract panel of /tasks/{task_id}/contract against the fake API: the approval round and the
// signing round as the server reports them, the actions the `can` flags allow (and none other), and
// each action: Submit for approval (asks, then the panel updates), Edit values (the template's merge
// fields, checked by type before anything is sent, approvals-reset warning), Prepare for signature
// (then the placement screen), Revoke (the task revoke dialog), Correct and send again (then the new
// contract), the downloads.
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { VALIDATION_MESSAGES as M, CONTRACT_MESSAGES } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { approvalOf, makeContract, makeContractTask, makeRound, signerOf } from './contract-fixtures';
import { ContractStatusPanel } from './contract-status-panel';
import type { ContractDetails } from 'shared-contract';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const V1 = '/api/v1';
const manager = makeUser();

function Panel() {
  const { taskId } = useParams();
  return <ContractStatusPanel taskId={Number(taskId)} />;
}

function open(routes: FakeRoutes, url = '/tasks/5/contract') {
  const api = installFakeApi(routes);
  const view = renderRemote([{ path: '/tasks/:taskId/contract', element: <Panel /> }], { url, currentUser: manager });
  return { ...view, api };
}

const contractRoute = (details: ContractDetails | (() => ContractDetails)) => ({
  [`GET ${V1}/contracts/5`]: () => ({ body: { data: typeof details === 'function' ? details() : details } }),
});

const buttonNames = () =>
  within(screen.getByRole('group', { name: 'Contract actions' }))
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .concat(within(screen.getByRole('group', { name: 'Contract actions' })).queryAllByRole('link').map((l) => l.textContent));

test('the approval round and the signing round as the server reports them', async () => {
  const details = makeContract({
    task: makeContractTask({ status: 'pending_external_signature', status_label: 'Pending Vendor Signature' }),
    approval: {
      state: 'approved',
      workflow_name: 'Two-step contract approval',
      current_step: null,
      approvals: [
        approvalOf({ id: 1, user_id: 12, user_name: 'Olivia Stone', step: 1, approved: true, comment: 'Fine by me', acted_at: '2026-11-02T09:15:00Z' }),
        approvalOf({ id: 2, user_id: 15, user_name: 'Peter Park', step: 2, approved: true, acted_at: '2026-11-03T09:15:00Z' }),
      ],
    },
    round: makeRound({
      signers: [
        signerOf({ id: 1, user_id: 14, full_name: 'Sam Signer', side: 'internal', step: 1 }),
        signerOf({ id: 2, user_id: 40, full_name: 'Victor Vendor', side: 'external', step: 1, status: 'pending', viewed_at: '2026-11-05T11:00:00Z' }),
      ],
    }),
  });
  open(contractRoute(details));
  expect(await screen.findByRole('heading', { name: 'Contract: Pending Vendor Signature' })).toBeInTheDocument();
  const approval = screen.getByRole('region', { name: 'Approval' });
  expect(within(approval).getByLabelText('Approval: Approved')).toBeInTheDocument();
  expect(within(approval).getByText('Workflow: Two-step contract approval')).toBeInTheDocument();
  const olivia = within(within(approval).getByRole('listitem', { name: 'Step 1' })).getByRole('listitem', { name: 'Olivia Stone' });
  expect(olivia).toHaveTextContent('Approved');
  expect(olivia).toHaveTextContent('Comment: Fine by me');
  expect(olivia).toHaveTextContent(/11\/02\/2026/);
  const signing = screen.getByRole('region', { name: 'Signing' });
  expect(within(signing).getByLabelText('Signing: Out for signature')).toBeInTheDocument();
  // The vendor's step comes first (DOMAIN.md 4), then the general contractor's.
  const steps = within(within(signing).getByRole('list', { name: 'Signing steps' })).getAllByRole('listitem', { name: /step/ });
  expect(steps.map((s) => s.getAttribute('aria-label'))).toEqual(['Vendor, step 1', 'Your company, step 1']);
  expect(within(steps[0]).getByRole('listitem', { name: 'Victor Vendor' })).toHaveTextContent(/Pending signature.*Viewed 11\/05\/2026/);
  expect(within(steps[1]).getByRole('listitem', { name: 'Sam Signer' })).toHaveTextContent('Waiting');
  // Nothing is allowed: only the timeline.
  expect(buttonNames()).toEqual(['Timeline']);
  expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/tasks/5/timeline');
});

test('each action shows only when its flag allows it', async () => {
  const details = makeContract({
    round: makeRound({ status: 'preparing', sent_at: null }),
    flags: { approve: true, reject: true, edit: true, send: true, sign: true, revoke: true, download_executed: true, export_record: true },
  });
  open(contractRoute(details));
  await screen.findByRole('group', { name: 'Contract actions' });
  expect(buttonNames().sort()).toEqual(
    ['Review and approve', 'Edit values', 'Continue preparing', 'Sign', 'Download executed PDF', 'Download record (ZIP)', 'Revoke', 'Timeline'].sort(),
  );
  expect(screen.getByRole('link', { name: 'Review and approve' })).toHaveAttribute('href', '/tasks/5/contract/review');
  expect(screen.getByRole('link', { name: 'Continue preparing' })).toHaveAttribute('href', '/tasks/5/contract/prepare');
  expect(screen.getByRole('link', { name: 'Sign' })).toHaveAttribute('href', '/tasks/5/sign');
});

test('Submit for approval asks first, sends, reports the message and the panel updates', async () => {
  const draft = makeContract({
    task: makeContractTask({ status: 'draft', status_label: 'Draft' }),
    approval: { state: 'none', workflow_name: 'Two-step contract approval', current_step: null, approvals: [] },
    flags: { submit_for_approval: true, edit: true },
  });
  const submitted = makeContract({ flags: { edit: true } });
  const { user, api } = open({ ...contractRoute(draft), [`POST ${V1}/contracts/5/submit-for-approval`]: { body: { data: submitted, message: CONTRACT_MESSAGES.submittedForApproval } } });
  expect(await screen.findByText('The contract has not been sent for approval yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit for approval' });
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.submittedForApproval)).toBeInTheDocument();
  expect(api.find(`POST ${V1}/contracts/5/submit-for-approval`)).toHaveLength(1);
  expect(await screen.findByLabelText('Approval: Pending approval')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(within(screen.getByRole('listitem', { name: 'Olivia Stone' })).getByText('Pending')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Peter Park' })).getByText('Waiting')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
});

test('Edit values: the merge fields to fill, checked by type, the approvals-reset warning, then the values are sent', async () => {
  const details = makeContract({
    approval: { state: 'pending', workflow_name: 'W', current_step: 2, approvals: [approvalOf({ id: 1, user_id: 12, user_name: 'Olivia Stone', step: 1, approved: true }), approvalOf({ id: 2, user_id: 15, user_name: 'Peter Park', step: 2 })] },
    flags: { edit: true },
  });
  const edited = makeContract({ merge_values: { 'Contract Amount': '2500', 'Start Note': 'Asap' }, flags: { edit: true } });
  const fields = [
    { name: 'Contract Amount', type: 'number', source: 'company', value: null },
    { name: 'Start Note', type: 'text', source: 'company', value: null },
    { name: 'Project Name', type: 'text', source: 'system', value: 'Harbor Tower' },
  ];
  const { user, api } = open({
    ...contractRoute(details),
    [`GET ${V1}/scope/shortcodes`]: { body: { data: fields } },
    [`POST ${V1}/contracts/5/edit`]: { body: { data: edited, message: CONTRACT_MESSAGES.edited } },
  });
  await user.click(await screen.findByRole('button', { name: 'Edit values' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit values' });
  expect(within(dialog).getByText(/every approval given so far is reset/)).toBeInTheDocument();
  const amount = await within(dialog).findByRole('textbox', { name: 'Contract Amount (Number)' });
  expect(amount).toHaveValue('1000');
  expect(within(dialog).getByRole('textbox', { name: 'Project Name' })).toHaveValue('Harbor Tower');
  const query = api.find(`GET ${V1}/scope/shortcodes`)[0].query;
  expect([query.get('template_id'), query.get('project_id'), query.get('scope_id'), query.get('vendor_company_id')]).toEqual(['2', '3', '8', '30']);
  await user.clear(amount);
  await user.type(amount, 'lots');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(M.number)).toBeInTheDocument();
  expect(within(dialog).getByText(M.required)).toBeInTheDocument();
  expect(api.find(`POST ${V1}/contracts/5/edit`)).toHaveLength(0);
  await user.clear(amount);
  await user.type(amount, '2500');
  await user.type(within(dialog).getByRole('textbox', { name: 'Start Note (Text)' }), 'Asap');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.edited)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find(`POST ${V1}/contracts/5/edit`)[0].body).toEqual({ merge_values: { 'Contract Amount': '2500', 'Start Note': 'Asap' } });
});

test('Prepare for signature asks, freezes the document and opens the placement screen', async () => {
  const approved = makeContract({ approval: { state: 'none', workflow_name: null, current_step: null, approvals: [] }, flags: { prepare: true, edit: true } });
  const prepared = makeContract({ round: makeRound({ status: 'preparing', sent_at: null }), flags: { send: true } });
  const { user, api, currentPath } = open({ ...contractRoute(approved), [`POST ${V1}/contracts/5/prepare`]: { body: { data: prepared, message: CONTRACT_MESSAGES.prepared } } });
  expect(await screen.findByText('The project has no contract approval workflow.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Prepare for signature' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prepare for signature' });
  // Enter would cancel: the focus starts on Cancel.
  expect(within(dialog).getByRole('button', { name: /cancel|no/i })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Prepare' }));
  await waitFor(() => expect(currentPath()).toBe('/tasks/5/contract/prepare'));
  expect(api.find(`POST ${V1}/contracts/5/prepare`)).toHaveLength(1);
  expect(await screen.findByText(CONTRACT_MESSAGES.prepared)).toBeInTheDocument();
});

test('Revoke uses the task revoke dialog, then the contract is read again', async () => {
  let revoked = false;
  const open1 = makeContract({ flags: { revoke: true, export_record: true } });
  const after = makeContract({ task: makeContractTask({ status: 'revoked', status_label: 'Revoked' }), flags: { resend: true, export_record: true } });
  const { user, api } = open({
    ...contractRoute(() => (revoked ? after : open1)),
    [`POST ${V1}/task/revoke/5`]: () => {
      revoked = true;
      return { body: { data: { message: 'Task revoked successfully.' } } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Revoke' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke task' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Wrong amount');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Task revoked successfully.')).toBeInTheDocument();
  expect(api.find(`POST ${V1}/task/revoke/5`)[0].body).toEqual({ reason: 'Wrong amount' });
  expect(await screen.findByRole('heading', { name: 'Contract: Revoked' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Correct and send again' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
});

test('Correct and send again creates the corrected contract and opens it', async () => {
  const revoked = makeContract({ task: makeContractTask({ status: 'revoked', status_label: 'Revoked' }), flags: { resend: true } });
  const { user, api, currentPath } = open({
    ...contractRoute(revoked),
    [`POST ${V1}/contracts/5/resend`]: { status: 201, body: { data: { id: 9, task_id: 'T-000009' }, message: CONTRACT_MESSAGES.resent } },
  });
  await user.click(await screen.findByRole('button', { name: 'Correct and send again' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Correct and send again' })).getByRole('button', { name: 'Create corrected contract' }));
  await waitFor(() => expect(currentPath()).toBe('/tasks/9/contract'));
  expect(api.find(`POST ${V1}/contracts/5/resend`)).toHaveLength(1);
  expect(await screen.findByText(CONTRACT_MESSAGES.resent)).toBeInTheDocument();
});

test('a corrected contract links both ways; the executed PDF and the record download', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  const details = makeContract({
    task: makeContractTask({ status: 'fully_executed', status_label: 'Fully Executed' }),
    approval: { state: 'approved', workflow_name: null, current_step: null, approvals: [] },
    supersedes_task_id: 3,
    superseded_by_task_id: null,
    round: makeRound({ status: 'executed', sealed_at: '2026-11-06T10:00:00Z', copy_recipients: [{ name: 'Legal', email: 'legal@x.test' }] }),
    flags: { download_executed: true, export_record: true },
  });
  const { user, api } = open({ ...contractRoute(details), [`GET ${V1}/contracts/5/executed`]: { body: 'pdf' }, [`GET ${V1}/contracts/5/record`]: { body: 'zip' } });
  expect(await screen.findByRole('link', { name: 'the earlier contract' })).toHaveAttribute('href', '/tasks/3/contract');
  expect(screen.getByText('Copies to: Legal <legal@x.test>')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download executed PDF' }));
  await waitFor(() => expect(api.find(`GET ${V1}/contracts/5/executed`)).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Download record (ZIP)' }));
  await waitFor(() => expect(api.find(`GET ${V1}/contracts/5/record`)).toHaveLength(1));
  expect(URL.createObjectURL).toHaveBeenCalledTimes(2);
});

test("a failure reads the server's message", async () => {
  const draft = makeContract({ task: makeContractTask({ status: 'draft', status_label: 'Draft' }), approval: { state: 'none', workflow_name: 'W', current_step: null, approvals: [] }, flags: { submit_for_approval: true } });
  const { user } = open({ ...contractRoute(draft), [`POST ${V1}/contracts/5/submit-for-approval`]: { status: 422, body: { message: CONTRACT_MESSAGES.noWorkflow, errors: {} } } });
  await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(CONTRACT_MESSAGES.noWorkflow)).toBeInTheDocument();
});

test('a contract that cannot be loaded shows the error with a retry', async () => {
  open({ [`GET ${V1}/contracts/5`]: { status: 500, body: { message: 'Server Error' } } });
  expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
});
