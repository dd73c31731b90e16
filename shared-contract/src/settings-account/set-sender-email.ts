import { defineEndpoint } from '../endpoint';
import { senderEmailSchema, senderVerifySchema } from './requests';
import { accountDetailsShape, savedOf } from './shapes';

export const requestSenderEmail = defineEndpoint({
  method: 'POST',
  path: 'account/sender-email',
  summary: 'Sets a sender e-mail; a link is mailed to verify it before use',
  body: senderEmailSchema,
  response: savedOf(accountDetailsShape),
});

export const verifySenderEmail = defineEndpoint({
  method: 'POST',
  path: 'account/sender-email/verify',
  summary: 'Verifies the pending sender e-mail with the mailed token',
  body: senderVerifySchema,
  response: savedOf(accountDetailsShape),
});

export const removeSenderEmail = defineEndpoint({
  method: 'POST',
  path: 'account/sender-email/remove',
  summary: 'Goes back to the platform sender',
  response: savedOf(accountDetailsShape),
});
