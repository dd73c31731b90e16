import { formatDate, formatDateTime, formatPhone, toStorageDate } from './format';

describe('formatDate / formatDateTime', () => {
  it("shows 'N/A' for empty or invalid values", () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('garbage')).toBe('N/A');
    expect(formatDateTime(null)).toBe('N/A');
  });

  it('shows a stored calendar date as MM/DD/YYYY without shifting the day', () => {
    expect(formatDate('2026-03-01')).toBe('03/01/2026');
  });

  it('converts UTC times to local time', () => {
    const utc = '2026-03-01T12:30:15Z';
    const local = new Date(utc);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${pad(local.getMonth() + 1)}/${pad(local.getDate())}/${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
    expect(formatDateTime(utc)).toBe(expected);
    // A server time without an offset is UTC too.
    expect(formatDateTime('2026-03-01 12:30:15')).toBe(expected);
  });

  it('gives the back-end date format', () => {
    expect(toStorageDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toStorageDate(null)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups digits with a + prefix', () => {
    expect(formatPhone('1 (555) 123-4567')).toBe('+1 555 123 4567');
    expect(formatPhone('5551234567')).toBe('+555 123 4567');
    expect(formatPhone('442079460000')).toBe('+44 207 946 0000');
    expect(formatPhone('1234')).toBe('+1234');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});
