// Numbers as people read them in each language, formatted at render time from values: ₹1,00,000 and 50,000 in
// Indian digit grouping for both English (en-IN) and Hindi (hi-IN).
import { LOCALE_INFO, type Locale } from './locales';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, kind: 'rupees' | 'number' | 'percent'): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = cache.get(key);
  if (!format) {
    const tag = LOCALE_INFO[locale].tag;
    format =
      kind === 'rupees'
        ? new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
        : kind === 'percent'
          ? new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 })
          : new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    cache.set(key, format);
  }
  return format;
}

/** Whole rupees with the rupee sign: 100000 → "₹1,00,000". */
export function formatRupees(amount: number, locale: Locale = 'en'): string {
  return formatter(locale, 'rupees').format(amount);
}

/** A count or a measure in the language's digit grouping: 50000 → "50,000". */
export function formatNumber(value: number, locale: Locale = 'en'): string {
  return formatter(locale, 'number').format(value);
}

/** A share from 0 to 1 as a whole percentage: 0.98 → "98%". */
export function formatPercent(share: number, locale: Locale = 'en'): string {
  return formatter(locale, 'percent').format(share);
}

/** The discount a price gives off an original price, in whole percent, rounded half up: 2499 off 3999 → 38. */
export function discountPercent(price: number, originalPrice: number): number {
  if (!(originalPrice > 0) || price > originalPrice)
    throw new RangeError(`No discount from ${originalPrice} to ${price}`);
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
