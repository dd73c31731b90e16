// Task status transitions (DOMAIN.md 4, binding): the one table the server applies and the client
// reads to offer actions. Any transition not listed here is refused with 422 (TASK_MESSAGES.transition).
import { FINISHED_TASK_STATUSES, type DocumentType, type TaskStatus, VIEWER_STATUS_LABELS, TASK_STATUSES, ACTIVE_TASK_STATUSES } from '../statuses';

/** What a user can do to a task; each action moves it along this table. */
export const TASK_ACTIONS = [
  // contract (the contracts issue adds the approval and signing screens on top of these)
  'submit_for_approval',
  'send_for_signature',
  'sign_external',
  'sign_internal',
  'work_start',
  // SF 1413: the vendor fills the form, then it is signed like a contract
  'submit_form',
  // document request and certificate of insurance
  'submit',
  'approve',
  'reject',
  // acknowledgement
  'acknowledge',
  // every unfinished task
  'revoke',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

type TransitionTable = Partial<Record<TaskStatus, Partial<Record<TaskAction, readonly TaskStatus[]>>>>;

const SIGNING: TransitionTable = {
  pending_external_signature: { sign_external: ['pending_internal_signature'] },
  // fully_executed, or pending_work_start_date while the scope's work start date is in the future
  pending_internal_signature: { sign_internal: ['fully_executed', 'pending_work_start_date'] },
  pending_work_start_date: { work_start: ['fully_executed'] },
};
const REQUEST: TransitionTable = {
  pending_submission: { submit: ['pending_approval'] },
  // a recurring request stays open for more submissions (submit_as_needed) until its recurrence ends
  submit_as_needed: { submit: ['pending_approval'] },
  pending_approval: { approve: ['completed', 'submit_as_needed'], reject: ['pending_submission'] },
};

export const TASK_TRANSITIONS: Record<DocumentType, TransitionTable> = {
  contract: {
    draft: { submit_for_approval: ['pending_approval'], send_for_signature: ['pending_external_signature'] },
    pending_approval: { send_for_signature: ['pending_external_signature'] },
    ...SIGNING,
  },
  'sf-1413': {
    pending_submission: { submit_form: ['pending_external_signature'] },
    ...SIGNING,
  },
  'document-request': REQUEST,
  'certificate-of-insurance': REQUEST,
  acknowledgement: { pending_acknowledgement: { acknowledge: ['completed'] } },
};

/** The status a new task starts in (contract: draft, or pending_approval when the project has a contract approval workflow). */
export function initialTaskStatus(type: DocumentType, options: { hasContractWorkflow?: boolean } = {}): TaskStatus {
  switch (type) {
    case 'contract':
      return options.hasContractWorkflow ? 'pending_approval' : 'draft';
    case 'acknowledgement':
      return 'pending_acknowledgement';
    default:
      return 'pending_submission';
  }
}

export const isFinishedTaskStatus = (status: TaskStatus) => FINISHED_TASK_STATUSES.includes(status);
export const isActiveTaskStatus = (status: TaskStatus) => ACTIVE_TASK_STATUSES.includes(status);

/** The statuses `action` may lead to from `status` for a task of `type`; empty when refused. Revoke: any unfinished status. */
export function taskTransitionTargets(type: DocumentType, status: TaskStatus, action: TaskAction): readonly TaskStatus[] {
  if (action === 'revoke') return isFinishedTaskStatus(status) ? [] : ['revoked'];
  return TASK_TRANSITIONS[type]?.[status]?.[action] ?? [];
}

/** Whether `action` may move a `type` task from `status` to `to`. */
export const canTransition = (type: DocumentType, status: TaskStatus, action: TaskAction, to: TaskStatus) => taskTransitionTargets(type, status, action).includes(to);

/** The actions a `type` task offers in `status` (before who-may-act is checked). */
export function availableTaskActions(type: DocumentType, status: TaskStatus): TaskAction[] {
  const actions = Object.keys(TASK_TRANSITIONS[type]?.[status] ?? {}) as TaskAction[];
  return isFinishedTaskStatus(status) ? actions : [...actions, 'revoke'];
}

/** Overdue (DOMAIN.md 4): a due date before today and a status outside the finished group. `today` is YYYY-MM-DD. */
export function isTaskOverdue(task: { due_date: string | null; status: TaskStatus }, today: string): boolean {
  return !!task.due_date && task.due_date < today && !isFinishedTaskStatus(task.status);
}

/** Who is looking at a task, for the per-viewer label (001 section 4). */
export type TaskViewer = { isExternalSigner: boolean; isInternalSigner: boolean; isVendor: boolean };

/**
 * The status label a viewer reads (001 section 4, DOMAIN.md 4): pending_external_signature is
 * "Pending Your Signature" to the external signer, "Pending Vendor Signature" to everyone else;
 * pending_internal_signature is "Pending Your Signature" to the internal signer, "Pending Buyer
 * Signature" to the vendor. Every other status reads its own label.
 */
export function taskStatusLabel(status: TaskStatus, viewer: TaskViewer): string {
  if (status === 'pending_external_signature') return viewer.isExternalSigner ? VIEWER_STATUS_LABELS.pendingYourSignature : VIEWER_STATUS_LABELS.pendingVendorSignature;
  if (status === 'pending_internal_signature') {
    if (viewer.isInternalSigner) return VIEWER_STATUS_LABELS.pendingYourSignature;
    if (viewer.isVendor) return VIEWER_STATUS_LABELS.pendingBuyerSignature;
  }
  return TASK_STATUSES[status];
}

/** Whose action a status waits for: the vendor's side (external), the sender's side (internal), or nobody. */
export function taskPendingSide(status: TaskStatus): 'external' | 'internal' | null {
  switch (status) {
    case 'pending_external_signature':
    case 'pending_submission':
    case 'pending_acknowledgement':
    case 'submit_as_needed':
      return 'external';
    case 'pending_internal_signature':
    case 'pending_approval':
    case 'draft':
      return 'internal';
    default:
      return null;
  }
}
