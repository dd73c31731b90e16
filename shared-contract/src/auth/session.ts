import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse } from '../schema';
import { loginSchema } from './requests';
import { currentUserShape } from './shapes';

/** Sets the XSRF-TOKEN cookie the client echoes on every state-changing call (204, no body). */
export const fetchCsrfCookie = defineEndpoint({
  method: 'GET',
  path: '/api/sanctum/csrf-cookie',
  summary: 'Sets the XSRF-TOKEN cookie',
  status: 204,
});

export const signIn = defineEndpoint({
  method: 'POST',
  path: 'auth/login',
  summary: 'Signs a company user in',
  body: loginSchema,
  response: dataOf(currentUserShape),
});

export const findCurrentUser = defineEndpoint({
  method: 'GET',
  path: 'auth/user',
  summary: 'The signed-in user',
  response: dataOf(currentUserShape),
});

export const signOut = defineEndpoint({
  method: 'POST',
  path: 'auth/logout',
  summary: 'Ends the session',
  response: messageResponse,
});
