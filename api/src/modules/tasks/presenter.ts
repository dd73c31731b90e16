// The task list row (000 section 3) and a task's details as the caller reads them: the status label per
// viewer (001 section 4), overdue (DOMAIN.md 4), the flags of access.ts, and who must act now. Rows are
// presented in batches (one query per related table whatever the page size).
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  REQUIRED_ACTION_BY_TYPE,
  endpointUrl,
  isTaskOverdue,
  taskEndpoints,
  taskPendingSide,
  taskStatusLabel,
  type DocumentType,
  type TaskDetails,
  type TaskPerson,
  type TaskRow,
  type TaskStatus,
} from 'shared-contract';
import { rowsOf, type Database } from '../../db/client';
import { companies, projects, quickAccessDocuments, scopes, taskFiles, templates, users } from '../../db/schema';
import type { Actor } from '../../lib/identity';
import { findVisibleTaskOrFail, taskFlagsFor, taskViewerRole, type TaskRecord } from './access';
import { pendingPartyIds } from './notify';

type Reader = Pick<Database, 'select' | 'execute'>;
const unique = (ids: (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => typeof id === 'number'))];

/** Today (YYYY-MM-DD, UTC) as the overdue rule reads it. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

type Related = {
  projects: Map<number, { id: number; name: string }>;
  scopes: Map<number, { id: number; name: string }>;
  companies: Map<number, { id: number; name: string }>;
  people: Map<number, TaskPerson>;
};

async function loadRelated(db: Reader, records: readonly TaskRecord[], extraUserIds: (number | null)[] = []): Promise<Related> {
  const projectIds = unique(records.map((r) => r.projectId));
  const scopeIds = unique(records.map((r) => r.scopeId));
  const companyIds = unique(records.flatMap((r) => [r.companyId, r.vendorCompanyId]));
  const userIds = unique([...records.flatMap((r) => [r.internalAssigneeId, r.internalSignerId, r.externalAssigneeId, r.externalSignerId]), ...extraUserIds]);
  // Two round trips whatever the page size: the names (projects, scopes, companies) and the people.
  const ints = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
  const [names, people] = await Promise.all([
    db.execute(sql`
      select 'p' as kind, id, name from ${projects} where id = any(${ints(projectIds)})
      union all select 's', id, name from ${scopes} where id = any(${ints(scopeIds)})
      union all select 'c', id, name from ${companies} where id = any(${ints(companyIds)})`),
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, companyId: users.companyId })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]);
  const related: Related = { projects: new Map(), scopes: new Map(), companies: new Map(), people: new Map() };
  for (const row of rowsOf<{ kind: string; id: number | string; name: string }>(names)) {
    const entry = { id: Number(row.id), name: row.name };
    (row.kind === 'p' ? related.projects : row.kind === 's' ? related.scopes : related.companies).set(entry.id, entry);
  }
  for (const u of people) related.people.set(u.id, { id: u.id, full_name: `${u.firstName} ${u.lastName}`.trim(), email: u.email, company_id: u.companyId });
  return related;
}

function toRow(actor: Actor, task: TaskRecord, related: Related, today: string): TaskRow {
  const role = taskViewerRole(actor, task);
  const status = task.status as TaskStatus;
  const person = (id: number | null) => (id !== null ? (related.people.get(id) ?? null) : null);
  return {
    id: task.id,
    task_id: task.number,
    task_name: task.name,
    type: task.type as DocumentType,
    required_action: REQUIRED_ACTION_BY_TYPE[task.type as DocumentType],
    project_id: task.projectId,
    project_name: task.projectId !== null ? (related.projects.get(task.projectId)?.name ?? null) : null,
    scope_id: task.scopeId,
    scope_name: task.scopeId !== null ? (related.scopes.get(task.scopeId)?.name ?? null) : null,
    company_id: task.companyId,
    company_name: related.companies.get(task.companyId)?.name ?? '',
    vendor_company_id: task.vendorCompanyId,
    vendor_company_name: task.vendorCompanyId !== null ? (related.companies.get(task.vendorCompanyId)?.name ?? null) : null,
    due_date: task.dueDate,
    status,
    status_label: taskStatusLabel(status, { isExternalSigner: role.isExternalSigner, isInternalSigner: role.isInternalSigner, isVendor: role.vendor && !role.own }),
    priority: task.priority as TaskRow['priority'],
    is_overdue: isTaskOverdue({ due_date: task.dueDate, status }, today),
    internal_assignee: person(task.internalAssigneeId),
    internal_signer: person(task.internalSignerId),
    external_assignee: person(task.externalAssigneeId),
    external_signer: person(task.externalSignerId),
    package: task.package,
    reminders: task.remindersEvery !== null && task.remindersPeriod !== null,
    is_recurring: task.recurrencePeriod !== null || task.recurrenceParentId !== null,
    created_at: task.createdAt.toISOString(),
    can: taskFlagsFor(actor, task),
  };
}

/** The list rows of `records` for the caller (records must be tasks the caller sees). */
export async function presentTaskRows(db: Reader, actor: Actor, records: readonly TaskRecord[]): Promise<TaskRow[]> {
  if (records.length === 0) return [];
  const related = await loadRelated(db, records);
  const today = todayIso();
  return records.map((task) => toRow(actor, task, related, today));
}

/** Presents an already-read task (no visibility check: the caller read it through findVisibleTaskOrFail). */
export async function presentTaskRecord(db: Reader, actor: Actor, task: TaskRecord): Promise<TaskDetails> {
  const files = await db.select().from(taskFiles).where(eq(taskFiles.taskId, task.id)).orderBy(taskFiles.createdAt, taskFiles.id);
  const related = await loadRelated(db, [task], [task.createdBy, ...files.flatMap((f) => [f.reviewedBy, f.uploadedBy])]);
  const [template] = task.templateId ? await db.select({ name: templates.name }).from(templates).where(eq(templates.id, task.templateId)).limit(1) : [];
  const quick = files.length
    ? new Set(
        (
          await db
            .select({ id: quickAccessDocuments.documentId })
            .from(quickAccessDocuments)
            .where(
              and(
                eq(quickAccessDocuments.userId, actor.user.id),
                eq(quickAccessDocuments.documentKind, 'task_file'),
                inArray(
                  quickAccessDocuments.documentId,
                  files.map((f) => f.id),
                ),
              ),
            )
        ).map((r) => r.id),
      )
    : new Set<number>();
  const name = (id: number | null) => (id !== null ? (related.people.get(id)?.full_name ?? null) : null);
  const side = taskPendingSide(task.status as TaskStatus);
  const waitingIds = task.status === 'draft' ? unique([task.internalAssigneeId]) : pendingPartyIds(task);
  return {
    ...toRow(actor, task, related, todayIso()),
    description: task.description,
    assign_date: task.assignDate,
    reminders_every: task.remindersEvery,
    reminders_period: task.remindersPeriod,
    reminders_days: task.remindersDays,
    recurrence_every: task.recurrenceEvery,
    recurrence_period: task.recurrencePeriod,
    recurrence_days: task.recurrenceDays,
    recurrence_until_repeats: task.recurrenceUntilRepeats,
    recurrence_until_date: task.recurrenceUntilDate,
    recurrence_index: task.recurrenceIndex,
    template_id: task.templateId,
    template_name: template?.name ?? null,
    template_version: task.templateVersion,
    merge_values: task.mergeValues,
    html: task.html,
    form: task.form,
    reject_reason: task.rejectReason,
    revoke_reason: task.revokeReason,
    waiting_on: side ? { side, people: waitingIds.map((id) => related.people.get(id)).filter((p): p is TaskPerson => !!p) } : null,
    files: files.map((f) => ({
      id: f.id,
      kind: f.kind as 'submission' | 'attachment',
      name: f.name,
      size: f.size,
      mime_type: f.mimeType,
      url: endpointUrl(taskEndpoints.downloadTaskFile, { id: task.id, fileId: f.id }),
      review_status: f.reviewStatus as 'pending' | 'approved' | 'rejected' | null,
      review_reason: f.reviewReason,
      reviewed_by: name(f.reviewedBy),
      reviewed_at: f.reviewedAt?.toISOString() ?? null,
      insurance: f.insurance ?? null,
      uploaded_by: name(f.uploadedBy),
      created_at: f.createdAt.toISOString(),
      in_quick_access: quick.has(f.id),
    })),
    created_by: name(task.createdBy),
    sent_at: task.sentAt?.toISOString() ?? null,
    completed_at: task.completedAt?.toISOString() ?? null,
    revoked_at: task.revokedAt?.toISOString() ?? null,
    updated_at: task.updatedAt.toISOString(),
  };
}

/** GET tasks/:id's answer: a task the caller sees (404 otherwise, 403 without task_and_documents.view). */
export async function presentTaskDetails(db: Database, actor: Actor, taskId: number): Promise<TaskDetails> {
  return presentTaskRecord(db, actor, await findVisibleTaskOrFail(db, actor, taskId));
}
