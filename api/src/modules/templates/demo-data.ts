// Demo data of the templates area (DOMAIN.md 10, issue 10) for the general contractor: templates
// of every type with real-looking content (a subcontract agreement with merge fields and two
// signature fields, a certificate of insurance request, a safety-policy acknowledgement, an SF 1413),
// an archived one, a few saved versions, collections, labels, favorites and a project's collection.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { renameTemplateMergeField, type DocumentType, type LabelColor, type TemplateDocument, type TemplateNode } from 'shared-contract';
import type { Database } from '../../db/client';
import { projects, users } from '../../db/schema';
import { templateDocumentToHtml } from '../../lib/template-pdf';
import * as repo from './repository';

// ---- a small builder for bodies ----
type Inline = TemplateNode | string;
const t = (text: string, ...marks: ('bold' | 'italic' | 'underline')[]): TemplateNode => ({ type: 'text', text, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) });
const f = (name: string): TemplateNode => ({ type: 'mergeField', attrs: { name } });
const inline = (parts: Inline[]) => parts.map((p) => (typeof p === 'string' ? t(p) : p));
const p = (...parts: Inline[]): TemplateNode => ({ type: 'paragraph', content: inline(parts) });
const pc = (align: 'center' | 'right' | 'justify', ...parts: Inline[]): TemplateNode => ({ type: 'paragraph', attrs: { textAlign: align }, content: inline(parts) });
const h = (level: 1 | 2 | 3, text: string, align?: 'center'): TemplateNode => ({ type: 'heading', attrs: { level, ...(align ? { textAlign: align } : {}) }, content: [t(text)] });
const li = (...parts: Inline[]): TemplateNode => ({ type: 'listItem', content: [p(...parts)] });
const ol = (...items: TemplateNode[]): TemplateNode => ({ type: 'orderedList', attrs: { start: 1 }, content: items });
const ul = (...items: TemplateNode[]): TemplateNode => ({ type: 'bulletList', content: items });
const cell = (header: boolean, ...parts: Inline[]): TemplateNode => ({ type: header ? 'tableHeader' : 'tableCell', attrs: { colspan: 1, rowspan: 1 }, content: [p(...parts)] });
const row = (header: boolean, ...cells: Inline[][]): TemplateNode => ({ type: 'tableRow', content: cells.map((c) => cell(header, ...c)) });
const table = (head: Inline[][], ...rows: Inline[][][]): TemplateNode => ({ type: 'table', content: [row(true, ...head), ...rows.map((r) => row(false, ...r))] });
const sig = (role: 'internal' | 'external', kind: 'signature' | 'initials' | 'date', label: string): TemplateNode => ({ type: 'signatureField', attrs: { role, kind, label } });
const doc = (...content: TemplateNode[]): TemplateDocument => ({ type: 'doc', content });
const pageBreak: TemplateNode = { type: 'pageBreak' };

const SUBCONTRACT = doc(
  h(1, 'Subcontract Agreement', 'center'),
  pc('center', t('Project: ', 'bold'), f('project.name'), ' (No. ', f('project.internal_number'), ')'),
  p(
    'This Subcontract Agreement is made on ',
    f('today'),
    ' between ',
    f('company.name'),
    ', ',
    f('company.address'),
    ' ("Contractor"), and ',
    f('vendor.name'),
    ' ("Subcontractor"), for the work described below at ',
    f('project.address'),
    '.',
  ),
  h(2, '1. Scope of Work'),
  p('Subcontractor shall furnish all labor, materials, equipment and supervision necessary to complete the ', f('scope.name'), ' scope of work in accordance with the contract documents, applicable codes and the project schedule.'),
  h(2, '2. Contract Sum and Payment'),
  p('Contractor shall pay Subcontractor the sum of ', f('scope.amount'), ' for the performance of this Subcontract, subject to additions and deductions by change order.'),
  ul(
    li('Progress payments are made monthly on approved pay applications, less a retainage of ', f('contract.retainage_percent'), '%.'),
    li('Retainage is released within 30 days after final completion and acceptance of the work.'),
    li('Each pay application shall include conditional lien waivers for the period billed.'),
  ),
  h(2, '3. Schedule'),
  p('Subcontractor shall mobilize on ', f('contract.start_date'), ' and coordinate daily with the superintendent, ', f('project.superintendent'), '. Time is of the essence.'),
  h(2, '4. Insurance'),
  p('Before starting work, Subcontractor shall provide a certificate of insurance showing commercial general liability coverage of at least ', f('insurance.min_coverage'), ' per occurrence, naming Contractor and the Owner as additional insureds.'),
  h(2, '5. Safety'),
  p("Subcontractor shall comply with OSHA regulations and Contractor's site safety program, attend weekly toolbox talks, and report every incident within 24 hours."),
  h(2, '6. Changes and Claims'),
  ol(
    li('No change in the work is paid unless authorized by a written change order signed by both parties.'),
    li('Claims for additional time or money shall be submitted in writing within 7 days of the event giving rise to the claim.'),
  ),
  h(2, '7. Indemnification'),
  p('To the fullest extent permitted by law, Subcontractor shall indemnify and hold harmless Contractor and the Owner from claims arising out of the performance of the work, to the extent caused by Subcontractor.'),
  pageBreak,
  h(2, 'Signatures'),
  table(
    [[t('Contractor', 'bold')], [t('Subcontractor', 'bold')]],
    [[f('company.name')], [f('vendor.name')]],
    [[sig('internal', 'signature', 'Contractor signature')], [sig('external', 'signature', 'Subcontractor signature')]],
    [['Name: ', f('signer.internal.name')], ['Name: ', f('signer.external.name')]],
    [['Date: ', sig('internal', 'date', 'Date signed')], ['Date: ', sig('external', 'date', 'Date signed')]],
  ),
);

const COI_REQUEST = doc(
  h(1, 'Certificate of Insurance Request'),
  p('To: ', f('vendor.contact_name'), ', ', f('vendor.name')),
  p('Project: ', f('project.name'), ', ', f('project.address')),
  p('Before work on the ', f('scope.name'), ' scope begins, please upload a current certificate of insurance (ACORD 25) meeting the requirements below by ', f('task.due_date'), '.'),
  table(
    [['Coverage'], ['Minimum limit']],
    [['Commercial general liability'], [f('insurance.min_coverage'), ' per occurrence']],
    [['Automobile liability'], ['$1,000,000 combined single limit']],
    [["Workers' compensation"], ['Statutory limits']],
    [["Employer's liability"], ['$1,000,000 each accident']],
    [['Umbrella / excess liability'], ['$5,000,000']],
  ),
  ul(
    li(f('company.name'), ' and the Owner named as additional insureds on a primary and non-contributory basis.'),
    li('Waiver of subrogation in favor of the additional insureds.'),
    li('30 days written notice of cancellation.'),
  ),
  p('Questions? Reply to this request and our project team will help.'),
);

const SAFETY_ACK = doc(
  h(1, 'Site Safety Policy Acknowledgement'),
  p('Project: ', f('project.name'), ' · Company: ', f('vendor.name')),
  p('By acknowledging this document, ', f('vendor.name'), ' confirms that its workers on the ', f('project.name'), ' site have received and will follow the ', f('company.name'), ' site safety policy, including:'),
  ol(
    li('Hard hats, safety glasses, high-visibility vests and safety-toe boots at all times.'),
    li('100% fall protection above 6 feet.'),
    li('Daily pre-task planning and weekly toolbox talks.'),
    li('Lockout/tagout before work on energized equipment.'),
    li('Immediate reporting of every incident and near miss to the superintendent, ', f('project.superintendent'), '.'),
  ),
  p(t('Zero tolerance: ', 'bold'), 'drugs and alcohol on site are grounds for immediate removal.'),
);

const SF_1413 = doc(
  h(1, 'Statement and Acknowledgment (SF 1413)', 'center'),
  pc('center', t('Part I - Statement of Prime Contractor', 'bold')),
  table(
    [['1. Prime contract number'], ['2. Date subcontract awarded'], ['3. Subcontract number']],
    [[f('project.internal_number')], [f('today')], [f('project.internal_number'), '-', f('scope.name')]],
  ),
  p('4. Prime contractor: ', f('company.name'), ', ', f('company.address')),
  p('5. Subcontractor: ', f('vendor.name')),
  p('6. Project: ', f('project.name'), ', ', f('project.address')),
  p('The prime contractor states that the subcontract awarded to the subcontractor named above includes the clauses of the prime contract on Davis-Bacon wage rates, withholding of funds, payrolls and basic records, apprentices and trainees, compliance with Copeland Act requirements, termination for debarment and certification of eligibility.'),
  pc('center', t('Part II - Acknowledgment of Subcontractor', 'bold')),
  p('The subcontractor acknowledges that the clauses listed above are included in the subcontract, in the amount of ', f('scope.amount'), '.'),
  table([['Prime contractor'], ['Subcontractor']], [[sig('internal', 'signature', 'Prime contractor')], [sig('external', 'signature', 'Subcontractor')]], [[f('signer.internal.name')], [f('signer.external.name')]]),
);

const W9_REQUEST = doc(
  h(1, 'W-9 and Vendor Setup Request'),
  p('Hello ', f('vendor.contact_name'), ','),
  p('To set up ', f('vendor.name'), ' for payment on ', f('project.name'), ', please upload a signed IRS Form W-9, your business license and your ACH payment details by ', f('task.due_date'), '.'),
);

const LIEN_WAIVER = doc(
  h(1, 'Conditional Waiver and Release on Progress Payment'),
  p('Upon receipt of payment, ', f('vendor.name'), ' waives and releases its lien and payment bond rights for labor and materials furnished to ', f('project.name'), ' through the period billed.'),
  table([['Claimant'], ['Signature']], [[f('vendor.name')], [sig('external', 'signature', 'Claimant signature')]]),
);

type DemoTemplate = { key: string; name: string; type: DocumentType; description: string; body: TemplateDocument; archived?: boolean };
const TEMPLATES: DemoTemplate[] = [
  { key: 'subcontract', name: 'Standard Subcontract Agreement', type: 'contract', description: 'Our standard subcontract for trade partners: scope, payment with retainage, schedule, insurance, safety.', body: SUBCONTRACT },
  { key: 'lien', name: 'Conditional Lien Waiver - Progress Payment', type: 'contract', description: 'Signed by the vendor with each pay application.', body: LIEN_WAIVER },
  { key: 'coi', name: 'Insurance Requirements (COI) Request', type: 'certificate-of-insurance', description: 'Asks the vendor for an ACORD 25 certificate meeting the project limits.', body: COI_REQUEST },
  { key: 'w9', name: 'W-9 and Vendor Setup Request', type: 'document-request', description: 'Tax form, license and payment details before the first payment.', body: W9_REQUEST },
  { key: 'safety', name: 'Site Safety Policy Acknowledgement', type: 'acknowledgement', description: 'The vendor confirms its crew follows the site safety policy.', body: SAFETY_ACK },
  { key: 'sf1413', name: 'SF 1413 Statement and Acknowledgment', type: 'sf-1413', description: 'Federal projects: Davis-Bacon clauses acknowledged by the subcontractor.', body: SF_1413 },
  {
    key: 'old',
    name: 'Subcontract Agreement 2023 (superseded)',
    type: 'contract',
    description: 'The previous subcontract form, kept for reference.',
    body: renameTemplateMergeField(SUBCONTRACT, 'contract.start_date', 'task.due_date'),
    archived: true,
  },
];

const COLLECTIONS = [
  { name: 'Subcontractor onboarding', templates: ['subcontract', 'coi', 'w9', 'safety'] },
  { name: 'Federal projects', templates: ['sf1413', 'subcontract', 'coi'] },
  { name: 'Payment documents', templates: ['lien', 'w9'] },
];
const LABELS: { name: string; color: LabelColor; templates: string[] }[] = [
  { name: 'Legal reviewed', color: 'green', templates: ['subcontract', 'lien', 'sf1413'] },
  { name: 'Insurance', color: 'blue', templates: ['coi'] },
  { name: 'Safety', color: 'orange', templates: ['safety'] },
  { name: 'Needs update', color: 'red', templates: ['w9'] },
];

export async function seedTemplateDemoData(db: Database, companyId: number): Promise<void> {
  const staff = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, ['owner@northwind.test', 'admin@northwind.test', 'manager@northwind.test'])));
  const idOf = (email: string) => staff.find((u) => u.email === email)?.id ?? null;
  const owner = idOf('owner@northwind.test');
  const admin = idOf('admin@northwind.test');
  const manager = idOf('manager@northwind.test');

  const ids = new Map<string, number>();
  for (const d of TEMPLATES) {
    const content = { name: d.name, type: d.type, description: d.description, body: d.body, html: templateDocumentToHtml(d.body) };
    let row = await repo.insertTemplate(db, companyId, admin, content);
    await repo.insertVersion(db, row, admin, 'Created');
    if (d.key === 'subcontract') {
      // A history to look at: the manager added the indemnification clause, then the owner renamed it.
      const first = { ...content, body: { ...d.body, content: d.body.content!.filter((n) => !(n.type === 'heading' && n.content?.[0]?.text === '7. Indemnification')) } };
      first.html = templateDocumentToHtml(first.body);
      row = await repo.updateTemplateContent(db, row.id, admin, { ...first, name: 'Subcontract Agreement' });
      await repo.insertVersion(db, row, admin, 'Edited');
      row = await repo.updateTemplateContent(db, row.id, manager, { ...content, name: 'Subcontract Agreement' });
      await repo.insertVersion(db, row, manager, 'Edited');
      row = await repo.updateTemplateContent(db, row.id, owner, content);
      await repo.insertVersion(db, row, owner, 'Renamed');
    }
    if (d.archived) await repo.setTemplateArchived(db, row.id, new Date());
    ids.set(d.key, row.id);
  }
  const idsOf = (keys: string[]) => keys.map((k) => ids.get(k)!);

  const collectionIds: number[] = [];
  for (const c of COLLECTIONS) {
    const collection = await repo.insertCollection(db, companyId, c.name);
    await repo.addCollectionItems(db, collection.id, idsOf(c.templates));
    collectionIds.push(collection.id);
  }
  for (const l of LABELS) {
    const label = await repo.insertLabel(db, companyId, l.name, l.color);
    await repo.attachLabel(db, label.id, idsOf(l.templates));
  }
  for (const [userId, keys] of [
    [owner, ['subcontract', 'coi']],
    [admin, ['subcontract', 'safety', 'sf1413']],
    [manager, ['coi']],
  ] as const) {
    if (userId) for (const key of keys) await repo.setFavorite(db, userId, ids.get(key)!, true);
  }

  // The first project uses the onboarding collection; the second its own (temporary) collection.
  const [first, second] = await db.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.companyId, companyId)).orderBy(asc(projects.id)).limit(2);
  if (first) await repo.setProjectCollection(db, first.id, collectionIds[0]);
  if (second) {
    const own = await repo.insertCollection(db, companyId, `${second.name} templates`, second.id);
    await repo.addCollectionItems(db, own.id, idsOf(['subcontract', 'safety']));
    await repo.setProjectCollection(db, second.id, own.id);
  }
}
