// A lapsed certificate of insurance (issue 15): the vendor's current certificate (its newest approved
// one: task-actions supersedes the older ones) for the general contractor has expired, so the vendor's
// scopes of that company are blocked until a valid one is approved. Computed on read (today in the
// database's clock), never stored. A lib that imports only the schema: the scopes and network modules
// and task-schedules read it without importing one another.
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insuranceCertificates } from '../db/schema';

/** SQL: the vendor's current certificate of insurance for the company has expired (today in the database's clock). */
export function coiLapsedSql(companyId: SQL | number, vendorCompanyId: SQL | number): SQL {
  return sql`exists (select 1 from ${insuranceCertificates} ic where ic.company_id = ${companyId} and ic.vendor_company_id = ${vendorCompanyId} and ic.superseded_at is null and ic.expiry_date < current_date)`;
}

export const coiPairKey = (companyId: number, vendorCompanyId: number) => `${companyId}:${vendorCompanyId}`;

/** Of the (company, vendor) pairs, those whose current certificate has lapsed, as coiPairKey keys. */
export async function findLapsedCoiPairs(db: Database, pairs: readonly { companyId: number; vendorCompanyId: number | null }[]): Promise<Set<string>> {
  const wanted = pairs.filter((p): p is { companyId: number; vendorCompanyId: number } => p.vendorCompanyId !== null);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companyId: insuranceCertificates.companyId, vendorCompanyId: insuranceCertificates.vendorCompanyId })
    .from(insuranceCertificates)
    .where(
      and(
        inArray(insuranceCertificates.companyId, [...new Set(wanted.map((p) => p.companyId))]),
        inArray(insuranceCertificates.vendorCompanyId, [...new Set(wanted.map((p) => p.vendorCompanyId))]),
        isNull(insuranceCertificates.supersededAt),
        sql`${insuranceCertificates.expiryDate} < current_date`,
      ),
    );
  return new Set(rows.map((r) => coiPairKey(r.companyId, r.vendorCompanyId)));
}

