// POST superadmin/login-as-company: puts the operator's session inside the company, as its admin.
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints } from 'shared-contract';

export async function loginAsCompany(companyId: number | string): Promise<void> {
  await callEndpoint(superadminEndpoints.loginAsCompany, { body: { company_id: Number(companyId) } });
}
