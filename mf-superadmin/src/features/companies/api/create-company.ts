// POST superadmin/companies: creates the company, mails its owner an invite and logs the operator in as it.
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints, type CreateCompanyInput } from 'shared-contract';

export async function createCompany(input: CreateCompanyInput): Promise<{ id: number }> {
  const { data } = await callEndpoint(superadminEndpoints.createCompany, { body: input });
  return data;
}
