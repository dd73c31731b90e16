// Scope chat (000 §3 chat message, §4 chat; DOMAIN.md 3): the messages of each scope's chat and how
// far each member has read it.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';
import { scopes } from './scopes';

/**
 * One chat message. company_id is the project owner's (the tenant), whoever wrote it. Edits set
 * edited_at; a delete sets deleted_at and the content is no longer served.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** The members @mentioned in the message (user ids). */
    markedUserIds: jsonb('marked_user_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_messages_scope_idx').on(t.scopeId, t.id), index('chat_messages_company_idx').on(t.companyId)],
);

/** How far a member has read a scope's chat (message/set-as-marked). */
export const chatReads = pgTable(
  'chat_reads',
  {
    id: serial('id').primaryKey(),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('chat_reads_scope_user_idx').on(t.scopeId, t.userId), index('chat_reads_user_idx').on(t.userId)],
);
