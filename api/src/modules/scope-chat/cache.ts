// What reading a scope chat's history needs, kept per instance between requests: the scope with its
// checks and members (per scope and reading company), each reader's read mark, and each part of the
// messages. Every change they are built from reaches them through the change feed (migration 0009
// reports scopes, project updates, the chat members, read marks and messages; users, companies and
// company features report since 0002), and a caller's own state-changing request drops what its
// company and itself may have changed before its answer leaves, as the callers' cache does.
import type { ChangeFeed } from '../../plugins/app/change-feed';
import { LocalCache } from '../../lib/local-cache';
import type { ChatMessageRow, ChatScope, ChatUserRow } from './repository';

export type ChatAccessEntry = ChatScope & { chatEnabled: boolean; projectStatus: string; memberIds: number[]; members: ChatUserRow[] };
/** A part of the messages, with its authors who were not members when it was read (former members). */
export type ChatPartEntry = { rows: ChatMessageRow[]; hasMore: boolean; authors: ChatUserRow[] };

const MAX_ENTRIES = 20_000;
/** Any change to who is in a chat, or to a member's name or company, or to a chat switch: every scope's entry goes. */
const MEMBERSHIP_TABLES = new Set(['project_team_members', 'scope_editors', 'scope_approvals', 'user_archives', 'users', 'companies', 'company_features']);

export const scopeTag = (scopeId: number | string) => `scope:${scopeId}`;
export const projectTag = (projectId: number | string) => `project:${projectId}`;
export const companyTag = (companyId: number) => `company:${companyId}`;
export const userTag = (userId: number) => `user:${userId}`;

export type ChatHistoryCache = {
  /** Key `${scopeId}|${companyId}` (what the reading company may see of the scope). */
  access: LocalCache<ChatAccessEntry>;
  /** Key `${scopeId}|${userId}`. */
  readMarks: LocalCache<number>;
  /** Key `${scopeId}|${part}`. */
  parts: LocalCache<ChatPartEntry>;
};

export function createChatHistoryCache(changes: ChangeFeed, ttlMs: number): ChatHistoryCache {
  const cache: ChatHistoryCache = {
    access: new LocalCache({ ttlMs, maxEntries: MAX_ENTRIES }),
    readMarks: new LocalCache({ ttlMs, maxEntries: MAX_ENTRIES }),
    parts: new LocalCache({ ttlMs, maxEntries: MAX_ENTRIES }),
  };
  changes.subscribe((change) => {
    if (change.kind === 'everything') {
      cache.access.setEnabled(change.live);
      cache.readMarks.setEnabled(change.live);
      cache.parts.setEnabled(change.live);
      return;
    }
    if (change.kind === 'request') {
      if (change.companyId) {
        cache.access.invalidate(companyTag(change.companyId));
        cache.parts.invalidate(companyTag(change.companyId));
      }
      cache.readMarks.invalidate(userTag(change.userId));
      return;
    }
    if (change.table === 'chat_messages') return cache.parts.invalidate(scopeTag(change.id));
    if (change.table === 'chat_reads') return change.userId ? cache.readMarks.invalidate(userTag(change.userId)) : cache.readMarks.clear();
    if (change.table === 'scopes') return cache.access.invalidate(scopeTag(change.id));
    if (change.table === 'projects') return cache.access.invalidate(projectTag(change.id));
    if (MEMBERSHIP_TABLES.has(change.table)) cache.access.clear();
    // A part carries its former members' names and companies.
    if (change.table === 'users' || change.table === 'companies') cache.parts.clear();
  });
  return cache;
}
