import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { chatDataQuery } from './requests';
import { chatDataShape } from './shapes';

export const getChatData = defineEndpoint({
  method: 'GET',
  path: 'message/get-chat-data',
  summary: "The caller's unread counts per scope chat (optionally of one project or scope) and the members a scope's chat can @mention",
  query: chatDataQuery,
  response: dataOf(chatDataShape),
});
