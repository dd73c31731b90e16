// Who may be chosen as a contract's signer (issue 16, the placement screen): the vendor company's
// active users (external signers; the network's vendor options, as the task create flow offers them)
// and the own company's active employees (internal signers). The server decides in the end
// (CONTRACT_MESSAGES.externalSignerCompany / internalSignerCompany on a wrong choice).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { scopeEndpoints, type SignerRole } from 'shared-contract';

export type SignerOption = { user_id: number; full_name: string; email: string; side: SignerRole };

export function useSignerOptions(vendorCompanyId: number | null) {
  const vendors = useSWR(['contracts/signer-options/vendors'], async () => (await callEndpoint(scopeEndpoints.listScopeVendorOptions, {})).data);
  const employees = useSWR(['contracts/signer-options/employees'], async () => (await callEndpoint(scopeEndpoints.listScopeEditors, { query: {} })).data);
  const vendor = vendors.data?.find((v) => v.id === vendorCompanyId);
  const external: SignerOption[] = (vendor?.users ?? []).map((u) => ({ user_id: u.id, full_name: u.full_name, email: u.email, side: 'external' }));
  const internal: SignerOption[] = (employees.data ?? []).map((u) => ({ user_id: u.id, full_name: u.full_name, email: u.email, side: 'internal' }));
  return { external, internal, isLoading: vendors.isLoading || employees.isLoading, error: vendors.error ?? employees.error };
}
