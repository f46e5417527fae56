// Numbers as people read them in each language, formatted at render time from values: 50,000 and 1,00,000 in Indian
// digit grouping for both English (en-IN) and Hindi (hi-IN; Latin digits, as hi-IN writes by default). Money is
// shared/money.ts's.
import { LOCALE_INFO, type Locale } from './locales';

type Kind = 'number' | 'percent' | 'decimal1';

const OPTIONS: Record<Kind, Intl.NumberFormatOptions> = {
  number: { maximumFractionDigits: 1 },
  percent: { style: 'percent', maximumFractionDigits: 0 },
  decimal1: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
};

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, kind: Kind): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_INFO[locale].tag, OPTIONS[kind]);
    cache.set(key, format);
  }
  return format;
}

/** A count or a measure in the language's digit grouping: 50000 → "50,000". */
export function formatNumber(value: number, locale: Locale = 'en'): string {
  return formatter(locale, 'number').format(value);
}

/** A value with exactly one decimal, such as a rating: 4.8 → "4.8", 5 → "5.0". */
export function formatDecimal(value: number, locale: Locale = 'en'): string {
  return formatter(locale, 'decimal1').format(value);
}

/** A range of counts or measures, with the language's range dash: 2, 3 → "2–3". */
export function formatNumberRange(from: number, to: number, locale: Locale = 'en'): string {
  return formatter(locale, 'number').formatRange(from, to);
}

/** A share from 0 to 1 as a whole percentage: 0.98 → "98%". */
export function formatPercent(share: number, locale: Locale = 'en'): string {
  return formatter(locale, 'percent').format(share);
}

/**
 * The discount a price gives off an original price, in whole percent, rounded to the nearest (half up):
 * 2499 off 3999 is 37.51% → 38. Shown discounts are always this number, never a stated one.
 */
export function discountPercent(price: number, originalPrice: number): number {
  if (!(originalPrice > 0) || !(price >= 0) || price > originalPrice)
    throw new RangeError(`No discount from ${originalPrice} to ${price}`);
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

const INDIA_TIME_ZONE = 'Asia/Kolkata';
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** An instant (ms since the epoch) as a date and time in India, whatever the reader's or server's zone. */
export function formatIndiaTime(time: number, locale: Locale = 'en'): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, {
      timeZone: INDIA_TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(time);
}
