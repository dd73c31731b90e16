// Spreadsheets in and out: XLSX (exceljs) or CSV exports of a list (built by download jobs), and reading
// an uploaded CSV or XLSX file into rows of cells (header row first).
import ExcelJS from 'exceljs';

export type ExportFormat = 'xlsx' | 'csv';
export type ExportColumn<T> = { header: string; width?: number; value: (row: T) => string | number | null };

const csvCell = (value: string | number | null) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ (or a tab or carriage return before one) would run as a formula in a spreadsheet application.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function writeSpreadsheet<T>(format: ExportFormat, sheetName: string, columns: ExportColumn<T>[], rows: T[]): Promise<Buffer> {
  if (format === 'csv') {
    const lines = [columns.map((c) => csvCell(c.header)).join(','), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(','))];
    // A BOM so spreadsheet applications read the file as UTF-8.
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Contract Hub';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c, i) => [`c${i}`, c.value(row) ?? ''])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const today = () => new Date().toISOString().slice(0, 10);

/** `<baseName>-<YYYY-MM-DD>.<format>`, the name of a list export. */
export const exportFileName = (baseName: string, format: ExportFormat) => `${baseName}-${today()}.${format}`;

/** RFC 4180 CSV (quotes, doubled quotes, CRLF or LF, a BOM); also reads ; separated files. */
export function parseCsv(text: string): string[][] {
  // A NUL character can be stored nowhere: it is dropped with the byte-order mark.
  const source = text.replace(/^\uFEFF/, '').replace(/\u0000/g, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text; // hyperlink
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue); // formula
    return '';
  }
  return String(value);
};

/** A sheet with more rows than the caller takes: refused before its cells are read. */
export class TooManyRowsError extends Error {}

/**
 * The first sheet's rows of cells. Only the first `maxColumns` columns are read, and a sheet with
 * more than `maxRows` rows is refused at once (a small file can declare a huge sparse sheet).
 */
export async function parseXlsx(buffer: Buffer, limits: { maxRows: number; maxColumns: number }): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > limits.maxRows) throw new TooManyRowsError();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column <= limits.maxColumns) cells[column - 1] = cellText(cell.value).replace(/\u0000/g, '').trim();
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (filled.some((c) => c !== '')) rows.push(filled);
  });
  return rows;
}
