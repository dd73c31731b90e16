// What the caller's company shares with a network company (its Projects and Documents tabs) and a
// network user's projects (users/projects), through their shared-contract endpoints (nothing is asked
// without an id).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { taskEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

export function useCompanyProjects(companyId: string, params: ListParams) {
  const query = toListSearchParams(params);
  const endpoint = taskEndpoints.listCompanyProjects;
  return useSWR(companyId ? [endpoint.path, companyId, query.toString()] : null, () => callEndpoint(endpoint, { params: { id: companyId }, query }), { keepPreviousData: true });
}

export function useCompanyDocuments(companyId: string, params: ListParams) {
  const query = toListSearchParams(params);
  const endpoint = taskEndpoints.listCompanyDocuments;
  return useSWR(companyId ? [endpoint.path, companyId, query.toString()] : null, () => callEndpoint(endpoint, { params: { id: companyId }, query }), { keepPreviousData: true });
}

export function useUserProjects(userId: string, params: ListParams) {
  const query = toListSearchParams(params);
  query.set('user_id', userId);
  const endpoint = taskEndpoints.listUserProjects;
  return useSWR(userId ? [endpoint.path, query.toString()] : null, () => callEndpoint(endpoint, { query }), { keepPreviousData: true });
}
