// Demo tasks (DOMAIN.md 10, issue 15): for the general contractor and its vendors, tasks of every type
// but contracts in every status its type reaches (DOMAIN.md 4), some overdue, some with reminders, a recurring
// document request with its second task, a certificate of insurance near expiry (its first reminder
// due on the next sweep) and one lapsed (the vendor's scopes show the warning). Statuses are reached
// by direct inserts with their timeline, as the seed runs before any request; the documents are
// filled from the demo templates as POST tasks fills them. Idempotent: a company that has scope-linked
// demo tasks already is left alone. The demo contracts, whose statuses come with approval and signing
// rounds, an audit trail and a sealed PDF, are made by the contracts' own services (contracts/demo-data.ts).
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DocumentType, TaskStatus } from 'shared-contract';
import type { Database } from '../../db/client';
import { insuranceCertificates, projects, scopes, taskCounters, taskEvents, tasks, templates, users } from '../../db/schema';
import { fillTaskDocument, formatTaskNumber } from '../tasks';
import { addDays, isoDay } from './schedule';

type Plan = {
  type: DocumentType;
  status: TaskStatus;
  name: string;
  /** Days from today (negative: past; overdue when unfinished). */
  due: number;
  reminders?: boolean;
  recurring?: boolean;
  priority?: 'normal' | 'high';
};

const PLANS: Plan[] = [
  // SF 1413
  { type: 'sf-1413', status: 'pending_submission', name: 'SF 1413 Statement', due: 9, reminders: true },
  { type: 'sf-1413', status: 'pending_external_signature', name: 'SF 1413 Statement - signature', due: -2 },
  { type: 'sf-1413', status: 'pending_internal_signature', name: 'SF 1413 Statement - countersign', due: 4 },
  { type: 'sf-1413', status: 'pending_work_start_date', name: 'SF 1413 Statement - signed', due: -1 },
  { type: 'sf-1413', status: 'fully_executed', name: 'SF 1413 Statement - 2025', due: -60 },
  { type: 'sf-1413', status: 'revoked', name: 'SF 1413 Statement - withdrawn', due: -20 },
  // document requests
  { type: 'document-request', status: 'pending_submission', name: 'W-9 and Vendor Setup', due: -5, reminders: true, priority: 'high' },
  { type: 'document-request', status: 'pending_approval', name: 'Business License Copy', due: 7 },
  { type: 'document-request', status: 'submit_as_needed', name: 'Weekly Certified Payroll', due: -7, recurring: true },
  { type: 'document-request', status: 'completed', name: 'Safety Program Manual', due: -25 },
  { type: 'document-request', status: 'revoked', name: 'Bonding Letter', due: -12 },
  // certificates of insurance
  { type: 'certificate-of-insurance', status: 'pending_submission', name: 'Certificate of Insurance', due: 10, reminders: true },
  { type: 'certificate-of-insurance', status: 'pending_approval', name: 'Certificate of Insurance - updated limits', due: -1 },
  { type: 'certificate-of-insurance', status: 'completed', name: 'Certificate of Insurance 2026', due: -40 },
  { type: 'certificate-of-insurance', status: 'submit_as_needed', name: 'Certificate of Insurance - additional insureds', due: 15, recurring: true },
  { type: 'certificate-of-insurance', status: 'revoked', name: 'Certificate of Insurance - duplicate', due: -8 },
  // acknowledgements
  { type: 'acknowledgement', status: 'pending_acknowledgement', name: 'Site Safety Policy', due: -4, reminders: true },
  { type: 'acknowledgement', status: 'completed', name: 'Site Safety Policy - 2025', due: -90 },
  { type: 'acknowledgement', status: 'revoked', name: 'Drug-Free Workplace Policy', due: -6 },
];

/** The timeline events a task in `status` has been through (after created and sent). */
function historyOf(type: DocumentType, status: TaskStatus): string[] {
  const signing = ['sign_external', 'sign_internal'];
  switch (status) {
    case 'pending_approval':
      return ['submit'];
    case 'pending_external_signature':
      return ['submit_form'];
    case 'pending_internal_signature':
      return ['submit_form', 'sign_external'];
    case 'pending_work_start_date':
    case 'fully_executed':
      return ['submit_form', ...signing];
    case 'completed':
      return type === 'acknowledgement' ? ['acknowledge'] : ['submit', 'approve'];
    case 'submit_as_needed':
      return ['submit', 'approve'];
    case 'revoked':
      return ['revoke'];
    default:
      return [];
  }
}

export async function seedTaskDemoData(db: Database, companyId: number, now: Date = new Date()): Promise<void> {
  const [already] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.companyId, companyId), isNotNull(tasks.scopeId)))
    .limit(1);
  if (already) return;
  const today = isoDay(now);
  const staff = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id));
  const manager = staff.find((u) => u.role === 'general_manager') ?? staff[0];
  const owner = staff.find((u) => u.role === 'general_owner') ?? staff[0];
  if (!manager || !owner) return;
  const scopeRows = await db
    .select({ id: scopes.id, projectId: scopes.projectId, vendorCompanyId: scopes.vendorCompanyId, name: scopes.name, workStartDate: scopes.workStartDate })
    .from(scopes)
    .innerJoin(projects, eq(projects.id, scopes.projectId))
    .where(and(eq(scopes.companyId, companyId), isNotNull(scopes.vendorCompanyId), isNull(projects.archivedAt), eq(projects.isDraft, false)))
    .orderBy(asc(scopes.id));
  if (scopeRows.length === 0) return;
  const vendorIds = [...new Set(scopeRows.map((s) => s.vendorCompanyId!))];
  const vendorStaff = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(inArray(users.companyId, vendorIds))
    .orderBy(asc(users.id));
  const vendorContact = (vendorId: number) => vendorStaff.find((u) => u.companyId === vendorId)?.id ?? null;
  const templateRows = await db
    .select({ id: templates.id, type: templates.type })
    .from(templates)
    .where(and(eq(templates.companyId, companyId), isNull(templates.archivedAt)))
    .orderBy(asc(templates.id));
  const templateOf = (type: DocumentType) => templateRows.find((t) => t.type === type)?.id ?? null;

  const [counter] = await db
    .insert(taskCounters)
    .values({ companyId, lastNumber: PLANS.length + 1 })
    .onConflictDoUpdate({ target: taskCounters.companyId, set: { lastNumber: sql`${taskCounters.lastNumber} + ${PLANS.length + 1}` } })
    .returning({ last: taskCounters.lastNumber });
  let number = counter.last - (PLANS.length + 1);

  const insertTask = async (plan: Plan, scope: (typeof scopeRows)[number], extra: Partial<typeof tasks.$inferInsert> = {}) => {
    const vendorId = scope.vendorCompanyId!;
    const contact = vendorContact(vendorId);
    if (!contact) return null;
    const signs = plan.type === 'sf-1413';
    const dueDate = addDays(today, plan.due);
    const templateId = templateOf(plan.type);
    const filled = templateId
      ? await fillTaskDocument(db, companyId, {
          templateId,
          projectId: scope.projectId,
          scopeId: scope.id,
          vendorCompanyId: vendorId,
          dueDate,
          internalSignerId: signs ? owner.id : null,
          externalSignerId: signs ? contact : null,
          mergeValues: { 'contract.retainage_percent': '10', 'contract.start_date': addDays(today, 14), 'insurance.min_coverage': '$1,000,000' },
        })
      : null;
    const finished = ['completed', 'fully_executed', 'revoked'].includes(plan.status);
    const active = ['pending_approval', 'pending_external_signature', 'pending_internal_signature', 'pending_submission', 'pending_acknowledgement'].includes(plan.status);
    number += 1;
    const sentAt = new Date(now.getTime() - (Math.max(0, -plan.due) + 14) * 86_400_000);
    const [task] = await db
      .insert(tasks)
      .values({
        companyId,
        projectId: scope.projectId,
        scopeId: scope.id,
        vendorCompanyId: vendorId,
        number: formatTaskNumber(number),
        name: plan.name,
        type: plan.type,
        status: plan.status,
        priority: plan.priority ?? 'normal',
        dueDate,
        assignDate: addDays(today, Math.min(plan.due, 0) - 14),
        internalAssigneeId: manager.id,
        internalSignerId: signs ? owner.id : null,
        externalAssigneeId: contact,
        externalSignerId: signs ? contact : null,
        package: scope.name,
        templateId,
        templateVersion: filled ? filled.template.version : null,
        mergeValues: filled?.values ?? {},
        body: filled?.body ?? null,
        html: filled?.html ?? null,
        remindersEvery: plan.reminders ? 2 : null,
        remindersPeriod: plan.reminders ? 'day' : null,
        remindersDays: plan.reminders ? ['mon', 'tue', 'wed', 'thu', 'fri'] : [],
        nextReminderAt: plan.reminders && active ? new Date(now.getTime() + 86_400_000) : null,
        lastReminderAt: plan.reminders && active ? new Date(now.getTime() - 86_400_000) : null,
        createdBy: manager.id,
        sentAt,
        completedAt: finished && plan.status !== 'revoked' ? new Date(sentAt.getTime() + 5 * 86_400_000) : null,
        revokedAt: plan.status === 'revoked' ? new Date(sentAt.getTime() + 3 * 86_400_000) : null,
        revokeReason: plan.status === 'revoked' ? 'Replaced by a newer request.' : null,
        ...extra,
      })
      .returning();
    const events = ['created', 'sent', ...historyOf(plan.type, plan.status)];
    await db.insert(taskEvents).values(
      events.map((action, k) => ({
        taskId: task.id,
        userId: ['submit', 'submit_form', 'sign_external', 'acknowledge'].includes(action) ? contact : action === 'sign_internal' ? owner.id : manager.id,
        action,
        details: action === 'revoke' ? { reason: 'Replaced by a newer request.' } : {},
        createdAt: new Date(sentAt.getTime() + k * 3_600_000),
      })),
    );
    return task;
  };

  // Spread over the scopes (and so over the vendors and projects); the SF 1413 waiting for its work start date goes to a scope starting later.
  const created: (typeof tasks.$inferSelect)[] = [];
  for (const [i, plan] of PLANS.entries()) {
    let scope = scopeRows[i % scopeRows.length];
    if (plan.status === 'pending_work_start_date') {
      scope = scopeRows.find((s) => s.workStartDate && s.workStartDate > today) ?? scope;
      if (!scope.workStartDate || scope.workStartDate <= today) await db.update(scopes).set({ workStartDate: addDays(today, 21) }).where(eq(scopes.id, scope.id));
    }
    const task = await insertTask(
      plan,
      scope,
      plan.recurring ? { recurrenceEvery: 1, recurrencePeriod: 'week', recurrenceDays: ['fri'], recurrenceUntilRepeats: 8, recurrenceIndex: 1 } : {},
    );
    if (task) created.push(task);
  }

  // The recurring request's second task (the first was approved into submit_as_needed).
  const first = created.find((t) => t.recurrencePeriod);
  if (first) {
    const scope = scopeRows.find((s) => s.id === first.scopeId)!;
    const second = await insertTask({ type: 'document-request', status: 'pending_submission', name: first.name, due: 0, reminders: true }, scope, {
      recurrenceEvery: 1,
      recurrencePeriod: 'week',
      recurrenceDays: ['fri'],
      recurrenceUntilRepeats: 8,
      recurrenceParentId: first.id,
      recurrenceIndex: 2,
    });
    if (second) {
      await db.update(tasks).set({ recurrenceNextCreatedAt: second.createdAt }).where(eq(tasks.id, first.id));
      await db.insert(taskEvents).values({ taskId: first.id, userId: null, action: 'recurred', details: { next_task_id: second.id, index: 2 } });
    }
  }

  // Certificates of insurance: one current and near expiry (its 30-day reminder and renewal come on the next sweep), one lapsed.
  const cois = created.filter((t) => t.type === 'certificate-of-insurance' && t.status === 'completed');
  // the current one is the completed certificate task's vendor's; the lapsed one another vendor's
  const currentVendor = cois[0]?.vendorCompanyId ?? scopeRows[0].vendorCompanyId!;
  const coiVendors = [currentVendor, ...new Set(scopeRows.map((s) => s.vendorCompanyId!).filter((id) => id !== currentVendor))];
  const certificates = [
    { task: cois[0] ?? null, vendorId: coiVendors[0], expiry: addDays(today, 25), effective: addDays(today, -340), insurer: 'Liberty Mutual' },
    { task: null, vendorId: coiVendors[1] ?? coiVendors[0], expiry: addDays(today, -3), effective: addDays(today, -368), insurer: 'Travelers' },
  ];
  for (const c of certificates) {
    if (!c.vendorId || (c.task && c.task.vendorCompanyId !== c.vendorId)) continue;
    await db.insert(insuranceCertificates).values({
      companyId,
      vendorCompanyId: c.vendorId,
      taskId: c.task?.id ?? null,
      insurer: c.insurer,
      coverages: [
        { type: 'general_liability', policy_number: 'GL-220145', limit: 2_000_000 },
        { type: 'workers_compensation', policy_number: 'WC-88120', limit: 1_000_000 },
      ],
      additionalInsured: true,
      effectiveDate: c.effective,
      expiryDate: c.expiry,
    });
  }
}
