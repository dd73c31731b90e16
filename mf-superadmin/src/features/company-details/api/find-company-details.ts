// GET superadmin/companies/{id}: the company with its certifications, licenses, offices, subsidiaries, features and latest upgrade request.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { fillPath, superadminEndpoints } from 'shared-contract';

export async function findCompanyDetails(id: string) {
  const { data } = await callEndpoint(superadminEndpoints.findCompany, { params: { id } });
  return data;
}

export const companyDetailsKey = (id: string | number) => fillPath(superadminEndpoints.findCompany.path, { id });

export function useCompanyDetails(id: string) {
  return useSWR(companyDetailsKey(id), () => findCompanyDetails(id));
}
