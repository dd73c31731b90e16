import * as yup from 'yup';
import { defineEndpoint } from '../endpoint';
import { countedMessageResponse } from '../network/shapes';
import { dataOf, s } from '../schema';
import { rules } from '../validation';
import { sendCommunicationSchema } from './rules';
import { recipientOptionShape, sendCommunicationDataShape } from './shapes';

export const searchRecipients = defineEndpoint({
  method: 'GET',
  path: 'users/send-communication/search',
  summary: 'Recipients: network users matching the search',
  query: yup.object({ search: rules.queryText() }),
  response: dataOf(s.array(recipientOptionShape)),
});

export const findCommunicationData = defineEndpoint({
  method: 'GET',
  path: 'users/send-communication/data',
  summary: 'Merge fields and the messages the caller sent',
  response: dataOf(sendCommunicationDataShape),
});

export const sendCommunication = defineEndpoint({
  method: 'POST',
  path: 'users/send-communication',
  summary: 'Mails the message to each recipient and records it',
  body: sendCommunicationSchema,
  response: countedMessageResponse,
});
