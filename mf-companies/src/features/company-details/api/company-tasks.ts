// The tasks between the caller's company and a network company (task/list?company_id=) and a
// network user's tasks (users/tasks?user_id=), for the company's and the user's Tasks tabs.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { taskEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

export function companyTasksQuery(companyId: string, params: ListParams) {
  const query = toListSearchParams(params);
  query.set('company_id', companyId);
  return query;
}

export function useCompanyTasks(companyId: string, params: ListParams) {
  const query = companyTasksQuery(companyId, params);
  const endpoint = taskEndpoints.listTasks;
  return useSWR([endpoint.path, query.toString()], () => callEndpoint(endpoint, { query }), { keepPreviousData: true });
}

export function useUserTasks(userId: string, params: ListParams) {
  const query = toListSearchParams(params);
  query.set('user_id', userId);
  const endpoint = taskEndpoints.listUserTasks;
  return useSWR([endpoint.path, query.toString()], () => callEndpoint(endpoint, { query }), { keepPreviousData: true });
}
