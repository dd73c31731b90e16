// PUT /api/v2/company-features/{id}: flips one company feature (the server toggles; no body is sent).
import { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { superadminEndpoints } from 'shared-contract';
import { companyDetailsKey } from './find-company-details';

export async function updateCompanyFeature(featureId: number): Promise<void> {
  await callEndpoint(superadminEndpoints.switchCompanyFeature, { params: { id: featureId } });
}

export function useUpdateCompanyFeature(companyId: string) {
  const { mutate } = useSWRConfig();
  return async (featureId: number) => {
    await updateCompanyFeature(featureId);
    void mutate(companyDetailsKey(companyId)).catch(() => undefined);
  };
}
