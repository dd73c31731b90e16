// Importing companies from a CSV or XLSX file: each row is checked like the invite form and
// sorted into new invitation / already in network / invalid; confirming sends the invitations of
// the new rows in one transaction (nothing is half-imported), then mails them.
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_COLUMNS,
  IMPORT_EXTENSIONS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  NETWORK_MESSAGES,
  checkFile,
  collectErrors,
  importRowSchema,
  type ImportColumn,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportRowOutcome,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/http-error';
import type { Actor, CompanyRow } from '../../lib/identity';
import * as repo from './repository';
import { composeCompanyInvitationMail, insertCompanyInvitation, refused } from './service';
import { TooManyRowsError, parseCsv, parseXlsx } from '../../lib/spreadsheet';

const FIELD_LABELS: Record<ImportColumn, string> = {
  company_name: 'Name',
  tax_id: 'Tax ID',
  contact_name: 'Contact name',
  email: 'Contact e-mail',
  phone: 'Phone',
};

const normalizeHeader = (h: string) => h.trim().toLowerCase().replace(/[\s_]+/g, ' ');

/** Reads the file into raw rows keyed by column; 422 on `file` when it cannot be used. */
export async function readImportFile(fileName: string, buffer: Buffer): Promise<Record<ImportColumn, string>[]> {
  const ext = fileName.split('.').pop()?.toLowerCase();
  let table: string[][];
  try {
    // Header row plus the rows allowed; the columns read are far more than an import has.
    table = ext === 'xlsx' ? await parseXlsx(buffer, { maxRows: IMPORT_MAX_ROWS + 1, maxColumns: 50 }) : parseCsv(buffer.toString('utf8'));
  } catch (error) {
    if (error instanceof TooManyRowsError) throw fieldError('file', NETWORK_MESSAGES.importTooManyRows(IMPORT_MAX_ROWS));
    throw fieldError('file', NETWORK_MESSAGES.importUnreadable);
  }
  if (table.length < 2) throw fieldError('file', NETWORK_MESSAGES.importEmpty);
  const [header, ...body] = table;
  const positions = new Map<ImportColumn, number>();
  header.forEach((cell, index) => {
    const name = normalizeHeader(cell);
    for (const [column, aliases] of Object.entries(IMPORT_COLUMNS) as [ImportColumn, readonly string[]][]) {
      if (!positions.has(column) && aliases.map(normalizeHeader).includes(name)) positions.set(column, index);
    }
  });
  const missing = IMPORT_REQUIRED_COLUMNS.filter((c) => !positions.has(c));
  if (missing.length) throw fieldError('file', NETWORK_MESSAGES.importMissingColumns(missing.map((c) => FIELD_LABELS[c]).join(', ')));
  if (body.length > IMPORT_MAX_ROWS) throw fieldError('file', NETWORK_MESSAGES.importTooManyRows(IMPORT_MAX_ROWS));
  return body.map((cells) => {
    const read = (column: ImportColumn) => {
      const at = positions.get(column);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    return { company_name: read('company_name'), tax_id: read('tax_id'), contact_name: read('contact_name'), email: read('email').toLowerCase(), phone: read('phone') };
  });
}

/** Sorts each row against the current network, platform and pending invitations (few queries for any size). */
export async function classifyRows(db: Database, company: CompanyRow, raw: Record<ImportColumn, string>[]): Promise<ImportPreviewRow[]> {
  const emails = [...new Set(raw.map((r) => r.email).filter(Boolean))];
  const [owners, pending, network, operators] = await Promise.all([
    repo.findCompaniesByEmails(db, emails),
    repo.findPendingInvitationEmails(db, company.id, emails),
    repo.findNetworkCompanies(db, company.id),
    repo.findOperatorEmails(db, emails),
  ]);
  const networkIds = new Map(network.map((c) => [c.id, c.name]));
  const byName = new Map(network.map((c) => [c.name.trim().toLowerCase(), c.name]));
  const byTid = new Map(network.filter((c) => c.tid).map((c) => [c.tid!.trim(), c.name]));
  const seen = new Set<string>();
  const rows: ImportPreviewRow[] = [];
  for (const [index, r] of raw.entries()) {
    const reasons: string[] = [];
    let outcome: ImportRowOutcome = 'new_invitation';
    const errors = await collectErrors(importRowSchema, r);
    if (errors) {
      outcome = 'invalid';
      for (const [field, messages] of Object.entries(errors)) reasons.push(`${FIELD_LABELS[field as ImportColumn] ?? field}: ${messages[0]}`);
    } else {
      const owner = owners.get(r.email);
      const match = (owner && networkIds.get(owner.companyId)) ?? byTid.get(r.tax_id) ?? byName.get(r.company_name.trim().toLowerCase());
      if (operators.has(r.email)) {
        outcome = 'invalid';
        reasons.push(NETWORK_MESSAGES.emailNotInvitable);
      } else if (owner?.companyId === company.id) {
        outcome = 'invalid';
        reasons.push(NETWORK_MESSAGES.emailOfOwnCompany);
      } else if (match) {
        outcome = 'in_network';
        reasons.push(`Matches ${match} in your network.`);
      } else if (seen.has(r.email)) {
        outcome = 'invalid';
        reasons.push(NETWORK_MESSAGES.duplicateInFile);
      } else if (pending.has(r.email)) {
        outcome = 'invalid';
        reasons.push(NETWORK_MESSAGES.pendingInvitationExists);
      } else if (owner) {
        reasons.push(`${owner.companyName} is already on the platform; accepting links it to your network.`);
      }
    }
    if (r.email) seen.add(r.email);
    rows.push({ row: index + 2, ...r, outcome, reasons });
  }
  return rows;
}

const countOutcomes = (rows: ImportPreviewRow[]): Record<ImportRowOutcome, number> => ({
  new_invitation: rows.filter((r) => r.outcome === 'new_invitation').length,
  in_network: rows.filter((r) => r.outcome === 'in_network').length,
  invalid: rows.filter((r) => r.outcome === 'invalid').length,
});

/** Checks the uploaded file (type and size), reads and sorts its rows, and keeps them for the confirmation. */
export async function previewImport(db: Database, actor: Actor, company: CompanyRow, fileName: string, buffer: Buffer): Promise<ImportPreview> {
  const problem = checkFile({ name: fileName, size: buffer.length }, { extensions: IMPORT_EXTENSIONS });
  if (problem) throw fieldError('file', problem);
  const raw = await readImportFile(fileName, buffer);
  const rows = await classifyRows(db, company, raw);
  const id = await repo.insertImport(db, { companyId: company.id, userId: actor.user.id, fileName: fileName.slice(0, 255), rows: raw });
  return { id, file_name: fileName, rows, counts: countOutcomes(rows) };
}

/**
 * Sends the invitations of the rows that are (still) new. The rows are checked again against the
 * current data; every invitation is written in one transaction, so an error leaves none behind.
 */
export async function confirmImport(app: FastifyInstance, actor: Actor, company: CompanyRow, importId: number): Promise<number> {
  const found = await repo.findImport(app.db, company.id, importId);
  if (!found) throw notFound();
  if (found.status !== 'preview') throw refused(NETWORK_MESSAGES.importAlreadyConfirmed);
  const rows = await classifyRows(app.db, company, found.rows as Record<ImportColumn, string>[]);
  const fresh = rows.filter((r) => r.outcome === 'new_invitation');
  if (!fresh.length) throw refused(NETWORK_MESSAGES.importNothingToSend);
  const created = await withTransaction(app.db, async (db) => {
    // Claim the import first: a second confirmation waits for this one and then finds it confirmed.
    if (!(await repo.claimImport(db, found.id))) throw refused(NETWORK_MESSAGES.importAlreadyConfirmed);
    const mails = [];
    for (const row of fresh) mails.push(await composeCompanyInvitationMail(app, db, actor, company, await insertCompanyInvitation(db, actor, company, row)));
    // Up to IMPORT_MAX_ROWS mails: delivered by background jobs queued with the invitations, so the
    // confirmation answers at once and a mail server hiccup retries that mail alone.
    return app.mailer.queue(mails, { db });
  });
  app.jobs.wake();
  return created;
}
