// Projects and the minimal task rows the operator list counts.
import { date, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { approvalWorkflows } from './settings-templates';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    stage: varchar('stage', { length: 255 }).notNull(),
    status: varchar('status', { length: 32 }).notNull().default('active'),
    // settings-templates: the project's approval workflows (migration 0003).
    contractWorkflowId: integer('contract_workflow_id').references(() => approvalWorkflows.id, { onDelete: 'set null' }),
    scopeWorkflowId: integer('scope_workflow_id').references(() => approvalWorkflows.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_company_idx').on(t.companyId)],
);

/** Minimal task rows so the operator list can count contracts; the tasks issue extends this table. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    vendorCompanyId: integer('vendor_company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    status: varchar('status', { length: 64 }).notNull().default('draft'),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_company_type_idx').on(t.companyId, t.type), index('tasks_project_idx').on(t.projectId)],
);
