// GET task/board: the caller's open tasks by status, due within due_in (default one week), one priority.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { taskEndpoints } from 'shared-contract';

const endpoint = taskEndpoints.taskBoard;

export function boardQuery(filters: { due_in: string; priority?: string; search?: string }) {
  const query = new URLSearchParams({ due_in: filters.due_in });
  if (filters.priority) query.set('priority', filters.priority);
  if (filters.search?.trim()) query.set('search', filters.search.trim());
  return query;
}

export function useTaskBoard(filters: { due_in: string; priority?: string; search?: string }) {
  const query = boardQuery(filters);
  return useSWR([endpoint.path, query.toString()], () => callEndpoint(endpoint, { query }), { keepPreviousData: true });
}
