// Chat rows as the contract's shapes. A deleted message keeps its place without its content.
import { type ChatMessage, type ChatUser } from 'shared-contract';
import type { ChatMessageRow, ChatUserRow } from './repository';

export const toChatUser = (row: ChatUserRow): ChatUser => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  full_name: `${row.firstName} ${row.lastName}`.trim(),
  photo: row.photo,
  company_id: row.companyId,
  company_name: row.companyName,
});

export function toChatMessage(row: ChatMessageRow, authors: ReadonlyMap<number, ChatUserRow>): ChatMessage {
  const deleted = row.deletedAt !== null;
  const author = row.userId === null ? undefined : authors.get(row.userId);
  return {
    id: row.id,
    scope_id: row.scopeId,
    content: deleted ? '' : row.content,
    channel_suffix: String(row.scopeId),
    deleted,
    edited: row.editedAt !== null,
    marked_user_ids: deleted ? [] : row.markedUserIds,
    user: author ? toChatUser(author) : null,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt ? row.editedAt.toISOString() : null,
  };
}
