// POST superadmin/logout-from-company: drops the company context the operator entered with "Log in as an admin".
import { api } from 'shared-auth';
import { API } from 'shared-contract';

export async function logoutFromCompany(): Promise<void> {
  await api.post(API.superadmin.logoutFromCompany);
}
