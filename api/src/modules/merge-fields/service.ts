// Merge field rules on the server: uniqueness, read-only system fields, renames carried into the
// texts that use a field (e-mail templates, document naming, template bodies and versions), deletes refused while a text uses it, and the export file.
import {
  MERGE_FIELD_TOKEN_PATTERN,
  MERGE_FIELD_MESSAGES as T,
  VALIDATION_MESSAGES as M,
  findKnownMergeFieldNames,
  renameTemplateMergeField,
  templateUsesMergeField,
  type MergeField,
  type MergeFieldContext,
  type MergeFieldInput,
  type TemplateDocument,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { HttpError, fieldError, notFound } from '../../lib/http-error';
import type { ExportColumn } from '../../lib/spreadsheet';
import { templateDocumentToHtml } from '../../lib/template-pdf';
import { toMergeField } from './presenter';
import * as repo from './repository';

/** The merge field names a text of this context may use in the company. */
export async function findKnownNames(db: Database, companyId: number, context: MergeFieldContext): Promise<string[]> {
  const own = await repo.findCompanyMergeFields(db, companyId);
  return findKnownMergeFieldNames(
    context,
    own.map((f) => f.name),
  );
}

const usesField = (text: string, name: string) => [...text.matchAll(MERGE_FIELD_TOKEN_PATTERN)].some((m) => m[1].trim() === name);
const renameField = (text: string, from: string, to: string) => text.replace(MERGE_FIELD_TOKEN_PATTERN, (whole, inner: string) => (inner.trim() === from ? `{{${to}}}` : whole));

/** Where a company's texts use the field, as words for the in-use message ('' when unused). */
async function describeUses(db: Database, companyId: number, name: string): Promise<string> {
  const templates = await repo.findEmailTemplateTexts(db, companyId);
  const names = templates.filter((t) => usesField(t.subject, name) || usesField(t.body, name)).map((t) => `"${t.name}"`);
  const pattern = await repo.findDocumentNamePattern(db, companyId);
  const documents = (await repo.findTemplateBodiesMentioning(db, companyId, name)).filter((t) => templateUsesMergeField(t.body as TemplateDocument, name)).map((t) => `"${t.name}"`);
  const parts: string[] = [];
  if (names.length) parts.push(`the e-mail ${names.length === 1 ? 'template' : 'templates'} ${names.join(', ')}`);
  if (documents.length) parts.push(`the ${documents.length === 1 ? 'template' : 'templates'} ${documents.join(', ')}`);
  if (pattern !== null && usesField(pattern, name)) parts.push('the document naming pattern');
  return parts.join(' and ');
}

async function renameInTexts(db: Database, companyId: number, from: string, to: string): Promise<void> {
  for (const t of await repo.findEmailTemplateTexts(db, companyId)) {
    if (!usesField(t.subject, from) && !usesField(t.body, from)) continue;
    await repo.updateEmailTemplateText(db, t.id, { subject: renameField(t.subject, from, to), body: renameField(t.body, from, to) });
  }
  const pattern = await repo.findDocumentNamePattern(db, companyId);
  if (pattern !== null && usesField(pattern, from)) await repo.updateDocumentNamePattern(db, companyId, renameField(pattern, from, to));
  // Template bodies (chips and typed {{name}}) and their saved versions, with the HTML rendered again.
  for (const t of await repo.findTemplateBodiesMentioning(db, companyId, from)) {
    const body = t.body as TemplateDocument;
    if (!templateUsesMergeField(body, from)) continue;
    const renamed = renameTemplateMergeField(body, from, to);
    await repo.updateTemplateBody(db, t.id, renamed, templateDocumentToHtml(renamed));
  }
  for (const v of await repo.findTemplateVersionBodiesMentioning(db, companyId, from)) {
    const body = v.body as TemplateDocument;
    if (!templateUsesMergeField(body, from)) continue;
    const renamed = renameTemplateMergeField(body, from, to);
    await repo.updateTemplateVersionBody(db, v.id, renamed, templateDocumentToHtml(renamed));
  }
}

/** The id a save request names, as sent (undefined: it creates a field). */
export function requestedIdOf(rawBody: unknown): unknown {
  const id = rawBody && typeof rawBody === 'object' ? (rawBody as { id?: unknown }).id : undefined;
  return id === null || id === '' ? undefined : id;
}

/** A field the company may change: its own (another company's is a 404), never a system one. */
export async function findOwnFieldOrFail(db: Database, companyId: number, id: number): Promise<repo.MergeFieldRow> {
  const row = await repo.findMergeField(db, id);
  if (!row || (row.companyId !== null && row.companyId !== companyId)) throw notFound();
  if (row.isSystem || row.companyId === null) throw new HttpError(422, T.systemMergeFieldReadOnly, undefined, { name: [T.systemMergeFieldReadOnly] });
  return row;
}

/** Create (no id) or edit (id) one of the company's merge fields. */
export async function saveMergeField(db: Database, companyId: number, input: MergeFieldInput): Promise<MergeField> {
  const id = input.id ?? null;
  const existing = id ? await findOwnFieldOrFail(db, companyId, id) : null;
  const name = input.name.trim();
  if (await repo.isMergeFieldNameTaken(db, companyId, name, id)) throw fieldError('name', M.unique('name'));
  const values = { name, type: input.type, description: input.description ?? '', defaultValue: input.default_value ?? '' };
  return withTransaction(db, async (t) => {
    if (!existing) return toMergeField(await repo.insertMergeField(t, companyId, values));
    if (existing.name !== name) await renameInTexts(t, companyId, existing.name, name);
    return toMergeField(await repo.updateMergeField(t, existing.id, values));
  });
}

export async function deleteMergeField(db: Database, companyId: number, id: number): Promise<void> {
  const row = await findOwnFieldOrFail(db, companyId, id);
  const uses = await describeUses(db, companyId, row.name);
  if (uses) throw new HttpError(409, T.mergeFieldInUse(`{{${row.name}}}`, uses));
  await repo.deleteMergeField(db, row.id);
}

export const MERGE_FIELD_EXPORT_COLUMNS: ExportColumn<MergeField>[] = [
  { header: 'Merge field', width: 32, value: (f) => f.placeholder },
  { header: 'Name', width: 28, value: (f) => f.name },
  { header: 'Type', width: 12, value: (f) => f.type_label },
  { header: 'Origin', width: 10, value: (f) => (f.is_system ? 'System' : 'Company') },
  { header: 'Description', width: 48, value: (f) => f.description },
  { header: 'Default value', width: 20, value: (f) => f.default_value },
];

/** Every merge field the company sees, in the export's order. */
export async function findMergeFieldsForExport(db: Database, companyId: number): Promise<MergeField[]> {
  return (await repo.findVisibleMergeFields(db, companyId)).map(toMergeField);
}
