import { callEndpoint } from 'shared-auth';
import { authEndpoints } from 'shared-contract';

/** Mails a /reset-password link to the address. */
export async function createPasswordResetLink(email: string): Promise<void> {
  await callEndpoint(authEndpoints.sendPasswordResetLink, { body: { email } });
}
