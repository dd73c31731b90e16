// Task list rows for the table's story and tests (the shape task/list answers with).
import type { TaskRow } from 'shared-contract';

const person = (id: number, full_name: string, company_id: number) => ({ id, full_name, email: `${full_name.split(' ')[0].toLowerCase()}@example.test`, company_id });

export function makeTaskRow(overrides: Partial<TaskRow> = {}): TaskRow {
  return {
    id: 1,
    task_id: 'T-000001',
    task_name: 'Electrical subcontract',
    type: 'contract',
    required_action: 'Signature Required',
    project_id: 1,
    project_name: 'Harbor Tower',
    scope_id: 3,
    scope_name: 'Electrical',
    company_id: 10,
    company_name: 'Northwind Builders',
    vendor_company_id: 21,
    vendor_company_name: 'Ridge Electric',
    due_date: '2026-12-15',
    status: 'pending_external_signature',
    status_label: 'Pending Vendor Signature',
    priority: 'normal',
    is_overdue: false,
    internal_assignee: person(12, 'Olivia Stone', 10),
    internal_signer: person(13, 'Maya Chen', 10),
    external_assignee: person(40, 'Rita Ridge', 21),
    external_signer: null,
    package: 'Package A',
    reminders: true,
    is_recurring: false,
    created_at: '2026-11-01T10:00:00.000Z',
    can: { view: true, edit: true, revoke: true, actions: [] },
    ...overrides,
  };
}

export const TASK_ROWS: TaskRow[] = [
  makeTaskRow(),
  makeTaskRow({
    id: 2,
    task_id: 'T-000002',
    task_name: 'Insurance certificate',
    type: 'certificate-of-insurance',
    required_action: 'Request',
    due_date: '2026-10-01',
    is_overdue: true,
    status: 'pending_submission',
    status_label: 'pending submission',
    priority: 'high',
    reminders: false,
    package: null,
    internal_signer: null,
  }),
  makeTaskRow({
    id: 3,
    task_id: 'T-000003',
    task_name: 'Site rules acknowledgement',
    type: 'acknowledgement',
    required_action: 'Acknowledgement of Receipt Required',
    status: 'completed',
    status_label: 'Completed',
    can: { view: true, edit: false, revoke: false, actions: [] },
  }),
];
