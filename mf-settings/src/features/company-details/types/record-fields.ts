// The certification, license and office sections of Company Details: their columns and form
// fields with the labels of 001 section 2, and the shared-contract schema each form uses.
import { SETTINGS_ACCOUNT_MESSAGES as T, certificationSchema, licenseSchema, officeSchema, type yup } from 'shared-contract';

export type RecordKind = 'certification' | 'license' | 'office';
export type RecordFieldKind = 'text' | 'multiline' | 'date' | 'checkbox';
export type RecordField = {
  name: string;
  label: string;
  kind: RecordFieldKind;
  isRequired?: boolean;
  column?: string;
  /** Keeps a long column header on at most two lines in the compact table. */
  minWidth?: number;
};

export type RecordSectionDef = {
  kind: RecordKind;
  title: string;
  /** "certification", "license"... as used in the confirmation text. */
  noun: string;
  addLabel: string;
  schema: yup.AnyObjectSchema;
  fields: RecordField[];
  /** The field that names a row (confirmations, aria labels). */
  nameField: string;
  savedMessage: string;
  hasAttachment?: boolean;
};

export const RECORD_SECTIONS: RecordSectionDef[] = [
  {
    kind: 'certification',
    title: 'Certifications',
    noun: 'certification',
    addLabel: 'Add Certification',
    schema: certificationSchema,
    nameField: 'name',
    savedMessage: T.certificationSaved,
    hasAttachment: true,
    fields: [
      { name: 'name', label: 'Certification', column: 'Certifications', kind: 'text', isRequired: true },
      { name: 'type', label: 'Type', kind: 'text' },
      { name: 'number', label: 'Cert. #', kind: 'text' },
      { name: 'exp_date', label: 'Expiration', column: 'Expirations', kind: 'date' },
      { name: 'agency', label: 'Agency', kind: 'text' },
      { name: 'note', label: 'Note', kind: 'multiline' },
    ],
  },
  {
    kind: 'license',
    title: 'Licence',
    noun: 'license',
    addLabel: 'Add License',
    schema: licenseSchema,
    nameField: 'number',
    savedMessage: T.licenseSaved,
    fields: [
      { name: 'office', label: 'Office', kind: 'text' },
      { name: 'state', label: 'State', kind: 'text' },
      { name: 'number', label: 'License Number', kind: 'text', isRequired: true },
      { name: 'type', label: 'License Class/Type', kind: 'text' },
      { name: 'exp_date', label: 'Expiration Date', kind: 'date' },
      { name: 'note', label: 'Notes', kind: 'multiline' },
    ],
  },
  {
    kind: 'office',
    title: 'Office and Subsidiary Locations',
    noun: 'office',
    addLabel: 'Add Office',
    schema: officeSchema,
    nameField: 'name',
    savedMessage: T.officeSaved,
    fields: [
      { name: 'name', label: 'Office or Subsidiary Name', kind: 'text', isRequired: true, minWidth: 130 },
      { name: 'address', label: 'Street Address', kind: 'text' },
      { name: 'city', label: 'City', kind: 'text' },
      { name: 'state', label: 'State', kind: 'text' },
      { name: 'zip_code', label: 'Zip', kind: 'text' },
      { name: 'country', label: 'Country', kind: 'text' },
      { name: 'phone', label: 'Phone', kind: 'text' },
      { name: 'fax', label: 'Fax', kind: 'text' },
      { name: 'is_headquarters', label: 'Headquarters', kind: 'checkbox' },
    ],
  },
];
