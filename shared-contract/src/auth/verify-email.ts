import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse } from '../schema';
import { verificationCodeSchema } from './requests';
import { currentUserShape } from './shapes';

export const sendVerificationCode = defineEndpoint({
  method: 'POST',
  path: 'auth/email/verification-notification',
  summary: 'Mails a 4-digit e-mail verification code',
  response: messageResponse,
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: 'auth/email/verify',
  summary: 'Verifies the e-mail with the code',
  body: verificationCodeSchema,
  response: dataOf(currentUserShape),
});
