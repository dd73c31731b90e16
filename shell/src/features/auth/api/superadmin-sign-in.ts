import { callEndpoint } from 'shared-auth';
import { authEndpoints, type CurrentUser } from 'shared-contract';

export type SuperadminCredentials = { email: string; password: string };

/** Step 1 of the operator sign-in: checks the password and mails a 4-digit code. */
export async function createSuperadminCode(credentials: SuperadminCredentials): Promise<void> {
  await callEndpoint(authEndpoints.startOperatorSignIn, { body: credentials });
}

/** Step 2: the mailed code signs the operator in. */
export async function verifySuperadminCode(input: { email: string; code: string }): Promise<CurrentUser> {
  const { data } = await callEndpoint(authEndpoints.finishOperatorSignIn, { body: input });
  return data;
}
