import { api } from 'shared-auth';
import { API } from 'shared-contract';

/** Mails a /reset-password link to the address. */
export async function createPasswordResetLink(email: string): Promise<void> {
  await api.post(API.auth.passwordForgot, { json: { email } });
}
