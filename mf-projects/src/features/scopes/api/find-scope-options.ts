// The lists the scope form chooses from: vendor companies of the network (searched), a vendor's
// users (assignee and signer), and the employees offered as editors.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { networkEndpoints, scopeEndpoints } from 'shared-contract';

const VENDOR_PAGE = 50;

/** Each list loads only when the form can change (a read-only scope shows what it holds). */
export function useVendorCompanies(search: string, isEnabled: boolean) {
  return useSWR(isEnabled ? [networkEndpoints.listNetwork.path, 'scope-vendors', search] : null, async () =>
    (await callEndpoint(networkEndpoints.listNetwork, { query: { search, per_page: VENDOR_PAGE, sort_field: 'name', sort_direction: 'asc' } })).data,
  { keepPreviousData: true },
  );
}

export function useVendorUsers(companyId: number | null | undefined, isEnabled: boolean) {
  return useSWR(companyId && isEnabled ? [networkEndpoints.listCompanyUsers.path, String(companyId)] : null, async () =>
    (await callEndpoint(networkEndpoints.listCompanyUsers, { query: { company_id: companyId!, per_page: 100, sort_field: 'full_name', sort_direction: 'asc' } })).data,
  );
}

export function useEditorOptions(scopeId: number | string | undefined, isEnabled: boolean) {
  return useSWR(isEnabled ? [scopeEndpoints.listScopeEditors.path, scopeId === undefined ? '' : String(scopeId)] : null, async () =>
    (await callEndpoint(scopeEndpoints.listScopeEditors, { query: { scope_id: scopeId } })).data,
  );
}
