// Demo requirement templates of the demo general contractor (called from the seed after its templates):
// a W-9 for every scope, the site safety acknowledgement above 50,000, and insurance for the large
// subcontracts (250,000 and more).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { requirementTemplates, templates } from '../../db/schema';

const DEMO: { name: string; documentType: string; templateName: string; minAmount?: string; dueInDays: number; coverage?: { type: string; min_limit: number }[]; additionalInsured?: boolean }[] = [
  { name: 'W-9 and vendor setup', documentType: 'document-request', templateName: 'W-9 and Vendor Setup Request', dueInDays: 14 },
  { name: 'Site safety acknowledgement', documentType: 'acknowledgement', templateName: 'Site Safety Policy Acknowledgement', minAmount: '50000', dueInDays: 7 },
  {
    name: 'Insurance for large subcontracts',
    documentType: 'certificate-of-insurance',
    templateName: 'Insurance Requirements (COI) Request',
    minAmount: '250000',
    dueInDays: 10,
    coverage: [{ type: 'general_liability', min_limit: 1_000_000 }],
    additionalInsured: false,
  },
];

export async function seedRequirementDemoData(db: Database, companyId: number): Promise<void> {
  for (const d of DEMO) {
    const [template] = await db
      .select({ id: templates.id })
      .from(templates)
      .where(and(eq(templates.companyId, companyId), eq(templates.name, d.templateName), eq(templates.type, d.documentType), isNull(templates.archivedAt)))
      .limit(1);
    await db
      .insert(requirementTemplates)
      .values({
        companyId,
        name: d.name,
        documentType: d.documentType,
        templateId: template?.id ?? null,
        minAmount: d.minAmount ?? null,
        dueInDays: d.dueInDays,
        coverageMinimums: d.coverage ?? [],
        additionalInsuredRequired: d.additionalInsured ?? false,
      })
      .onConflictDoNothing();
  }
}
