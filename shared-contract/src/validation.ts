// Validation rules of 000 section 5 and 001 section 5, each message defined once in messages.ts.
// The same yup schemas validate the client forms (Formik) and the server requests (422).
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  AUTH_EMAIL_MAX,
  DB_INT_MAX,
  OPERATOR_EMAIL_MAX,
  SUBSIDIARY_FIELD_MAX,
  TAX_ID_PATTERN,
  UPLOAD_MAX_BYTES,
} from './constants';

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{6,32}$/;
export const EMAIL_PATTERN = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
export const URL_PATTERN = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d+)?(\/[^\s]*)?$/i;
/** A person's name: letters of any script (with their combining marks), spaces and the punctuation
 * names use (apostrophes, hyphen, period, comma), with at least one letter. No digits, no markup. */
export const PERSON_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '\u2019.,-]+$/u;
export const MERGE_FIELD_PATTERN = /\{\{\s*([A-Za-z0-9_:.\-]+)\s*\}\}/g;

/** Phone digits are checked after stripping spaces, dashes and brackets. */
export const stripPhone = (value: string) => value.replace(/[\s\-()[\]]/g, '');

/** The required rule: zero and false count as filled. */
export const isFilled = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);

/** yup's own trim() throws on a list or an object (a 500); this trims text only. */
const trimText = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
/** Trimmed text; a list or an object fails with typeMessage, a 422 like any other bad input. A NUL
 * character, which no text column can store, is refused too. */
const text = (typeMessage: string = M.required) =>
  yup
    .string()
    .typeError(typeMessage)
    .transform(trimText)
    .test('no-nul', typeMessage, (v) => v === undefined || v === null || !v.includes('\u0000'));

/** A YYYY-MM-DD string that names a real day (2026-02-30 does not). */
export const isCalendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  // The database has no year 0.
  return Number(v.slice(0, 4)) >= 1 && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const emptyToNullish = (v: unknown) => (v === '' ? undefined : v);
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);
/** A whole number query parameter from `min` to `max`; '' counts as none. */
const wholeNumber = (min: number, max: number) => yup.number().transform(emptyToUndefined).typeError(M.number).integer(M.number).min(min, M.numMin(min)).max(max, M.numMax(max));
/** A row id: a whole number the database can hold (anything else is a 422, never a 500). */
const id = () => yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)).max(DB_INT_MAX, M.numMax(DB_INT_MAX));

export const rules = {
  required: () => yup.mixed().test('required', M.required, isFilled),
  text,
  id,
  /** A list of row ids, at most `max` of them. */
  ids: (max = 100) => yup.array().typeError(M.required).of(id().required(M.required)).max(max, M.numMax(max)),
  /** An optional calendar date written YYYY-MM-DD; '' counts as none. */
  date: () => text(M.date).transform(emptyToNullish).test('date', M.date, (v) => v === undefined || v === null || isCalendarDate(v)),
  /** A list's page number (query parameter). */
  page: () => wholeNumber(1, DB_INT_MAX),
  /** A list's page size, at most `max`. */
  perPage: (max: number) => wholeNumber(1, max),
  /** A list's search box or text filter (a query parameter). */
  queryText: () => text().max(255, M.strMax(255)),
  requiredString: () => text().required(M.required),
  email: (max = AUTH_EMAIL_MAX) =>
    text()
      .required(M.required)
      .test('email', M.email, (v) => !v || EMAIL_PATTERN.test(v.toLowerCase()))
      .max(max, M.strMax(max)),
  optionalEmail: (max = OPERATOR_EMAIL_MAX) =>
    text().max(max, M.strMax(max)).test('email', M.email, (v) => !v || EMAIL_PATTERN.test(v.toLowerCase())),
  emails: () => yup.array().of(yup.string().test('email', M.email, (v) => !!v && EMAIL_PATTERN.test(v.toLowerCase()))),
  password: () => yup.string().required(M.required).matches(PASSWORD_PATTERN, M.password),
  passwordConfirmation: (ref = 'password') =>
    yup
      .string()
      .required(M.required)
      .oneOf([yup.ref(ref)], M.passwordConfirmation),
  url: () => text().test('url', M.url, (v) => !v || URL_PATTERN.test(v)),
  strMax: (max: number) => yup.string().max(max, M.strMax(max)),
  alpha: () => yup.string().matches(/^[A-Za-z]*$/, M.alpha),
  digits: () => yup.string().matches(/^\d*$/, M.digits),
  username: () => yup.string().matches(/^[A-Za-z0-9./_\-,]*$/, M.username),
  withoutSymbols: () => yup.string().matches(/^[A-Za-z0-9 ]*$/, M.withoutSymbols),
  /** A required first, last or contact name (PERSON_NAME_PATTERN), at most `max` characters. */
  personName: (max = 255) =>
    text()
      .required(M.required)
      .max(max, M.strMax(max))
      .test('person-name', M.personName, (v) => !v || PERSON_NAME_PATTERN.test(v)),
  taxId: () => text().test('tax', M.taxId, (v) => !v || TAX_ID_PATTERN.test(v)),
  phone: (min = 10) =>
    text(M.digits).test('phone', (v, ctx) => {
      if (!v) return true;
      const digits = stripPhone(v);
      if (!/^\+?\d*$/.test(digits)) return ctx.createError({ message: M.digits });
      const count = digits.replace('+', '').length;
      return count >= min || ctx.createError({ message: M.strMinPhone(min) });
    }),
  number: () => yup.number().typeError(M.number),
};

/** Subsidiary form (001 section 5); the attachment is checked separately with fileRules. */
export const subsidiarySchema = yup.object({
  name: rules.requiredString().max(SUBSIDIARY_FIELD_MAX, M.strMax(SUBSIDIARY_FIELD_MAX)),
  dba: rules.requiredString().max(SUBSIDIARY_FIELD_MAX, M.strMax(SUBSIDIARY_FIELD_MAX)),
  website: rules.requiredString().max(SUBSIDIARY_FIELD_MAX, M.strMax(SUBSIDIARY_FIELD_MAX)).test('url', M.url, (v) => !v || URL_PATTERN.test(v)),
  tax: rules.requiredString().max(SUBSIDIARY_FIELD_MAX, M.strMax(SUBSIDIARY_FIELD_MAX)).test('tax', M.taxId, (v) => !v || TAX_ID_PATTERN.test(v)),
  // A person picked from a list: nothing picked reads as required, not as a bad number.
  primary_contact_id: id().typeError(M.required).required(M.required),
  assignee_id: id().typeError(M.required).required(M.required),
  signer_id: id().typeError(M.required).required(M.required),
});

/** File rules shared by uploaders and the server. Returns the first message, or null. */
export function checkFile(file: { name: string; size: number }, opts: { extensions?: readonly string[]; maxBytes?: number } = {}): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (opts.extensions && !opts.extensions.includes(ext)) return M.extensions(opts.extensions.map((e) => `.${e}`).join(', '));
  const max = opts.maxBytes ?? UPLOAD_MAX_BYTES;
  if (file.size > max) return uploadSizeMessage(max);
  return null;
}

/** The default 10 MB upload limit has its own sentence (000 section 5); other limits use fileSize. */
export function uploadSizeMessage(maxBytes: number = UPLOAD_MAX_BYTES): string {
  return maxBytes === UPLOAD_MAX_BYTES ? M.uploadTooLarge : M.fileSize(formatSize(maxBytes));
}
export function formatSize(bytes: number): string {
  if (bytes >= 1e9) return `${+(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${+(bytes / 1e6).toFixed(1)} MB`;
  return `${+(bytes / 1e3).toFixed(1)} KB`;
}

/** Merge fields used in a text that are not in the known list (shortCodePlaceholder rule). */
export function findUnknownMergeFields(text: string, known: readonly string[]): string[] {
  const unknown = new Set<string>();
  for (const m of text.matchAll(MERGE_FIELD_PATTERN)) if (!known.includes(m[1])) unknown.add(m[1]);
  return [...unknown];
}

export type FieldErrors = Record<string, string[]>;

/** Validates with a shared schema and returns per-field messages (first failing rule per field), or null. */
export async function collectErrors(schema: yup.AnyObjectSchema, input: unknown): Promise<FieldErrors | null> {
  try {
    await schema.validate(input, { abortEarly: false });
    return null;
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const errors: FieldErrors = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      const key = inner.path ?? '_';
      if (!errors[key]) errors[key] = [inner.message];
    }
    return errors;
  }
}

export { yup };
