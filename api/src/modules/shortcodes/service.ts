// Merge field rules on the server: uniqueness, read-only system fields, renames carried into the
// texts that use a field, deletes refused while a text uses it, and the export file.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import {
  MERGE_FIELD_TOKEN_PATTERN,
  SETTINGS_TEMPLATES_MESSAGES as T,
  VALIDATION_MESSAGES as M,
  findKnownMergeFieldNames,
  type MergeField,
  type MergeFieldContext,
  type MergeFieldInput,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { documentNameSettings, emailTemplates } from '../../db/schema';
import { HttpError, fieldError, notFound } from '../../lib/http-error';
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
  const templates = await db.select().from(emailTemplates).where(eq(emailTemplates.companyId, companyId));
  const names = templates.filter((t) => usesField(t.subject, name) || usesField(t.body, name)).map((t) => `"${t.name}"`);
  const [naming] = await db.select().from(documentNameSettings).where(eq(documentNameSettings.companyId, companyId));
  const parts: string[] = [];
  if (names.length) parts.push(`the e-mail ${names.length === 1 ? 'template' : 'templates'} ${names.join(', ')}`);
  if (naming && usesField(naming.pattern, name)) parts.push('the document naming pattern');
  return parts.join(' and ');
}

async function renameInTexts(db: Database, companyId: number, from: string, to: string): Promise<void> {
  const templates = await db.select().from(emailTemplates).where(eq(emailTemplates.companyId, companyId));
  for (const t of templates) {
    if (!usesField(t.subject, from) && !usesField(t.body, from)) continue;
    await db
      .update(emailTemplates)
      .set({ subject: renameField(t.subject, from, to), body: renameField(t.body, from, to), updatedAt: new Date() })
      .where(eq(emailTemplates.id, t.id));
  }
  const [naming] = await db.select().from(documentNameSettings).where(eq(documentNameSettings.companyId, companyId));
  if (naming && usesField(naming.pattern, from)) {
    await db
      .update(documentNameSettings)
      .set({ pattern: renameField(naming.pattern, from, to), updatedAt: new Date() })
      .where(eq(documentNameSettings.companyId, companyId));
  }
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
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (!existing) return repo.toMergeField(await repo.insertMergeField(t, companyId, values));
    if (existing.name !== name) await renameInTexts(t, companyId, existing.name, name);
    return repo.toMergeField(await repo.updateMergeField(t, existing.id, values));
  });
}

export async function deleteMergeField(db: Database, companyId: number, id: number): Promise<void> {
  const row = await findOwnFieldOrFail(db, companyId, id);
  const uses = await describeUses(db, companyId, row.name);
  if (uses) throw new HttpError(409, T.mergeFieldInUse(`{{${row.name}}}`, uses));
  await repo.deleteMergeField(db, row.id);
}

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const EXPORT_COLUMNS = [
  { header: 'Merge field', key: 'placeholder', width: 32 },
  { header: 'Name', key: 'name', width: 28 },
  { header: 'Type', key: 'type_label', width: 12 },
  { header: 'Origin', key: 'origin', width: 10 },
  { header: 'Description', key: 'description', width: 48 },
  { header: 'Default value', key: 'default_value', width: 20 },
] as const;

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Every merge field the company sees, as an .xlsx workbook or a CSV file. */
export async function exportMergeFields(db: Database, companyId: number, format: ExportFormat): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const rows = (await repo.findVisibleMergeFields(db, companyId)).map(repo.toMergeField).map((f) => ({ ...f, origin: f.is_system ? 'System' : 'Company' }));
  if (format === 'csv') {
    const lines = [EXPORT_COLUMNS.map((c) => c.header).join(','), ...rows.map((r) => EXPORT_COLUMNS.map((c) => csvCell(String(r[c.key]))).join(','))];
    return { body: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName: 'merge-fields.csv' };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Merge fields');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body: buffer, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: 'merge-fields.xlsx' };
}
