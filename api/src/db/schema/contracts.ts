// Contracts (owner: contracts, issue 16, migration 0016): a contract task's approval round (its
// approvers, copied from the project's contract approval workflow), its signing rounds (the frozen
// PDF and its SHA-256, the signers in steps per side, the placed signature nodes, the executed and
// sealed PDF), and the append-only, hash-chained audit trail every step of the record writes to.
// A declined or revoked round ends its task (revoked); "correct and send again" creates a new task
// that names the one it supersedes (tasks.supersedes_task_id), so DOMAIN.md 4's table stays whole.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './identity';
import { tasks } from './tasks';

/** One approver of a contract's approval round: copied from the project's contract workflow when the contract enters approval. */
export const contractApprovals = pgTable(
  'contract_approvals',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The step's position in the workflow (from 1): a step's approvers act once every earlier step approved. */
    step: integer('step').notNull(),
    approved: boolean('approved').notNull().default(false),
    rejected: boolean('rejected').notNull().default(false),
    /** The approver's comment (approve) or reason (reject). */
    comment: text('comment'),
    actedAt: timestamp('acted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('contract_approvals_task_user_unique').on(t.taskId, t.userId), index('contract_approvals_user_idx').on(t.userId)],
);

/**
 * One signing round of a contract task: prepared (PDF frozen, signers and nodes placed by the
 * sender), signing, sealing (the last signer signed; the seal job runs), executed (sealed PDF
 * stored), or ended (declined, revoked). At most one round of a task is not ended.
 */
export const contractRounds = pgTable(
  'contract_rounds',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** A CONTRACT_ROUND_STATUSES key. */
    status: varchar('status', { length: 16 }).notNull().default('preparing'),
    /** The frozen document: storage key, SHA-256 (hex), page count and page sizes in points. */
    documentKey: varchar('document_key', { length: 255 }).notNull(),
    documentSha256: varchar('document_sha256', { length: 64 }).notNull(),
    pageCount: integer('page_count').notNull(),
    pageSizes: jsonb('page_sizes').$type<{ width: number; height: number }[]>().notNull().default([]),
    /** People who receive the executed PDF by mail without signing. */
    copyRecipients: jsonb('copy_recipients').$type<{ name: string; email: string }[]>().notNull().default([]),
    /** The executed (stamped, certified, sealed) PDF. */
    executedKey: varchar('executed_key', { length: 255 }),
    executedSha256: varchar('executed_sha256', { length: 64 }),
    declineReason: text('decline_reason'),
    declinedBy: integer('declined_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    sealedAt: timestamp('sealed_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contract_rounds_task_idx').on(t.taskId, t.id),
    // at most one open round per task
    uniqueIndex('contract_rounds_task_open_unique').on(t.taskId).where(sql`${t.status} in ('preparing', 'signing', 'sealing')`),
    index('contract_rounds_executed_sha_idx').on(t.executedSha256),
    index('contract_rounds_document_sha_idx').on(t.documentSha256),
  ],
);

/**
 * A signer of a round: a user of the vendor (external side) or of the sending company (internal
 * side). Signing order (DOMAIN.md 4): every external step in order, then every internal step;
 * the signers of one step sign in parallel.
 */
export const contractSigners = pgTable(
  'contract_signers',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => contractRounds.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** external | internal (SIGNER_ROLES). */
    side: varchar('side', { length: 16 }).notNull(),
    /** From 1, within the side. */
    step: integer('step').notNull(),
    /** A CONTRACT_SIGNER_STATUSES key: waiting (an earlier step signs first), pending, signed, declined. */
    status: varchar('status', { length: 16 }).notNull().default('waiting'),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }),
    /** The consent text shown and agreed to, and when. */
    consentText: text('consent_text'),
    consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }),
    /** The adopted signature: { type: 'typed', text } or { type: 'drawn', png: base64 }; initials likewise. */
    signature: jsonb('signature').$type<{ type: 'typed'; text: string } | { type: 'drawn'; png: string }>(),
    initials: jsonb('initials').$type<{ type: 'typed'; text: string } | { type: 'drawn'; png: string }>(),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    /** The SHA-256 of the frozen document the signer signed. */
    documentSha256: varchar('document_sha256', { length: 64 }),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('contract_signers_round_user_unique').on(t.roundId, t.userId), index('contract_signers_user_idx').on(t.userId, t.status), index('contract_signers_task_idx').on(t.taskId)],
);

/** A placed field of a round's PDF: whose it is, its kind, page (from 1) and box in points from the page's top-left corner. */
export const contractSignatureNodes = pgTable(
  'contract_signature_nodes',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => contractRounds.id, { onDelete: 'cascade' }),
    signerId: integer('signer_id')
      .notNull()
      .references(() => contractSigners.id, { onDelete: 'cascade' }),
    /** signature | initials | date (SIGNATURE_FIELD_KINDS). */
    kind: varchar('kind', { length: 16 }).notNull(),
    page: integer('page').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contract_signature_nodes_round_idx').on(t.roundId), index('contract_signature_nodes_signer_idx').on(t.signerId)],
);

/**
 * The contract's audit trail (DOMAIN.md 5): append-only (migration 0016's trigger refuses UPDATE and
 * DELETE) and hash-chained per task: `hash` = SHA-256 over `prev_hash` and the canonical JSON of the
 * event (lib/contract-audit.ts). No foreign key to tasks: the record outlives the task row.
 */
export const contractAuditEvents = pgTable(
  'contract_audit_events',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull(),
    roundId: integer('round_id'),
    /** 1, 2, 3... per task; unique, so two writers can not fork the chain. */
    seq: integer('seq').notNull(),
    /** A CONTRACT_AUDIT_ACTIONS key. */
    action: varchar('action', { length: 32 }).notNull(),
    userId: integer('user_id'),
    /** Who, as they were at the time (the user row may change or go). */
    actorName: varchar('actor_name', { length: 255 }),
    actorEmail: varchar('actor_email', { length: 255 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    documentSha256: varchar('document_sha256', { length: 64 }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The event's time as hashed (ISO 8601). */
    occurredAt: varchar('occurred_at', { length: 32 }).notNull(),
    prevHash: varchar('prev_hash', { length: 64 }),
    hash: varchar('hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contract_audit_events_task_seq_unique').on(t.taskId, t.seq)],
);
