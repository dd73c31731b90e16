// The company's project stages (project/stage): the options of the filter panel's stage multi-select.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { projectEndpoints } from 'shared-contract';

const endpoint = projectEndpoints.listProjectStages;

export function useProjectStages() {
  return useSWR(endpoint.path, async () => (await callEndpoint(endpoint)).data);
}
