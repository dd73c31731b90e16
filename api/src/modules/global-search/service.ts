// Global search: each group pages its own list's query with the search text (the network users
// list and the network companies list), so a group finds exactly what its See All list shows.
import type { GlobalSearchCompanyRow, GlobalSearchGroup, GlobalSearchPage, GlobalSearchRows, GlobalSearchUserRow } from 'shared-contract';
import type { Database } from '../../db/client';
import { toPage } from '../../lib/lists';
import { findNetworkPage } from '../network';
import { findNetworkUserPage } from '../network-users';

type Paging = { page: number; perPage: number; offset: number };

async function searchUsers(db: Database, companyId: number, search: string, paging: Paging): Promise<GlobalSearchPage<GlobalSearchUserRow>> {
  const { rows, total } = await findNetworkUserPage(db, companyId, { search }, { field: 'full_name', direction: 'asc' }, paging);
  return toPage(
    rows.map((r) => ({ id: r.id, full_name: r.full_name, email: r.email, company_id: r.company_id, company_name: r.company_name, is_own_company: r.is_own_company })),
    total,
    paging,
  );
}

async function searchCompanies(db: Database, companyId: number, search: string, paging: Paging): Promise<GlobalSearchPage<GlobalSearchCompanyRow>> {
  const { rows, total } = await findNetworkPage(db, companyId, { search }, { field: 'name', direction: 'asc' }, paging);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      primary_contact_name: r.primary_contact_first_name === null ? null : `${r.primary_contact_first_name} ${r.primary_contact_last_name ?? ''}`.trim(),
    })),
    total,
    paging,
  );
}

export const GROUP_SEARCHES: { [G in GlobalSearchGroup]: (db: Database, companyId: number, search: string, paging: Paging) => Promise<GlobalSearchPage<GlobalSearchRows[G]>> } = {
  users: searchUsers,
  companies: searchCompanies,
};
