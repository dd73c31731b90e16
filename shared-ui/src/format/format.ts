// Display formatting shared by every list and detail view (000/001 section 9).
import { DATE_DISPLAY_FORMAT, DATE_STORAGE_FORMAT, TIME_DISPLAY_FORMAT, UI_TEXT } from 'shared-contract';
import { dayjs } from './dayjs-setup';

type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toLocal(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  // A bare YYYY-MM-DD is a calendar date, not an instant: shifting it by the time zone would change the day.
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const d = dayjs(value, DATE_STORAGE_FORMAT, true);
    return d.isValid() ? d : null;
  }
  // Server times are UTC; strings without an offset are read as UTC and shown in the local zone.
  const d = typeof value === 'string' && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? dayjs.utc(value).local() : dayjs(value);
  return d.isValid() ? d : null;
}

/** MM/DD/YYYY in local time, 'N/A' when empty or invalid. */
export function formatDate(value: DateInput): string {
  const d = toLocal(value);
  return d ? d.format(DATE_DISPLAY_FORMAT) : UI_TEXT.notAvailable;
}

/** MM/DD/YYYY HH:mm:ss in local time, 'N/A' when empty or invalid. */
export function formatDateTime(value: DateInput): string {
  const d = toLocal(value);
  return d ? d.format(`${DATE_DISPLAY_FORMAT} ${TIME_DISPLAY_FORMAT}`) : UI_TEXT.notAvailable;
}

/** Back-end date format (YYYY-MM-DD), or null for empty or invalid input. */
export function toStorageDate(value: DateInput | { format: (f: string) => string; isValid: () => boolean }): string | null {
  if (value && typeof value === 'object' && 'isValid' in value) return value.isValid() ? value.format(DATE_STORAGE_FORMAT) : null;
  const d = toLocal(value as DateInput);
  return d ? d.format(DATE_STORAGE_FORMAT) : null;
}

/**
 * Groups a phone number's digits with a + prefix: country code, then groups of three and a final four
 * (e.g. 15551234567 → +1 555 123 4567). Empty input gives ''.
 */
export function formatPhone(value: string | number | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (!digits) return '';
  if (digits.length <= 4) return `+${digits}`;
  const country = digits.length > 10 ? digits.slice(0, digits.length - 10) : '';
  const national = digits.slice(country.length);
  // The last four digits stay together; the rest splits into threes from the left.
  const head = national.slice(0, -4);
  const groups: string[] = [];
  for (let i = 0; i < head.length; i += 3) groups.push(head.slice(i, i + 3));
  return `+${[country, ...groups, national.slice(-4)].filter(Boolean).join(' ')}`;
}
