import { callEndpoint } from 'shared-auth';
import { authEndpoints } from 'shared-contract';

export type ResetPasswordInput = {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
};

/** Sets a new password with the token of a mailed link; 410 when the link has expired or was used. */
export async function updatePassword(input: ResetPasswordInput): Promise<void> {
  await callEndpoint(authEndpoints.resetPassword, { body: input });
}
