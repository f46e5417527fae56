// Money as the site writes it. Amounts are integer paise (what D1 stores and the payment rules compute); the content's
// prices are whole rupees. People read money with the rupee sign and Indian digit grouping, ₹1,00,000, in English
// (en-IN) and Hindi (hi-IN, which writes Latin digits unless Devanagari ones are asked for); forms, CSV files and UPI
// links carry the plain figure, 1099.50. Amounts in words (a receipt's "Rupees ... only") are the receipt's own.
import { LOCALE_INFO, type Locale } from './i18n/locales';

/**
 * When the paise show after the rupees: 'when-any' (₹499, ₹499.50), 'always' (₹499.00) or 'never' (the rupees
 * rounded, half up: ₹499.50 → ₹500, for a figure quoted whole).
 */
export type PaiseShown = 'when-any' | 'always' | 'never';

const formats = new Map<string, Intl.NumberFormat>();

/** The formatter of rupees in a language, with no decimals or with two. */
function formatter(locale: Locale, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      LOCALE_INFO[locale].tag,
      decimals === 0
        ? { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }
        : { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );
    formats.set(key, format);
  }
  return format;
}

const hasPaise = (paise: number) => paise % 100 !== 0;

/** Paise as money for people: 59900 → "₹599", 59950 → "₹599.50", 123456789050 → "₹12,34,56,789.50". */
export function formatPaise(
  paise: number,
  locale: Locale = 'en',
  { paise: shown = 'when-any' }: { paise?: PaiseShown } = {},
): string {
  const decimals = shown === 'always' || (shown === 'when-any' && hasPaise(paise)) ? 2 : 0;
  return formatter(locale, decimals).format(paise / 100);
}

/** Whole rupees (the content's prices) with the rupee sign: 100000 → "₹1,00,000"; a fraction is rounded away. */
export function formatRupees(rupees: number, locale: Locale = 'en'): string {
  return formatter(locale, 0).format(rupees);
}

/**
 * Paise as a plain figure of rupees, without the sign or grouping, as a form's field, a CSV cell or a UPI link
 * carries it: 49900 → "499" and 49950 → "499.50" ('when-any'), 49900 → "499.00" ('always').
 */
export function rupeeFigure(paise: number, { paise: shown = 'when-any' }: { paise?: 'when-any' | 'always' } = {}) {
  return shown === 'when-any' && !hasPaise(paise) ? String(paise / 100) : (paise / 100).toFixed(2);
}
