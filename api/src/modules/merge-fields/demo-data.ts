// Demo data of the settings-templates area (DOMAIN.md 10) for the general contractor: its own merge
// fields, e-mail templates, a contract and a scope approval workflow used by some projects, company
// types, and a document naming pattern. The system mails keep their default wording in the demo.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyTypes, documentNameSettings, emailTemplates, mergeFields, projects, users } from '../../db/schema';
import { insertWorkflow, replaceSteps } from '../approval-workflows';

const MERGE_FIELDS = [
  { name: 'contract.retainage_percent', type: 'number', description: 'Retainage held on each payment (%)', defaultValue: '10' },
  { name: 'insurance.min_coverage', type: 'currency', description: 'Minimum general liability coverage', defaultValue: '2000000' },
  { name: 'contract.start_date', type: 'date', description: 'Planned start of work on site', defaultValue: '' },
  { name: 'project.superintendent', type: 'text', description: 'Superintendent on site', defaultValue: 'Carlos Diaz' },
];

const EMAIL_TEMPLATES = [
  {
    name: 'Scope award notice',
    subject: '{{project.name}}: {{scope.name}} awarded to {{vendor.name}}',
    body: 'Hello {{vendor.contact_name}},\n\n{{company.name}} is pleased to award the {{scope.name}} scope of {{project.name}} to {{vendor.name}} for {{scope.amount}}.\n\nRetainage of {{contract.retainage_percent}}% applies. Please send a certificate of insurance showing at least {{insurance.min_coverage}} of coverage before {{task.due_date}}.\n\nRegards,\n{{company.name}}',
  },
  {
    name: 'Insurance certificate reminder',
    subject: 'Certificate of insurance due for {{project.name}}',
    body: 'Hello {{vendor.contact_name}},\n\nYour certificate of insurance for {{project.name}} is due on {{task.due_date}}. The minimum coverage is {{insurance.min_coverage}}.\n\nThank you,\n{{company.name}}',
  },
];

const COMPANY_TYPES = [
  { name: 'Subcontract', enabled: true },
  { name: 'Purchase Order', enabled: true },
  { name: 'Service Agreement', enabled: true },
  { name: 'Consulting Agreement', enabled: false },
];

export async function seedSettingsTemplatesDemoData(db: Database, companyId: number): Promise<void> {
  await db.insert(mergeFields).values(MERGE_FIELDS.map((f) => ({ ...f, companyId, isSystem: false, usage: 'all' })));
  await db.insert(emailTemplates).values(EMAIL_TEMPLATES.map((t) => ({ ...t, companyId, mailKey: null })));
  await db.insert(companyTypes).values(COMPANY_TYPES.map((t) => ({ ...t, companyId })));
  await db.insert(documentNameSettings).values({ companyId, pattern: '{{project.internal_number}} {{document.type}} - {{vendor.name}} - {{today}}' });

  const staff = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, ['owner@northwind.test', 'admin@northwind.test', 'manager@northwind.test'])));
  const byEmail = (email: string) => staff.find((u) => u.email === email)?.id;
  const [owner, admin, manager] = ['owner@northwind.test', 'admin@northwind.test', 'manager@northwind.test'].map(byEmail);
  if (!owner || !admin || !manager) return;

  const contract = await insertWorkflow(db, companyId, 'contract', 'Standard subcontract approval');
  await replaceSteps(db, contract.id, [[manager], [admin, owner]]);
  const scope = await insertWorkflow(db, companyId, 'scope', 'Scope review');
  await replaceSteps(db, scope.id, [[manager, admin]]);

  const firstProjects = await db.select({ id: projects.id }).from(projects).where(eq(projects.companyId, companyId)).orderBy(asc(projects.id)).limit(3);
  for (const [i, p] of firstProjects.entries()) {
    await db
      .update(projects)
      .set({ contractWorkflowId: contract.id, scopeWorkflowId: i < 2 ? scope.id : null })
      .where(eq(projects.id, p.id));
  }
}
