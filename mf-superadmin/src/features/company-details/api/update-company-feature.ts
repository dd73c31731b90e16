// PUT /api/v2/company-features/{id}: flips one company feature (the server toggles; no body is sent).
import { useSWRConfig } from 'swr';
import { apiV2 } from 'shared-auth';
import { API } from 'shared-contract';
import { companyDetailsKey } from './find-company-details';
import { toV2Path } from '../utils/to-v2-path';

export async function updateCompanyFeature(featureId: number): Promise<void> {
  await apiV2.put(toV2Path(API.companyFeature(featureId)));
}

export function useUpdateCompanyFeature(companyId: string) {
  const { mutate } = useSWRConfig();
  return async (featureId: number) => {
    await updateCompanyFeature(featureId);
    void mutate(companyDetailsKey(companyId)).catch(() => undefined);
  };
}
