// @mentions in a chat message: the text typed after '@' before the caret, the member picked for it,
// and which members a text mentions ('@Full Name' present), so removing the name drops the mention.
import type { ChatUser } from 'shared-contract';

export type MentionQuery = { start: number; end: number; text: string };

/** The '@word' the caret is in (the '@' at the start or after a space), or null. */
export function findMentionQuery(value: string, caret: number): MentionQuery | null {
  const before = value.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  if (!match) return null;
  const start = caret - match[2].length - 1;
  return { start, end: caret, text: match[2] };
}

export function filterMentionUsers(users: readonly ChatUser[], query: string): ChatUser[] {
  const needle = query.toLowerCase();
  return users.filter((user) => user.full_name.toLowerCase().split(/\s+/).some((part) => part.startsWith(needle)) || user.full_name.toLowerCase().startsWith(needle)).slice(0, 8);
}

/** Replaces the query with '@Full Name ' and answers the new text and caret. */
export function insertMention(value: string, query: MentionQuery, user: ChatUser): { value: string; caret: number } {
  const inserted = `@${user.full_name} `;
  return { value: value.slice(0, query.start) + inserted + value.slice(query.end), caret: query.start + inserted.length };
}

/** The members whose '@Full Name' the text contains. */
export function mentionedUserIds(value: string, users: readonly ChatUser[]): number[] {
  return users.filter((user) => value.includes(`@${user.full_name}`)).map((user) => user.id);
}
