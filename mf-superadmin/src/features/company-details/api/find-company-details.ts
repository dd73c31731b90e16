// GET superadmin/companies/{id}: the company with its certifications, licenses, offices, subsidiaries and features.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type SuperadminCompanyDetails } from 'shared-contract';

export async function findCompanyDetails(id: string): Promise<SuperadminCompanyDetails> {
  const { data } = await api.get(API.superadmin.company(id)).json<{ data: SuperadminCompanyDetails }>();
  return data;
}

export const companyDetailsKey = (id: string | number) => API.superadmin.company(id);

export function useCompanyDetails(id: string) {
  return useSWR(companyDetailsKey(id), () => findCompanyDetails(id));
}
