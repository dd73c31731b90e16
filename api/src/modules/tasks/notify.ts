// Task notifications (DOMAIN.md 8): a task assigned to you; your submission, acknowledgement, signature
// or approval is pending; completed; revoked; rejected; a reminder. Each is an in-app notification and
// a mail to the same people, queued in the caller's transaction (they go out with the change or not at
// all); the caller wakes the job runner once it commits. The link opens the task's view.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { TASK_MESSAGES, TASK_STATUSES, formatMergeValue, type DocumentType, type TaskStatus } from 'shared-contract';
import type { Database } from '../../db/client';
import { companies, projects, userArchives, users } from '../../db/schema';
import type { MailMessage } from '../../lib/mail-message';
import { queueNotifications } from '../../lib/notify';
import type { TaskRecord } from './access';

export type TaskNotificationKind = 'assigned' | 'pending' | 'completed' | 'revoked' | 'rejected' | 'reminder';

/** Which view a task opens (000 section 4): contracts and SF 1413 → contract, requests → request, acknowledgements → acknowledgement. */
export function taskViewLink(task: Pick<TaskRecord, 'id' | 'type'>): string {
  const view: Record<DocumentType, string> = {
    contract: 'contract',
    'sf-1413': 'contract',
    'document-request': 'request',
    'certificate-of-insurance': 'request',
    acknowledgement: 'acknowledgement',
  };
  return `/tasks/${task.id}/${view[task.type as DocumentType] ?? 'timeline'}`;
}

/** The people whose action the task's status waits for (DOMAIN.md 4), e.g. the external assignee of a pending submission. */
export function pendingPartyIds(task: TaskRecord): number[] {
  const ids = (...list: (number | null)[]) => list.filter((id): id is number => id !== null);
  switch (task.status as TaskStatus) {
    case 'pending_submission':
    case 'submit_as_needed':
    case 'pending_acknowledgement':
      return ids(task.externalAssigneeId);
    case 'pending_external_signature':
      return ids(task.externalSignerId ?? task.externalAssigneeId);
    case 'pending_internal_signature':
      return ids(task.internalSignerId ?? task.internalAssigneeId);
    case 'pending_approval':
      return ids(task.internalAssigneeId);
    default:
      return [];
  }
}

function pendingTitle(status: TaskStatus): string {
  switch (status) {
    case 'pending_acknowledgement':
      return TASK_MESSAGES.acknowledgementPendingTitle;
    case 'pending_external_signature':
    case 'pending_internal_signature':
      return TASK_MESSAGES.signaturePendingTitle;
    case 'pending_approval':
      return TASK_MESSAGES.approvalPendingTitle;
    default:
      return TASK_MESSAGES.submissionPendingTitle;
  }
}

export type TaskNotificationExtra = {
  /** Exactly these users (otherwise the kind's own recipients). */
  userIds?: number[];
  /** Who caused it: never told of their own action. */
  actorUserId?: number | null;
  /** A rejection's or a revocation's reason, quoted in the notification. */
  reason?: string | null;
  /** The title and the link, when the kind's own do not fit (the contract approval round's steps). */
  title?: string;
  link?: string;
};

/**
 * Queues the in-app notification and the mail of `kind` about `task` in `db` (the caller's
 * transaction). The caller calls app.jobs.wake() after the commit.
 */
export async function notifyTaskParties(app: FastifyInstance, db: Database, task: TaskRecord, kind: TaskNotificationKind, extra: TaskNotificationExtra = {}): Promise<void> {
  const ids = (...list: (number | null)[]) => list.filter((id): id is number => id !== null);
  let recipients: number[];
  let title: string;
  switch (kind) {
    case 'assigned':
      recipients = extra.userIds ?? ids(task.internalAssigneeId, task.externalAssigneeId);
      title = TASK_MESSAGES.assignedTitle;
      break;
    case 'pending':
      recipients = extra.userIds ?? pendingPartyIds(task);
      title = pendingTitle(task.status as TaskStatus);
      break;
    case 'reminder':
      recipients = extra.userIds ?? pendingPartyIds(task);
      title = TASK_MESSAGES.reminderTitle;
      break;
    case 'completed':
      recipients = extra.userIds ?? ids(task.internalAssigneeId, task.createdBy, task.externalAssigneeId);
      title = TASK_MESSAGES.completedTitle;
      break;
    case 'revoked':
      recipients = extra.userIds ?? ids(task.externalAssigneeId, task.externalSignerId);
      title = TASK_MESSAGES.revokedTitle;
      break;
    case 'rejected':
      recipients = extra.userIds ?? ids(task.externalAssigneeId);
      title = TASK_MESSAGES.rejectedTitle;
      break;
  }
  if (extra.title) title = extra.title;
  recipients = [...new Set(recipients)].filter((id) => id !== extra.actorUserId);
  if (recipients.length === 0) return;

  const people = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inArray(users.id, recipients), notExists(sql`(select 1 from ${userArchives} where ${userArchives.userId} = ${users.id})`)));
  if (people.length === 0) return;
  const [context] = await db
    .select({ companyName: companies.name, projectName: projects.name })
    .from(companies)
    .leftJoin(projects, eq(projects.id, task.projectId ?? -1))
    .where(eq(companies.id, task.companyId))
    .limit(1);

  const link = extra.link ?? taskViewLink(task);
  const label = `${task.number} ${task.name}`.trim();
  const lines = [
    label,
    context?.projectName ? `Project: ${context.projectName}` : null,
    `Status: ${TASK_STATUSES[task.status as TaskStatus] ?? task.status}`,
    task.dueDate ? `Due date: ${formatMergeValue('date', task.dueDate)}` : null,
    extra.reason ? `Reason: ${extra.reason}` : null,
  ].filter((l): l is string => l !== null);
  const body = lines.join('\n');
  await queueNotifications(
    app,
    db,
    people.map((p) => p.id),
    { type: `task_${kind}`, title, body, link },
  );
  const url = `${app.config.publicUrl}${link}`;
  const mails: MailMessage[] = people.map((p) => ({
    to: p.email,
    subject: `${title}: ${task.name}`,
    text: `Hello ${p.firstName},\n\n${title}.\n\n${body}\n\nOpen the task: ${url}\n`,
    ...(context?.companyName ? { fromName: context.companyName } : {}),
  }));
  await app.mailer.queue(mails, { db });
}
