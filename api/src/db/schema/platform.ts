// Platform plumbing: the mail outbox, in-app notifications, background jobs and one-time downloads.
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';

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

// Jobs and downloads: background jobs claimed with FOR UPDATE SKIP LOCKED, and the one-time downloads
// the export jobs produce (DOMAIN.md section 8).

/**
 * A unit of background work. status: queued | running | done | failed. (0000_init created a first
 * `jobs` table; 0001_settings_network_jobs turns it into this one.)
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
