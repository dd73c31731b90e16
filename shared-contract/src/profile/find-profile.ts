import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { profileShape } from './shapes';

export const findProfile = defineEndpoint({
  method: 'GET',
  path: 'users/profile/show',
  summary: "The signed-in user's profile",
  response: dataOf(profileShape),
});
