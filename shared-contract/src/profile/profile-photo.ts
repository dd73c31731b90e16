import { defineEndpoint } from '../endpoint';
import { s } from '../schema';

export const uploadProfilePhoto = defineEndpoint({
  method: 'POST',
  path: 'users/profile/upload-photo',
  summary: 'Uploads the photo (multipart `photo`, jpg/png, 10 MB)',
  multipart: true,
  response: s.object({ data: s.object({ photo: s.string() }), message: s.string() }),
});

/** The photo file itself (no JSON answer). */
export const findUserPhoto = defineEndpoint({
  method: 'GET',
  path: 'users/:id/photo',
  summary: "A user's photo (any signed-in user; avatars appear across companies)",
  file: true,
});
