// The one Drizzle schema of the platform. Migrations in api/drizzle are generated from it by drizzle-kit.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    plan: varchar('plan', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    dba: varchar('dba', { length: 255 }),
    website: varchar('website', { length: 255 }),
    tid: varchar('tid', { length: 255 }),
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_name_idx').on(t.name), index('companies_created_at_idx').on(t.createdAt)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 255 }).notNull(),
    lastName: varchar('last_name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 64 }),
    photo: text('photo'),
    passwordHash: text('password_hash'),
    role: varchar('role', { length: 64 }).notNull(),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    lastActivity: timestamp('last_activity', { withTimezone: true, mode: 'date' }),
    onboarding: jsonb('onboarding').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_company_idx').on(t.companyId)],
);

export const permissionGroups = pgTable(
  'permission_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 64 }).notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('permission_groups_company_role_unique').on(t.companyId, t.role)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not hand out sessions. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actingCompanyId: integer('acting_company_id').references(() => companies.id, { onDelete: 'set null' }),
    csrf: varchar('csrf', { length: 128 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Last request with this session (updated at most once a minute): SESSION_IDLE_MINUTES after it, the session ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** email_verification | superadmin_login */
    purpose: varchar('purpose', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** company_owner (operator creates an account) | employee | company (network invitation) */
    kind: varchar('kind', { length: 32 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 255 }),
    lastName: varchar('last_name', { length: 255 }),
    role: varchar('role', { length: 64 }),
    /** The company the invitee joins (owner and employee invitations). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The company that sent the invitation (network invitations). */
    invitedByCompanyId: integer('invited_by_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user created for the invitee beforehand (operator-created owners). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_company_idx').on(t.companyId), index('invitations_email_idx').on(t.email)],
);

export const companyFeatures = pgTable(
  'company_features',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    feature: varchar('feature', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('company_features_company_feature_unique').on(t.companyId, t.feature)],
);

export const companyNetwork = pgTable(
  'company_network',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_network_pair_unique').on(t.companyId, t.partnerCompanyId)],
);

export const certifications = pgTable('certifications', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  type: varchar('type', { length: 255 }).notNull().default(''),
  number: varchar('number', { length: 255 }).notNull().default(''),
  expDate: date('exp_date', { mode: 'string' }),
  agency: varchar('agency', { length: 255 }).notNull().default(''),
  note: text('note').notNull().default(''),
  attachmentPath: text('attachment_path'),
  createdAt: createdAt(),
});

export const licenses = pgTable('licenses', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  office: varchar('office', { length: 255 }).notNull().default(''),
  state: varchar('state', { length: 255 }).notNull().default(''),
  number: varchar('number', { length: 255 }).notNull(),
  type: varchar('type', { length: 255 }).notNull().default(''),
  expDate: date('exp_date', { mode: 'string' }),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

export const offices = pgTable('offices', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  address: varchar('address', { length: 255 }).notNull().default(''),
  city: varchar('city', { length: 255 }).notNull().default(''),
  state: varchar('state', { length: 255 }).notNull().default(''),
  zipCode: varchar('zip_code', { length: 32 }).notNull().default(''),
  country: varchar('country', { length: 255 }).notNull().default(''),
  phone: varchar('phone', { length: 64 }).notNull().default(''),
  fax: varchar('fax', { length: 64 }).notNull().default(''),
  isHeadquarters: boolean('is_headquarters').notNull().default(false),
  createdAt: createdAt(),
});

export const subsidiaryCompanies = pgTable('subsidiary_companies', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  dba: varchar('dba', { length: 255 }).notNull(),
  website: varchar('website', { length: 255 }).notNull(),
  tax: varchar('tax', { length: 255 }).notNull(),
  primaryContactId: integer('primary_contact_id').references(() => users.id, { onDelete: 'set null' }),
  assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  signerId: integer('signer_id').references(() => users.id, { onDelete: 'set null' }),
  attachmentPath: text('attachment_path'),
  attachmentName: varchar('attachment_name', { length: 255 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 255 }).notNull(),
    from: varchar('from', { length: 255 }).notNull(),
    replyTo: varchar('reply_to', { length: 255 }),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

// `jobs`: see the jobs-downloads section at the end of this file.

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 64 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt)],
);

// ---- Issue 3, settings: account, company details (owner: settings-account) ----

/** Account settings of a company: the sender e-mail (verified before use) and how it was closed. */
export const companyAccounts = pgTable('company_accounts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The verified sender; null means the platform sender is used. */
  senderEmail: varchar('sender_email', { length: 255 }),
  senderVerifiedAt: timestamp('sender_verified_at', { withTimezone: true, mode: 'date' }),
  pendingSenderEmail: varchar('pending_sender_email', { length: 255 }),
  senderTokenHash: varchar('sender_token_hash', { length: 64 }),
  senderTokenExpiresAt: timestamp('sender_token_expires_at', { withTimezone: true, mode: 'date' }),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  closedByUserId: integer('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  closeReason: text('close_reason'),
  updatedAt: updatedAt(),
});

/** The account admins (account/update-admins): the people billing and account matters go to. */
export const accountAdmins = pgTable(
  'account_admins',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_admins_company_user_unique').on(t.companyId, t.userId)],
);

/** A sub-plan company's request to move to the general plan; the operator sees it on the details page. */
export const planUpgradeRequests = pgTable(
  'plan_upgrade_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    /** pending | done (the company reached the general plan) */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('plan_upgrade_requests_company_idx').on(t.companyId, t.createdAt)],
);

// ---- Issue 3, settings: employees, permission groups, profile (owner: people) ----

/** The platform-wide professions reference list (GET settings/professions). */
export const professions = pgTable('professions', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull().unique(),
  createdAt: createdAt(),
});

export const userProfessions = pgTable(
  'user_professions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionId: integer('profession_id')
      .notNull()
      .references(() => professions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('user_professions_user_profession_unique').on(t.userId, t.professionId), index('user_professions_profession_idx').on(t.professionId)],
);

/** An archived employee: kept with its history, cannot sign in. */
export const userArchives = pgTable('user_archives', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  archivedByUserId: integer('archived_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// ---- Issue 3, settings: merge fields, email templates, approvals, company types, document naming (owner: settings-templates) ----

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
  (t) => [uniqueIndex('merge_fields_company_name_unique').on(sql`coalesce(${t.companyId}, 0)`, sql`lower(${t.name})`), index('merge_fields_company_idx').on(t.companyId)],
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
  (t) => [uniqueIndex('email_templates_company_name_unique').on(t.companyId, sql`lower(${t.name})`), uniqueIndex('email_templates_company_mail_key_unique').on(t.companyId, t.mailKey)],
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

// ---- Issue 4, network: invitations, notes, import, communications (owner: network) ----

/** What a network invitation (invitations.kind = 'company') says about the invited company. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    invitationId: integer('invitation_id')
      .primaryKey()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 255 }).notNull(),
    contactName: varchar('contact_name', { length: 255 }),
    phone: varchar('phone', { length: 64 }),
    taxId: varchar('tax_id', { length: 255 }),
    /** The company that joined (new or existing) once accepted. */
    partnerCompanyId: integer('partner_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** add-company-by-id: the company on the platform the request is addressed to (null for an e-mail invitation). */
    targetCompanyId: integer('target_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('company_invitations_partner_idx').on(t.partnerCompanyId), index('company_invitations_target_idx').on(t.targetCompanyId)],
);

/** Notes a company keeps about a company of its network; private to the writing company. */
export const companyNotes = pgTable(
  'company_notes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_notes_company_partner_idx').on(t.companyId, t.partnerCompanyId)],
);

/** An uploaded import file's checked rows, kept between the preview and the confirmation. */
export const companyImports = pgTable(
  'company_imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull().default([]),
    /** preview | confirmed */
    status: varchar('status', { length: 16 }).notNull().default('preview'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('company_imports_company_idx').on(t.companyId)],
);

/** A message sent to network users (Users > Send communication), as the sender wrote it. */
export const communications = pgTable(
  'communications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 255 }).notNull(),
    body: text('body').notNull(),
    recipientsCount: integer('recipients_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('communications_company_sender_idx').on(t.companyId, t.senderUserId)],
);

export const communicationRecipients = pgTable(
  'communication_recipients',
  {
    id: serial('id').primaryKey(),
    communicationId: integer('communication_id')
      .notNull()
      .references(() => communications.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 255 }).notNull(),
    fullName: varchar('full_name', { length: 255 }).notNull(),
  },
  (t) => [index('communication_recipients_communication_idx').on(t.communicationId)],
);

// ---------------------------------------------------------------------------------------------
// jobs-downloads (helper K): background jobs claimed with FOR UPDATE SKIP LOCKED, and the one-time
// downloads the export jobs produce (DOMAIN.md section 8). Migration: api/drizzle/0006_jobs_downloads.sql
// ---------------------------------------------------------------------------------------------

/**
 * A unit of background work. status: queued | running | done | failed. (0000_init created a first
 * `jobs` table; 0006 turns it into this one.)
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 128 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    lockedBy: varchar('locked_by', { length: 128 }),
    error: text('error'),
    /** What the handler returned (e.g. the download id), for the status endpoint. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Who asked for it: only they may read its status. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_pending_idx').on(t.status, t.runAfter), index('jobs_user_idx').on(t.userId)],
);

/** A file a job prepared for one user, fetched once with its token before expires_at. */
export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    jobId: integer('job_id'),
    name: varchar('name', { length: 255 }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** sha256 (hex) of the one-time token; the token itself is only sent to the user. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('downloads_user_idx').on(t.userId), index('downloads_expires_at_idx').on(t.expiresAt)],
);
