// What /tasks/create reads and sends: the company's own active projects, their scopes (with vendor),
// the network companies with their users and default assignee and signer, the company's employees,
// the template library, a template's merge fields for one target (scope/shortcodes) and POST tasks.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { projectEndpoints, scopeEndpoints, taskEndpoints, templateEndpoints, type TaskInput } from 'shared-contract';

export function useOwnProjects(search: string) {
  return useSWR(['task-create/projects', search], async () =>
    callEndpoint(projectEndpoints.listProjects, { query: { ownership: 'own', per_page: 100, page: 1, sort_field: 'name', sort_direction: 'asc', ...(search.trim() ? { search: search.trim() } : {}) } }),
  );
}

/** Every scope of the chosen projects (first 100 each), the project's name kept on each row. */
export function useScopesOf(projectIds: readonly number[]) {
  return useSWR(projectIds.length ? ['task-create/scopes', ...projectIds] : null, async () => {
    const pages = await Promise.all(projectIds.map((id) => callEndpoint(scopeEndpoints.listScopes, { query: { project_id: id, per_page: 100, page: 1, sort_field: 'name', sort_direction: 'asc' } })));
    return pages.flatMap((p) => p.data);
  });
}

export function useVendors() {
  return useSWR(['task-create/vendors'], async () => (await callEndpoint(scopeEndpoints.listScopeVendorOptions, {})).data);
}

export function useEmployees() {
  return useSWR(['task-create/employees'], async () => (await callEndpoint(scopeEndpoints.listScopeEditors, { query: {} })).data);
}

/** The library's active templates matching the search, by name (first 100). */
export function useLibraryTemplates(search: string) {
  return useSWR(['task-create/templates', search], async () =>
    (
      await callEndpoint(templateEndpoints.listTemplates, {
        query: { per_page: 100, current_page: 1, sort_field: 'name', sort_direction: 'asc', ...(search.trim() ? { search: search.trim() } : {}) },
      })
    ).data,
  );
}

export { useMergeFields, type MergeTarget } from '../../../lib/use-task-merge-fields';

export async function sendTasks(items: TaskInput[]) {
  return callEndpoint(taskEndpoints.createTasks, { body: { items } });
}
