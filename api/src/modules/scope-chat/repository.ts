// Scope chat queries. A scope belongs to its project's company (the tenant) and is shared with its
// vendor company; every read here is scoped by one of the two. Members of a scope's chat: the project
// team, the scope editors and approvers, and the vendor's assignee (DOMAIN.md 3).
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import {
  chatMessages,
  chatReads,
  companies,
  companyFeatures,
  projectTeamMembers,
  projects,
  scopeApprovals,
  scopeEditors,
  scopes,
  userArchives,
  users,
} from '../../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatScope = {
  id: number;
  projectId: number;
  companyId: number;
  vendorCompanyId: number | null;
  vendorAssigneeId: number | null;
  name: string;
};
export type ChatUserRow = {
  id: number;
  firstName: string;
  lastName: string;
  photo: string | null;
  companyId: number | null;
  companyName: string | null;
};

/** The chat members of the scope row in the query (team, editors, approvers, vendor assignee), archived users apart, by id. */
const memberIdsOfScope = sql<number[]>`array(
  select m.id from (
    select ${projectTeamMembers.userId} as id from ${projectTeamMembers} where ${projectTeamMembers.projectId} = ${scopes}.project_id
    union select ${scopeEditors.userId} from ${scopeEditors} where ${scopeEditors.scopeId} = ${scopes}.id
    union select ${scopeApprovals.userId} from ${scopeApprovals} where ${scopeApprovals.scopeId} = ${scopes}.id
    union select ${scopes}.vendor_assignee_id where ${scopes}.vendor_assignee_id is not null
  ) m
  where not exists (select 1 from ${userArchives} where ${userArchives.userId} = m.id)
  order by m.id)`;

/** What reading the history needs besides the scope: the reader's read mark and the members' names. */
export type ChatReading = { readMark: number; members: ChatUserRow[] };

/** The reader's read mark and the members as findChatUsers gives them, for the scope row in the query. */
const readingOf = (readerId: number) => ({
  readMark: sql<number>`coalesce((select ${chatReads.lastReadMessageId} from ${chatReads} where ${chatReads.scopeId} = ${scopes}.id and ${chatReads.userId} = ${readerId}), 0)`,
  members: sql<ChatUserRow[]>`(select coalesce(json_agg(json_build_object(
      'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'photo', u.photo, 'companyId', u.company_id, 'companyName', c.name
    ) order by u.first_name, u.last_name, u.id), '[]'::json)
    from ${users} u left join ${companies} c on c.id = u.company_id
    where u.id = any(${memberIdsOfScope}))`,
});

/**
 * The scope, when the company owns it or is its vendor, with whether its owner has the `chat`
 * feature on, its project's status and its chat members, all in one round trip (every chat call
 * asks them all), and with `readerId` what reading its history needs too; null otherwise (a 404).
 */
export async function findScopeForCompany(
  db: Database,
  scopeId: number,
  companyId: number,
  readerId?: number,
): Promise<(ChatScope & { chatEnabled: boolean; projectStatus: string; memberIds: number[]; reading: ChatReading | null }) | null> {
  const rows = await db
    .select({
      id: scopes.id,
      projectId: scopes.projectId,
      companyId: scopes.companyId,
      vendorCompanyId: scopes.vendorCompanyId,
      vendorAssigneeId: scopes.vendorAssigneeId,
      name: scopes.name,
      // Qualified by hand: drizzle leaves columns unqualified in a single-table select.
      chatEnabled: sql<boolean>`coalesce((select cf.enabled from ${companyFeatures} cf where cf.company_id = ${scopes}.company_id and cf.feature = 'chat' limit 1), false)`,
      // An archived project's chat is read-only.
      projectStatus: sql<string>`(select p.status from ${projects} p where p.id = ${scopes}.project_id)`,
      memberIds: memberIdsOfScope,
      ...(readerId === undefined ? {} : readingOf(readerId)),
    })
    .from(scopes)
    .where(and(eq(scopes.id, scopeId), visibleScopeOf(companyId)))
    .limit(1);
  const row = rows[0] as ((typeof rows)[number] & Partial<ChatReading>) | undefined;
  if (!row) return null;
  const { readMark, members, ...scope } = row;
  const reading = readerId === undefined ? null : { readMark: Number(readMark ?? 0), members: typeof members === 'string' ? (JSON.parse(members) as ChatUserRow[]) : (members ?? []) };
  return { ...scope, memberIds: (row.memberIds ?? []).map(Number), reading };
}

/** Whether the company has the `chat` feature on (DOMAIN.md 1). */
export async function isChatEnabled(db: Database, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ enabled: companyFeatures.enabled })
    .from(companyFeatures)
    .where(and(eq(companyFeatures.companyId, companyId), eq(companyFeatures.feature, 'chat')))
    .limit(1);
  return rows[0]?.enabled === true;
}

/** The chat members' user ids: team, editors, approvers and vendor assignee, archived users apart. */
export async function findMemberIds(db: Database, scope: Pick<ChatScope, 'id' | 'projectId' | 'vendorAssigneeId'>): Promise<number[]> {
  // One round trip: every chat reads this before answering.
  const result = await db.execute(sql`
    select m.id from (
      select ${projectTeamMembers.userId} as id from ${projectTeamMembers} where ${projectTeamMembers.projectId} = ${scope.projectId}
      union select ${scopeEditors.userId} from ${scopeEditors} where ${scopeEditors.scopeId} = ${scope.id}
      union select ${scopeApprovals.userId} from ${scopeApprovals} where ${scopeApprovals.scopeId} = ${scope.id}
      union select id from ${users} where id = ${scope.vendorAssigneeId ?? 0}
    ) m
    where not exists (select 1 from ${userArchives} where ${userArchives.userId} = m.id)
    order by m.id`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

export async function findChatUsers(db: Database, ids: readonly number[]): Promise<ChatUserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      photo: users.photo,
      companyId: users.companyId,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** One part of the history: part 1 the newest `size` messages; answered oldest first. */
export async function findHistoryPart(db: Database, scopeId: number, part: number, size: number): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.scopeId, scopeId))
    .orderBy(desc(chatMessages.id))
    .limit(size + 1)
    .offset((part - 1) * size);
  return { rows: rows.slice(0, size).reverse(), hasMore: rows.length > size };
}

export async function findMessage(db: Database, messageId: number): Promise<ChatMessageRow | null> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
  return rows[0] ?? null;
}

export async function insertMessage(db: Database, values: { scopeId: number; companyId: number; userId: number; content: string; markedUserIds: number[] }): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row;
}

export async function updateMessage(db: Database, messageId: number, values: Partial<Pick<ChatMessageRow, 'content' | 'markedUserIds' | 'editedAt' | 'deletedAt'>>): Promise<ChatMessageRow> {
  const [row] = await db
    .update(chatMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chatMessages.id, messageId))
    .returning();
  return row;
}

export async function findReadMark(db: Database, scopeId: number, userId: number): Promise<number> {
  const rows = await db
    .select({ last: chatReads.lastReadMessageId })
    .from(chatReads)
    .where(and(eq(chatReads.scopeId, scopeId), eq(chatReads.userId, userId)))
    .limit(1);
  return rows[0]?.last ?? 0;
}

/** Moves the read mark forward to `messageId` (never back); answers the mark now stored. */
export async function advanceReadMark(db: Database, scopeId: number, userId: number, messageId: number): Promise<number> {
  const [row] = await db
    .insert(chatReads)
    .values({ scopeId, userId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [chatReads.scopeId, chatReads.userId],
      set: { lastReadMessageId: sql`greatest(${chatReads.lastReadMessageId}, excluded.last_read_message_id)`, updatedAt: new Date() },
    })
    .returning({ last: chatReads.lastReadMessageId });
  return row.last;
}

/** Messages of others, not deleted, after the read mark: what the user has not read in one scope. */
export async function countUnreadInScope(db: Database, scopeId: number, userId: number, after: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.scopeId, scopeId), gt(chatMessages.id, after), isNull(chatMessages.deletedAt), or(isNull(chatMessages.userId), ne(chatMessages.userId, userId))));
  return row.n;
}

/**
 * The scopes the company sees, as it sees their projects: its own, and as the vendor those of another
 * company's project that is not a draft (an external project).
 */
const visibleScopeOf = (companyId: number): SQL =>
  or(
    eq(scopes.companyId, companyId),
    and(eq(scopes.vendorCompanyId, companyId), sql`not exists (select 1 from ${projects} p where p.id = ${scopes}.project_id and p.is_draft)`),
  )!;

/** The user is a member of the scope's chat (the condition, for a query over many scopes). */
const memberOf = (userId: number): SQL =>
  or(
    eq(scopes.vendorAssigneeId, userId),
    sql`exists (select 1 from ${projectTeamMembers} where ${projectTeamMembers.projectId} = ${scopes.projectId} and ${projectTeamMembers.userId} = ${userId})`,
    sql`exists (select 1 from ${scopeEditors} where ${scopeEditors.scopeId} = ${scopes.id} and ${scopeEditors.userId} = ${userId})`,
    sql`exists (select 1 from ${scopeApprovals} where ${scopeApprovals.scopeId} = ${scopes.id} and ${scopeApprovals.userId} = ${userId})`,
  )!;

/**
 * Unread counts of every chat the user is a member of, in scopes the company owns or is the vendor
 * of, whose owning company has chat on; optionally of one project or one scope.
 */
export async function findUnreadCounts(
  db: Database,
  input: { userId: number; companyId: number; projectId?: number; scopeId?: number },
): Promise<{ scopeId: number; projectId: number; count: number }[]> {
  const conditions: SQL[] = [
    visibleScopeOf(input.companyId),
    memberOf(input.userId),
    sql`exists (select 1 from ${companyFeatures} where ${companyFeatures.companyId} = ${scopes.companyId} and ${companyFeatures.feature} = 'chat' and ${companyFeatures.enabled})`,
    isNull(chatMessages.deletedAt),
    or(isNull(chatMessages.userId), ne(chatMessages.userId, input.userId))!,
    sql`${chatMessages.id} > coalesce(${chatReads.lastReadMessageId}, 0)`,
  ];
  if (input.projectId !== undefined) conditions.push(eq(scopes.projectId, input.projectId));
  if (input.scopeId !== undefined) conditions.push(eq(scopes.id, input.scopeId));
  const rows = await db
    .select({ scopeId: scopes.id, projectId: scopes.projectId, count: sql<number>`count(*)::int` })
    .from(scopes)
    .innerJoin(chatMessages, eq(chatMessages.scopeId, scopes.id))
    .leftJoin(chatReads, and(eq(chatReads.scopeId, scopes.id), eq(chatReads.userId, input.userId)))
    .where(and(...conditions))
    .groupBy(scopes.id, scopes.projectId)
    .orderBy(asc(scopes.id));
  return rows;
}
