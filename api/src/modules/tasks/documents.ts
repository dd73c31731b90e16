// A task's document (DOMAIN.md 6): the template's body with its merge fields filled. System fields come
// from the data (the sending company, the project, the scope, the vendor, the due date, the signers);
// the company's own fields come from what the sender typed (checked by the field's type: number, date,
// currency), or the field's default value. fillTaskDocument is what creation, the preview and the
// merge field list (scope/shortcodes) share, so what the sender reviews is what the vendor gets.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  SYSTEM_MERGE_FIELDS,
  checkMergeFieldValue,
  fillTemplateDocument,
  findTemplateMergeFields,
  formatMergeValue,
  selected,
  todayForMerge,
  type MergeFieldType,
  type TaskMergeField,
  type TemplateDocument,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { companies, offices, projects, scopes, templates, users } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { templateDocumentToHtml } from '../../lib/template-pdf';
import { findCompanyMergeFields } from '../merge-fields';
import { findPrimaryContact } from '../network';

export type TaskDocumentInput = {
  templateId: number;
  projectId: number;
  scopeId?: number | null;
  vendorCompanyId?: number | null;
  dueDate?: string | null;
  internalSignerId?: number | null;
  externalSignerId?: number | null;
  mergeValues?: Record<string, string> | null;
};

export type FilledTaskDocument = {
  body: TemplateDocument;
  html: string;
  /** Every value the document was filled with, as it reads in the document. */
  values: Record<string, string>;
  /** The template's merge fields that have no value (the sender must fill them). */
  missing: string[];
  /** Sender values refused by their field's type: name → message. */
  invalid: Record<string, string>;
  /** The template's merge fields with where their value comes from (scope/shortcodes). */
  fields: TaskMergeField[];
  template: typeof templates.$inferSelect;
};

const SYSTEM_TYPES = new Map(SYSTEM_MERGE_FIELDS.map((f) => [f.name, f.type]));
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const joinAddress = (parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');

/** The system merge field values the data fills for one task target. */
export async function findSystemMergeValues(db: Database, companyId: number, input: Omit<TaskDocumentInput, 'templateId' | 'mergeValues'>): Promise<Record<string, string>> {
  const values: Record<string, string> = { today: todayForMerge() };
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (company) values['company.name'] = company.name;
  const [office] = await db.select().from(offices).where(eq(offices.companyId, companyId)).orderBy(desc(offices.isHeadquarters), asc(offices.id)).limit(1);
  if (office) {
    const address = joinAddress([office.address, office.city, [office.state, office.zipCode].filter(Boolean).join(' ')]);
    if (address) values['company.address'] = address;
  }
  const [project] = await db
    .select({ name: projects.name, internalNumber: projects.internalNumber, street: projects.street, city: projects.city, stateId: projects.stateId, zip: projects.zip })
    .from(projects)
    .where(and(eq(projects.id, input.projectId), eq(projects.companyId, companyId)))
    .limit(1);
  if (project) {
    values['project.name'] = project.name;
    if (project.internalNumber) values['project.internal_number'] = project.internalNumber;
    const address = joinAddress([project.street, project.city, [project.stateId?.replace(/^[A-Z]{2}-/, ''), project.zip].filter(Boolean).join(' ')]);
    if (address) values['project.address'] = address;
  }
  if (input.scopeId) {
    const [scope] = await db
      .select({ name: scopes.name, amount: scopes.amount })
      .from(scopes)
      .where(and(eq(scopes.id, input.scopeId), eq(scopes.companyId, companyId)))
      .limit(1);
    if (scope) {
      values['scope.name'] = scope.name;
      if (scope.amount !== null) values['scope.amount'] = formatMergeValue('currency', String(Number(scope.amount)));
    }
  }
  if (input.vendorCompanyId) {
    const [vendor] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, input.vendorCompanyId)).limit(1);
    if (vendor) values['vendor.name'] = vendor.name;
    const contact = await findPrimaryContact(db, input.vendorCompanyId);
    if (contact) values['vendor.contact_name'] = `${contact.first_name} ${contact.last_name}`.trim();
  }
  if (input.dueDate) values['task.due_date'] = formatMergeValue('date', input.dueDate);
  const signerIds = [input.internalSignerId, input.externalSignerId].filter((id): id is number => !!id);
  if (signerIds.length) {
    const people = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, signerIds));
    const byId = new Map(people.map((p) => [p.id, fullName(p)]));
    if (input.internalSignerId && byId.has(input.internalSignerId)) values['signer.internal.name'] = byId.get(input.internalSignerId)!;
    if (input.externalSignerId && byId.has(input.externalSignerId)) values['signer.external.name'] = byId.get(input.externalSignerId)!;
  }
  return values;
}

/** The company's template (not archived), or null. */
export async function findUsableTemplate(db: Database, companyId: number, templateId: number) {
  const [template] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.companyId, companyId), isNull(templates.archivedAt)))
    .limit(1);
  return template ?? null;
}

/**
 * The template filled for one target. A template that is not the company's (or archived) is a 422 on
 * template_id; the caller turns `missing` and `invalid` into field errors of its own keys.
 */
export async function fillTaskDocument(db: Database, companyId: number, input: TaskDocumentInput): Promise<FilledTaskDocument> {
  const template = await findUsableTemplate(db, companyId, input.templateId);
  if (!template) throw fieldError('template_id', selected('template'));
  const system = await findSystemMergeValues(db, companyId, input);
  const own = await findCompanyMergeFields(db, companyId);
  const ownTypes = new Map(own.map((f) => [f.name, f.type as MergeFieldType]));
  const defaults = new Map(own.map((f) => [f.name, f.defaultValue]));
  const body = template.body as TemplateDocument;
  const names = findTemplateMergeFields(body);
  const sent = input.mergeValues ?? {};
  const values: Record<string, string> = {};
  const missing: string[] = [];
  const invalid: Record<string, string> = {};
  const fields: TaskMergeField[] = [];
  for (const name of names) {
    if (SYSTEM_TYPES.has(name)) {
      // A system value the data lacks (e.g. no scope, no internal number) may be typed by the sender.
      const value = system[name] ?? (sent[name]?.trim() || null);
      fields.push({ name, type: SYSTEM_TYPES.get(name)!, source: 'system', value: system[name] ?? null });
      if (value) values[name] = value;
      else missing.push(name);
      continue;
    }
    const type = ownTypes.get(name) ?? 'text';
    const raw = (sent[name] ?? '').trim() || (defaults.get(name) ?? '').trim();
    fields.push({ name, type, source: 'company', value: (defaults.get(name) ?? '').trim() || null });
    const problem = checkMergeFieldValue(type, raw);
    if (problem) invalid[name] = problem;
    else if (raw) values[name] = formatMergeValue(type, type === 'currency' ? raw.replace(/[$,]/g, '') : raw);
    else missing.push(name);
  }
  const filled = fillTemplateDocument(body, values);
  return { body: filled, html: templateDocumentToHtml(filled), values, missing, invalid, fields, template };
}
