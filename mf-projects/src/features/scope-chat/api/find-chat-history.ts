// One part of a scope chat's history (message/show?part=): part 1 is the newest messages.
import { callEndpoint } from 'shared-auth';
import { scopeChatEndpoints, type ChatHistory } from 'shared-contract';

export async function findChatHistory(scopeId: number, part: number): Promise<ChatHistory> {
  return (await callEndpoint(scopeChatEndpoints.showMessages, { query: { scope_id: scopeId, part } })).data;
}
