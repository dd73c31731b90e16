// Settings, account and company details (owner: settings-account): sender e-mail, account admins, plan upgrade requests.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';

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
