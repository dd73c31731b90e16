// Scope chat (000 §3, §4, §7 Chat; DOMAIN.md 3): the shapes, the request rules, the live room and its
// events, and the endpoints as one namespace (scopeChatEndpoints.showMessages).
//
// Members of a scope's chat: the project team, the scope editors and approvers, and the vendor's
// assignee. Live: after reading message/show, the client emits socket.io `subscribe` with the
// answer's `channel` (`scope-chat.{scopeId}`; ack {ok}), receives CHAT_EVENTS with a ChatMessage, and
// emits `unsubscribe` with the channel when the chat closes.
export * from './shapes';
export * from './requests';
export * as scopeChatEndpoints from './endpoints';
