// The library's labels with their template counts (the side panel and the row's label menu).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

const endpoint = templateEndpoints.listLabels;
export const LABELS_KEY = endpoint.path;

export function useLabels() {
  return useSWR(LABELS_KEY, async () => (await callEndpoint(endpoint)).data);
}
