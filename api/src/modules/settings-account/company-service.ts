// Company Details: general info with logo and tax ID, certifications, licenses, offices,
// subsidiaries; and the read-only Company Info card.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  LOGO_EXTENSIONS,
  SUBSIDIARY_EXTENSIONS,
  VALIDATION_MESSAGES as M,
  type CertificationInput,
  type CompanyGeneralInfo,
  type CompanyInfo,
  type CompanyType,
  type GeneralInfoInput,
  type LicenseInput,
  type OfficeInput,
  type Plan,
  type SubsidiaryInput,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { certifications, licenses, offices, subsidiaryCompanies } from '../../db/schema';
import { fieldError, notFound, validationFailed } from '../../lib/http-error';
import { companyTypeTitle } from '../../lib/identity';
import { detectImageType, removeImages, sendImage, storeImage } from '../../lib/stored-images';
import { checkUpload, removeStored, storeFile, type UploadedFile } from './files';
import * as repo from './repository';
import { toCertificationRow, toLicense, toOffice, toSubsidiaryRow } from './presenter';

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

export const toGeneralInfo = (c: repo.CompanyRow): CompanyGeneralInfo => ({
  id: c.id,
  name: c.name,
  dba: c.dba,
  website: c.website,
  tid: c.tid,
  type: c.type as CompanyType,
  type_title: companyTypeTitle(c.type),
  plan: c.plan as Plan,
  logo: c.logo,
});

// ---- general info and logo ------------------------------------------------------------------

const LOGO_FOLDER = 'settings-account/logos';

async function storeLogo(app: FastifyInstance, companyId: number, file: UploadedFile): Promise<string> {
  checkUpload('logo', file, LOGO_EXTENSIONS);
  const type = detectImageType(file.bytes);
  if (!type) throw fieldError('logo', M.extensions(LOGO_EXTENSIONS.map((e) => `.${e}`).join(', ')));
  const stamp = await storeImage(app, LOGO_FOLDER, companyId, file.bytes, type);
  // The time stamp changes with every upload, so caches never show an old logo.
  return `/api/v1/company/${companyId}/logo?v=${stamp}`;
}

export const sendLogo = (app: FastifyInstance, reply: FastifyReply, companyId: number) => sendImage(app, reply, LOGO_FOLDER, companyId);

export async function checkTaxIdAvailable(db: Database, companyId: number, tid: string) {
  if (await repo.findCompanyByTaxId(db, tid, companyId)) throw fieldError('tid', M.unique('tax id'));
}

export async function updateGeneralInfo(
  app: FastifyInstance,
  company: repo.CompanyRow,
  input: GeneralInfoInput,
  options: { logo?: UploadedFile; removeLogo: boolean },
): Promise<CompanyGeneralInfo> {
  const tid = blankToNull(input.tid);
  if (tid && tid !== company.tid) await checkTaxIdAvailable(app.db, company.id, tid);
  let logo = company.logo;
  if (options.logo) logo = await storeLogo(app, company.id, options.logo);
  else if (options.removeLogo) {
    await removeImages(app, LOGO_FOLDER, company.id);
    logo = null;
  }
  await repo.updateCompany(app.db, company.id, { name: input.name.trim(), dba: blankToNull(input.dba), website: blankToNull(input.website), tid, logo });
  return toGeneralInfo((await repo.findCompany(app.db, company.id))!);
}

// ---- which company's records a caller may read ----------------------------------------------

/** `company_id` of a list call: the caller's own company (default) or one of its network. */
export async function resolveReadableCompany(db: Database, ownCompanyId: number, requested: unknown): Promise<number> {
  if (requested === undefined || requested === '' || requested === null) return ownCompanyId;
  const id = Number(requested);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw notFound();
  if (id === ownCompanyId) return id;
  if (await repo.isInNetwork(db, ownCompanyId, id)) return id;
  throw notFound();
}

// ---- certifications -------------------------------------------------------------------------

const certificationValues = (input: CertificationInput) => ({
  name: input.name.trim(),
  type: input.type?.trim() ?? '',
  number: input.number?.trim() ?? '',
  expDate: input.exp_date || null,
  agency: input.agency?.trim() ?? '',
  note: input.note?.trim() ?? '',
});

async function findOwnCertification(db: Database, companyId: number, id: number) {
  const [row] = await db.select().from(certifications).where(and(eq(certifications.id, id), eq(certifications.companyId, companyId))).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createCertification(app: FastifyInstance, companyId: number, input: CertificationInput, attachment?: UploadedFile) {
  if (attachment) checkUpload('attachment', attachment, SUBSIDIARY_EXTENSIONS);
  const attachmentPath = attachment ? await storeFile(app, `certifications/${companyId}`, attachment.filename, attachment.bytes) : null;
  const [row] = await app.db
    .insert(certifications)
    .values({ companyId, ...certificationValues(input), attachmentPath })
    .returning();
  return toCertificationRow(row);
}

export async function updateCertification(
  app: FastifyInstance,
  companyId: number,
  id: number,
  input: CertificationInput,
  options: { attachment?: UploadedFile; removeAttachment: boolean },
) {
  const current = await findOwnCertification(app.db, companyId, id);
  if (options.attachment) checkUpload('attachment', options.attachment, SUBSIDIARY_EXTENSIONS);
  let attachmentPath = current.attachmentPath;
  if (options.attachment || options.removeAttachment) {
    await removeStored(app, current.attachmentPath);
    attachmentPath = options.attachment ? await storeFile(app, `certifications/${companyId}`, options.attachment.filename, options.attachment.bytes) : null;
  }
  const [row] = await app.db
    .update(certifications)
    .set({ ...certificationValues(input), attachmentPath })
    .where(and(eq(certifications.id, id), eq(certifications.companyId, companyId)))
    .returning();
  return toCertificationRow(row);
}

export async function removeCertification(app: FastifyInstance, companyId: number, id: number) {
  const current = await findOwnCertification(app.db, companyId, id);
  await app.db.delete(certifications).where(eq(certifications.id, current.id));
  await removeStored(app, current.attachmentPath);
}

/** A certification readable by the caller: its own company's or one of its network's. */
export async function findReadableCertification(db: Database, ownCompanyId: number | null, id: number, isSuperuser: boolean) {
  const [row] = await db.select().from(certifications).where(eq(certifications.id, id)).limit(1);
  if (!row) throw notFound();
  if (isSuperuser && ownCompanyId === null) return row;
  if (ownCompanyId === null) throw notFound();
  if (row.companyId !== ownCompanyId && !(await repo.isInNetwork(db, ownCompanyId, row.companyId))) throw notFound();
  return row;
}

// ---- licenses -------------------------------------------------------------------------------

const licenseValues = (input: LicenseInput) => ({
  office: input.office?.trim() ?? '',
  state: input.state?.trim() ?? '',
  number: input.number.trim(),
  type: input.type?.trim() ?? '',
  expDate: input.exp_date || null,
  note: input.note?.trim() ?? '',
});

export async function createLicense(db: Database, companyId: number, input: LicenseInput) {
  const [row] = await db.insert(licenses).values({ companyId, ...licenseValues(input) }).returning();
  return toLicense(row);
}

export async function updateLicense(db: Database, companyId: number, id: number, input: LicenseInput) {
  const [row] = await db.update(licenses).set(licenseValues(input)).where(and(eq(licenses.id, id), eq(licenses.companyId, companyId))).returning();
  if (!row) throw notFound();
  return toLicense(row);
}

export async function removeLicense(db: Database, companyId: number, id: number) {
  const rows = await db.delete(licenses).where(and(eq(licenses.id, id), eq(licenses.companyId, companyId))).returning({ id: licenses.id });
  if (!rows.length) throw notFound();
}

// ---- offices --------------------------------------------------------------------------------

const officeValues = (input: OfficeInput) => ({
  name: input.name.trim(),
  address: input.address?.trim() ?? '',
  city: input.city?.trim() ?? '',
  state: input.state?.trim() ?? '',
  zipCode: input.zip_code?.trim() ?? '',
  country: input.country?.trim() ?? '',
  phone: input.phone?.trim() ?? '',
  fax: input.fax?.trim() ?? '',
  isHeadquarters: !!input.is_headquarters,
});

/** One headquarters per company: marking an office as headquarters unmarks the others. */
export async function saveOffice(db: Database, companyId: number, id: number | null, input: OfficeInput) {
  return withTransaction(db, async (tx) => {
    const values = officeValues(input);
    if (values.isHeadquarters) await tx.update(offices).set({ isHeadquarters: false }).where(eq(offices.companyId, companyId));
    const [row] =
      id === null
        ? await tx.insert(offices).values({ companyId, ...values }).returning()
        : await tx.update(offices).set(values).where(and(eq(offices.id, id), eq(offices.companyId, companyId))).returning();
    if (!row) throw notFound();
    return toOffice(row);
  });
}

export async function removeOffice(db: Database, companyId: number, id: number) {
  const rows = await db.delete(offices).where(and(eq(offices.id, id), eq(offices.companyId, companyId))).returning({ id: offices.id });
  if (!rows.length) throw notFound();
}

// ---- subsidiaries ---------------------------------------------------------------------------

async function checkSubsidiaryContacts(db: Database, companyId: number, input: SubsidiaryInput) {
  const fields = [
    ['primary_contact_id', 'primary contact'],
    ['assignee_id', 'default assignee'],
    ['signer_id', 'default signer'],
  ] as const;
  const found = await repo.findActiveUserIds(
    db,
    companyId,
    fields.map(([f]) => Number(input[f])),
  );
  const errors: Record<string, string[]> = {};
  for (const [field, label] of fields) if (!found.has(Number(input[field]))) errors[field] = [M.inArray(label, 'employees')];
  if (Object.keys(errors).length) throw validationFailed(errors);
}

const subsidiaryValues = (input: SubsidiaryInput) => ({
  name: input.name.trim(),
  dba: input.dba.trim(),
  website: input.website.trim(),
  tax: input.tax.trim(),
  primaryContactId: Number(input.primary_contact_id),
  assigneeId: Number(input.assignee_id),
  signerId: Number(input.signer_id),
});

export async function findOwnSubsidiary(db: Database, companyId: number, id: number) {
  const row = await repo.findSubsidiaryRecord(db, id);
  if (!row || row.companyId !== companyId) throw notFound();
  return row;
}

export async function createSubsidiary(app: FastifyInstance, companyId: number, input: SubsidiaryInput, attachment?: UploadedFile) {
  await checkSubsidiaryContacts(app.db, companyId, input);
  if (attachment) checkUpload('attachment', attachment, SUBSIDIARY_EXTENSIONS);
  const stored = attachment ? await storeFile(app, `subsidiaries/${companyId}`, attachment.filename, attachment.bytes) : null;
  const [row] = await app.db
    .insert(subsidiaryCompanies)
    .values({ companyId, ...subsidiaryValues(input), attachmentPath: stored, attachmentName: attachment ? attachment.filename.slice(0, 255) : null })
    .returning();
  return (await repo.findSubsidiaries(app.db, companyId, row.id)).map(toSubsidiaryRow)[0];
}

export async function updateSubsidiary(
  app: FastifyInstance,
  companyId: number,
  id: number,
  input: SubsidiaryInput,
  options: { attachment?: UploadedFile; removeAttachment: boolean },
) {
  const current = await findOwnSubsidiary(app.db, companyId, id);
  await checkSubsidiaryContacts(app.db, companyId, input);
  if (options.attachment) checkUpload('attachment', options.attachment, SUBSIDIARY_EXTENSIONS);
  let attachment = { attachmentPath: current.attachmentPath, attachmentName: current.attachmentName };
  if (options.attachment || options.removeAttachment) {
    await removeStored(app, current.attachmentPath);
    attachment = options.attachment
      ? { attachmentPath: await storeFile(app, `subsidiaries/${companyId}`, options.attachment.filename, options.attachment.bytes), attachmentName: options.attachment.filename.slice(0, 255) }
      : { attachmentPath: null, attachmentName: null };
  }
  await app.db
    .update(subsidiaryCompanies)
    .set({ ...subsidiaryValues(input), ...attachment, updatedAt: new Date() })
    .where(eq(subsidiaryCompanies.id, current.id));
  return (await repo.findSubsidiaries(app.db, companyId, id)).map(toSubsidiaryRow)[0];
}

export async function removeSubsidiary(app: FastifyInstance, companyId: number, id: number) {
  const current = await findOwnSubsidiary(app.db, companyId, id);
  await app.db.delete(subsidiaryCompanies).where(eq(subsidiaryCompanies.id, current.id));
  await removeStored(app, current.attachmentPath);
  return current;
}

// ---- company info ---------------------------------------------------------------------------

/** The read-only company card: the caller's own company or one of its network; others are 404. */
export async function findCompanyInfo(db: Database, ownCompanyId: number, id: number): Promise<CompanyInfo> {
  const isOwn = id === ownCompanyId;
  if (!isOwn && !(await repo.isInNetwork(db, ownCompanyId, id))) throw notFound();
  const company = await repo.findCompany(db, id);
  if (!company) throw notFound();
  const [officeRows, admins] = await Promise.all([repo.findOffices(db, id), repo.findAccountAdmins(db, id)]);
  const primary = admins[0] ?? null;
  return {
    id: company.id,
    name: company.name,
    dba: company.dba,
    website: company.website,
    tid: company.tid,
    type: company.type as CompanyType,
    type_title: companyTypeTitle(company.type),
    logo: company.logo,
    is_own: isOwn,
    offices: officeRows.map(toOffice),
    primary_contact: primary ? { id: primary.id, full_name: repo.fullNameOf(primary), email: primary.email, phone: primary.phone } : null,
    admins: isOwn ? admins.map((a) => ({ id: a.id, full_name: repo.fullNameOf(a), email: a.email })) : [],
  };
}
