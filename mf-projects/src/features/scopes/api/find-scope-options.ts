// The lists the scope form chooses from: the vendor companies of the network, each with its users
// (assignee and signer) and default contact, and the employees offered as editors.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { scopeEndpoints } from 'shared-contract';

/**
 * Each list loads only when the form can change (a read-only scope shows what it holds). The vendors
 * come from scope/vendor-options, gated like the form itself (projects.assign), not the network pages.
 */
export function useVendorOptions(isEnabled: boolean) {
  return useSWR(isEnabled ? [scopeEndpoints.listScopeVendorOptions.path] : null, async () => (await callEndpoint(scopeEndpoints.listScopeVendorOptions, {})).data);
}

export function useEditorOptions(scopeId: number | string | undefined, isEnabled: boolean) {
  return useSWR(isEnabled ? [scopeEndpoints.listScopeEditors.path, scopeId === undefined ? '' : String(scopeId)] : null, async () =>
    (await callEndpoint(scopeEndpoints.listScopeEditors, { query: { scope_id: scopeId } })).data,
  );
}
