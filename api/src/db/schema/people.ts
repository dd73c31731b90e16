// Settings, people (owner: people module): permission groups, professions, archived employees.
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';

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
