// Every scope chat endpoint (000 §7 Chat), one contract each.
export * from './get-chat-data';
export * from './show-messages';
export * from './write-message';
export * from './set-as-marked';
