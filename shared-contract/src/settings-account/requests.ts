// The request schemas of Account Details and Company Details (forms and server).
import * as yup from 'yup';
import { OPERATOR_EMAIL_MAX, TAX_ID_PATTERN } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { URL_PATTERN, rules, subsidiarySchema } from '../validation';

const str = (max = 255) => rules.text().max(max, M.strMax(max));
const requiredStr = (max = 255) => rules.requiredString().max(max, M.strMax(max));
const isoDate = () => rules.date().nullable();
const idRule = () => yup.number().typeError(M.required).required(M.required).integer(M.number).min(1, M.required);

export const updateAdminsSchema = yup.object({
  admin_ids: rules.ids().required(M.required).min(1, M.required),
});
export type UpdateAdminsInput = yup.InferType<typeof updateAdminsSchema>;

export const senderEmailSchema = yup.object({ sender_email: rules.email(OPERATOR_EMAIL_MAX) });
export type SenderEmailInput = yup.InferType<typeof senderEmailSchema>;
export const senderVerifySchema = yup.object({ token: rules.requiredString().max(255, M.strMax(255)) });

export const closeAccountSchema = yup.object({ reason: str(1000) });
export type CloseAccountInput = yup.InferType<typeof closeAccountSchema>;

export const upgradeRequestSchema = yup.object({ message: str(1000) });
export type UpgradeRequestInput = yup.InferType<typeof upgradeRequestSchema>;

export const generalInfoSchema = yup.object({
  name: requiredStr(),
  dba: str(),
  website: str().test('url', M.url, (v) => !v || URL_PATTERN.test(v)),
  tid: str().test('tax', M.taxId, (v) => !v || TAX_ID_PATTERN.test(v)),
});
export type GeneralInfoInput = yup.InferType<typeof generalInfoSchema>;

export const taxIdSchema = yup.object({ tid: rules.requiredString().test('tax', M.taxId, (v) => !v || TAX_ID_PATTERN.test(v)) });

export const certificationSchema = yup.object({
  name: requiredStr(),
  type: str(),
  number: str(),
  exp_date: isoDate(),
  agency: str(),
  note: str(2000),
});
export type CertificationInput = yup.InferType<typeof certificationSchema>;

export const licenseSchema = yup.object({
  office: str(),
  state: str(),
  number: requiredStr(),
  type: str(),
  exp_date: isoDate(),
  note: str(2000),
});
export type LicenseInput = yup.InferType<typeof licenseSchema>;

export const officeSchema = yup.object({
  name: requiredStr(),
  address: str(),
  city: str(),
  state: str(),
  zip_code: str(32),
  country: str(),
  phone: rules.phone(10).max(64, M.strMax(64)),
  fax: rules.phone(10).max(64, M.strMax(64)),
  is_headquarters: yup.boolean().typeError(M.required).default(false),
});
export type OfficeInput = yup.InferType<typeof officeSchema>;

/** Remove calls name the row in the body (000 section 7: POST .../remove). */
export const removeRowSchema = yup.object({ id: idRule() });

export type SubsidiaryInput = yup.InferType<typeof subsidiarySchema>;


/**
 * The records lists' `company_id`: the caller's own company by default, or one of its network.
 * Any value is taken: one that cannot name a readable company is a 404, not a 422.
 */
export const companyRecordsQuery = yup.object({ company_id: yup.mixed<string | string[]>() });
