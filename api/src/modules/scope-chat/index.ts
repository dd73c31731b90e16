// Scope chat: the routes (and the socket room check they register); the unread counts the scope list
// shows; the demo chat history for the seed.
export { default } from './routes';
export { findUnreadCounts } from './repository';
export { seedScopeChatDemoData } from './demo-data';
