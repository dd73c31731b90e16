// E-mail template rules: a template is the company's own (another company's is a 404); subject and
// body use only the merge fields a mail may use ('Invalid merge field: {msg}.'); the name is unique in
// the company, and so is a system mail key (a template with one words that mail for the company).
import { VALIDATION_MESSAGES as M, emailTemplateSchema, type EmailTemplate, type EmailTemplateInput } from 'shared-contract';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../lib/http-error';
import { validateInput } from '../../lib/validate';
import { findKnownNames } from '../merge-fields';
import { toEmailTemplate } from './presenter';
import * as repo from './repository';

export async function findOwnOrFail(db: Database, companyId: number, id: number): Promise<repo.EmailTemplateRecord> {
  const row = await repo.findEmailTemplate(db, id);
  if (!row || row.companyId !== companyId) throw notFound();
  return row;
}

/** The request body checked with the company's merge field names, then the uniqueness rules (422). */
async function validateTemplate(db: Database, companyId: number, body: unknown, exceptId: number | null): Promise<EmailTemplateInput> {
  const input = await validateInput(emailTemplateSchema(await findKnownNames(db, companyId, 'mail')), body);
  const errors: Record<string, string[]> = {};
  if (await repo.isNameTaken(db, companyId, input.name.trim(), exceptId)) errors.name = [M.unique('name')];
  if (input.mail_key && (await repo.isMailKeyTaken(db, companyId, input.mail_key, exceptId))) errors.mail_key = [M.unique('system e-mail')];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return input;
}

const toValues = (input: EmailTemplateInput): repo.EmailTemplateValues => ({ name: input.name.trim(), subject: input.subject.trim(), body: input.body, mailKey: input.mail_key ?? null });

export async function createEmailTemplate(db: Database, companyId: number, body: unknown): Promise<EmailTemplate> {
  const input = await validateTemplate(db, companyId, body, null);
  return toEmailTemplate(await repo.insertEmailTemplate(db, companyId, toValues(input)));
}

export async function updateEmailTemplate(db: Database, companyId: number, id: number, body: unknown): Promise<EmailTemplate> {
  const existing = await findOwnOrFail(db, companyId, id);
  const input = await validateTemplate(db, companyId, body, existing.id);
  return toEmailTemplate(await repo.updateEmailTemplate(db, existing.id, toValues(input)));
}

export async function deleteEmailTemplate(db: Database, companyId: number, id: number): Promise<void> {
  const existing = await findOwnOrFail(db, companyId, id);
  await repo.deleteEmailTemplate(db, existing.id);
}
