import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { yup } from '../validation';
import { signUpInvitationShape } from './shapes';

export const findInvitation = defineEndpoint({
  method: 'GET',
  path: 'sign-up/invitation',
  summary: 'Who an invitation link is for (410 when expired)',
  query: yup.object({ token: yup.string() }),
  response: dataOf(signUpInvitationShape),
});
