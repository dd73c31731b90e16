import { defineEndpoint } from '../endpoint';
import { profileSaveSchema } from './requests';
import { s } from '../schema';
import { profileShape } from './shapes';

export const saveProfile = defineEndpoint({
  method: 'POST',
  path: 'users/profile/save',
  summary: 'Saves name, phone and professions',
  body: profileSaveSchema,
  response: s.object({ data: profileShape, message: s.string() }),
});
