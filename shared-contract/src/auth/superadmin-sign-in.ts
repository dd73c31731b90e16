import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { loginSchema, superadminCodeSchema } from './requests';
import { currentUserShape } from './shapes';

export const startOperatorSignIn = defineEndpoint({
  method: 'POST',
  path: 'auth/superadmin/login',
  summary: 'Operator sign-in, step 1: password; mails a code',
  body: loginSchema,
  response: dataOf(s.object({ code_sent: s.literal(true) })),
});

export const finishOperatorSignIn = defineEndpoint({
  method: 'POST',
  path: 'auth/superadmin/verify-code',
  summary: 'Operator sign-in, step 2: the mailed code',
  body: superadminCodeSchema,
  response: dataOf(currentUserShape),
});
