// The site's languages: English at the root, Hindi under /hi. No Accept-Language redirect, so a cached page is the
// same for everyone; the language switch links to the other version of the same page.

export const LOCALES = ['en', 'hi'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** For Intl (numbers, prices, dates). */
  tag: string;
  /** The <html lang> value. */
  htmlLang: string;
  /** Open Graph's og:locale. */
  ogLocale: string;
  /** hreflang value in the head and the sitemap. */
  hreflang: string;
  /** The language's own name, as the switch shows it. */
  name: string;
  /** URL prefix: '' for English, '/hi' for Hindi. */
  prefix: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { tag: 'en-IN', htmlLang: 'en-IN', ogLocale: 'en_IN', hreflang: 'en-IN', name: 'English', prefix: '' },
  hi: { tag: 'hi-IN', htmlLang: 'hi', ogLocale: 'hi_IN', hreflang: 'hi-IN', name: 'हिन्दी', prefix: '/hi' },
};

/** Whether a value read from storage or a form is one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path of a page in a language: '/doctors' in Hindi is '/hi/doctors', the home page '/hi'. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_INFO[locale].prefix;
  if (!prefix) return path;
  if (path === '/') return prefix;
  return path.startsWith('/#') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** Splits a request path into its language and the page's own path: '/hi/doctors' is Hindi '/doctors'. */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_INFO[locale].prefix;
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The language of a document from its <html lang> value, as the client entry reads it. */
export function localeOfHtmlLang(lang: string): Locale {
  return LOCALES.find((locale) => LOCALE_INFO[locale].htmlLang === lang) ?? DEFAULT_LOCALE;
}
