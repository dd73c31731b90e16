// POST superadmin/login-as-company: puts the operator's session inside the company, as its admin.
import { api } from 'shared-auth';
import { API } from 'shared-contract';

export async function loginAsCompany(companyId: number | string): Promise<void> {
  await api.post(API.superadmin.loginAsCompany, { json: { company_id: Number(companyId) } });
}
