// POST superadmin/logout-from-company: drops the company context the operator entered with "Log in as an admin".
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints } from 'shared-contract';

export async function logoutFromCompany(): Promise<void> {
  await callEndpoint(superadminEndpoints.logoutFromCompany);
}
