// Users > Send communication: the recipients search, the merge fields and the messages the caller
// sent, and sending.
import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { networkUserEndpoints as endpoints, type SendCommunicationInput } from 'shared-contract';

export function useRecipientSearch(search: string) {
  const term = search.trim();
  return useSWR([endpoints.searchRecipients.path, term], async () => (await callEndpoint(endpoints.searchRecipients, { query: term ? { search: term } : {} })).data, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

const dataKey = endpoints.findCommunicationData.path;

export function useCommunicationData() {
  return useSWR(dataKey, async () => (await callEndpoint(endpoints.findCommunicationData)).data);
}

export function useReloadCommunicationData() {
  const { mutate } = useSWRConfig();
  return () => void mutate(dataKey).catch(() => undefined);
}

export async function sendCommunication(input: SendCommunicationInput): Promise<{ message: string; count: number }> {
  return (await callEndpoint(endpoints.sendCommunication, { body: input })).data;
}
