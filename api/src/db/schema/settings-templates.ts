// Settings templates (owner: settings-templates): merge fields, email templates, approval workflows, company types, document naming.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, trigramIndex, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';

/** Merge fields: the system's (company_id null, is_system) and each company's own. */
export const mergeFields = pgTable(
  'merge_fields',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    defaultValue: varchar('default_value', { length: 255 }).notNull().default(''),
    isSystem: boolean('is_system').notNull().default(false),
    usage: varchar('usage', { length: 16 }).notNull().default('all'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merge_fields_company_name_unique').on(sql`coalesce(${t.companyId}, 0)`, sql`lower(${t.name})`),
    index('merge_fields_company_idx').on(t.companyId),
    // The merge fields search.
    trigramIndex('merge_fields_name_trgm_idx', t.name),
    trigramIndex('merge_fields_description_trgm_idx', t.description),
  ],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    body: text('body').notNull(),
    /** A system mail this template words for the company (SYSTEM_MAIL_KEYS), or null. */
    mailKey: varchar('mail_key', { length: 32 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('email_templates_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('email_templates_company_mail_key_unique').on(t.companyId, t.mailKey),
    // The email templates search.
    trigramIndex('email_templates_name_trgm_idx', t.name),
    trigramIndex('email_templates_subject_trgm_idx', t.subject),
  ],
);

/** Contract and scope approval workflows (kind), with ordered steps of approvers. */
export const approvalWorkflows = pgTable(
  'approval_workflows',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('approval_workflows_company_kind_name_unique').on(t.companyId, t.kind, sql`lower(${t.name})`)],
);

export const approvalWorkflowSteps = pgTable(
  'approval_workflow_steps',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => approvalWorkflows.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('approval_workflow_steps_workflow_idx').on(t.workflowId, t.position)],
);

export const approvalWorkflowApprovers = pgTable(
  'approval_workflow_approvers',
  {
    id: serial('id').primaryKey(),
    stepId: integer('step_id')
      .notNull()
      .references(() => approvalWorkflowSteps.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('approval_workflow_approvers_step_user_unique').on(t.stepId, t.userId), index('approval_workflow_approvers_user_idx').on(t.userId)],
);

/** The company's commitment/company types; the enabled ones are offered in projects. */
export const companyTypes = pgTable(
  'company_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('company_types_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

/** The pattern of generated document names, one per company (absent = the default pattern). */
export const documentNameSettings = pgTable('document_name_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  pattern: varchar('pattern', { length: 255 }).notNull(),
  updatedAt: updatedAt(),
});
