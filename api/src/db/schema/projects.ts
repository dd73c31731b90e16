// Projects, their company lists (stages, owner types) and the project activity log.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, trigramIndex, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';
import { approvalWorkflows } from './settings-templates';

/** The company's project stages (DOMAIN 3; seeded Bidding, Pre-construction, Construction, Close-out). */
export const projectStages = pgTable(
  'project_stages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_stages_company_name_unique').on(t.companyId, t.name)],
);

/** The company's project owner types (DOMAIN 3; seeded Private, Public, Federal). */
export const projectOwnerTypes = pgTable(
  'project_owner_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_owner_types_company_name_unique').on(t.companyId, t.name)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** The stage's name (a project_stages name of the company; the list filters by names, 001 §3). */
    stage: varchar('stage', { length: 255 }).notNull(),
    /** 'active' or 'archived' ("delete" archives, DOMAIN 3). */
    status: varchar('status', { length: 32 }).notNull().default('active'),
    // settings-templates: the project's approval workflows (migration 0003).
    contractWorkflowId: integer('contract_workflow_id').references(() => approvalWorkflows.id, { onDelete: 'set null' }),
    scopeWorkflowId: integer('scope_workflow_id').references(() => approvalWorkflows.id, { onDelete: 'set null' }),
    // Issue 9 (migration 0005): the project's details (wizard step 1).
    internalNumber: varchar('internal_number', { length: 255 }),
    ownerTypeId: integer('owner_type_id').references(() => projectOwnerTypes.id, { onDelete: 'set null' }),
    estimatedStartDate: date('estimated_start_date', { mode: 'string' }),
    estimatedEndDate: date('estimated_end_date', { mode: 'string' }),
    /** ISO country code, state code (country-state-city), city name. */
    countryId: varchar('country_id', { length: 8 }),
    stateId: varchar('state_id', { length: 16 }),
    city: varchar('city', { length: 255 }),
    street: varchar('street', { length: 255 }),
    zip: varchar('zip', { length: 32 }),
    managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The manager's `first_name || ' ' || last_name`, the list's manager sort key (migration 0009).
     * Kept by the database, never written by the app: a trigger sets it whenever manager_id is
     * written, and another follows the manager's renames; null without a manager.
     */
    managerName: varchar('manager_name', { length: 511 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A wizard left midway (DOMAIN 3): the list marks it and the wizard resumes at wizard_step. */
    isDraft: boolean('is_draft').notNull().default(false),
    wizardStep: integer('wizard_step').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_company_idx').on(t.companyId),
    // The list's default order (newest first) within the company's active or archived projects.
    index('projects_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id),
    uniqueIndex('projects_company_internal_number_unique').on(t.companyId, t.internalNumber),
    index('projects_manager_idx').on(t.managerId),
    trigramIndex('projects_name_trgm_idx', t.name),
    trigramIndex('projects_internal_number_trgm_idx', sql`coalesce(${t.internalNumber}, '')`),
    // The list's other sorts (migration 0009), each within the company's active or archived projects,
    // read in order: a column that is never empty scans its index either way; one that may be empty
    // sorts its empty values last in both directions, so it has an index per direction.
    index('projects_company_status_name_idx').on(t.companyId, t.status, t.name, t.id),
    index('projects_company_status_stage_idx').on(t.companyId, t.status, t.stage, t.id),
    index('projects_company_status_number_asc_idx').on(t.companyId, t.status, t.internalNumber.asc().nullsLast(), t.id.asc()),
    index('projects_company_status_number_desc_idx').on(t.companyId, t.status, t.internalNumber.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('projects_company_status_start_asc_idx').on(t.companyId, t.status, t.estimatedStartDate.asc().nullsLast(), t.id.asc()),
    index('projects_company_status_start_desc_idx').on(t.companyId, t.status, t.estimatedStartDate.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('projects_company_status_end_asc_idx').on(t.companyId, t.status, t.estimatedEndDate.asc().nullsLast(), t.id.asc()),
    index('projects_company_status_end_desc_idx').on(t.companyId, t.status, t.estimatedEndDate.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('projects_company_status_manager_asc_idx').on(t.companyId, t.status, t.managerName.asc().nullsLast(), t.id.asc()),
    index('projects_company_status_manager_desc_idx').on(t.companyId, t.status, t.managerName.desc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);

/**
 * How many projects each company has per status (migration 0009): kept by triggers on projects in
 * the same transaction as the change, so the list's total without filters is one row, not a count
 * of every project.
 */
export const projectCounts = pgTable(
  'project_counts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 32 }).notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/** Every change to a project, its team, scopes and approvals (issue 9: the Activity tab). */
export const projectActivity = pgTable(
  'project_activity',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. project.created, project.updated, team.user_added, scope.created, scope.approved. */
    action: varchar('action', { length: 64 }).notNull(),
    subjectType: varchar('subject_type', { length: 32 }),
    subjectId: integer('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('project_activity_project_created_idx').on(t.projectId, t.createdAt)],
);
