// Requests of other companies to join their network (DOMAIN.md 7): the list and the answers (accept
// or decline).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { networkEndpoints as endpoints } from 'shared-contract';

export const isNetworkRequestsKey = (key: unknown) => key === endpoints.listRequests.path;

export function useNetworkRequests() {
  return useSWR(endpoints.listRequests.path, async () => (await callEndpoint(endpoints.listRequests)).data);
}

export async function answerNetworkRequest(id: number, answer: 'accept' | 'decline'): Promise<string> {
  const endpoint = answer === 'accept' ? endpoints.acceptRequest : endpoints.declineRequest;
  return (await callEndpoint(endpoint, { params: { id } })).data.message;
}
