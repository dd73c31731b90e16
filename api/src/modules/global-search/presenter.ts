// Global search rows as the API answers them (shared-contract's global search shapes): pure mapping
// from the rows of the lists each group searches.
import type { CompanyType, GlobalSearchCompanyRow, GlobalSearchUserRow } from 'shared-contract';

export const toGlobalSearchUserRow = (r: GlobalSearchUserRow): GlobalSearchUserRow => ({
  id: r.id,
  full_name: r.full_name,
  email: r.email,
  company_id: r.company_id,
  company_name: r.company_name,
  is_own_company: r.is_own_company,
});

type NetworkCompany = { id: number; name: string; type: CompanyType; primary_contact_first_name: string | null; primary_contact_last_name: string | null };

export const toGlobalSearchCompanyRow = (r: NetworkCompany): GlobalSearchCompanyRow => ({
  id: r.id,
  name: r.name,
  type: r.type,
  primary_contact_name: r.primary_contact_first_name === null ? null : `${r.primary_contact_first_name} ${r.primary_contact_last_name ?? ''}`.trim(),
});
