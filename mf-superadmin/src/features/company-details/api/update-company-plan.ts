// PUT superadmin/companies/{id}/plan: moves a company to the general or the sub plan.
import { useSWRConfig } from 'swr';
import { api } from 'shared-auth';
import { API, type Plan } from 'shared-contract';
import { companyDetailsKey } from './find-company-details';

export async function updateCompanyPlan(companyId: string, plan: Plan): Promise<string | null> {
  const body = await api.put(API.superadmin.companyPlan(companyId), { json: { plan } }).json<{ data?: { message?: string } } | null>();
  return body?.data?.message ?? null;
}

export function useUpdateCompanyPlan(companyId: string) {
  const { mutate } = useSWRConfig();
  return async (plan: Plan) => {
    const message = await updateCompanyPlan(companyId, plan);
    void mutate(companyDetailsKey(companyId)).catch(() => undefined);
    return message;
  };
}
