// POST superadmin/companies: creates the company, mails its owner an invite and logs the operator in as it.
import { api } from 'shared-auth';
import { API, type CreateCompanyInput } from 'shared-contract';

export async function createCompany(input: CreateCompanyInput): Promise<{ id: number }> {
  const { data } = await api.post(API.superadmin.companies, { json: input }).json<{ data: { id: number } }>();
  return data;
}
