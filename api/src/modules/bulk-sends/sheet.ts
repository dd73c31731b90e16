// The bulk send sheet: the template of a sheet (a header row naming the target id column and each
// merge field the sender fills) and the reading of an uploaded CSV or XLSX into rows for the grid.
import type { FastifyRequest } from 'fastify';
import { BULK_SEND_MESSAGES as B, BULK_SEND_SHEET_COLUMNS, VALIDATION_MESSAGES as M, type BulkSendTargetKind } from 'shared-contract';
import { fieldError } from '../../lib/http-error';
import { TooManyRowsError, parseCsv, parseXlsx, writeSpreadsheet, type ExportFormat } from '../../lib/spreadsheet';

/** A sheet has at most this many rows (far more than any network). */
const SHEET_MAX_ROWS = 100_000;
const SHEET_MAX_COLUMNS = 200;
/** Columns that only help the person filling the sheet (names beside the ids). */
const INFO_COLUMNS = new Set(['vendor_name', 'scope_name', 'project_name']);

export type SheetRow = { vendor_company_id: number | null; scope_id: number | null; merge_values: Record<string, string> };

/** The sheet to fill: the target's id column, a name column to read by, and one column per merge field. */
export function sheetTemplate(format: ExportFormat, target: BulkSendTargetKind, fieldNames: string[], templateName: string) {
  const idColumn = BULK_SEND_SHEET_COLUMNS[target];
  const nameColumn = target === 'vendor' ? 'vendor_name' : 'scope_name';
  const headers = [idColumn, nameColumn, ...fieldNames];
  const columns = headers.map((header) => ({ header, width: Math.max(14, header.length + 2), value: () => '' }));
  const safe = templateName.replace(/[^\w .-]+/g, '').trim() || 'template';
  return { name: `bulk-send-${safe}.${format}`, build: () => writeSpreadsheet(format, 'Bulk send', columns, []) };
}

/** The uploaded file (the multipart `file` part); 422 on `file` when missing, too large or not CSV/XLSX. */
export async function readSheetUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fieldError('file', M.required);
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fieldError('file', M.required);
    throw error;
  }
  if (!part) throw fieldError('file', M.required);
  const ext = part.filename.split('.').pop()?.toLowerCase();
  try {
    const bytes = await part.toBuffer();
    if (ext !== 'csv' && ext !== 'xlsx') throw fieldError('file', B.sheetType);
    return { name: part.filename, bytes };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', M.uploadTooLarge);
    throw error;
  }
}

/** The sheet's rows: the target from its id column, every other column (not a name column) a merge value. */
export async function readSheet(fileName: string, bytes: Buffer): Promise<{ target: BulkSendTargetKind; rows: SheetRow[] }> {
  const ext = fileName.split('.').pop()?.toLowerCase();
  let table: string[][];
  try {
    table = ext === 'xlsx' ? await parseXlsx(bytes, { maxRows: SHEET_MAX_ROWS + 1, maxColumns: SHEET_MAX_COLUMNS }) : parseCsv(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof TooManyRowsError) throw fieldError('file', M.numMax(SHEET_MAX_ROWS));
    throw fieldError('file', B.sheetUnreadable);
  }
  table = table.filter((cells) => cells.some((c) => (c ?? '').trim() !== ''));
  if (table.length < 2) throw fieldError('file', B.sheetEmpty);
  const [header, ...body] = table;
  const names = header.map((h) => (h ?? '').trim());
  const vendorAt = names.findIndex((n) => n.toLowerCase() === BULK_SEND_SHEET_COLUMNS.vendor);
  const scopeAt = names.findIndex((n) => n.toLowerCase() === BULK_SEND_SHEET_COLUMNS.scope);
  if (vendorAt < 0 && scopeAt < 0) throw fieldError('file', B.sheetTargetColumn);
  const target: BulkSendTargetKind = scopeAt >= 0 ? 'scope' : 'vendor';
  const idAt = target === 'scope' ? scopeAt : vendorAt;
  const rows = body.map((cells, i) => {
    const raw = (cells[idAt] ?? '').trim();
    const id = raw === '' ? null : Number(raw);
    if (id !== null && (!Number.isSafeInteger(id) || id < 1 || id > 2147483647)) throw fieldError('file', B.sheetTargetId(i + 2));
    const mergeValues: Record<string, string> = {};
    names.forEach((name, at) => {
      if (!name || at === vendorAt || at === scopeAt || INFO_COLUMNS.has(name.toLowerCase())) return;
      const value = (cells[at] ?? '').trim();
      if (value) mergeValues[name] = value;
    });
    return { vendor_company_id: target === 'vendor' ? id : null, scope_id: target === 'scope' ? id : null, merge_values: mergeValues };
  });
  return { target, rows };
}
