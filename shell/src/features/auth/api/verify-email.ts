import { callEndpoint } from 'shared-auth';
import { authEndpoints, type CurrentUser } from 'shared-contract';

/** Confirms the signed-in user's e-mail with the 4-digit code; returns the user when the API sends it. */
export async function verifyEmail(code: string): Promise<CurrentUser | null> {
  const body = (await callEndpoint(authEndpoints.verifyEmail, { body: { code } })) as { data?: CurrentUser } | undefined;
  return body?.data && typeof body.data === 'object' && 'id' in body.data ? body.data : null;
}

/** Mails the signed-in user a new verification code. */
export async function createVerificationCode(): Promise<void> {
  await callEndpoint(authEndpoints.sendVerificationCode);
}
