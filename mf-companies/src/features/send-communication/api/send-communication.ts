// Users > Send communication: GET users/send-communication/search (recipients), GET
// users/send-communication/data (merge fields and the messages the caller sent), POST
// users/send-communication.
import useSWR, { useSWRConfig } from 'swr';
import { api } from 'shared-auth';
import { API, type CommunicationRecipientOption, type SendCommunicationData, type SendCommunicationInput } from 'shared-contract';

export function useRecipientSearch(search: string) {
  const term = search.trim();
  return useSWR([API.sendCommunication.search, term], () =>
    api
      .get(API.sendCommunication.search, { searchParams: term ? { search: term } : {} })
      .json<{ data: CommunicationRecipientOption[] }>()
      .then((r) => r.data),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function useCommunicationData() {
  return useSWR(API.sendCommunication.data, () => api.get(API.sendCommunication.data).json<{ data: SendCommunicationData }>().then((r) => r.data));
}

export function useReloadCommunicationData() {
  const { mutate } = useSWRConfig();
  return () => void mutate(API.sendCommunication.data).catch(() => undefined);
}

export async function sendCommunication(input: SendCommunicationInput): Promise<{ message: string; count: number }> {
  const { data } = await api.post(API.sendCommunication.send, { json: input }).json<{ data: { message: string; count: number } }>();
  return data;
}
