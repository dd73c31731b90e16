// Scope chat (000 §7 Chat): chat data, history by part, create, edit, delete, read mark. Each route
// serves one shared-contract endpoint (scopeChatEndpoints). Gates: projects.view to read,
// projects.communication or projects.edit to write; then, per scope, the tenant (404), the owning
// company's chat feature (403 'feature') and membership (403). The socket room check is registered
// with the realtime plugin here.
import type { FastifyInstance } from 'fastify';
import { CHAT_CHANNEL_PREFIX, PERMISSIONS, scopeChatEndpoints as endpoints } from 'shared-contract';
import { route } from '../../lib/route';
import { actorOf, companyOf, requirePermission } from '../../plugins/app/guards';
import { createChatHistoryCache } from './cache';
import * as service from './service';

const tags = ['scope-chat'];
const read = requirePermission(PERMISSIONS.PROJECTS_VIEW);
const write = [read, requirePermission({ any: [PERMISSIONS.PROJECTS_COMMUNICATION, PERMISSIONS.PROJECTS_EDIT] })];

export default async function scopeChatRoutes(app: FastifyInstance) {
  app.realtime.addChannelAuthorizer(CHAT_CHANNEL_PREFIX, (actor, rest) => (/^\d{1,10}$/.test(rest) ? service.mayJoinChat(app.db, actor, Number(rest)) : Promise.resolve(false)));

  route(app, endpoints.getChatData, { tags, preHandler: read }, async ({ query }, request) => ({
    data: await service.chatData(app.db, actorOf(request), companyOf(request), query),
  }));

  // The history's reads are kept between requests (CHAT_HISTORY_CACHE_MS; cache.ts says what drops them).
  const historyCache = app.config.chatHistoryCacheMs > 0 ? createChatHistoryCache(app.changes, app.config.chatHistoryCacheMs) : null;
  route(app, endpoints.showMessages, { tags, preHandler: read }, async ({ query }, request) => ({
    data: await service.history(app.db, actorOf(request), companyOf(request), query.scope_id, query.part ?? 1, historyCache),
  }));

  route(app, endpoints.createMessage, { tags, preHandler: write }, async ({ body }, request, reply) => {
    const actor = actorOf(request);
    const input = await body();
    // The scope is named in the body: its tenant and membership checks come right after the rules.
    const { scope, memberIds } = await service.openChat(app.db, actor, companyOf(request), input.scope_id, 'write');
    reply.code(201);
    return { data: await service.createMessage(app, actor, scope, memberIds, input) };
  });

  route(app, endpoints.editMessage, { tags, preHandler: write }, async ({ body }, request) => {
    const actor = actorOf(request);
    const input = await body();
    const opened = await service.openOwnMessage(app.db, actor, companyOf(request), input.message_id);
    return { data: await service.editMessage(app, actor, opened, input) };
  });

  route(app, endpoints.deleteMessage, { tags, preHandler: write }, async ({ body }, request) => {
    const input = await body();
    const opened = await service.openOwnMessage(app.db, actorOf(request), companyOf(request), input.message_id);
    return { data: await service.deleteMessage(app, opened) };
  });

  route(app, endpoints.setAsMarked, { tags, preHandler: read }, async ({ body }, request) => {
    const input = await body();
    return { data: await service.markRead(app.db, actorOf(request), companyOf(request), input.last_message_id) };
  });
}
