// Instants as a patient reads them, always in India time whatever the phone's or the server's zone: a day's heading
// ("Monday, 30 November"), a slot's time ("9:30 am"), and both at once for the appointment itself.
import { formatIndiaTime, formatNumber } from '../../../shared/i18n/format';
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales';

export { formatIndiaTime, formatNumber };

const INDIA = 'Asia/Kolkata';
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, kind: 'day' | 'time' | 'full'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'long', day: 'numeric', month: 'long' }
        : kind === 'time'
          ? { hour: 'numeric', minute: '2-digit' }
          : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' };
    found = new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { ...options, timeZone: INDIA });
    formats.set(key, found);
  }
  return found;
}

/** "Monday, 30 November": the India day an instant falls on. */
export const indiaDay = (instant: number, locale: Locale) => format(locale, 'day').format(instant);
/** "9:30 am" in India. */
export const indiaClock = (instant: number, locale: Locale) => format(locale, 'time').format(instant);
/** "Monday, 30 November 2026 at 9:30 am" in India. */
export const indiaWhen = (instant: number, locale: Locale) => format(locale, 'full').format(instant);
