// The task list calls: GET task/list (the caller's tasks, paged, filtered, sorted), POST
// task/bulk-edit and POST task/revoke/{id}, and the people a bulk edit may assign (the company's
// active employees; the vendor's users when every chosen task has the same vendor).
import useSWR, { useSWRConfig } from 'swr';
import { useMemo } from 'react';
import { callEndpoint, normalizeError } from 'shared-auth';
import { employeeEndpoints, networkEndpoints, taskEndpoints, type TaskRow } from 'shared-contract';
import { toListSearchParams, type AssigneeOptions, type ListParams, type TaskBulkEditChanges, type TaskTableActions } from 'shared-ui';

const endpoint = taskEndpoints.listTasks;

/** Keys start with the path, so a change can revalidate every page and filter at once. */
export const isTaskListKey = (key: unknown) => Array.isArray(key) && (key[0] === endpoint.path || key[0] === taskEndpoints.taskBoard.path);

export function useTasks(params: ListParams) {
  const query = toListSearchParams(params);
  return useSWR([endpoint.path, query.toString()], () => callEndpoint(endpoint, { query }), { keepPreviousData: true });
}

export async function bulkEditTasks(taskIds: number[], changes: TaskBulkEditChanges): Promise<string> {
  return (await callEndpoint(taskEndpoints.bulkEditTasks, { body: { task_ids: taskIds, ...changes } })).data.message;
}

export async function revokeTask(taskId: number, reason: string | null): Promise<string> {
  return (await callEndpoint(taskEndpoints.revokeTask, { params: { id: taskId }, body: { reason } })).data.message;
}

const PEOPLE_PAGE = 100;

export async function loadTaskAssignees(tasks: TaskRow[]): Promise<AssigneeOptions> {
  const vendorIds = new Set(tasks.map((t) => t.vendor_company_id));
  const vendorId = vendorIds.size === 1 ? [...vendorIds][0] : null;
  const [internal, external] = await Promise.all([
    callEndpoint(employeeEndpoints.listEmployees, { query: new URLSearchParams({ per_page: String(PEOPLE_PAGE), 'status[]': 'active', sort_field: 'name' }) })
      .then((page) => page.data.map((u) => ({ value: u.id, label: u.full_name })))
      .catch(() => undefined),
    vendorId
      ? callEndpoint(networkEndpoints.listCompanyUsers, { query: new URLSearchParams({ company_id: String(vendorId), per_page: String(PEOPLE_PAGE) }) })
          .then((page) => page.data.map((u) => ({ value: u.id, label: u.full_name })))
          .catch(() => undefined)
      : Promise.resolve(undefined),
  ]);
  return { internal, external };
}

/** The table's actions, revalidating every task list and the board after a change. */
export function useTaskTableActions(options: { mayEdit: boolean }): TaskTableActions {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      bulkEdit: options.mayEdit ? bulkEditTasks : undefined,
      // Revoke follows each row's flag (the server's decision), not one permission.
      revoke: revokeTask,
      loadAssignees: loadTaskAssignees,
      describeError: normalizeError,
      onChanged: () => mutate(isTaskListKey),
    }),
    [mutate, options.mayEdit],
  );
}
