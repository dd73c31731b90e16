// Data access of requirement templates (always scoped by company) and what a scope's checklist reads:
// the scope's tasks, the vendor's company type and current certificate of insurance.
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, insuranceCertificates, requirementTemplates, tasks, templates } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
export type RequirementRecord = typeof requirementTemplates.$inferSelect & { templateName: string | null };
export type RequirementValues = Omit<typeof requirementTemplates.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

const select = { row: requirementTemplates, templateName: templates.name };
const toRecord = (r: { row: typeof requirementTemplates.$inferSelect; templateName: string | null }): RequirementRecord => ({ ...r.row, templateName: r.templateName });

/** The company's requirement templates by name; only the active ones when asked. */
export async function findRequirements(db: Reader, companyId: number, onlyActive = false): Promise<RequirementRecord[]> {
  const rows = await db
    .select(select)
    .from(requirementTemplates)
    .leftJoin(templates, eq(templates.id, requirementTemplates.templateId))
    .where(and(eq(requirementTemplates.companyId, companyId), onlyActive ? eq(requirementTemplates.active, true) : undefined))
    .orderBy(asc(sql`lower(${requirementTemplates.name})`), asc(requirementTemplates.id));
  return rows.map(toRecord);
}

export async function findRequirement(db: Reader, id: number): Promise<RequirementRecord | null> {
  const [row] = await db.select(select).from(requirementTemplates).leftJoin(templates, eq(templates.id, requirementTemplates.templateId)).where(eq(requirementTemplates.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

export async function isNameTaken(db: Reader, companyId: number, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: requirementTemplates.id })
    .from(requirementTemplates)
    .where(
      and(eq(requirementTemplates.companyId, companyId), eq(sql`lower(${requirementTemplates.name})`, name.toLowerCase()), exceptId ? ne(requirementTemplates.id, exceptId) : undefined),
    )
    .limit(1);
  return !!row;
}

/** The company's template of that type that is not archived, or null. */
export async function findCompanyTemplate(db: Reader, companyId: number, templateId: number): Promise<{ id: number; type: string } | null> {
  const [row] = await db
    .select({ id: templates.id, type: templates.type })
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.companyId, companyId), isNull(templates.archivedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertRequirement(db: Database, companyId: number, values: RequirementValues): Promise<number> {
  const [row] = await db
    .insert(requirementTemplates)
    .values({ companyId, ...values })
    .returning({ id: requirementTemplates.id });
  return row.id;
}

export async function updateRequirement(db: Database, id: number, values: RequirementValues): Promise<void> {
  await db
    .update(requirementTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(requirementTemplates.id, id));
}

/** Deletes it; the tasks made from it keep their status and lose the link. */
export async function deleteRequirement(db: Database, id: number): Promise<void> {
  await db.update(tasks).set({ requirementTemplateId: null }).where(eq(tasks.requirementTemplateId, id));
  await db.delete(requirementTemplates).where(eq(requirementTemplates.id, id));
}

export type ScopeTaskRecord = Pick<
  typeof tasks.$inferSelect,
  'id' | 'number' | 'name' | 'type' | 'status' | 'dueDate' | 'templateId' | 'requirementTemplateId' | 'externalSignerId' | 'internalSignerId'
>;

/** The scope's tasks from its company that were not revoked, newest first (drafts only for the owner). */
export async function findScopeTasks(db: Reader, scope: { id: number; companyId: number }, withDrafts: boolean): Promise<ScopeTaskRecord[]> {
  return db
    .select({
      id: tasks.id,
      number: tasks.number,
      name: tasks.name,
      type: tasks.type,
      status: tasks.status,
      dueDate: tasks.dueDate,
      templateId: tasks.templateId,
      requirementTemplateId: tasks.requirementTemplateId,
      externalSignerId: tasks.externalSignerId,
      internalSignerId: tasks.internalSignerId,
    })
    .from(tasks)
    .where(and(eq(tasks.scopeId, scope.id), eq(tasks.companyId, scope.companyId), ne(tasks.status, 'revoked'), withDrafts ? undefined : ne(tasks.status, 'draft')))
    .orderBy(desc(tasks.id));
}

export async function findCompanyType(db: Reader, companyId: number | null): Promise<string | null> {
  if (companyId === null) return null;
  const [row] = await db.select({ type: companies.type }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.type ?? null;
}

/** The vendor's current certificate of insurance from the company (the newest not superseded). */
export async function findCurrentCertificate(db: Reader, companyId: number, vendorCompanyId: number | null): Promise<{ expiryDate: string } | null> {
  if (vendorCompanyId === null) return null;
  const [row] = await db
    .select({ expiryDate: insuranceCertificates.expiryDate })
    .from(insuranceCertificates)
    .where(and(eq(insuranceCertificates.companyId, companyId), eq(insuranceCertificates.vendorCompanyId, vendorCompanyId), isNull(insuranceCertificates.supersededAt)))
    .orderBy(desc(insuranceCertificates.expiryDate), desc(insuranceCertificates.id))
    .limit(1);
  return row ?? null;
}
