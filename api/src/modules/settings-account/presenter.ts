// Company records (certifications, licenses, offices, subsidiaries) as the contracts' shapes. The
// operator's company details and the network company card show the same records: they map them here.
import type { Certification, CertificationRow, License, Office, SubsidiaryCompany, SubsidiaryRow } from 'shared-contract';
import type { certifications, licenses, offices, subsidiaryCompanies } from '../../db/schema';

export type CertificationRecord = typeof certifications.$inferSelect;
export type LicenseRecord = typeof licenses.$inferSelect;
export type OfficeRecord = typeof offices.$inferSelect;
/** A subsidiary with the names of its primary contact, assignee and signer (null when unset). */
export type SubsidiaryRecord = {
  s: typeof subsidiaryCompanies.$inferSelect;
  primaryContactName: string | null;
  assigneeName: string | null;
  signerName: string | null;
};

const fileNameOf = (path: string) => path.split('/').pop() ?? null;

export const toCertification = (c: CertificationRecord): Certification => ({
  id: c.id,
  name: c.name,
  type: c.type,
  number: c.number,
  exp_date: c.expDate,
  agency: c.agency,
  note: c.note,
});

/** The company's own certification: with its attachment's name and download URL. */
export const toCertificationRow = (c: CertificationRecord): CertificationRow => ({
  ...toCertification(c),
  attachment_name: c.attachmentPath ? fileNameOf(c.attachmentPath) : null,
  attachment_url: c.attachmentPath ? `/api/v1/settings/company/certification/${c.id}/download-attachment` : null,
});

export const toLicense = (l: LicenseRecord): License => ({ id: l.id, office: l.office, state: l.state, number: l.number, type: l.type, exp_date: l.expDate, note: l.note });

export const toOffice = (o: OfficeRecord): Office => ({
  id: o.id,
  name: o.name,
  address: o.address,
  city: o.city,
  state: o.state,
  zip_code: o.zipCode,
  country: o.country,
  phone: o.phone,
  fax: o.fax,
  is_headquarters: o.isHeadquarters,
});

export const toSubsidiary = ({ s, primaryContactName, assigneeName, signerName }: SubsidiaryRecord): SubsidiaryCompany => ({
  id: s.id,
  name: s.name,
  dba: s.dba,
  website: s.website,
  tax: s.tax,
  primary_contact_id: s.primaryContactId,
  assignee_id: s.assigneeId,
  signer_id: s.signerId,
  attachment_path: s.attachmentPath ? `/api/v2/subsidiary-companies/${s.id}/download-attachment` : null,
  primary_contact_name: primaryContactName,
  assignee_name: assigneeName,
  signer_name: signerName,
});

/** The company's own subsidiary: with the attachment's file name. */
export const toSubsidiaryRow = (record: SubsidiaryRecord): SubsidiaryRow => ({
  ...toSubsidiary(record),
  attachment_name: record.s.attachmentPath ? (record.s.attachmentName ?? fileNameOf(record.s.attachmentPath)) : null,
});
