// The network invitations: GET company/network/invitations (paged, filtered), resend and cancel.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type InvitedCompanyRow, type PagedResponse } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

export const isInvitationListKey = (key: unknown) => Array.isArray(key) && key[0] === API.network.invitations;

export function useCompanyInvitations(params: ListParams) {
  return useSWR(
    [API.network.invitations, toListSearchParams(params).toString()],
    () => api.get(API.network.invitations, { searchParams: toListSearchParams(params) }).json<PagedResponse<InvitedCompanyRow>>(),
    { keepPreviousData: true },
  );
}

export async function resendInvitation(id: number): Promise<string> {
  const { message } = await api.post(API.network.resendInvitation(id)).json<{ data: InvitedCompanyRow; message: string }>();
  return message;
}

export async function cancelInvitation(id: number): Promise<string> {
  const { data } = await api.post(API.network.cancelInvitation(id)).json<{ data: { message: string } }>();
  return data.message;
}
