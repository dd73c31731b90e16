import { api } from 'shared-auth';
import { API, type CompanySignUpInput, type CurrentUser } from 'shared-contract';

/** Company sign-up: creates the company and its owner, signs the owner in and mails a verification code. */
export async function createCompanyOwner(input: CompanySignUpInput): Promise<CurrentUser> {
  const { data } = await api.post(API.signUpCompanyOwner, { json: input }).json<{ data: CurrentUser }>();
  return data;
}
