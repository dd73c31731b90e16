// GET employees/invitations: the employee invitations, paged and filtered by status.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type InvitedEmployeeRow, type PagedResponse } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

export const findInvitations = (params: ListParams) =>
  api.get(API.employees.invitations, { searchParams: toListSearchParams(params) }).json<PagedResponse<InvitedEmployeeRow>>();

export const isInvitationListKey = (key: unknown) => Array.isArray(key) && key[0] === API.employees.invitations;

export function useInvitations(params: ListParams) {
  return useSWR([API.employees.invitations, toListSearchParams(params).toString()], () => findInvitations(params), { keepPreviousData: true });
}
