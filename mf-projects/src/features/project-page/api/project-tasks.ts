// A project's tasks (GET task/list?project_id=), and the list's bulk edit and revoke
// (task/bulk-edit, task/revoke/{id}) for the project Tasks tab.
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint, normalizeError } from 'shared-auth';
import { employeeEndpoints, networkEndpoints, taskEndpoints, type TaskRow } from 'shared-contract';
import { toListSearchParams, type AssigneeOptions, type ListParams, type TaskTableActions } from 'shared-ui';

const endpoint = taskEndpoints.listTasks;
const isTaskListKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

export function projectTasksQuery(projectId: number, params: ListParams) {
  const query = toListSearchParams(params);
  query.set('project_id', String(projectId));
  return query;
}

export function useProjectTasks(projectId: number, params: ListParams) {
  const query = projectTasksQuery(projectId, params);
  return useSWR([endpoint.path, query.toString()], () => callEndpoint(endpoint, { query }), { keepPreviousData: true });
}

const PEOPLE_PAGE = '100';

async function loadAssignees(tasks: TaskRow[]): Promise<AssigneeOptions> {
  const vendors = new Set(tasks.map((t) => t.vendor_company_id));
  const vendorId = vendors.size === 1 ? [...vendors][0] : null;
  const [internal, external] = await Promise.all([
    callEndpoint(employeeEndpoints.listEmployees, { query: new URLSearchParams({ per_page: PEOPLE_PAGE, 'status[]': 'active', sort_field: 'name' }) })
      .then((page) => page.data.map((u) => ({ value: u.id, label: u.full_name })))
      .catch(() => undefined),
    vendorId
      ? callEndpoint(networkEndpoints.listCompanyUsers, { query: new URLSearchParams({ company_id: String(vendorId), per_page: PEOPLE_PAGE }) })
          .then((page) => page.data.map((u) => ({ value: u.id, label: u.full_name })))
          .catch(() => undefined)
      : Promise.resolve(undefined),
  ]);
  return { internal, external };
}

export function useProjectTaskActions(mayEdit: boolean): TaskTableActions {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      bulkEdit: mayEdit
        ? async (taskIds, changes) => (await callEndpoint(taskEndpoints.bulkEditTasks, { body: { task_ids: taskIds, ...changes } })).data.message
        : undefined,
      revoke: async (taskId, reason) => (await callEndpoint(taskEndpoints.revokeTask, { params: { id: taskId }, body: { reason } })).data.message,
      loadAssignees,
      describeError: normalizeError,
      onChanged: () => mutate(isTaskListKey),
    }),
    [mutate, mayEdit],
  );
}
