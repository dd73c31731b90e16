// Scope chat: reading needs projects.view and membership of the scope's chat (the home view-only user
// is not a member: 403), writing projects.communication; another company's scope or message is a 404.
// get-chat-data answers any company user with projects.view (every default role) with their own unread
// counts, so the view-only user gets 200 there.
import { chatMessages } from '../../src/db/schema';
import { createChatScope } from '../helpers/scope-chat';
import type { MatrixContext, MatrixModule } from './types';

const v1 = (path: string) => `/api/v1/${path}`;

export const scopeChatMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const owner = home.users.general_owner!;
    const { scope } = await createChatScope(app, { companyId: home.company.id, team: [owner.id, home.users.general_manager!.id], name: 'Matrix chat' });
    const [message] = await app.db.insert(chatMessages).values({ scopeId: scope.id, companyId: home.company.id, userId: owner.id, content: 'Matrix message' }).returning();
    return { chatScope: scope.id, chatMessage: message.id };
  },
  endpoints: [
    { method: 'GET', path: () => v1('message/get-chat-data'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`message/show?scope_id=${c.ids.chatScope}`), access: { permission: 'projects.view' } },
    { method: 'POST', path: () => v1('message/create'), access: { permission: 'projects.communication' }, body: (c: MatrixContext) => ({ scope_id: c.ids.chatScope, content: 'Hi' }) },
    { method: 'POST', path: () => v1('message/edit'), access: { permission: 'projects.communication' }, body: (c: MatrixContext) => ({ message_id: c.ids.chatMessage, content: 'Hi' }) },
    { method: 'POST', path: () => v1('message/delete'), access: { permission: 'projects.communication' }, body: (c: MatrixContext) => ({ message_id: c.ids.chatMessage }) },
    { method: 'POST', path: () => v1('message/set-as-marked'), access: { permission: 'projects.view' }, body: (c: MatrixContext) => ({ last_message_id: c.ids.chatMessage }) },
  ],
};
