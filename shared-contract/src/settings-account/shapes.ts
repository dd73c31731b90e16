// What the Account Details, Company Details and Company Info endpoints answer with: the shapes,
// and the types the screens use, from one place. The operator's company details and the network
// company card answer with the same office, license, certification and subsidiary shapes.
import { s, type Infer } from '../schema';

const certificationFields = {
  id: s.integer(),
  name: s.string(),
  type: s.string(),
  number: s.string(),
  exp_date: s.nullable(s.date()),
  agency: s.string(),
  note: s.string(),
};
export const certificationShape = s.object(certificationFields);
export type Certification = Infer<typeof certificationShape>;

/** A certification as its own company edits it: with its attachment's name and download URL. */
export const certificationRowShape = s.object({
  ...certificationFields,
  attachment_name: s.nullable(s.string()),
  attachment_url: s.nullable(s.string()),
});
export type CertificationRow = Infer<typeof certificationRowShape>;

export const licenseShape = s.object({
  id: s.integer(),
  office: s.string(),
  state: s.string(),
  number: s.string(),
  type: s.string(),
  exp_date: s.nullable(s.date()),
  note: s.string(),
});
export type License = Infer<typeof licenseShape>;

export const officeShape = s.object({
  id: s.integer(),
  name: s.string(),
  address: s.string(),
  city: s.string(),
  state: s.string(),
  zip_code: s.string(),
  country: s.string(),
  phone: s.string(),
  fax: s.string(),
  is_headquarters: s.boolean(),
});
export type Office = Infer<typeof officeShape>;

const subsidiaryFields = {
  id: s.integer(),
  name: s.string(),
  dba: s.string(),
  website: s.string(),
  tax: s.string(),
  primary_contact_id: s.nullable(s.integer()),
  assignee_id: s.nullable(s.integer()),
  signer_id: s.nullable(s.integer()),
  /** The download URL of the attachment (the v2 path of 000 section 7), when there is one. */
  attachment_path: s.nullable(s.string()),
  primary_contact_name: s.nullable(s.string()),
  assignee_name: s.nullable(s.string()),
  signer_name: s.nullable(s.string()),
};
export const subsidiaryShape = s.object(subsidiaryFields);
export type SubsidiaryCompany = Infer<typeof subsidiaryShape>;

/** A subsidiary as its own company edits it: with the attachment's file name. */
export const subsidiaryRowShape = s.object({ ...subsidiaryFields, attachment_name: s.nullable(s.string()) });
export type SubsidiaryRow = Infer<typeof subsidiaryRowShape>;
