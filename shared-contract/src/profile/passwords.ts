import { defineEndpoint } from '../endpoint';
import { changeEmailSchema, changePasswordSchema, checkPasswordSchema } from './requests';
import { dataOf, messageResponse, s } from '../schema';
import { currentUserShape } from '../auth/shapes';

/** The current password is checked before any other rule (its own message), so a wrong one is said first. */
export const checkPassword = defineEndpoint({
  method: 'POST',
  path: 'users/profile/check-password',
  summary: 'Checks the current password',
  body: checkPasswordSchema,
  response: dataOf(s.object({ valid: s.literal(true) })),
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: 'users/profile/change-password',
  summary: 'Changes the password (current password first)',
  body: changePasswordSchema,
  response: messageResponse,
});

export const changeEmail = defineEndpoint({
  method: 'POST',
  path: 'users/profile/change-email',
  summary: 'Changes the e-mail; the new address must be verified',
  body: changeEmailSchema,
  response: s.object({ data: currentUserShape, message: s.string() }),
});
