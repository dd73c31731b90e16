// Moves the caller's read mark of a scope's chat up to a message (message/set-as-marked).
import { callEndpoint } from 'shared-auth';
import { scopeChatEndpoints, type ChatRead } from 'shared-contract';

export async function markChatRead(lastMessageId: number): Promise<ChatRead> {
  return (await callEndpoint(scopeChatEndpoints.setAsMarked, { body: { last_message_id: lastMessageId } })).data;
}
