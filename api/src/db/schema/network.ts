// Network (owner: network): the company network, invitations (owner, employee and network ones), notes, imports, communications.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, trigramIndex, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';

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
  (t) => [
    index('invitations_company_idx').on(t.companyId),
    index('invitations_email_idx').on(t.email),
    // The employee invitations search.
    trigramIndex('invitations_email_trgm_idx', t.email),
  ],
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
  (t) => [
    index('company_invitations_partner_idx').on(t.partnerCompanyId),
    index('company_invitations_target_idx').on(t.targetCompanyId),
    // The invited companies search.
    trigramIndex('company_invitations_company_name_trgm_idx', t.companyName),
    trigramIndex('company_invitations_contact_name_trgm_idx', sql`coalesce(${t.contactName}, '')`),
  ],
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
