import { callEndpoint } from 'shared-auth';
import { signUpEndpoints, type CurrentUser, type UserSignUpInput } from 'shared-contract';

/** Sign-up from an invitation link (a company's employee, or an owner the operator created). */
export async function createInvitedUser(input: UserSignUpInput): Promise<CurrentUser | null> {
  const body = (await callEndpoint(signUpEndpoints.createInvitedUser, { body: input })) as { data?: CurrentUser } | undefined;
  return body?.data && typeof body.data === 'object' && 'id' in body.data ? body.data : null;
}
