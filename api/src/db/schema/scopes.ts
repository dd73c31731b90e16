// Scopes of work (owner: scopes): a project's package of work for one vendor, with attachments,
// editors and the approval round copied from the project's scope approval workflow.
import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, trigramIndex, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';
import { projects } from './projects';

export const scopes = pgTable(
  'scopes',
  {
    id: serial('id').primaryKey(),
    // The owning general contractor (tenant); the vendor sees the row as an external scope.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    vendorCompanyId: integer('vendor_company_id').references(() => companies.id, { onDelete: 'set null' }),
    vendorAssigneeId: integer('vendor_assignee_id').references(() => users.id, { onDelete: 'set null' }),
    vendorSignerId: integer('vendor_signer_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    workStartDate: date('work_start_date', { mode: 'string' }),
    // drafting | pending | not_sent | sent (DOMAIN 3).
    status: varchar('status', { length: 16 }).notNull().default('drafting'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scopes_project_idx').on(t.projectId),
    index('scopes_company_idx').on(t.companyId),
    index('scopes_vendor_company_idx').on(t.vendorCompanyId),
    // The scope list search.
    trigramIndex('scopes_name_trgm_idx', t.name),
  ],
);

export const scopeAttachments = pgTable(
  'scope_attachments',
  {
    id: serial('id').primaryKey(),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id, { onDelete: 'cascade' }),
    // Storage key (storage plugin) and the name the user uploaded.
    path: text('path').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    mimeType: varchar('mime_type', { length: 255 }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('scope_attachments_scope_idx').on(t.scopeId)],
);

export const scopeEditors = pgTable(
  'scope_editors',
  {
    id: serial('id').primaryKey(),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('scope_editors_scope_user_unique').on(t.scopeId, t.userId), index('scope_editors_user_idx').on(t.userId)],
);

/** One approver of a scope's round: copied from the workflow's steps when the scope is submitted. */
export const scopeApprovals = pgTable(
  'scope_approvals',
  {
    id: serial('id').primaryKey(),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The step's position in the workflow: approvers act in step order.
    step: integer('step').notNull(),
    approved: boolean('approved').notNull().default(false),
    rejected: boolean('rejected').notNull().default(false),
    reason: text('reason'),
    actedAt: timestamp('acted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('scope_approvals_scope_user_unique').on(t.scopeId, t.userId), index('scope_approvals_user_idx').on(t.userId)],
);
