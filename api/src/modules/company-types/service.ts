// Company type rules: a type is the company's own (another company's is a 404), its name unique in
// the company (any case); an edit that does not send `enabled` keeps the type's flag.
import { VALIDATION_MESSAGES as M, type CompanyTypeInput, type CompanyTypeRow } from 'shared-contract';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../lib/http-error';
import { toCompanyType } from './presenter';
import * as repo from './repository';

export async function findOwnOrFail(db: Database, companyId: number, id: number): Promise<repo.CompanyTypeRecord> {
  const row = await repo.findCompanyType(db, id);
  if (!row || row.companyId !== companyId) throw notFound();
  return row;
}

async function assertNameFree(db: Database, companyId: number, name: string, exceptId: number | null): Promise<void> {
  if (await repo.isNameTaken(db, companyId, name, exceptId)) throw fieldError('name', M.unique('name'));
}

export async function createCompanyType(db: Database, companyId: number, input: CompanyTypeInput): Promise<CompanyTypeRow> {
  const name = input.name.trim();
  await assertNameFree(db, companyId, name, null);
  return toCompanyType(await repo.insertCompanyType(db, companyId, { name, enabled: input.enabled ?? true }));
}

/** `enabledSent`: whether the request named the flag at all (the schema defaults it to true). */
export async function updateCompanyType(db: Database, existing: repo.CompanyTypeRecord, input: CompanyTypeInput, enabledSent: boolean): Promise<CompanyTypeRow> {
  const name = input.name.trim();
  await assertNameFree(db, existing.companyId, name, existing.id);
  return toCompanyType(await repo.updateCompanyType(db, existing.id, { name, enabled: enabledSent ? input.enabled : existing.enabled }));
}

export async function deleteCompanyType(db: Database, companyId: number, id: number): Promise<void> {
  const existing = await findOwnOrFail(db, companyId, id);
  await repo.deleteCompanyType(db, existing.id);
}
