// One scope with its editors, attachments, approval round and custom field values.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { endpointUrl, scopeEndpoints } from 'shared-contract';

export const scopeKey = (id: number | string) => endpointUrl(scopeEndpoints.findScope, { id });

export function useScope(id: number | string | undefined) {
  return useSWR(id === undefined ? null : scopeKey(id), async () => (await callEndpoint(scopeEndpoints.findScope, { params: { id: id! } })).data, { shouldRetryOnError: false });
}
