import { screen, waitFor, within } from '@testing-library/react';
import { APPROVAL_WORKFLOW_MESSAGES as T, VALIDATION_MESSAGES as M, type ApprovalWorkflow } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { ApprovalWorkflowsPage } from './approval-workflows-page';

jest.setTimeout(60_000);

const PATH = '/settings/project/contract-approval';
const PEOPLE = [
  { id: 12, full_name: 'Olivia Stone', email: 'owner@northwind.test' },
  { id: 13, full_name: 'Adam Reyes', email: 'admin@northwind.test' },
  { id: 20, full_name: 'Maya Chen', email: 'manager@northwind.test' },
];
const STANDARD: ApprovalWorkflow = {
  id: 5,
  kind: 'contract',
  name: 'Standard subcontract approval',
  steps: [
    { id: 1, position: 1, approvers: [PEOPLE[2]] },
    { id: 2, position: 2, approvers: [PEOPLE[1], PEOPLE[0]] },
  ],
  projects_count: 2,
  updated_at: '2026-11-20T10:00:00.000Z',
};

function setup() {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(makeUser()),
    'GET /api/v1/settings/contract/approval-workflow': { body: { data: [STANDARD] } },
    'GET /api/v1/settings/approval-workflow/approvers': { body: { data: PEOPLE } },
  });
}

afterEach(() => clearCookies());

describe('approval workflows page', () => {
  test('lists workflows with their ordered steps and approvers', async () => {
    setup();
    renderRemote(<ApprovalWorkflowsPage kind="contract" />, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Contract Approvals' })).toBeInTheDocument();
    const row = (await screen.findByText('Standard subcontract approval')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Step 1').parentElement).toHaveTextContent('Step 1Maya Chen');
    expect(within(row).getByText('Step 2').parentElement).toHaveTextContent('Step 2Adam ReyesOlivia Stone');
    expect(within(row).getByText('2')).toBeInTheDocument();
  });

  test('asks for the people who may approve this kind', async () => {
    const api = setup();
    renderRemote(<ApprovalWorkflowsPage kind="contract" />, { path: PATH });
    await screen.findByText('Standard subcontract approval');
    await waitFor(() => expect(api.find('GET /api/v1/settings/approval-workflow/approvers')[0]?.query.get('kind')).toBe('contract'));
  });

  test('create: a step without approvers is refused on the form; then saved in order', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/contract/approval-workflow', { body: { data: { ...STANDARD, id: 6, name: 'Fast track' }, message: T.workflowCreated } });
    const { user } = renderRemote(<ApprovalWorkflowsPage kind="contract" />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Create workflow' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Fast track');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.required)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/contract/approval-workflow')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Step 1 approvers' }));
    await user.click(await screen.findByRole('option', { name: /Maya Chen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Step 2 approvers' }));
    await user.click(await screen.findByRole('option', { name: /Olivia Stone/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Step 2 approvers' }));
    await user.click(await screen.findByRole('option', { name: /Adam Reyes/ }));
    // The order matters: move the owner's step first.
    await user.click(within(dialog).getByRole('button', { name: 'Move step 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.workflowCreated)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/contract/approval-workflow')[0].body).toEqual({ name: 'Fast track', steps: [{ approver_ids: [12, 13] }, { approver_ids: [20] }] });
  });

  test("an approver search without a match reads 'Item not found'", async () => {
    setup();
    const { user } = renderRemote(<ApprovalWorkflowsPage kind="contract" />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Create workflow' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Step 1 approvers' }), 'zzz');
    expect(await screen.findByText('Item not found')).toBeInTheDocument();
    expect(screen.queryByText('No options')).not.toBeInTheDocument();
  });

  test('edit sends PUT with the steps as they are', async () => {
    const api = setup();
    api.route('PUT /api/v1/settings/contract/approval-workflow/5', { body: { data: STANDARD, message: T.workflowSaved } });
    const { user } = renderRemote(<ApprovalWorkflowsPage kind="contract" />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Edit Standard subcontract approval' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove step 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.workflowSaved)).toBeInTheDocument();
    expect(api.find('PUT /api/v1/settings/contract/approval-workflow/5')[0].body).toEqual({ name: 'Standard subcontract approval', steps: [{ approver_ids: [13, 12] }] });
  });

  test('copy reports the new name; delete of a workflow in use shows the refusal', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/contract/approval-workflow/5/copy', { body: { data: { ...STANDARD, id: 7 }, message: T.workflowCopied('Standard subcontract approval (copy)') } });
    api.route('DELETE /api/v1/settings/contract/approval-workflow/5', { status: 409, body: { message: T.workflowInUse(2) } });
    const { user } = renderRemote(<ApprovalWorkflowsPage kind="contract" />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Copy Standard subcontract approval' }));
    expect(await screen.findByText(T.workflowCopied('Standard subcontract approval (copy)'))).toBeInTheDocument();
    await waitFor(() => expect(api.find('GET /api/v1/settings/contract/approval-workflow').length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Delete Standard subcontract approval' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.deleteWorkflowConfirm('Standard subcontract approval'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(T.workflowInUse(2))).toBeInTheDocument();
  });
});
