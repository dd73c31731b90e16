import { api } from 'shared-auth';
import { API, type CurrentUser } from 'shared-contract';

export type SuperadminCredentials = { email: string; password: string };

/** Step 1 of the operator sign-in: checks the password and mails a 4-digit code. */
export async function createSuperadminCode(credentials: SuperadminCredentials): Promise<void> {
  await api.post(API.auth.superadminLogin, { json: credentials });
}

/** Step 2: the mailed code signs the operator in. */
export async function verifySuperadminCode(input: { email: string; code: string }): Promise<CurrentUser> {
  const { data } = await api.post(API.auth.superadminVerifyCode, { json: input }).json<{ data: CurrentUser }>();
  return data;
}
