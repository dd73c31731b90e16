// Certificates of insurance: the requirement a COI task is checked against (the task's own
// requirement template, else the sending company's active COI requirement templates whose conditions
// hold for the scope), and the certificate an approval records (superseding the vendor's older ones
// from the same company, which the expiry cycle of task-schedules reads).
import { and, eq, isNull } from 'drizzle-orm';
import { checkCoiAgainstRequirement, type CoiFields, type CoiRequirement } from 'shared-contract';
import type { Database } from '../../db/client';
import { companies, insuranceCertificates, requirementTemplates, scopes } from '../../db/schema';
import type { TaskRecord } from '../tasks';

const COI = 'certificate-of-insurance';
type RequirementRow = typeof requirementTemplates.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** Several requirements at once: the highest minimum per coverage type, additional insured when any asks. */
function mergeRequirements(rows: readonly RequirementRow[]): CoiRequirement & { template_ids: number[] } {
  const minimums = new Map<string, number>();
  for (const row of rows) for (const { type, min_limit } of row.coverageMinimums ?? []) minimums.set(type, Math.max(minimums.get(type) ?? 0, Number(min_limit) || 0));
  return {
    coverage_minimums: [...minimums].map(([type, min_limit]) => ({ type, min_limit })),
    additional_insured_required: rows.some((r) => r.additionalInsuredRequired),
    template_ids: rows.map((r) => r.id),
  };
}

/** Whether a requirement template's conditions hold: the scope's amount within its bounds (no amount meets no bound), the vendor's company type. */
export function requirementApplies(row: Pick<RequirementRow, 'minAmount' | 'maxAmount' | 'vendorCompanyType'>, scope: { amount: number | null; vendorCompanyType: string | null }): boolean {
  if (row.minAmount !== null && (scope.amount === null || scope.amount < Number(row.minAmount))) return false;
  if (row.maxAmount !== null && (scope.amount === null || scope.amount > Number(row.maxAmount))) return false;
  if (row.vendorCompanyType !== null && row.vendorCompanyType !== scope.vendorCompanyType) return false;
  return true;
}

/**
 * The insurance a COI task must show: its requirement template when it has one (of its company, a COI
 * template), else every active COI requirement template of the sending company that applies to the
 * task's scope and vendor, merged; null when none applies.
 */
export async function findCoiRequirement(
  db: Reader,
  task: Pick<TaskRecord, 'companyId' | 'scopeId' | 'vendorCompanyId' | 'requirementTemplateId'>,
): Promise<(CoiRequirement & { template_ids: number[] }) | null> {
  if (task.requirementTemplateId !== null) {
    const [own] = await db
      .select()
      .from(requirementTemplates)
      .where(and(eq(requirementTemplates.id, task.requirementTemplateId), eq(requirementTemplates.companyId, task.companyId), eq(requirementTemplates.documentType, COI)))
      .limit(1);
    if (own) return mergeRequirements([own]);
  }
  const rows = await db
    .select()
    .from(requirementTemplates)
    .where(and(eq(requirementTemplates.companyId, task.companyId), eq(requirementTemplates.documentType, COI), eq(requirementTemplates.active, true)));
  if (rows.length === 0) return null;
  const [scope] = task.scopeId !== null ? await db.select({ amount: scopes.amount }).from(scopes).where(eq(scopes.id, task.scopeId)).limit(1) : [];
  const [vendor] = task.vendorCompanyId !== null ? await db.select({ type: companies.type }).from(companies).where(eq(companies.id, task.vendorCompanyId)).limit(1) : [];
  const facts = { amount: scope?.amount != null ? Number(scope.amount) : null, vendorCompanyType: vendor?.type ?? null };
  const applying = rows.filter((row) => requirementApplies(row, facts));
  return applying.length ? mergeRequirements(applying) : null;
}

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The certificate's problems against the task's requirement (and an expired certificate's). */
export async function findCoiProblems(db: Reader, task: TaskRecord, insurance: CoiFields, today = todayUtc()): Promise<string[]> {
  return checkCoiAgainstRequirement(insurance, await findCoiRequirement(db, task), today);
}

/** Records the approved certificate; the vendor's current certificates from this company are superseded by it. A task whose vendor company was deleted records none. */
export async function recordInsuranceCertificate(db: Pick<Database, 'insert' | 'update'>, task: TaskRecord, fileId: number, insurance: CoiFields): Promise<number | null> {
  if (task.vendorCompanyId === null) return null;
  await db
    .update(insuranceCertificates)
    .set({ supersededAt: new Date() })
    .where(and(eq(insuranceCertificates.companyId, task.companyId), eq(insuranceCertificates.vendorCompanyId, task.vendorCompanyId), isNull(insuranceCertificates.supersededAt)));
  const [row] = await db
    .insert(insuranceCertificates)
    .values({
      companyId: task.companyId,
      vendorCompanyId: task.vendorCompanyId,
      taskId: task.id,
      fileId,
      insurer: insurance.insurer,
      coverages: insurance.coverages.map((c) => ({ type: c.type, policy_number: c.policy_number, limit: c.limit })),
      additionalInsured: insurance.additional_insured,
      effectiveDate: insurance.effective_date,
      expiryDate: insurance.expiry_date,
    })
    .returning({ id: insuranceCertificates.id });
  return row.id;
}
