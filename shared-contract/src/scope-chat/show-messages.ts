import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { chatHistoryQuery } from './requests';
import { chatHistoryShape } from './shapes';

export const showMessages = defineEndpoint({
  method: 'GET',
  path: 'message/show',
  summary: "One part of a scope chat's history: part 1 (default) is the newest 50 messages, each next part the 50 before",
  query: chatHistoryQuery,
  response: dataOf(chatHistoryShape),
});
