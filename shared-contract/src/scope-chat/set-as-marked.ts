import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { markChatReadSchema } from './requests';
import { chatReadShape } from './shapes';

export const setAsMarked = defineEndpoint({
  method: 'POST',
  path: 'message/set-as-marked',
  summary: "Marks a scope's chat read up to a message (the mark never moves back)",
  body: markChatReadSchema,
  response: dataOf(chatReadShape),
});
