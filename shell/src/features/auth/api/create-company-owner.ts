import { callEndpoint } from 'shared-auth';
import { signUpEndpoints, type CompanySignUpInput, type CurrentUser } from 'shared-contract';

/** Company sign-up: creates the company and its owner, signs the owner in and mails a verification code. */
export async function createCompanyOwner(input: CompanySignUpInput): Promise<CurrentUser> {
  const { data } = await callEndpoint(signUpEndpoints.createCompanyOwner, { body: input });
  return data;
}
