// PUT superadmin/companies/{id}/plan: moves a company to the general or the sub plan.
import { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints, type Plan } from 'shared-contract';
import { companyDetailsKey } from './find-company-details';

export async function updateCompanyPlan(companyId: string, plan: Plan): Promise<string | null> {
  const body = await callEndpoint(superadminEndpoints.updateCompanyPlan, { params: { id: companyId }, body: { plan } });
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
