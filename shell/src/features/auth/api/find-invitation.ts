import { callEndpoint } from 'shared-auth';
import { signUpEndpoints, type SignUpInvitation } from 'shared-contract';

/** The invitation behind a sign-up link; 410 when the link has expired. */
export async function findInvitation(token: string): Promise<SignUpInvitation> {
  const { data } = await callEndpoint(signUpEndpoints.findInvitation, { query: { token } });
  return data;
}
