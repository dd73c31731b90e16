// POST superadmin/logout-from-company: the operator leaves the company it acts in; answers with the
// operator as the current user again.
import { api } from 'shared-auth';
import { API, type CurrentUser } from 'shared-contract';

export async function logoutFromCompany(): Promise<CurrentUser> {
  const { data } = await api.post(API.superadmin.logoutFromCompany).json<{ data: CurrentUser }>();
  return data;
}
