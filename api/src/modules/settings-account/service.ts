// Settings > Account, its rules. Account Details: plan and limits, account admins, the sender
// e-mail (verified before use), closing the account and the upgrade request of a sub-plan company.
// Company Details: general info with logo and tax ID, certifications, licenses, offices,
// subsidiaries; and the read-only Company Info card.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  LOGO_EXTENSIONS,
  ROUTES,
  SETTINGS_ACCOUNT_MESSAGES as T,
  SETTINGS_PATHS,
  SUBSIDIARY_EXTENSIONS,
  VALIDATION_MESSAGES as M,
  type AccountDetails,
  type CertificationInput,
  type CompanyGeneralInfo,
  type CompanyInfo,
  type GeneralInfoInput,
  type LicenseInput,
  type OfficeInput,
  type PlanUpgradeRequest,
  type SubsidiaryInput,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { fieldError, notFound, validationFailed } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { detectImageType, removeImages, sendImage, storeImage } from '../../lib/stored-images';
import { createToken, hashToken } from '../../lib/tokens';
import { endSessionsOfCompany } from '../../plugins/app/session';
import { checkUpload, removeStored, replaceStored, storeFile, type AttachmentChange, type UploadedFile } from './files';
import { accountClosedMail, senderVerificationMail, upgradeRequestMail } from './mails';
import { fullNameOf, toAccountDetails, toCertificationRow, toCompanyInfo, toGeneralInfo, toLicense, toOffice, toSubsidiaryRow, toUpgradeRequest } from './presenter';
import * as repo from './repository';

// ---- Account Details ------------------------------------------------------------------------

/** How long a sender verification link works. */
const SENDER_TOKEN_TTL_MS = 24 * 3_600_000;

/** The latest upgrade request of a company (the operator's company details show it too). */
export async function findLatestUpgradeRequest(db: Database, companyId: number, plan: string): Promise<PlanUpgradeRequest | null> {
  const row = await repo.findLatestUpgradeRequest(db, companyId);
  return row ? toUpgradeRequest(row, plan) : null;
}

export async function findAccountDetails(app: FastifyInstance, company: repo.CompanyRow): Promise<AccountDetails> {
  const [admins, candidates, account, usage, upgrade] = await Promise.all([
    repo.findAccountAdmins(app.db, company.id),
    repo.findActiveUsers(app.db, company.id),
    repo.findAccount(app.db, company.id),
    repo.countUsage(app.db, company.id),
    repo.findLatestUpgradeRequest(app.db, company.id),
  ]);
  return toAccountDetails(company, { admins, candidates, account, usage, upgrade }, app.config.mailFrom);
}

export async function updateAdmins(db: Database, companyId: number, adminIds: number[]) {
  const unique = [...new Set(adminIds)];
  const found = await repo.findActiveUserIds(db, companyId, unique);
  if (found.size !== unique.length) throw fieldError('admin_ids', T.adminsNotInCompany);
  await repo.replaceAccountAdmins(db, companyId, unique);
}

export async function requestSenderEmail(app: FastifyInstance, company: repo.CompanyRow, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const token = createToken();
  await repo.upsertAccount(app.db, company.id, {
    pendingSenderEmail: address,
    senderTokenHash: hashToken(token),
    senderTokenExpiresAt: new Date(Date.now() + SENDER_TOKEN_TTL_MS),
  });
  const link = `${app.config.publicUrl}${SETTINGS_PATHS.accountDetails}?verify_sender=${encodeURIComponent(token)}`;
  await app.mailer.send(senderVerificationMail(address, company.name, link));
  return T.senderVerificationSent(address);
}

export async function verifySenderEmail(db: Database, companyId: number, token: string) {
  const account = await repo.findAccount(db, companyId);
  const isValid =
    !!account?.senderTokenHash &&
    !!account.pendingSenderEmail &&
    account.senderTokenHash === hashToken(token) &&
    !!account.senderTokenExpiresAt &&
    account.senderTokenExpiresAt.getTime() > Date.now();
  if (!isValid) throw fieldError('token', T.senderTokenInvalid);
  await repo.upsertAccount(db, companyId, {
    senderEmail: account!.pendingSenderEmail,
    senderVerifiedAt: new Date(),
    pendingSenderEmail: null,
    senderTokenHash: null,
    senderTokenExpiresAt: null,
  });
}

export async function removeSenderEmail(db: Database, companyId: number) {
  await repo.upsertAccount(db, companyId, { senderEmail: null, senderVerifiedAt: null, pendingSenderEmail: null, senderTokenHash: null, senderTokenExpiresAt: null });
}

/** Closes the account: the company is deactivated, every session of its users ends, data is kept. */
export async function closeAccount(app: FastifyInstance, company: repo.CompanyRow, actor: Actor, reason: string) {
  const recipients = await repo.findAccountAdmins(app.db, company.id);
  await withTransaction(app.db, async (db) => {
    await repo.updateCompany(db, company.id, { status: 'closed' });
    await repo.upsertAccount(db, company.id, { closedAt: new Date(), closedByUserId: actor.user.id, closeReason: reason || null });
    await endSessionsOfCompany(db, company.id);
  });
  const closedBy = fullNameOf(actor.user);
  for (const admin of recipients) await app.mailer.send(accountClosedMail(admin.email, company.name, closedBy));
}

export async function requestUpgrade(app: FastifyInstance, company: repo.CompanyRow, actor: Actor, message: string) {
  if (company.plan === 'general') throw fieldError('plan', T.upgradeNotNeeded);
  const latest = await findLatestUpgradeRequest(app.db, company.id, company.plan);
  if (latest?.status === 'pending') throw fieldError('plan', T.upgradeAlreadyRequested);
  await repo.insertUpgradeRequest(app.db, company.id, actor.user.id, message);
  const link = `${app.config.publicUrl}${ROUTES.superadminCompany(company.id)}`;
  await app.mailer.send(upgradeRequestMail(app.config.supportEmail, company.name, company.id, `${fullNameOf(actor.user)} (${actor.user.email})`, message, link));
}

// ---- Company Details ------------------------------------------------------------------------

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

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
  const row = await repo.findOwnCertification(db, companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function createCertification(app: FastifyInstance, companyId: number, input: CertificationInput, attachment?: UploadedFile) {
  if (attachment) checkUpload('attachment', attachment, SUBSIDIARY_EXTENSIONS);
  const attachmentPath = attachment ? await storeFile(app, `certifications/${companyId}`, attachment.filename, attachment.bytes) : null;
  return toCertificationRow(await repo.insertCertification(app.db, companyId, { ...certificationValues(input), attachmentPath }));
}

export async function updateCertification(
  app: FastifyInstance,
  companyId: number,
  id: number,
  input: CertificationInput,
  options: AttachmentChange,
) {
  const current = await findOwnCertification(app.db, companyId, id);
  if (options.attachment) checkUpload('attachment', options.attachment, SUBSIDIARY_EXTENSIONS);
  const replaced = await replaceStored(app, `certifications/${companyId}`, current.attachmentPath, options);
  const attachmentPath = replaced ? replaced.attachmentPath : current.attachmentPath;
  return toCertificationRow(await repo.updateCertification(app.db, companyId, id, { ...certificationValues(input), attachmentPath }));
}

export async function removeCertification(app: FastifyInstance, companyId: number, id: number) {
  const current = await findOwnCertification(app.db, companyId, id);
  await repo.deleteCertification(app.db, current.id);
  await removeStored(app, current.attachmentPath);
}

/** A certification readable by the caller: its own company's or one of its network's. */
export async function findReadableCertification(db: Database, ownCompanyId: number | null, id: number, isSuperuser: boolean) {
  const row = await repo.findCertification(db, id);
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
  return toLicense(await repo.insertLicense(db, companyId, licenseValues(input)));
}

export async function updateLicense(db: Database, companyId: number, id: number, input: LicenseInput) {
  const row = await repo.updateLicense(db, companyId, id, licenseValues(input));
  if (!row) throw notFound();
  return toLicense(row);
}

export async function removeLicense(db: Database, companyId: number, id: number) {
  if (!(await repo.deleteLicense(db, companyId, id))) throw notFound();
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
    if (values.isHeadquarters) await repo.clearHeadquarters(tx, companyId);
    const row = id === null ? await repo.insertOffice(tx, companyId, values) : await repo.updateOffice(tx, companyId, id, values);
    if (!row) throw notFound();
    return toOffice(row);
  });
}

export async function removeOffice(db: Database, companyId: number, id: number) {
  if (!(await repo.deleteOffice(db, companyId, id))) throw notFound();
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

/** A subsidiary of the company as its screen shows it. */
export async function findSubsidiaryRow(db: Database, companyId: number, id: number) {
  return (await repo.findSubsidiaries(db, companyId, id)).map(toSubsidiaryRow)[0];
}

export async function createSubsidiary(app: FastifyInstance, companyId: number, input: SubsidiaryInput, attachment?: UploadedFile) {
  await checkSubsidiaryContacts(app.db, companyId, input);
  if (attachment) checkUpload('attachment', attachment, SUBSIDIARY_EXTENSIONS);
  const stored = attachment ? await storeFile(app, `subsidiaries/${companyId}`, attachment.filename, attachment.bytes) : null;
  const row = await repo.insertSubsidiary(app.db, companyId, { ...subsidiaryValues(input), attachmentPath: stored, attachmentName: attachment ? attachment.filename.slice(0, 255) : null });
  return findSubsidiaryRow(app.db, companyId, row.id);
}

export async function updateSubsidiary(
  app: FastifyInstance,
  companyId: number,
  id: number,
  input: SubsidiaryInput,
  options: AttachmentChange,
) {
  const current = await findOwnSubsidiary(app.db, companyId, id);
  await checkSubsidiaryContacts(app.db, companyId, input);
  if (options.attachment) checkUpload('attachment', options.attachment, SUBSIDIARY_EXTENSIONS);
  const attachment = (await replaceStored(app, `subsidiaries/${companyId}`, current.attachmentPath, options)) ?? { attachmentPath: current.attachmentPath, attachmentName: current.attachmentName };
  await repo.updateSubsidiary(app.db, current.id, { ...subsidiaryValues(input), ...attachment });
  return findSubsidiaryRow(app.db, companyId, id);
}

export async function removeSubsidiary(app: FastifyInstance, companyId: number, id: number) {
  const current = await findOwnSubsidiary(app.db, companyId, id);
  await repo.deleteSubsidiary(app.db, current.id);
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
  return toCompanyInfo(company, isOwn, officeRows, admins);
}
