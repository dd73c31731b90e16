// The library's collections with their template counts (the side panel).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

const endpoint = templateEndpoints.listCollections;
export const COLLECTIONS_KEY = endpoint.path;

export function useCollections() {
  return useSWR(COLLECTIONS_KEY, async () => (await callEndpoint(endpoint)).data);
}
