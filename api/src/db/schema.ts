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
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_pending_idx').on(t.status, t.runAt)],
);

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
