// Finding a platform company (company/network/search-not-added-company, find-by-email) and inviting
// one by e-mail (company/network/invite).
import { api } from 'shared-auth';
import { API, type InviteCompanyInput, type InvitedCompanyRow, type PlatformCompanyMatch } from 'shared-contract';

export async function searchNotAddedCompanies(search: string): Promise<PlatformCompanyMatch[]> {
  const { data } = await api.get(API.network.searchNotAdded, { searchParams: { search } }).json<{ data: PlatformCompanyMatch[] }>();
  return data;
}

export async function findCompanyByEmail(email: string): Promise<PlatformCompanyMatch | null> {
  const { data } = await api.get(API.network.findByEmail, { searchParams: { email } }).json<{ data: PlatformCompanyMatch | null }>();
  return data;
}

export async function inviteCompany(input: InviteCompanyInput): Promise<{ data: InvitedCompanyRow; message: string }> {
  return api.post(API.network.invite, { json: input }).json<{ data: InvitedCompanyRow; message: string }>();
}
