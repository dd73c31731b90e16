// The employee invitations, paged and filtered by status.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { employeeEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

const endpoint = employeeEndpoints.listInvitations;

export const findInvitations = (params: ListParams) => callEndpoint(endpoint, { query: toListSearchParams(params) });

export const isInvitationListKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

export function useInvitations(params: ListParams) {
  return useSWR([endpoint.path, toListSearchParams(params).toString()], () => findInvitations(params), { keepPreviousData: true });
}
