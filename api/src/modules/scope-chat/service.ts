// Scope chat rules (000 §4 chat; DOMAIN.md 1, 3, 8): who may read and write a scope's chat, the
// own-message rules of edit and delete, @mentions of members only (each notified), read marks, and
// the live events to the scope's room.
import type { FastifyInstance } from 'fastify';
import {
  CHAT_EVENTS,
  CHAT_MENTION_NOTIFICATION,
  CHAT_PART_SIZE,
  PERMISSIONS,
  SCOPE_CHAT_MESSAGES,
  chatChannel,
  type ChatData,
  type ChatHistory,
  type ChatMessage,
  type ChatRead,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { HttpError, fieldError, forbidden, notFound } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { notifyUsers } from '../../lib/notify';
import { assertProjectActive } from '../projects';
import { companyTag, projectTag, scopeTag, userTag, type ChatAccessEntry, type ChatHistoryCache } from './cache';
import { toChatMessage, toChatUser } from './presenter';
import * as repo from './repository';

type Company = NonNullable<Actor['company']>;
export type ChatAccess = 'read' | 'write';

/** Reading needs projects.view; writing needs projects.communication or edit ("edit also governs chat"). */
export const canWriteChat = (actor: Actor) => actor.permissions.includes(PERMISSIONS.PROJECTS_COMMUNICATION) || actor.permissions.includes(PERMISSIONS.PROJECTS_EDIT);
const canReadChat = (actor: Actor) => actor.permissions.includes(PERMISSIONS.PROJECTS_VIEW);

/**
 * The scope whose chat the actor opens: another company's scope is a 404; then the owning company's
 * chat switch (403 reason 'feature'); then the permission and membership (403 reason 'permission');
 * writing in an archived project's chat is a 422.
 */
export async function openChat(
  db: Database,
  actor: Actor,
  company: Company,
  scopeId: number,
  access: ChatAccess,
  options: { reading?: boolean } = {},
): Promise<{ scope: repo.ChatScope; memberIds: number[]; reading: repo.ChatReading | null }> {
  const found = await repo.findScopeForCompany(db, scopeId, company.id, options.reading ? actor.user.id : undefined);
  if (!found) throw notFound();
  const { chatEnabled, projectStatus, memberIds, reading, ...scope } = found;
  checkChatAccess(actor, { chatEnabled, projectStatus, memberIds }, access);
  return { scope, memberIds, reading };
}

/** openChat's checks once the scope is found: the chat switch, the permission, the membership, an archived project. */
function checkChatAccess(actor: Actor, found: { chatEnabled: boolean; projectStatus: string; memberIds: readonly number[] }, access: ChatAccess): void {
  if (!found.chatEnabled) throw new HttpError(403, SCOPE_CHAT_MESSAGES.chatOff, 'feature');
  if (!canReadChat(actor) || (access === 'write' && !canWriteChat(actor))) throw forbidden();
  if (!found.memberIds.includes(actor.user.id)) throw forbidden();
  if (access === 'write') assertProjectActive({ status: found.projectStatus });
}

/** Whether the actor may join the scope's room (the realtime channel check): may read its chat. */
export async function mayJoinChat(db: Database, actor: Actor, scopeId: number): Promise<boolean> {
  if (!actor.company || !Number.isSafeInteger(scopeId) || scopeId < 1 || scopeId > 2147483647) return false;
  try {
    await openChat(db, actor, actor.company, scopeId, 'read');
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** The messages with their authors; `known` are users already read (the members), the rest are looked up. */
async function toMessages(db: Database, rows: repo.ChatMessageRow[], known: readonly repo.ChatUserRow[] = []): Promise<ChatMessage[]> {
  const authors = new Map(known.map((u) => [u.id, u]));
  const missing = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null && !authors.has(id)))];
  for (const u of await repo.findChatUsers(db, missing)) authors.set(u.id, u);
  return rows.map((row) => toChatMessage(row, authors));
}

export async function chatData(db: Database, actor: Actor, company: Company, query: { scope_id?: number; project_id?: number }): Promise<ChatData> {
  let tagUsers: ChatData['tag_users'] = [];
  if (query.scope_id !== undefined) {
    const { memberIds } = await openChat(db, actor, company, query.scope_id, 'read');
    tagUsers = (await repo.findChatUsers(db, memberIds.filter((id) => id !== actor.user.id))).map(toChatUser);
  }
  const unread = canReadChat(actor)
    ? await repo.findUnreadCounts(db, { userId: actor.user.id, companyId: company.id, projectId: query.project_id, scopeId: query.scope_id })
    : [];
  return {
    unread_counts: unread.map((u) => ({ scope_id: u.scopeId, project_id: u.projectId, count: u.count })),
    total_unread: unread.reduce((sum, u) => sum + u.count, 0),
    tag_users: tagUsers,
  };
}

export async function history(db: Database, actor: Actor, company: Company, scopeId: number, part: number, cache: ChatHistoryCache | null = null): Promise<ChatHistory> {
  // One round trip at most: the scope's checks come with the reader's read mark and the members (most
  // authors, so only former members' names may need another query), and the part is read beside them,
  // answered only once the checks pass (a refused caller gets nothing of it). With the cache, each is
  // read only when it has changed since.
  const accessKey = `${scopeId}|${company.id}`;
  const markKey = `${scopeId}|${actor.user.id}`;
  const partKey = `${scopeId}|${part}`;
  const stamps = cache ? { access: cache.access.stamp(), mark: cache.readMarks.stamp(), part: cache.parts.stamp() } : null;
  const keptAccess = cache?.access.get(accessKey);
  const keptMark = keptAccess ? cache?.readMarks.get(markKey) : undefined;
  const keptPart = cache?.parts.get(partKey);
  const [found, readPart, readMark] = await Promise.all([
    keptAccess ? null : repo.findScopeForCompany(db, scopeId, company.id, actor.user.id),
    keptPart ? null : repo.findHistoryPart(db, scopeId, part, CHAT_PART_SIZE),
    keptAccess && keptMark === undefined ? repo.findReadMark(db, scopeId, actor.user.id) : null,
  ]);
  let access: ChatAccessEntry;
  let mark: number;
  if (keptAccess) {
    access = keptAccess;
    mark = keptMark ?? readMark ?? 0;
  } else {
    if (!found) throw notFound();
    const { reading, ...scope } = found;
    access = { ...scope, members: reading!.members };
    mark = reading!.readMark;
  }
  checkChatAccess(actor, access, 'read');
  const { rows, hasMore } = keptPart ?? readPart!;
  // Authors are mostly members; the others (former members) are looked up once per part.
  const authors = new Map([...access.members, ...(keptPart?.authors ?? [])].map((u) => [u.id, u]));
  const missing = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null && !authors.has(id)))];
  const formerMembers = missing.length ? await repo.findChatUsers(db, missing) : [];
  for (const u of formerMembers) authors.set(u.id, u);
  if (cache && stamps) {
    const companies = [access.companyId, ...(access.vendorCompanyId ? [access.vendorCompanyId] : [])];
    if (!keptAccess) cache.access.set(accessKey, access, { stamp: stamps.access, tags: [scopeTag(scopeId), projectTag(access.projectId), ...companies.map(companyTag)] });
    if (keptMark === undefined) cache.readMarks.set(markKey, mark, { stamp: stamps.mark, tags: [userTag(actor.user.id), scopeTag(scopeId)] });
    if (!keptPart || formerMembers.length) cache.parts.set(partKey, { rows, hasMore, authors: [...(keptPart?.authors ?? []), ...formerMembers] }, { stamp: stamps.part, tags: [scopeTag(scopeId), ...companies.map(companyTag)] });
  }
  return {
    messages: rows.map((row) => toChatMessage(row, authors)),
    part,
    per_part: CHAT_PART_SIZE,
    has_more: hasMore,
    last_read_message_id: mark,
    channel: chatChannel(scopeId),
  };
}

/** Mentions must name members of the chat (422 otherwise); the author is dropped from their own. */
function checkMentions(markedUserIds: readonly number[], memberIds: readonly number[], authorId: number): number[] {
  const unique = [...new Set(markedUserIds)];
  if (unique.some((id) => !memberIds.includes(id))) throw fieldError('marked_user_ids', SCOPE_CHAT_MESSAGES.notMember);
  return unique.filter((id) => id !== authorId);
}

async function notifyMentioned(app: FastifyInstance, actor: Actor, scope: repo.ChatScope, userIds: readonly number[], content: string) {
  if (userIds.length === 0) return;
  const author = `${actor.user.firstName} ${actor.user.lastName}`.trim();
  await notifyUsers(app, userIds, {
    type: CHAT_MENTION_NOTIFICATION,
    title: SCOPE_CHAT_MESSAGES.mentionTitle(author, scope.name).slice(0, 255),
    body: content.length > 500 ? `${content.slice(0, 499)}…` : content,
    link: `/projects/${scope.projectId}/scopes/${scope.id}`,
  });
}

export async function createMessage(app: FastifyInstance, actor: Actor, scope: repo.ChatScope, memberIds: number[], input: { content: string; marked_user_ids: number[] }): Promise<ChatMessage> {
  const marked = checkMentions(input.marked_user_ids, memberIds, actor.user.id);
  const row = await withTransaction(app.db, async (tx) => {
    const created = await repo.insertMessage(tx, { scopeId: scope.id, companyId: scope.companyId, userId: actor.user.id, content: input.content, markedUserIds: marked });
    // Your own message is read.
    await repo.advanceReadMark(tx, scope.id, actor.user.id, created.id);
    return created;
  });
  const [message] = await toMessages(app.db, [row]);
  app.realtime.toChannel(chatChannel(scope.id), CHAT_EVENTS.created, message);
  await notifyMentioned(app, actor, scope, marked, input.content);
  return message;
}

/** The actor's own, not deleted message of a chat the actor may write in (404 / 403 otherwise). */
export async function openOwnMessage(db: Database, actor: Actor, company: Company, messageId: number) {
  const row = await repo.findMessage(db, messageId);
  if (!row || row.deletedAt !== null) throw notFound();
  const { scope, memberIds } = await openChat(db, actor, company, row.scopeId, 'write');
  if (row.userId !== actor.user.id) throw forbidden();
  return { row, scope, memberIds };
}

export async function editMessage(app: FastifyInstance, actor: Actor, opened: Awaited<ReturnType<typeof openOwnMessage>>, input: { content: string; marked_user_ids: number[] }): Promise<ChatMessage> {
  const { row, scope, memberIds } = opened;
  const marked = checkMentions(input.marked_user_ids, memberIds, actor.user.id);
  const updated = await repo.updateMessage(app.db, row.id, { content: input.content, markedUserIds: marked, editedAt: new Date() });
  const [message] = await toMessages(app.db, [updated]);
  app.realtime.toChannel(chatChannel(scope.id), CHAT_EVENTS.edited, message);
  // Only the newly mentioned hear of it.
  await notifyMentioned(app, actor, scope, marked.filter((id) => !row.markedUserIds.includes(id)), input.content);
  return message;
}

export async function deleteMessage(app: FastifyInstance, opened: Awaited<ReturnType<typeof openOwnMessage>>): Promise<ChatMessage> {
  const updated = await repo.updateMessage(app.db, opened.row.id, { deletedAt: new Date() });
  const [message] = await toMessages(app.db, [updated]);
  app.realtime.toChannel(chatChannel(opened.scope.id), CHAT_EVENTS.deleted, message);
  return message;
}

/** Marks the chat of the message's scope read up to that message (a deleted one too). */
export async function markRead(db: Database, actor: Actor, company: Company, messageId: number): Promise<ChatRead> {
  const row = await repo.findMessage(db, messageId);
  if (!row) throw notFound();
  await openChat(db, actor, company, row.scopeId, 'read');
  const last = await repo.advanceReadMark(db, row.scopeId, actor.user.id, row.id);
  return { scope_id: row.scopeId, last_read_message_id: last, unread: await repo.countUnreadInScope(db, row.scopeId, actor.user.id, last) };
}
