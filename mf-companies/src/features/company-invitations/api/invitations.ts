// The network invitations: the list (paged, filtered), resend and cancel.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { networkEndpoints as endpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

const list = endpoints.listInvitations;

export const isInvitationListKey = (key: unknown) => Array.isArray(key) && key[0] === list.path;

export function useCompanyInvitations(params: ListParams) {
  return useSWR([list.path, toListSearchParams(params).toString()], () => callEndpoint(list, { query: toListSearchParams(params) }), { keepPreviousData: true });
}

export async function resendInvitation(id: number): Promise<string> {
  return (await callEndpoint(endpoints.resendInvitation, { params: { id } })).message;
}

export async function cancelInvitation(id: number): Promise<string> {
  return (await callEndpoint(endpoints.cancelInvitation, { params: { id } })).data.message;
}
