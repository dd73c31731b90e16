// Settings > Company Types: GET settings/company/company-type; POST create, edit/{id}, delete/{id}
// (companyTypeEndpoints).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { companyTypeEndpoints as endpoints, type CompanyTypeInput } from 'shared-contract';

export function useCompanyTypes() {
  return useSWR(endpoints.listCompanyTypes.path, async () => (await callEndpoint(endpoints.listCompanyTypes)).data);
}

export const createCompanyType = (input: CompanyTypeInput) => callEndpoint(endpoints.createCompanyType, { body: input });
export const updateCompanyType = (id: number, input: CompanyTypeInput) => callEndpoint(endpoints.updateCompanyType, { params: { id }, body: input });
export async function deleteCompanyType(id: number): Promise<string> {
  return (await callEndpoint(endpoints.deleteCompanyType, { params: { id } })).data.message;
}
