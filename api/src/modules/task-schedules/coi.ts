// The certificate of insurance expiry cycle (issue 15, beyond the anchors). The current certificate of
// a vendor for a general contractor is its newest approved one (task-actions supersedes the older ones
// when it approves a COI). COI_EXPIRY_REMINDER_DAYS (30, 14, 7) days before it expires the vendor's
// contact and the sender are reminded (reminders_sent records each threshold, so none fires twice;
// a sweeper that was down sends one reminder for the thresholds it missed), and at the first reminder
// a renewal COI request is created for the vendor (renewal_task_id, once). Once it has expired with no
// newer approved one, the COI has lapsed: both sides are told once (0 in reminders_sent) and the
// vendor's scopes of that company carry coi_lapsed (computed here, never stored) until a valid one is
// approved.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COI_EXPIRY_REMINDER_DAYS, COI_MESSAGES } from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { insuranceCertificates, tasks, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { createTasksAs, recordTaskEvent, taskViewLink, type TaskRecord } from '../tasks';
import { displayDate, findRecipients, queueMessages } from './mail';
import { addDays, daysBetween, isoDay } from './schedule';

type CertificateRecord = typeof insuranceCertificates.$inferSelect;
const BATCH = 50;
/** The marker in reminders_sent of the lapse notice. */
export const LAPSE_NOTICE = 0;
export const COI_NOTIFICATION_TYPES = { expiring: 'coi_expiring', lapsed: 'coi_lapsed' } as const;

/** The vendor's first active owner (else first active user): its contact when the COI task names none. */
async function vendorContactId(db: Database, vendorCompanyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, vendorCompanyId), sql`not exists (select 1 from user_archives a where a.user_id = ${users.id})`))
    .orderBy(sql`(${users.role} in ('general_owner', 'sub_owner')) desc`, asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

/** The people told about a certificate: the vendor's contact (the COI task's external assignee) and the sender (its internal assignee, or whoever sent it). */
async function certificateRecipients(db: Database, certificate: CertificateRecord, task: TaskRecord | null) {
  const vendorContact = (task?.externalAssigneeId ?? null) || (await vendorContactId(db, certificate.vendorCompanyId));
  return findRecipients(db, [vendorContact, task?.internalAssigneeId ?? task?.createdBy ?? null]);
}

/** The renewal request: the same project, scope, people, template and requirement, due the day the certificate expires. */
async function createRenewal(app: FastifyInstance, tx: Database, certificate: CertificateRecord, task: TaskRecord, today: string, now: Date): Promise<TaskRecord | null> {
  const item = {
    project_id: task.projectId,
    scope_id: task.scopeId,
    vendor_company_id: certificate.vendorCompanyId,
    template_id: task.templateId,
    type: 'certificate-of-insurance',
    name: `${task.name.replace(/ \(renewal\)$/, '').slice(0, 240)} (renewal)`,
    description: task.description,
    package: task.package,
    internal_assignee_id: task.internalAssigneeId,
    internal_signer_id: task.internalSignerId,
    external_assignee_id: task.externalAssigneeId,
    external_signer_id: task.externalSignerId,
    merge_values: {},
    requirement_template_id: task.requirementTemplateId,
    due_date: certificate.expiryDate < today ? today : certificate.expiryDate,
    priority: 'high',
    reminders_every: task.remindersEvery,
    reminders_period: task.remindersPeriod,
    reminders_days: task.remindersDays,
  };
  try {
    const [renewal] = await withTransaction(tx, (sp) => createTasksAs(app, sp, { companyId: certificate.companyId, userId: task.createdBy }, [item], { db: sp, now }));
    return renewal;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) {
      await recordTaskEvent(tx, task.id, null, 'coi_renewal_refused', { certificate_id: certificate.id, errors: error.errors ?? error.message });
      return null;
    }
    throw error;
  }
}

async function handleCertificate(app: FastifyInstance, tx: Database, certificate: CertificateRecord, today: string, now: Date): Promise<boolean> {
  const sent = certificate.remindersSent ?? [];
  const daysLeft = daysBetween(today, certificate.expiryDate);
  const [task] = certificate.taskId ? await tx.select().from(tasks).where(eq(tasks.id, certificate.taskId)).limit(1) : [];
  const link = task ? taskViewLink(task) : '/companies';
  if (daysLeft < 0) {
    if (sent.includes(LAPSE_NOTICE)) return false;
    await tx
      .update(insuranceCertificates)
      .set({ remindersSent: [...sent, LAPSE_NOTICE] })
      .where(eq(insuranceCertificates.id, certificate.id));
    const recipients = await certificateRecipients(tx, certificate, task ?? null);
    await queueMessages(app, tx, recipients, {
      type: COI_NOTIFICATION_TYPES.lapsed,
      title: COI_MESSAGES.lapsedTitle,
      body: `${certificate.insurer}: expired ${displayDate(certificate.expiryDate)}. ${COI_MESSAGES.lapsedWarning}`,
      link,
      mail: (r) => ({
        subject: COI_MESSAGES.lapsedTitle,
        text: [`Hello ${r.firstName},`, '', `The certificate of insurance from ${certificate.insurer} expired on ${displayDate(certificate.expiryDate)}.`, COI_MESSAGES.lapsedWarning, '', `Open: ${app.config.publicUrl}${link}`].join('\n'),
      }),
    });
    if (task) await recordTaskEvent(tx, task.id, null, 'coi_lapsed', { certificate_id: certificate.id, expiry_date: certificate.expiryDate });
    return true;
  }
  const due = COI_EXPIRY_REMINDER_DAYS.filter((d) => daysLeft <= d && !sent.includes(d));
  if (due.length === 0) return false;
  let renewalTaskId = certificate.renewalTaskId;
  if (!renewalTaskId && task) renewalTaskId = (await createRenewal(app, tx, certificate, task, today, now))?.id ?? null;
  await tx
    .update(insuranceCertificates)
    .set({ remindersSent: [...sent, ...due], renewalTaskId })
    .where(eq(insuranceCertificates.id, certificate.id));
  const recipients = await certificateRecipients(tx, certificate, task ?? null);
  const title = COI_MESSAGES.expiringTitle(daysLeft);
  const renewalLink = renewalTaskId ? taskViewLink({ id: renewalTaskId, type: 'certificate-of-insurance' }) : link;
  await queueMessages(app, tx, recipients, {
    type: COI_NOTIFICATION_TYPES.expiring,
    title,
    body: `${certificate.insurer}: expires ${displayDate(certificate.expiryDate)}.${renewalTaskId ? ' A renewal request was sent.' : ''}`,
    link: renewalLink,
    mail: (r) => ({
      subject: title,
      text: [
        `Hello ${r.firstName},`,
        '',
        `The certificate of insurance from ${certificate.insurer} expires on ${displayDate(certificate.expiryDate)} (in ${daysLeft} days).`,
        renewalTaskId ? 'A renewal request was created: please upload the renewed certificate before it expires.' : 'Please send the renewed certificate before it expires.',
        '',
        `Open: ${app.config.publicUrl}${renewalLink}`,
      ].join('\n'),
    }),
  });
  if (task) {
    await recordTaskEvent(tx, task.id, null, 'coi_expiry_reminder', { certificate_id: certificate.id, days_left: daysLeft, thresholds: due });
    if (renewalTaskId && renewalTaskId !== certificate.renewalTaskId) await recordTaskEvent(tx, task.id, null, 'coi_renewal_requested', { certificate_id: certificate.id, renewal_task_id: renewalTaskId });
  }
  return true;
}

/** Runs the expiry cycle of every current certificate at `now`; returns how many certificates sent something. */
export async function sweepCoiExpiry(app: FastifyInstance, now: Date): Promise<number> {
  const today = isoDay(now);
  const horizon = addDays(today, Math.max(...COI_EXPIRY_REMINDER_DAYS));
  let acted = 0;
  let afterId = 0;
  for (;;) {
    const { scanned, lastId, count } = await withTransaction(app.db, async (tx) => {
      const rows = await tx
        .select()
        .from(insuranceCertificates)
        .where(
          and(
            isNull(insuranceCertificates.supersededAt),
            lte(insuranceCertificates.expiryDate, horizon),
            sql`not (${insuranceCertificates.remindersSent} @> ${JSON.stringify([LAPSE_NOTICE])}::jsonb)`,
            sql`${insuranceCertificates.id} > ${afterId}`,
          ),
        )
        .orderBy(asc(insuranceCertificates.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let n = 0;
      for (const certificate of rows) if (await handleCertificate(app, tx, certificate, today, now)) n += 1;
      return { scanned: rows.length, lastId: rows.at(-1)?.id ?? afterId, count: n };
    });
    acted += count;
    afterId = lastId;
    if (scanned < BATCH) break;
  }
  if (acted) app.jobs.wake();
  return acted;
}
