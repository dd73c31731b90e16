// Creating tasks (000 sections 2-4, DOMAIN.md 4): every item is checked as one task (the project is the
// company's and active, the scope is the project's, the vendor is in the company's network, the people
// belong to the right companies, the template is the company's and of the task's type, every merge
// field has a value of its type, the schedule holds), then all are created in one transaction or none:
// numbered from the company's counter (T-000001...), the document filled from the template, the
// initial status of DOMAIN.md 4, the first reminder, the 'created' and 'sent' events, and the
// notifications of whoever must act (queued with the rows, sent after the commit).
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  CONTRACT_MESSAGES,
  PROJECT_MESSAGES,
  TASK_MESSAGES,
  VALIDATION_MESSAGES as M,
  checkTaskSchedule,
  collectErrors,
  initialTaskStatus,
  isActiveTaskStatus,
  selected,
  taskInputSchema,
  type DocumentType,
  type FieldErrors,
  type TaskInput,
  type TaskStatus,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { companyNetwork, projects, requirementTemplates, scopes, taskCounters, tasks, userArchives, users } from '../../db/schema';
import { validationFailed } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { recordTaskEvent, type TaskRecord } from './access';
import { fillTaskDocument, findUsableTemplate } from './documents';
import { notifyTaskParties, pendingPartyIds } from './notify';
import { appendContractAudit, auditActorById } from '../../lib/contract-audit';
import { contractReviewLink, enterApprovalRound } from '../../lib/contract-approvals';
import { nextReminderAt } from '../../lib/task-schedule';

export type TaskSender = { companyId: number; userId: number | null };
export type CreateTasksOptions = { db?: Database; bulkSendId?: number; now?: Date; /** A corrected contract: the revoked task it supersedes (contracts' resend). */ supersedesTaskId?: number };

/** Task types whose task is a document to read or sign: a template is required. */
const TEMPLATE_REQUIRED: readonly DocumentType[] = ['contract', 'acknowledgement'];

/** The display number of a company's n-th task. */
export const formatTaskNumber = (n: number) => `T-${String(n).padStart(6, '0')}`;

/**
 * When a new (or newly sent) task's first reminder is due: task-schedules' nextReminderAt from `now`, so
 * creating, editing and the sweeper share one calendar (every N weeks on chosen weekdays included).
 * Kept under this name for the callers that build a task from its input (bulk sends).
 */
export function firstReminderAt(
  schedule: { reminders_every?: number | null; reminders_period?: string | null; reminders_days?: readonly string[] | null },
  now: Date,
  status: TaskStatus = 'pending_external_signature',
): Date | null {
  return nextReminderAt({ status, remindersEvery: schedule.reminders_every ?? null, remindersPeriod: schedule.reminders_period ?? null, remindersDays: (schedule.reminders_days ?? []) as string[] }, now);
}

/** Turns yup's `items[0].due_date` paths into the API's `items.0.due_date`. */
export const dottedErrors = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key.replace(/\[(\d+)\]/g, '.$1'), messages]));

type Prepared = { input: TaskInput; status: TaskStatus; contractWorkflowId: number | null; document: { body: unknown; html: string; values: Record<string, string>; templateVersion: number } | null };

async function activeUsersOf(db: Database, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), notExists(sql`(select 1 from ${userArchives} where ${userArchives.userId} = ${users.id})`)));
  return new Map(rows.map((r) => [r.id, r.companyId]));
}

/** Checks every item against the data; all field errors at once, keyed items.<i>.<field>. */
async function prepareItems(db: Database, sender: TaskSender, rawItems: unknown[]): Promise<Prepared[]> {
  const errors: FieldErrors = {};
  const add = (i: number, field: string, message: string) => {
    const key = `items.${i}.${field}`;
    if (!errors[key]) errors[key] = [message];
  };
  const prepared: Prepared[] = [];
  for (const [i, raw] of rawItems.entries()) {
    const shapeErrors = await collectErrors(taskInputSchema, raw && typeof raw === 'object' ? raw : {});
    if (shapeErrors) {
      for (const [field, messages] of Object.entries(dottedErrors(shapeErrors))) add(i, field, messages[0]);
      continue;
    }
    const input = taskInputSchema.cast(raw, { stripUnknown: true }) as TaskInput;
    for (const [field, message] of Object.entries(checkTaskSchedule(input))) add(i, field, message);

    const [project] = await db.select().from(projects).where(and(eq(projects.id, input.project_id), eq(projects.companyId, sender.companyId))).limit(1);
    if (!project || project.isDraft) add(i, 'project_id', selected('project'));
    else if (project.status === 'archived' || project.archivedAt) add(i, 'project_id', PROJECT_MESSAGES.archivedReadOnly);

    if (input.scope_id) {
      const [scope] = await db
        .select({ projectId: scopes.projectId, vendorCompanyId: scopes.vendorCompanyId })
        .from(scopes)
        .where(and(eq(scopes.id, input.scope_id), eq(scopes.companyId, sender.companyId)))
        .limit(1);
      if (!scope || scope.projectId !== input.project_id) add(i, 'scope_id', selected('scope'));
      else if (scope.vendorCompanyId !== null && scope.vendorCompanyId !== input.vendor_company_id) add(i, 'vendor_company_id', selected('vendor'));
    }

    const [inNetwork] = await db
      .select({ id: companyNetwork.id })
      .from(companyNetwork)
      .where(and(eq(companyNetwork.companyId, sender.companyId), eq(companyNetwork.partnerCompanyId, input.vendor_company_id)))
      .limit(1);
    if (!inNetwork) add(i, 'vendor_company_id', TASK_MESSAGES.vendorNotInNetwork);

    const people = await activeUsersOf(
      db,
      [input.internal_assignee_id, input.internal_signer_id, input.external_assignee_id, input.external_signer_id].filter((id): id is number => !!id),
    );
    const belongs = (id: number | null | undefined, companyId: number) => !id || people.get(id) === companyId;
    if (!belongs(input.internal_assignee_id, sender.companyId)) add(i, 'internal_assignee_id', TASK_MESSAGES.assigneeNotInCompany);
    if (!belongs(input.internal_signer_id, sender.companyId)) add(i, 'internal_signer_id', TASK_MESSAGES.assigneeNotInCompany);
    if (!belongs(input.external_assignee_id, input.vendor_company_id)) add(i, 'external_assignee_id', TASK_MESSAGES.assigneeNotInCompany);
    if (!belongs(input.external_signer_id, input.vendor_company_id)) add(i, 'external_signer_id', TASK_MESSAGES.assigneeNotInCompany);

    if (input.requirement_template_id) {
      const [requirement] = await db
        .select({ id: requirementTemplates.id })
        .from(requirementTemplates)
        .where(and(eq(requirementTemplates.id, input.requirement_template_id), eq(requirementTemplates.companyId, sender.companyId)))
        .limit(1);
      if (!requirement) add(i, 'requirement_template_id', selected('requirement'));
    }

    // Signature tasks are signed by the assignees unless other signers are chosen.
    if (input.type === 'contract' || input.type === 'sf-1413') {
      input.internal_signer_id ??= input.internal_assignee_id;
      input.external_signer_id ??= input.external_assignee_id;
    }

    let document: Prepared['document'] = null;
    if (!input.template_id) {
      if (TEMPLATE_REQUIRED.includes(input.type)) add(i, 'template_id', M.required);
    } else if (project && !project.isDraft) {
      const template = await findUsableTemplate(db, sender.companyId, input.template_id);
      const filled =
        template &&
        (await fillTaskDocument(db, sender.companyId, {
        templateId: input.template_id,
        projectId: input.project_id,
        scopeId: input.scope_id,
        vendorCompanyId: input.vendor_company_id,
        dueDate: input.due_date,
        internalSignerId: input.internal_signer_id,
        externalSignerId: input.external_signer_id,
          mergeValues: (input.merge_values ?? {}) as Record<string, string>,
        }));
      if (!filled || filled.template.type !== input.type) add(i, 'template_id', selected('template'));
      else {
        for (const [name, message] of Object.entries(filled.invalid)) add(i, `merge_values.${name}`, message);
        if (filled.missing.length) add(i, 'merge_values', TASK_MESSAGES.mergeFieldsMissing(filled.missing.join(', ')));
        document = { body: filled.body, html: filled.html, values: filled.values, templateVersion: filled.template.version };
      }
    }
    const status = initialTaskStatus(input.type, { hasContractWorkflow: project?.contractWorkflowId != null });
    prepared.push({ input, status, contractWorkflowId: project?.contractWorkflowId ?? null, document });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return prepared;
}

/** Draws `count` consecutive numbers from the company's counter (the row lock orders concurrent creates). */
async function drawTaskNumbers(db: Database, companyId: number, count: number): Promise<number[]> {
  const [row] = await db
    .insert(taskCounters)
    .values({ companyId, lastNumber: count })
    .onConflictDoUpdate({ target: taskCounters.companyId, set: { lastNumber: sql`${taskCounters.lastNumber} + ${count}` } })
    .returning({ last: taskCounters.lastNumber });
  return Array.from({ length: count }, (_, k) => row.last - count + 1 + k);
}

async function insertTasks(app: FastifyInstance, db: Database, sender: TaskSender, prepared: Prepared[], options: CreateTasksOptions): Promise<TaskRecord[]> {
  const now = options.now ?? new Date();
  const numbers = await drawTaskNumbers(db, sender.companyId, prepared.length);
  const created: TaskRecord[] = [];
  // A contract's record starts at its creation (the audit trail of issue 16): who created it, from which template version, with which values.
  const auditActor = prepared.some((p) => p.input.type === 'contract') ? await auditActorById(db, sender.userId) : null;
  for (const [k, { input, status, contractWorkflowId, document }] of prepared.entries()) {
    const sent = status !== 'draft';
    const [task] = await db
      .insert(tasks)
      .values({
        companyId: sender.companyId,
        projectId: input.project_id,
        scopeId: input.scope_id ?? null,
        vendorCompanyId: input.vendor_company_id,
        number: formatTaskNumber(numbers[k]),
        name: input.name.trim(),
        type: input.type,
        status,
        priority: input.priority ?? 'normal',
        dueDate: input.due_date,
        assignDate: input.assign_date ?? null,
        internalAssigneeId: input.internal_assignee_id,
        internalSignerId: input.internal_signer_id ?? null,
        externalAssigneeId: input.external_assignee_id,
        externalSignerId: input.external_signer_id ?? null,
        package: input.package?.trim() || null,
        templateId: input.template_id ?? null,
        templateVersion: document?.templateVersion ?? null,
        mergeValues: document?.values ?? {},
        body: document?.body ?? null,
        html: document?.html ?? null,
        description: input.description?.trim() || null,
        remindersEvery: input.reminders_every ?? null,
        remindersPeriod: input.reminders_period ?? null,
        remindersDays: (input.reminders_days ?? []) as string[],
        nextReminderAt: firstReminderAt(input, now, status),
        recurrenceEvery: input.recurrence_every ?? null,
        recurrencePeriod: input.recurrence_period ?? null,
        recurrenceDays: (input.recurrence_days ?? []) as string[],
        recurrenceUntilRepeats: input.recurrence_until_repeats ?? null,
        recurrenceUntilDate: input.recurrence_until_date ?? null,
        requirementTemplateId: input.requirement_template_id ?? null,
        bulkSendId: options.bulkSendId ?? null,
        supersedesTaskId: options.supersedesTaskId ?? null,
        createdBy: sender.userId,
        sentAt: sent ? now : null,
      })
      .returning();
    await recordTaskEvent(db, task.id, sender.userId, 'created', { status });
    if (task.type === 'contract') {
      await appendContractAudit(db, {
        taskId: task.id,
        action: 'created',
        actor: auditActor,
        details: {
          template_id: task.templateId,
          template_version: task.templateVersion,
          merge_values: task.mergeValues,
          ...(task.supersedesTaskId ? { supersedes_task_id: task.supersedesTaskId } : {}),
        },
      });
    }
    let toldAsPending: number[] = [];
    if (sent) {
      await recordTaskEvent(db, task.id, sender.userId, 'sent', { vendor_company_id: task.vendorCompanyId });
      if (task.type === 'contract' && task.status === 'pending_approval' && contractWorkflowId !== null) {
        // Straight into the project's contract approval workflow: its first step's approvers act now.
        toldAsPending = await enterApprovalRound(db, task.id, contractWorkflowId, auditActor);
        await notifyTaskParties(app, db, task, 'pending', { userIds: toldAsPending, actorUserId: sender.userId, title: CONTRACT_MESSAGES.approvalRequestTitle, link: contractReviewLink(task.id) });
      } else {
        toldAsPending = pendingPartyIds(task);
        await notifyTaskParties(app, db, task, 'pending', { actorUserId: sender.userId });
      }
    }
    // The internal assignee hears of the task unless they created it or already heard as the pending party.
    if (task.internalAssigneeId !== sender.userId && !toldAsPending.includes(task.internalAssigneeId!)) {
      await notifyTaskParties(app, db, task, 'assigned', { userIds: [task.internalAssigneeId!].filter(Boolean), actorUserId: sender.userId });
    }
    created.push(task);
  }
  return created;
}

/**
 * Creates `items` for `sender` without a signed-in actor (recurrence, COI renewal, bulk send jobs,
 * seeds): checked as POST tasks checks them (422 with items.<i>.<field>), all or none. Runs in `db`
 * (a savepoint when it is a transaction); wakes the job runner when it opened the transaction itself.
 */
export async function createTasksAs(app: FastifyInstance, db: Database, sender: TaskSender, items: unknown[], options: CreateTasksOptions = {}): Promise<TaskRecord[]> {
  const run = async (tx: Database) => insertTasks(app, tx, sender, await prepareItems(tx, sender, items), options);
  if (options.db) return run(options.db);
  const created = await withTransaction(db, run);
  app.jobs.wake();
  return created;
}

/** POST tasks: the signed-in actor's company sends `items` (the route checked the permission and plan). */
export async function createTasks(app: FastifyInstance, actor: Actor, items: TaskInput[] | unknown[], options: CreateTasksOptions = {}): Promise<TaskRecord[]> {
  if (!actor.company) throw validationFailed({ items: [M.required] });
  return createTasksAs(app, options.db ?? app.db, { companyId: actor.company.id, userId: actor.user.id }, items, options);
}
