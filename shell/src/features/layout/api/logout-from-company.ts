// POST superadmin/logout-from-company: the operator leaves the company it acts in; answers with the
// operator as the current user again.
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints, type CurrentUser } from 'shared-contract';

export async function logoutFromCompany(): Promise<CurrentUser> {
  const { data } = await callEndpoint(superadminEndpoints.logoutFromCompany);
  return data;
}
