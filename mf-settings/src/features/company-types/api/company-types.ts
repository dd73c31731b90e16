// Settings > Company Types: GET settings/company/company-type; POST create, edit/{id}, delete/{id}.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type CompanyTypeInput, type CompanyTypeRow } from 'shared-contract';

type Saved = { data: CompanyTypeRow; message: string };

export function useCompanyTypes() {
  return useSWR(API.companyTypes.list, async (path: string) => (await api.get(path).json<{ data: CompanyTypeRow[] }>()).data);
}

export const createCompanyType = (input: CompanyTypeInput) => api.post(API.companyTypes.create, { json: input }).json<Saved>();
export const updateCompanyType = (id: number, input: CompanyTypeInput) => api.post(API.companyTypes.edit(id), { json: input }).json<Saved>();
export async function deleteCompanyType(id: number): Promise<string> {
  return (await api.post(API.companyTypes.delete(id)).json<{ data: { message: string } }>()).data.message;
}
