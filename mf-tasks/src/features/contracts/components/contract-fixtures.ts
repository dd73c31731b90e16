// Test data of the contract screens' tests: a contract task (GET tasks/{id}) and its contract details
// (GET contracts/{id}) as the API answers them, the manager Olivia Stone (user 12, Northwind Builders)
// sending to Acme Electric.
import type { ContractApproval, ContractDetails, ContractFlags, ContractRound, ContractSigner, TaskDetails } from 'shared-contract';
import { ESIGN_CONSENT_TEXT } from 'shared-contract';

const person = (id: number, full_name: string, company_id: number) => ({ id, full_name, email: `${id}@x.test`, company_id });

export function makeContractTask(overrides: Partial<TaskDetails> = {}): TaskDetails {
  return {
    id: 5,
    task_id: 'T-000005',
    task_name: 'Electrical subcontract',
    type: 'contract',
    required_action: 'Signature Required',
    project_id: 3,
    project_name: 'Harbor Tower',
    scope_id: 8,
    scope_name: 'Electrical',
    company_id: 7,
    company_name: 'Northwind Builders',
    vendor_company_id: 30,
    vendor_company_name: 'Acme Electric',
    due_date: '2026-12-10',
    status: 'pending_approval',
    status_label: 'Pending Approval',
    priority: 'normal',
    is_overdue: false,
    internal_assignee: person(12, 'Olivia Stone', 7),
    internal_signer: person(14, 'Sam Signer', 7),
    external_assignee: person(40, 'Victor Vendor', 30),
    external_signer: null,
    package: null,
    reminders: false,
    is_recurring: false,
    created_at: '2026-11-01T10:00:00Z',
    can: { view: true, edit: true, revoke: true, actions: ['revoke'] },
    description: null,
    assign_date: null,
    reminders_every: null,
    reminders_period: null,
    reminders_days: [],
    recurrence_every: null,
    recurrence_period: null,
    recurrence_days: [],
    recurrence_until_repeats: null,
    recurrence_until_date: null,
    recurrence_index: 0,
    template_id: 2,
    template_name: 'Subcontract Agreement',
    template_version: 1,
    merge_values: { 'Contract Amount': '1000' },
    html: '<h1>Subcontract</h1><p>Amount 1000</p>',
    form: {},
    reject_reason: null,
    revoke_reason: null,
    waiting_on: null,
    files: [],
    created_by: 'Olivia Stone',
    sent_at: '2026-11-01T10:00:00Z',
    completed_at: null,
    revoked_at: null,
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export const NO_FLAGS: ContractFlags = {
  submit_for_approval: false,
  approve: false,
  reject: false,
  edit: false,
  prepare: false,
  send: false,
  sign: false,
  decline: false,
  revoke: false,
  resend: false,
  download_executed: false,
  export_record: false,
};

export const approvalOf = (overrides: Partial<ContractApproval> & Pick<ContractApproval, 'id' | 'user_id' | 'user_name' | 'step'>): ContractApproval => ({
  approved: false,
  rejected: false,
  comment: null,
  acted_at: null,
  ...overrides,
});

export const signerOf = (overrides: Partial<ContractSigner> & Pick<ContractSigner, 'id' | 'user_id' | 'full_name' | 'side' | 'step'>): ContractSigner => ({
  email: `${overrides.user_id}@x.test`,
  company_name: overrides.side === 'external' ? 'Acme Electric' : 'Northwind Builders',
  status: 'waiting',
  viewed_at: null,
  signed_at: null,
  declined_at: null,
  decline_reason: null,
  ...overrides,
});

export function makeRound(overrides: Partial<ContractRound> = {}): ContractRound {
  return {
    id: 70,
    number: 1,
    status: 'signing',
    document_sha256: 'a'.repeat(64),
    page_count: 3,
    page_sizes: [{ width: 612, height: 792 }],
    copy_recipients: [],
    signers: [],
    nodes: [],
    executed_sha256: null,
    sent_at: '2026-11-05T10:00:00Z',
    sealed_at: null,
    decline_reason: null,
    created_at: '2026-11-04T10:00:00Z',
    ...overrides,
  };
}

/** A contract in a two-step approval: Olivia (user 12) in step 1, Peter (user 15) in step 2. */
export function makeContract(overrides: Partial<ContractDetails> & { flags?: Partial<ContractFlags>; task?: TaskDetails } = {}): ContractDetails {
  const { flags, task, ...rest } = overrides;
  const { description: _d, assign_date: _a, reminders_every: _re, reminders_period: _rp, reminders_days: _rd, recurrence_every: _ce, recurrence_period: _cp, recurrence_days: _cd, recurrence_until_repeats: _cr, recurrence_until_date: _cu, recurrence_index: _ci, template_id: _ti, template_name: _tn, template_version: _tv, merge_values: _mv, html: _h, form: _f, reject_reason: _rr, revoke_reason: _rv, waiting_on: _w, files: _fi, created_by: _cb, sent_at: _s, completed_at: _co, revoked_at: _ra, updated_at: _u, ...row } = task ?? makeContractTask();
  return {
    task: row,
    html: '<h1>Subcontract</h1><p>Amount 1000</p>',
    merge_values: { 'Contract Amount': '1000' },
    template_id: 2,
    template_version: 1,
    approval: {
      state: 'pending',
      workflow_name: 'Two-step contract approval',
      current_step: 1,
      approvals: [approvalOf({ id: 1, user_id: 12, user_name: 'Olivia Stone', step: 1 }), approvalOf({ id: 2, user_id: 15, user_name: 'Peter Park', step: 2 })],
    },
    round: null,
    rounds_count: 0,
    my_signer_id: null,
    supersedes_task_id: null,
    superseded_by_task_id: null,
    consent_text: ESIGN_CONSENT_TEXT,
    can: { ...NO_FLAGS, ...flags },
    ...rest,
  };
}

