// Tasks and documents (owner: tasks, issue 15, migration 0011): a task is what a general contractor
// sends a vendor (contract, document request, acknowledgement, certificate of insurance, SF 1413);
// its timeline of events, the files submitted on it (with a COI's insurance fields), the certificates
// of insurance approved from them (the expiry cycle), each user's quick access documents, the
// company's requirement templates (a scope's checklist) and bulk sends with their rows.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, trigramIndex, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';
import { projects } from './projects';
import { scopes } from './scopes';
import { templates } from './templates';

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    /** The owning (sending) company: a general contractor. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    scopeId: integer('scope_id').references(() => scopes.id, { onDelete: 'set null' }),
    /** The receiving company (the counterparty that sees the task as shared with it). */
    vendorCompanyId: integer('vendor_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The display number of the list row's task_id (e.g. T-000042), unique per company. */
    number: varchar('number', { length: 32 }).notNull().default(''),
    name: varchar('name', { length: 255 }).notNull(),
    /** A DOCUMENT_TYPES key (DOMAIN.md 4). */
    type: varchar('type', { length: 64 }).notNull(),
    /** A TASK_STATUSES key; changes only through shared-contract tasks/transitions.ts. */
    status: varchar('status', { length: 64 }).notNull().default('draft'),
    /** normal | high. */
    priority: varchar('priority', { length: 8 }).notNull().default('normal'),
    dueDate: date('due_date', { mode: 'string' }),
    assignDate: date('assign_date', { mode: 'string' }),
    internalAssigneeId: integer('internal_assignee_id').references(() => users.id, { onDelete: 'set null' }),
    internalSignerId: integer('internal_signer_id').references(() => users.id, { onDelete: 'set null' }),
    externalAssigneeId: integer('external_assignee_id').references(() => users.id, { onDelete: 'set null' }),
    externalSignerId: integer('external_signer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The package the task belongs to (free text; the scope's name by default). */
    package: varchar('package', { length: 255 }),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    /** The template version the document was made from. */
    templateVersion: integer('template_version'),
    /** The merge field values the document was filled with (system and filled by the sender). */
    mergeValues: jsonb('merge_values').$type<Record<string, string>>().notNull().default({}),
    /** The filled document (template document format) and its sanitised HTML; null without a template. */
    body: jsonb('body'),
    html: text('html'),
    /** Free instructions to the vendor (what to upload, what to read). */
    description: text('description'),
    /** Type-specific form values: SF 1413 fields (subcontract number, amount, certification). */
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    /** Reminders (DOMAIN.md 4): every N day|week, optional weekdays (TASK_WEEKDAYS keys). */
    remindersEvery: integer('reminders_every'),
    remindersPeriod: varchar('reminders_period', { length: 8 }),
    remindersDays: jsonb('reminders_days').$type<string[]>().notNull().default([]),
    /** When the next reminder is due; null when none is scheduled (claimed with FOR UPDATE SKIP LOCKED). */
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true, mode: 'date' }),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true, mode: 'date' }),
    /** Recurrence: every N day|week|month, optional weekdays, until a count or a date. */
    recurrenceEvery: integer('recurrence_every'),
    recurrencePeriod: varchar('recurrence_period', { length: 8 }),
    recurrenceDays: jsonb('recurrence_days').$type<string[]>().notNull().default([]),
    recurrenceUntilRepeats: integer('recurrence_until_repeats'),
    recurrenceUntilDate: date('recurrence_until_date', { mode: 'string' }),
    /** The first task of a recurring series (null for the first itself) and this task's place in it (1 = first). */
    recurrenceParentId: integer('recurrence_parent_id'),
    recurrenceIndex: integer('recurrence_index').notNull().default(1),
    /** Set once the next task of the series was created (never twice). */
    recurrenceNextCreatedAt: timestamp('recurrence_next_created_at', { withTimezone: true, mode: 'date' }),
    /** Set when the series ended on this task (its count or date reached, or the next could not be created): never looked at again (migration 0013). */
    recurrenceEndedAt: timestamp('recurrence_ended_at', { withTimezone: true, mode: 'date' }),
    /** The requirement template this task fulfils on its scope's checklist. */
    requirementTemplateId: integer('requirement_template_id'),
    /** The bulk send that created it. */
    bulkSendId: integer('bulk_send_id'),
    /** A contract corrected and sent again after a declined or revoked round: the task it replaces (migration 0016). */
    supersedesTaskId: integer('supersedes_task_id'),
    /** The last rejection reason (document request / COI), shown to the vendor. */
    rejectReason: text('reject_reason'),
    revokeReason: text('revoke_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_company_type_idx').on(t.companyId, t.type),
    index('tasks_project_idx').on(t.projectId),
    index('tasks_scope_idx').on(t.scopeId),
    index('tasks_company_status_due_idx').on(t.companyId, t.status, t.dueDate),
    index('tasks_company_due_idx').on(t.companyId, t.dueDate, t.id),
    index('tasks_vendor_status_due_idx').on(t.vendorCompanyId, t.status, t.dueDate),
    // 0012: the vendor's side of the task list in due date order.
    index('tasks_vendor_due_idx').on(t.vendorCompanyId, t.dueDate, t.id),
    index('tasks_internal_assignee_idx').on(t.internalAssigneeId),
    index('tasks_external_assignee_idx').on(t.externalAssigneeId),
    index('tasks_next_reminder_idx').on(t.nextReminderAt).where(sql`${t.nextReminderAt} is not null`),
    index('tasks_recurrence_parent_idx').on(t.recurrenceParentId),
    index('tasks_bulk_send_idx').on(t.bulkSendId),
    // task-schedules' sweeps (migration 0013)
    index('tasks_recurrence_due_idx')
      .on(t.id)
      .where(sql`${t.recurrencePeriod} is not null and ${t.recurrenceNextCreatedAt} is null and ${t.recurrenceEndedAt} is null and ${t.status} in ('completed', 'fully_executed', 'submit_as_needed')`),
    index('tasks_reminders_unarmed_idx')
      .on(t.id)
      .where(
        sql`${t.remindersPeriod} is not null and ${t.nextReminderAt} is null and ${t.status} in ('pending_approval', 'pending_external_signature', 'pending_internal_signature', 'pending_submission', 'pending_acknowledgement')`,
      ),
    index('tasks_work_start_idx').on(t.scopeId).where(sql`${t.status} = 'pending_work_start_date'`),
    uniqueIndex('tasks_company_number_unique').on(t.companyId, t.number).where(sql`${t.number} <> ''`),
    trigramIndex('tasks_name_trgm_idx', t.name),
  ],
);

/** The task's timeline: every event (created, sent, viewed, uploaded, approved, rejected, acknowledged, reminded, edited, revoked...). Append-only. */
export const taskEvents = pgTable(
  'task_events',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A TASK_EVENT_ACTIONS key. */
    action: varchar('action', { length: 64 }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('task_events_task_created_idx').on(t.taskId, t.createdAt)],
);

/** Files on a task: the vendor's submissions (document request, COI) and the sender's attachments. */
export const taskFiles = pgTable(
  'task_files',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** submission (the vendor's, reviewed) | attachment (the sender's, for reading). */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Where the bytes are, relative to DATA_DIR. */
    path: text('path').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    mimeType: varchar('mime_type', { length: 255 }),
    /** A submission's review: pending | approved | rejected. */
    reviewStatus: varchar('review_status', { length: 16 }),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** A COI submission's insurance fields (shared-contract tasks coiFieldsShape). */
    insurance: jsonb('insurance').$type<Record<string, unknown>>(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('task_files_task_idx').on(t.taskId, t.createdAt), trigramIndex('task_files_name_trgm_idx', t.name)],
);

/** A certificate of insurance approved on a COI task: the expiry cycle reads these. */
export const insuranceCertificates = pgTable(
  'insurance_certificates',
  {
    id: serial('id').primaryKey(),
    /** The general contractor that approved it. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vendorCompanyId: integer('vendor_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    fileId: integer('file_id').references(() => taskFiles.id, { onDelete: 'set null' }),
    insurer: varchar('insurer', { length: 255 }).notNull(),
    /** [{ type, policy_number, limit }] (COI_COVERAGE_TYPES). */
    coverages: jsonb('coverages').$type<Array<Record<string, unknown>>>().notNull().default([]),
    additionalInsured: boolean('additional_insured').notNull().default(false),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** The expiry reminders already sent (days before: 30, 14, 7), so none fires twice. */
    remindersSent: jsonb('reminders_sent').$type<number[]>().notNull().default([]),
    /** The renewal request created for it (once). */
    renewalTaskId: integer('renewal_task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** Set when a newer approved certificate replaced it. */
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('insurance_certificates_company_vendor_idx').on(t.companyId, t.vendorCompanyId),
    index('insurance_certificates_expiry_idx').on(t.expiryDate).where(sql`${t.supersededAt} is null`),
  ],
);

/** Documents a user added to Quick Access (company/documents add-to-quick-access): a task file or a scope attachment or a project document. */
export const quickAccessDocuments = pgTable(
  'quick_access_documents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A QUICK_ACCESS_DOCUMENT_KINDS key: task_file | scope_attachment | project_document. */
    documentKind: varchar('document_kind', { length: 32 }).notNull(),
    documentId: integer('document_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentKind, t.documentId] })],
);

/**
 * The company's requirement templates: what a scope needs before work starts (a document type, the
 * template to send, conditions on the scope's amount and the vendor's company type). A scope's
 * checklist is the templates whose conditions hold, each with the task that fulfils it.
 */
export const requirementTemplates = pgTable(
  'requirement_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** A DOCUMENT_TYPES key. */
    documentType: varchar('document_type', { length: 64 }).notNull(),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    /** Applies when the scope's amount is at least / at most this (null: no bound). */
    minAmount: numeric('min_amount', { precision: 14, scale: 2 }),
    maxAmount: numeric('max_amount', { precision: 14, scale: 2 }),
    /** Applies only to vendors of this company type (general_contractor | sub_contractor; null: any). */
    vendorCompanyType: varchar('vendor_company_type', { length: 32 }),
    /** A COI requirement: the minimum limit per coverage type ([{ type, min_limit }]) and whether the company must be additional insured. */
    coverageMinimums: jsonb('coverage_minimums').$type<Array<{ type: string; min_limit: number }>>().notNull().default([]),
    additionalInsuredRequired: boolean('additional_insured_required').notNull().default(false),
    /** Days from sending to the task's due date. */
    dueInDays: integer('due_in_days').notNull().default(14),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('requirement_templates_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

/** One bulk send (feature bulk_send): a template to many vendors or scopes, sent as background jobs. */
export const bulkSends = pgTable(
  'bulk_sends',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    /** The task fields every row shares (due date, priority, reminders...). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** validated | sending | done | partial. */
    status: varchar('status', { length: 16 }).notNull().default('validated'),
    total: integer('total').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bulk_sends_company_created_idx').on(t.companyId, t.createdAt)],
);

export const bulkSendRows = pgTable(
  'bulk_send_rows',
  {
    id: serial('id').primaryKey(),
    bulkSendId: integer('bulk_send_id')
      .notNull()
      .references(() => bulkSends.id, { onDelete: 'cascade' }),
    /** The row's place in the send (0 = first), unique in it. */
    rowIndex: integer('row_index').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    scopeId: integer('scope_id').references(() => scopes.id, { onDelete: 'set null' }),
    vendorCompanyId: integer('vendor_company_id').references(() => companies.id, { onDelete: 'set null' }),
    mergeValues: jsonb('merge_values').$type<Record<string, string>>().notNull().default({}),
    /** pending | sent | failed. A sent row is never sent again. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    error: text('error'),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bulk_send_rows_send_row_unique').on(t.bulkSendId, t.rowIndex),
    index('bulk_send_rows_send_status_idx').on(t.bulkSendId, t.status),
    // 0014: a deleted task's row is found by its task.
    index('bulk_send_rows_task_idx').on(t.taskId).where(sql`${t.taskId} is not null`),
  ],
);

/** Each company's last task number (0012): bumped in the creating transaction, so concurrent creates never draw the same number. */
export const taskCounters = pgTable('task_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});
