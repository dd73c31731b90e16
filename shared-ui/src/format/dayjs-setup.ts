// dayjs plugins and the Monday-first English locale used by every date picker (000 section 9).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';

export const PICKER_LOCALE = 'en-monday';

let isConfigured = false;

export function configureDayjs() {
  if (isConfigured) return;
  isConfigured = true;
  dayjs.extend(utc);
  dayjs.extend(customParseFormat);
  dayjs.extend(updateLocale);
  // A separate locale name keeps the global 'en' untouched for code that relies on Sunday-first weeks.
  const en = (dayjs as unknown as { Ls: Record<string, ILocale> }).Ls.en;
  // The built-in 'en' has no long-date formats; the pickers expand L/LT tokens from the locale, so give them.
  const formats = { LT: 'h:mm A', LTS: 'h:mm:ss A', L: 'MM/DD/YYYY', LL: 'MMMM D, YYYY', LLL: 'MMMM D, YYYY h:mm A', LLLL: 'dddd, MMMM D, YYYY h:mm A' };
  dayjs.locale({ ...en, name: PICKER_LOCALE, weekStart: 1, formats } as ILocale, undefined, true);
}

configureDayjs();

export { dayjs };
