import { defineEndpoint } from '../endpoint';
import { messageResponse } from '../schema';
import { forgotPasswordSchema, resetPasswordSchema } from './requests';

export const sendPasswordResetLink = defineEndpoint({
  method: 'POST',
  path: 'auth/password/forgot',
  summary: 'Mails a password reset link',
  body: forgotPasswordSchema,
  response: messageResponse,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: 'auth/password/reset',
  summary: 'Sets a new password with a mailed token',
  body: resetPasswordSchema,
  response: messageResponse,
});
