// What the scope chat endpoints answer with (000 §3 chat message and chat data), the live events of
// a scope's room, and the chat's own messages.
import { s, type Infer } from '../schema';
import { VALIDATION_MESSAGES as M } from '../messages';

/** The longest message body. */
export const CHAT_MESSAGE_MAX = 5000;
/** How many messages one `part` of message/show holds. */
export const CHAT_PART_SIZE = 50;
/** At most this many members may be @mentioned in one message. */
export const CHAT_MENTIONS_MAX = 50;

/** The socket.io room of a scope's chat is `scope-chat.{channel_suffix}`; join it with `subscribe`. */
export const CHAT_CHANNEL_PREFIX = 'scope-chat';
export const chatChannel = (scopeId: number | string) => `${CHAT_CHANNEL_PREFIX}.${scopeId}`;

/** Events emitted to a scope's room, each carrying the chatMessageShape of the message. */
export const CHAT_EVENTS = { created: 'message-created', edited: 'message-edited', deleted: 'message-deleted' } as const;

/** The notification type of an @mention (DOMAIN.md 8). */
export const CHAT_MENTION_NOTIFICATION = 'chat_mention';

export const SCOPE_CHAT_MESSAGES = {
  /** Not worded by the spec: the owning company has the `chat` feature off (403, reason 'feature'). */
  chatOff: 'Chat is turned off for this company.',
  /** Not worded by the spec: someone @mentioned who is not a member of the scope's chat. */
  notMember: M.inArray('marked user', 'chat members'),
  mentionTitle: (author: string, scope: string) => `${author} mentioned you in the chat of ${scope}`,
} as const;

/** A member of a scope's chat as the chat shows (and @mentions) them. */
export const chatUserShape = s.object({
  id: s.integer(),
  first_name: s.string(),
  last_name: s.string(),
  full_name: s.string(),
  photo: s.nullable(s.string()),
  company_id: s.nullable(s.integer()),
  company_name: s.nullable(s.string()),
});
export type ChatUser = Infer<typeof chatUserShape>;

/**
 * One chat message (000 §3). A deleted message keeps its place in the history with content '' and
 * no marked users; `edited` is true once its content was changed.
 */
export const chatMessageShape = s.object({
  id: s.integer(),
  scope_id: s.integer(),
  content: s.string(),
  /** The scope id as text: the room is `scope-chat.{channel_suffix}`. */
  channel_suffix: s.string(),
  deleted: s.boolean(),
  edited: s.boolean(),
  marked_user_ids: s.array(s.integer()),
  /** The author; null once their account is gone. */
  user: s.nullable(chatUserShape),
  created_at: s.dateTime(),
  edited_at: s.nullable(s.dateTime()),
});
export type ChatMessage = Infer<typeof chatMessageShape>;

/** Unread messages (from others, not deleted) after the caller's read mark, per scope. */
export const chatUnreadShape = s.object({ scope_id: s.integer(), project_id: s.integer(), count: s.integer() });
export type ChatUnread = Infer<typeof chatUnreadShape>;

export const chatDataShape = s.object({
  /** One row per scope of the caller's chats with at least one unread message. */
  unread_counts: s.array(chatUnreadShape),
  total_unread: s.integer(),
  /** The members who may be @mentioned in the asked scope (the caller apart); [] without scope_id. */
  tag_users: s.array(chatUserShape),
});
export type ChatData = Infer<typeof chatDataShape>;

/** One part of a scope's history: part 1 is the newest CHAT_PART_SIZE messages, part 2 the ones before... */
export const chatHistoryShape = s.object({
  /** Oldest first within the part. */
  messages: s.array(chatMessageShape),
  part: s.integer(),
  per_part: s.integer(),
  /** Whether an older part exists. */
  has_more: s.boolean(),
  /** The caller's read mark (0: nothing read). */
  last_read_message_id: s.integer(),
  /** The socket.io room to join for live events. */
  channel: s.string(),
});
export type ChatHistory = Infer<typeof chatHistoryShape>;

export const chatReadShape = s.object({ scope_id: s.integer(), last_read_message_id: s.integer(), unread: s.integer() });
export type ChatRead = Infer<typeof chatReadShape>;
