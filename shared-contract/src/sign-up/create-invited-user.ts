import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { userSignUpSchema } from './requests';
import { currentUserShape } from '../auth/shapes';

export const createInvitedUser = defineEndpoint({
  method: 'POST',
  path: 'sign-up/user',
  summary: 'Accepts an invitation link: creates the user and signs in',
  body: userSignUpSchema,
  response: dataOf(currentUserShape),
});
