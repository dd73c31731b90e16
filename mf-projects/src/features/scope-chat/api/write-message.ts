// Post, edit and delete a chat message; each answers with the message as the room receives it.
import { callEndpoint } from 'shared-auth';
import { scopeChatEndpoints, type ChatMessage } from 'shared-contract';

export async function createChatMessage(input: { scope_id: number; content: string; marked_user_ids: number[] }): Promise<ChatMessage> {
  return (await callEndpoint(scopeChatEndpoints.createMessage, { body: input })).data;
}

export async function editChatMessage(input: { message_id: number; content: string; marked_user_ids: number[] }): Promise<ChatMessage> {
  return (await callEndpoint(scopeChatEndpoints.editMessage, { body: input })).data;
}

export async function deleteChatMessage(messageId: number): Promise<ChatMessage> {
  return (await callEndpoint(scopeChatEndpoints.deleteMessage, { body: { message_id: messageId } })).data;
}
