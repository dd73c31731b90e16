// Requests of other companies to join their network (DOMAIN.md 7): GET company/network/requests and
// the answers, POST company/network/requests/{id}/accept and /decline.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type NetworkRequestRow } from 'shared-contract';

export const isNetworkRequestsKey = (key: unknown) => key === API.network.requests;

export function useNetworkRequests() {
  return useSWR(API.network.requests, () => api.get(API.network.requests).json<{ data: NetworkRequestRow[] }>().then((reply) => reply.data));
}

export async function answerNetworkRequest(id: number, answer: 'accept' | 'decline'): Promise<string> {
  const path = answer === 'accept' ? API.network.acceptRequest(id) : API.network.declineRequest(id);
  const { data } = await api.post(path).json<{ data: { message: string } }>();
  return data.message;
}
