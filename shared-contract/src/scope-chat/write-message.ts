import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { createChatMessageSchema, deleteChatMessageSchema, editChatMessageSchema } from './requests';
import { chatMessageShape } from './shapes';

export const createMessage = defineEndpoint({
  method: 'POST',
  path: 'message/create',
  summary: "Posts a message to a scope's chat (each @mentioned member is notified)",
  body: createChatMessageSchema,
  status: 201,
  response: dataOf(chatMessageShape),
});

export const editMessage = defineEndpoint({
  method: 'POST',
  path: 'message/edit',
  summary: 'Changes the content (and mentions) of one of your own messages; it is marked edited',
  body: editChatMessageSchema,
  response: dataOf(chatMessageShape),
});

export const deleteMessage = defineEndpoint({
  method: 'POST',
  path: 'message/delete',
  summary: 'Deletes one of your own messages: it stays in the history marked deleted, without its content',
  body: deleteChatMessageSchema,
  response: dataOf(chatMessageShape),
});
