// Finding a platform company (by name, or by a user's e-mail) and inviting one by e-mail.
import { callEndpoint } from 'shared-auth';
import { networkEndpoints as endpoints, type InviteCompanyInput, type PlatformCompanyMatch, type ResponseOf } from 'shared-contract';

export async function searchNotAddedCompanies(search: string): Promise<PlatformCompanyMatch[]> {
  return (await callEndpoint(endpoints.searchNotAddedCompanies, { query: { search } })).data;
}

export async function findCompanyByEmail(email: string): Promise<PlatformCompanyMatch | null> {
  return (await callEndpoint(endpoints.findCompanyByEmail, { query: { email } })).data;
}

export async function inviteCompany(input: InviteCompanyInput): Promise<ResponseOf<typeof endpoints.inviteCompany>> {
  return callEndpoint(endpoints.inviteCompany, { body: input });
}
