// A template's merge fields for one target (GET scope/shortcodes): the values the project, scope,
// vendor and task fill, and the ones the sender fills. Used by /tasks/create and a contract's Edit values.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { taskEndpoints } from 'shared-contract';

export type MergeTarget = { template_id: number; project_id: number; scope_id?: number | null; vendor_company_id: number };

export function useMergeFields(target: MergeTarget | null) {
  return useSWR(target ? ['scope/shortcodes', target.template_id, target.project_id, target.scope_id ?? '', target.vendor_company_id] : null, async () =>
    (
      await callEndpoint(taskEndpoints.listTaskMergeFields, {
        query: { template_id: target!.template_id, project_id: target!.project_id, vendor_company_id: target!.vendor_company_id, ...(target!.scope_id ? { scope_id: target!.scope_id } : {}) },
      })
    ).data,
  );
}
