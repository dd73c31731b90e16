// Bulk send (issue 15): validate every row together in a few queries, store the bulk send, preview
// any row, send the rows as background jobs (BULK_SEND_JOB_ROWS per job, each row in its own
// transaction) with progress on the sender's socket room, and retry only the failed rows.
// Nothing is sent twice: a row moves pending → sent in the same transaction as its task's insert,
// guarded by its status, so a retry or a job run again after a crash skips a sent row.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BULK_SEND_JOB_ROWS,
  BULK_SEND_MESSAGES as B,
  BULK_SEND_PROGRESS_EVENT,
  BULK_SEND_STATUSES,
  SYSTEM_MERGE_FIELDS,
  checkBulkMergeValue,
  checkTaskSchedule,
  endpointUrl,
  findTemplateMergeFields,
  taskEndpoints,
  type BulkSend,
  type BulkSendInput,
  type BulkSendProblem,
  type BulkSendRow,
  type BulkSendSettings,
  type BulkSendStatus,
  type BulkSendTargetKind,
  type TaskInput,
  type TemplateDocument,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { bulkSendRows, bulkSends } from '../../db/schema';
import { HttpError, notFound, validationFailed } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { renderTemplatePdf } from '../../lib/template-pdf';
import { createTasksAs, fillTaskDocument, findSystemMergeValues } from '../tasks';
import { sendContractWithDefaults } from '../contracts';
import * as repo from './repository';

export const BULK_SEND_JOB = 'bulk-send.rows';
/** A row whose task could not be created for a reason that is not the row's (the database away...). */
/** Rows of one job sent at the same time (each its own transaction and connection). */
const ROW_CONCURRENCY = 4;
const UNEXPECTED_ROW_ERROR = 'The task could not be created. Send the failed rows again.';

type Company = { id: number };
type StoredSettings = BulkSendSettings;

/** The bulk_send feature, then the caller's company: a company with it off gets 403 reason 'feature'. */
export async function assertFeature(db: Database, companyId: number): Promise<void> {
  if (!(await repo.isBulkSendEnabled(db, companyId))) throw new HttpError(403, B.featureOff, 'feature');
}

/** System fields every row's data fills (the vendor has users: its contact and signer exist). */
const ALWAYS_FROM_DATA = new Set(['company.name', 'vendor.name', 'vendor.contact_name', 'signer.external.name', 'today', 'task.due_date']);
/** System fields of the project (and the company's address): known once the project is. */
const PROJECT_FIELDS = new Set(['company.address', 'project.name', 'project.internal_number', 'project.address']);

export type BulkMergeField = { name: string; type: string; description: string; from_data: boolean };
type FieldContext = { target?: BulkSendTargetKind; internalSignerId?: number | null; projectValues?: Record<string, string> | null; scopeAmount?: string | null };

/**
 * Whether the data fills a field for a row of this context: system fields by what the target knows
 * (a vendor row has no scope; a project's number or address may be empty), company fields by their
 * default. Without a context (the project unknown yet) the project's fields count as filled.
 */
function fromData(name: string, own: { defaultValue: string } | undefined, context: FieldContext): boolean {
  if (ALWAYS_FROM_DATA.has(name)) return true;
  if (name === 'scope.name') return context.target !== 'vendor';
  if (name === 'scope.amount') return context.target !== 'vendor' && context.scopeAmount !== null;
  if (name === 'signer.internal.name') return context.internalSignerId === undefined || context.internalSignerId !== null;
  if (PROJECT_FIELDS.has(name)) return context.projectValues ? Boolean(context.projectValues[name]) : true;
  if (SYSTEM_MERGE_FIELDS.some((f) => f.name === name)) return true;
  return Boolean(own?.defaultValue?.trim());
}

/** The merge fields of a template, each marked filled by the data or by the sender per row (for this context). */
export async function templateMergeFields(db: Database, companyId: number, body: unknown, context: FieldContext = {}): Promise<BulkMergeField[]> {
  const names = findTemplateMergeFields(body as TemplateDocument);
  const companyFields = new Map((await repo.findCompanyFields(db, companyId)).map((f) => [f.name, f]));
  const system = new Map(SYSTEM_MERGE_FIELDS.map((f) => [f.name, f]));
  return names.map((name) => {
    const sys = system.get(name);
    const own = companyFields.get(name);
    return { name, type: sys?.type ?? own?.type ?? 'text', description: sys?.description ?? own?.description ?? '', from_data: fromData(name, sys ? undefined : own, context) };
  });
}

/** The template's fields for the picker and the sheet: for vendor rows of a known project, its values are known too. */
export async function mergeFieldsFor(db: Database, companyId: number, body: unknown, target: BulkSendTargetKind | undefined, projectId: number | undefined): Promise<BulkMergeField[]> {
  const projectValues = target === 'vendor' && projectId ? (await projectValuesOf(db, companyId, [projectId])).get(projectId) : null;
  return templateMergeFields(db, companyId, body, { target, projectValues });
}

/** The project values the data fills (name, number, address; the company's address), once per project. */
async function projectValuesOf(db: Database, companyId: number, projectIds: number[]): Promise<Map<number, Record<string, string>>> {
  const result = new Map<number, Record<string, string>>();
  for (const projectId of projectIds) result.set(projectId, await findSystemMergeValues(db, companyId, { projectId }));
  return result;
}

export async function findTemplateOrFail(db: Database, companyId: number, templateId: number) {
  const template = await repo.findCompanyTemplate(db, companyId, templateId);
  if (!template) throw notFound();
  return template;
}

/**
 * Checks the shared settings (422 on their fields) and then every row (per-row problems). When every
 * row is valid the bulk send is stored with its rows, status validated.
 */
export async function validateBulkSend(db: Database, actor: Actor, company: Company, input: BulkSendInput): Promise<{ bulk: BulkSend | null; problems: BulkSendProblem[] }> {
  const template = await findTemplateOrFail(db, company.id, input.template_id);
  const settingsErrors: Record<string, string> = { ...checkTaskSchedule(input) };
  const people = [input.internal_assignee_id, input.internal_signer_id].filter((id): id is number => typeof id === 'number');
  const ownUsers = await repo.findActiveCompanyUsers(db, company.id, people);
  if (!ownUsers.has(input.internal_assignee_id)) settingsErrors.internal_assignee_id = B.assigneeNotInCompany;
  if (input.internal_signer_id && !ownUsers.has(input.internal_signer_id)) settingsErrors.internal_signer_id = B.assigneeNotInCompany;
  const target = input.target as BulkSendTargetKind;
  let vendorProjectId: number | null = null;
  if (target === 'vendor') {
    if (!input.project_id) settingsErrors.project_id = B.projectRequired;
    else {
      const [project] = await repo.findCompanyProjects(db, company.id, [input.project_id]);
      if (!project || project.isDraft) settingsErrors.project_id = B.projectNotFound;
      else if (project.status !== 'active' || project.archivedAt) settingsErrors.project_id = B.projectArchived;
      else vendorProjectId = project.id;
    }
  }
  if (Object.keys(settingsErrors).length) throw validationFailed(Object.fromEntries(Object.entries(settingsErrors).map(([k, v]) => [k, [v]])));

  const fields = await templateMergeFields(db, company.id, template.body);
  const companyFields = new Map((await repo.findCompanyFields(db, company.id)).map((f) => [f.name, f]));
  const systemNames = new Set(SYSTEM_MERGE_FIELDS.map((f) => f.name));
  const scopeRows = target === 'scope' ? await repo.findCompanyScopes(db, company.id, [...new Set(input.rows.map((r) => r.scope_id).filter((id): id is number => !!id))]) : [];
  const scopeById = new Map(scopeRows.map((s) => [s.id, s]));
  const vendorIds = [...new Set([...input.rows.map((r) => (target === 'vendor' ? r.vendor_company_id : scopeById.get(r.scope_id ?? 0)?.vendorCompanyId)).filter((id): id is number => !!id)])];
  const usesProjectFields = fields.some((f) => PROJECT_FIELDS.has(f.name));
  const projectIds = target === 'vendor' ? (vendorProjectId ? [vendorProjectId] : []) : [...new Set(scopeRows.map((s) => s.projectId))];
  const [partners, assignees, projectValues] = await Promise.all([
    repo.findNetworkPartners(db, company.id, vendorIds),
    repo.findVendorAssignees(db, vendorIds),
    usesProjectFields ? projectValuesOf(db, company.id, projectIds) : Promise.resolve(new Map<number, Record<string, string>>()),
  ]);

  const problems: BulkSendProblem[] = [];
  const seen = new Set<number>();
  const stored: Parameters<typeof repo.insertBulkSend>[1]['rows'] = [];
  input.rows.forEach((row, index) => {
    const errors: Record<string, string> = {};
    let projectId: number | null = null;
    let scopeId: number | null = null;
    let vendorId: number | null = null;
    if (target === 'vendor') {
      if (!row.vendor_company_id) errors.vendor_company_id = B.vendorRequired;
      else if (!partners.has(row.vendor_company_id)) errors.vendor_company_id = B.vendorNotInNetwork;
      else if (seen.has(row.vendor_company_id)) errors.vendor_company_id = B.duplicateTarget;
      else if (!assignees.has(row.vendor_company_id)) errors.vendor_company_id = B.vendorWithoutUsers;
      projectId = vendorProjectId;
      vendorId = row.vendor_company_id ?? null;
      if (vendorId) seen.add(vendorId);
    } else {
      const scope = row.scope_id ? scopeById.get(row.scope_id) : undefined;
      if (!row.scope_id) errors.scope_id = B.vendorRequired;
      else if (!scope) errors.scope_id = B.scopeNotFound;
      else if (scope.projectDraft) errors.scope_id = B.scopeNotFound;
      else if (scope.projectStatus !== 'active' || scope.projectArchivedAt) errors.scope_id = B.projectArchived;
      else if (!scope.vendorCompanyId) errors.scope_id = B.scopeWithoutVendor;
      else if (!partners.has(scope.vendorCompanyId)) errors.scope_id = B.vendorNotInNetwork;
      else if (seen.has(scope.id)) errors.scope_id = B.duplicateTarget;
      else if (!assignees.has(scope.vendorCompanyId)) errors.scope_id = B.vendorWithoutUsers;
      if (scope) {
        projectId = scope.projectId;
        scopeId = scope.id;
        vendorId = scope.vendorCompanyId;
        seen.add(scope.id);
      }
    }
    const values: Record<string, string> = {};
    const missing: string[] = [];
    const given = (row.merge_values ?? {}) as Record<string, string>;
    const context: FieldContext = {
      target,
      internalSignerId: input.internal_signer_id ?? null,
      projectValues: usesProjectFields && projectId ? (projectValues.get(projectId) ?? {}) : null,
      scopeAmount: target === 'scope' ? (scopeById.get(scopeId ?? 0)?.amount ?? null) : null,
    };
    for (const field of fields) {
      const value = typeof given[field.name] === 'string' ? given[field.name].trim() : '';
      const own = systemNames.has(field.name) ? undefined : companyFields.get(field.name);
      const filledByData = fromData(field.name, own, context);
      if (value) {
        const problem = checkBulkMergeValue(field.type, value);
        if (problem) errors[`merge_values.${field.name}`] = problem;
        // A system field the data fills keeps the data's value; any other value is the row's.
        if (!(systemNames.has(field.name) && filledByData)) values[field.name] = value;
      } else if (!filledByData) missing.push(field.name);
    }
    if (missing.length) errors.merge_values = B.mergeFieldsMissing(missing.join(', '));
    if (Object.keys(errors).length) problems.push({ row: index, errors });
    else stored.push({ projectId, scopeId, vendorCompanyId: vendorId, mergeValues: values });
  });
  if (problems.length) return { bulk: null, problems };

  const { rows: _rows, ...settings } = input;
  const bulk = await withTransaction(db, (tx) => repo.insertBulkSend(tx, { companyId: company.id, userId: actor.user.id, templateId: template.id, settings: settings as Record<string, unknown>, rows: stored }));
  return { bulk: await presentBulkSend(db, bulk), problems: [] };
}

export async function presentBulkSend(db: Database, bulk: repo.BulkSendRecord): Promise<BulkSend> {
  const [counts, templateName] = await Promise.all([repo.countRows(db, bulk.id), repo.findTemplateName(db, bulk.templateId)]);
  const status = bulk.status as BulkSendStatus;
  return {
    id: bulk.id,
    status,
    status_label: BULK_SEND_STATUSES[status] ?? bulk.status,
    template_id: bulk.templateId,
    template_name: templateName,
    target: String((bulk.settings as StoredSettings).target ?? 'vendor'),
    total: bulk.total,
    pending: counts.pending,
    sent: counts.sent,
    failed: counts.failed,
    created_at: bulk.createdAt.toISOString(),
  };
}

export async function findBulkSendOrFail(db: Database, company: Company, id: number): Promise<repo.BulkSendRecord> {
  const bulk = await repo.findCompanyBulkSend(db, company.id, id);
  if (!bulk) throw notFound();
  return bulk;
}

export async function listRows(db: Database, bulk: repo.BulkSendRecord, status: string | undefined, paging: { perPage: number; offset: number }) {
  const { rows, total } = await repo.findRowPage(db, bulk.id, { status }, paging);
  const data: BulkSendRow[] = rows.map(({ row, projectName, scopeName, vendorName, taskNumber }) => ({
    id: row.id,
    row_index: row.rowIndex,
    project_id: row.projectId,
    project_name: projectName ?? '',
    scope_id: row.scopeId,
    scope_name: scopeName ?? '',
    vendor_company_id: row.vendorCompanyId,
    vendor_name: vendorName ?? '',
    merge_values: row.mergeValues,
    status: row.status as BulkSendRow['status'],
    error: row.error,
    task_id: row.taskId,
    task_number: row.taskId ? (taskNumber ?? null) : null,
    preview_url: endpointUrl(taskEndpoints.previewBulkSendRow, { id: bulk.id, row: row.id }),
  }));
  return { data, total };
}

/** The PDF of one row's document: the template filled with the data and the row's values. */
export async function previewRow(db: Database, bulk: repo.BulkSendRecord, rowId: number): Promise<{ name: string; pdf: Buffer }> {
  const row = await repo.findRow(db, bulk.id, rowId);
  if (!row || !bulk.templateId || !row.projectId || !row.vendorCompanyId) throw notFound();
  const settings = bulk.settings as StoredSettings;
  const assignees = await repo.findVendorAssignees(db, [row.vendorCompanyId]);
  const filled = await fillTaskDocument(db, bulk.companyId, {
    templateId: bulk.templateId,
    projectId: row.projectId,
    scopeId: row.scopeId,
    vendorCompanyId: row.vendorCompanyId,
    dueDate: settings.due_date ?? null,
    internalSignerId: settings.internal_signer_id ?? null,
    externalSignerId: assignees.get(row.vendorCompanyId) ?? null,
    mergeValues: row.mergeValues,
  });
  if (!filled) throw notFound(); // the template was archived since
  const title = settings.name || (await repo.findTemplateName(db, bulk.templateId)) || 'Document';
  const { pdf } = await renderTemplatePdf(filled.body as TemplateDocument, { title, values: filled.values });
  return { name: `${title} - row ${row.rowIndex + 1}.pdf`, pdf: Buffer.from(pdf) };
}

/** Queues the rows (ids) as jobs of BULK_SEND_JOB_ROWS each, in the caller's transaction. */
async function queueRows(app: FastifyInstance, tx: Database, bulk: repo.BulkSendRecord, rowIds: number[]): Promise<void> {
  const payloads: Record<string, unknown>[] = [];
  for (let start = 0; start < rowIds.length; start += BULK_SEND_JOB_ROWS) payloads.push({ bulk_send_id: bulk.id, row_ids: rowIds.slice(start, start + BULK_SEND_JOB_ROWS) });
  await app.jobs.enqueueMany(BULK_SEND_JOB, payloads, { db: tx, userId: bulk.userId, maxAttempts: 5 });
}

/** validated → sending, every row queued; a bulk send already sent answers 422. */
export async function sendBulkSend(app: FastifyInstance, company: Company, id: number): Promise<BulkSend> {
  await findBulkSendOrFail(app.db, company, id);
  const bulk = await withTransaction(app.db, async (tx) => {
    const [claimed] = await tx
      .update(bulkSends)
      .set({ status: 'sending', updatedAt: new Date() })
      .where(and(eq(bulkSends.id, id), eq(bulkSends.companyId, company.id), eq(bulkSends.status, 'validated')))
      .returning();
    if (!claimed) throw new HttpError(422, B.alreadySent);
    await queueRows(app, tx, claimed, await repo.findRowIds(tx, id, 'pending'));
    return claimed;
  });
  app.jobs.wake();
  return presentBulkSend(app.db, bulk);
}

/** The failed rows back to pending and queued again; sent rows stay as they are. */
export async function retryBulkSend(app: FastifyInstance, company: Company, id: number): Promise<{ bulk: BulkSend; count: number }> {
  const found = await findBulkSendOrFail(app.db, company, id);
  if (found.status === 'validated') throw new HttpError(422, B.nothingToRetry);
  const result = await withTransaction(app.db, async (tx) => {
    // The bulk send's row is locked first: a job finishing the send meanwhile waits for this.
    const [bulk] = await tx.select().from(bulkSends).where(eq(bulkSends.id, id)).for('update');
    if (bulk.status === 'sending') throw new HttpError(422, B.stillSending);
    const reset = await tx
      .update(bulkSendRows)
      .set({ status: 'pending', error: null, updatedAt: new Date() })
      .where(and(eq(bulkSendRows.bulkSendId, id), eq(bulkSendRows.status, 'failed')))
      .returning({ id: bulkSendRows.id, rowIndex: bulkSendRows.rowIndex });
    if (!reset.length) throw new HttpError(422, B.nothingToRetry);
    const [updated] = await tx.update(bulkSends).set({ status: 'sending', updatedAt: new Date() }).where(eq(bulkSends.id, id)).returning();
    await queueRows(
      app,
      tx,
      updated,
      reset.sort((a, b) => a.rowIndex - b.rowIndex).map((r) => r.id),
    );
    return { bulk: updated, count: reset.length };
  });
  app.jobs.wake();
  return { bulk: await presentBulkSend(app.db, result.bulk), count: result.count };
}

/** The message of a row that failed: the API's field messages, or a general one. */
function rowErrorOf(error: unknown): string {
  if (error instanceof HttpError) {
    const fields = error.errors ? Object.values(error.errors).flat() : [];
    return [...new Set(fields)].join(' ') || error.message;
  }
  return UNEXPECTED_ROW_ERROR;
}

/** The task one row becomes. */
function taskInputOf(bulk: repo.BulkSendRecord, template: { name: string; type: string }, row: repo.BulkSendRowRecord, externalAssigneeId: number): TaskInput {
  const s = bulk.settings as StoredSettings;
  return {
    project_id: row.projectId!,
    scope_id: row.scopeId,
    vendor_company_id: row.vendorCompanyId!,
    template_id: bulk.templateId,
    type: template.type as TaskInput['type'],
    name: s.name || template.name,
    description: s.description ?? null,
    package: s.package ?? null,
    internal_assignee_id: s.internal_assignee_id,
    internal_signer_id: s.internal_signer_id ?? null,
    external_assignee_id: externalAssigneeId,
    external_signer_id: externalAssigneeId,
    merge_values: row.mergeValues,
    requirement_template_id: null,
    due_date: s.due_date,
    assign_date: s.assign_date ?? null,
    priority: s.priority ?? 'normal',
    reminders_every: s.reminders_every ?? null,
    reminders_period: s.reminders_period ?? null,
    reminders_days: s.reminders_days ?? [],
    recurrence_every: s.recurrence_every ?? null,
    recurrence_period: s.recurrence_period ?? null,
    recurrence_days: s.recurrence_days ?? [],
    recurrence_until_repeats: s.recurrence_until_repeats ?? null,
    recurrence_until_date: s.recurrence_until_date ?? null,
  } as TaskInput;
}

/**
 * Sends the rows of one job: each pending row in its own transaction, moved to sent by a guarded
 * UPDATE with its task's insert (a row sent already, by an earlier run of this job, is skipped).
 * A row refused by the task rules is marked failed with the reason. Then the progress is told.
 */
export async function sendRows(app: FastifyInstance, bulkSendId: number, rowIds: number[]): Promise<{ sent: number; failed: number; skipped: number }> {
  const bulk = await repo.findBulkSend(app.db, bulkSendId);
  if (!bulk) return { sent: 0, failed: 0, skipped: rowIds.length };
  const template = bulk.templateId ? await repo.findCompanyTemplate(app.db, bulk.companyId, bulk.templateId) : null;
  const rows = rowIds.length
    ? await app.db
        .select()
        .from(bulkSendRows)
        .where(and(eq(bulkSendRows.bulkSendId, bulkSendId), inArray(bulkSendRows.id, rowIds), eq(bulkSendRows.status, 'pending')))
        .orderBy(bulkSendRows.rowIndex)
    : [];
  const assignees = await repo.findVendorAssignees(app.db, [...new Set(rows.map((r) => r.vendorCompanyId).filter((id): id is number => !!id))]);
  let sent = 0;
  let failed = 0;
  const sendRow = async (row: repo.BulkSendRowRecord) => {
    try {
      if (!template) throw new HttpError(422, B.templateNotFound);
      const assignee = row.vendorCompanyId ? assignees.get(row.vendorCompanyId) : undefined;
      if (!assignee || !row.projectId) throw new HttpError(422, B.vendorWithoutUsers);
      const done = await withTransaction(app.db, async (tx) => {
        const [claimed] = await tx
          .update(bulkSendRows)
          .set({ status: 'sent', error: null, updatedAt: new Date() })
          .where(and(eq(bulkSendRows.id, row.id), eq(bulkSendRows.status, 'pending')))
          .returning({ id: bulkSendRows.id });
        if (!claimed) return false;
        const input = taskInputOf(bulk, template, row, assignee);
        const [task] = await createTasksAs(app, tx, { companyId: bulk.companyId, userId: bulk.userId }, [input], { db: tx, bulkSendId: bulk.id });
        // A contract of a project without a contract approval workflow starts as a draft: a bulk send
        // freezes it with the default signers and nodes and sends it for signature at once (DOMAIN.md 4
        // skips the approval), so its vendor has it; one in approval waits for its approvers.
        await sendContractWithDefaults(app, tx, task, bulk.userId, { bulk_send_id: bulk.id });
        await tx.update(bulkSendRows).set({ taskId: task.id }).where(eq(bulkSendRows.id, row.id));
        return true;
      });
      if (done) sent += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) app.log.error({ err: error, bulkSendId, rowId: row.id }, 'bulk send row failed');
      await app.db
        .update(bulkSendRows)
        .set({ status: 'failed', error: rowErrorOf(error).slice(0, 2000), updatedAt: new Date() })
        .where(and(eq(bulkSendRows.id, row.id), eq(bulkSendRows.status, 'pending')));
      failed += 1;
    }
  };
  // A few rows at once, each in its own transaction: a row mostly waits on the database, and the
  // company's task counter orders the inserts.
  let next = 0;
  const worker = async () => {
    while (next < rows.length) await sendRow(rows[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(ROW_CONCURRENCY, rows.length) }, worker));
  app.jobs.wake(); // the tasks' notifications were queued with their transactions
  await finishIfDone(app, bulkSendId);
  return { sent, failed, skipped: rowIds.length - rows.length };
}

/** Once no row is pending, sending → done (every row sent) or partial; the sender's socket hears the progress. */
async function finishIfDone(app: FastifyInstance, bulkSendId: number): Promise<void> {
  const counts = await repo.countRows(app.db, bulkSendId);
  if (counts.pending === 0) {
    await app.db
      .update(bulkSends)
      .set({ status: counts.failed ? 'partial' : 'done', updatedAt: new Date() })
      .where(and(eq(bulkSends.id, bulkSendId), eq(bulkSends.status, 'sending'), sql`not exists (select 1 from bulk_send_rows r where r.bulk_send_id = ${bulkSendId} and r.status = 'pending')`));
  }
  const bulk = await repo.findBulkSend(app.db, bulkSendId);
  if (bulk?.userId) app.realtime.notifyUser(bulk.userId, BULK_SEND_PROGRESS_EVENT, await presentBulkSend(app.db, bulk));
}

export function registerBulkSendJob(app: FastifyInstance): void {
  app.jobs.register(
    BULK_SEND_JOB,
    async (payload) => {
      const rowIds = Array.isArray(payload.row_ids) ? (payload.row_ids as unknown[]).filter((id): id is number => Number.isInteger(id)) : [];
      return sendRows(app, Number(payload.bulk_send_id), rowIds);
    },
    {
      // A job that failed every attempt: its rows that are still pending are failed (retry sends them).
      onFailed: async (job, error) => {
        const rowIds = Array.isArray(job.payload.row_ids) ? (job.payload.row_ids as number[]) : [];
        if (rowIds.length) {
          await app.db
            .update(bulkSendRows)
            .set({ status: 'failed', error: UNEXPECTED_ROW_ERROR, updatedAt: new Date() })
            .where(and(inArray(bulkSendRows.id, rowIds), eq(bulkSendRows.status, 'pending')));
        }
        app.log.error({ jobId: job.id, error }, 'bulk send job failed');
        await finishIfDone(app, Number(job.payload.bulk_send_id));
      },
    },
  );
}
