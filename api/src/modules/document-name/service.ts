// Document naming rules: a pattern uses only the merge fields a document name may use and no
// character a file name can not hold; its preview fills the merge fields with sample values (the
// company's own fields with their defaults, the company's real name).
import { DEFAULT_DOCUMENT_NAME_PATTERN, buildMergeFieldSamples, documentNameSchema, renderDocumentName, type DocumentNameSetting, type MergeFieldType } from 'shared-contract';
import type { Database } from '../../db/client';
import { validateInput } from '../../lib/validate';
import { findCompanyMergeFields, findKnownNames } from '../merge-fields';
import { toDocumentNameSetting } from './presenter';
import * as repo from './repository';

type Company = { id: number; name: string };

export async function renderPreview(db: Database, company: Company, pattern: string): Promise<string> {
  const own = await findCompanyMergeFields(db, company.id);
  const samples = buildMergeFieldSamples(own.map((f) => ({ name: f.name, type: f.type as MergeFieldType, default_value: f.defaultValue })));
  return renderDocumentName(pattern, { ...samples, 'company.name': company.name });
}

export async function findSetting(db: Database, company: Company): Promise<DocumentNameSetting> {
  const saved = await repo.findSavedPattern(db, company.id);
  return toDocumentNameSetting(saved, await renderPreview(db, company, saved ?? DEFAULT_DOCUMENT_NAME_PATTERN));
}

/** The pattern a request sends, checked with the company's merge field names (422). */
async function readPattern(db: Database, companyId: number, body: unknown): Promise<string> {
  return (await validateInput(documentNameSchema(await findKnownNames(db, companyId, 'document_name')), body)).pattern;
}

/** The preview of a pattern as sent, or of the saved one when none is sent. */
export async function previewPattern(db: Database, company: Company, pattern: unknown): Promise<string> {
  if (pattern === undefined) return (await findSetting(db, company)).preview;
  return renderPreview(db, company, await readPattern(db, company.id, { pattern }));
}

export async function savePattern(db: Database, company: Company, body: unknown): Promise<DocumentNameSetting> {
  const pattern = await readPattern(db, company.id, body);
  await repo.savePattern(db, company.id, pattern.trim());
  return findSetting(db, company);
}
