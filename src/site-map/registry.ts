// Pages as the document renders them: the site map (src/content/pages.ts) joined with each page's words in the
// language asked for.
import { PAGE_WORDS, type PageWords } from '../../shared/i18n/en/pages';
import { HI_PAGE_WORDS } from '../../shared/i18n/hi/pages';
import { LOCALE_INFO, LOCALES, localeOfPath, localizedPath, type Locale } from '../../shared/i18n/locales';
import { hasHindiVersion, SITE_MAP, sitePage, sitePageByPath, type PageId, type SitePage } from '../content/pages';
import { fillFigures, type FigureValues } from '../content/figures';
import type { PageDef } from './types';

// Every page of the site map has its words, and there are no words for pages that do not exist.
PAGE_WORDS satisfies Record<PageId, PageWords>;
SITE_MAP.map((page) => page.id) satisfies (keyof typeof PAGE_WORDS)[];

const WORDS: Record<Locale, Record<PageId, PageWords>> = { en: PAGE_WORDS, hi: HI_PAGE_WORDS };

/** Whether a page is served in a language (every page is in English). */
export function servedIn(id: PageId, locale: Locale): boolean {
  return locale === 'en' || hasHindiVersion(id);
}

function toPageDef(page: SitePage, locale: Locale, figures?: FigureValues): PageDef {
  const words = WORDS[locale][page.id];
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  const alternates: Partial<Record<Locale, string>> = {};
  for (const language of LOCALES) {
    if (servedIn(page.id, language)) alternates[language] = localizedPath(page.path, language);
  }
  return {
    id: page.id,
    locale,
    path: localizedPath(page.path, locale),
    title: words.title,
    navLabel: words.navLabel,
    description: fillFigures(words.description, locale, figures),
    nav: page.nav,
    canonicalPath: page.canonical ? localizedPath(sitePage(page.canonical).path, locale) : undefined,
    indexable: page.indexable,
    fixedAddress: page.kind === 'page' || page.kind === 'own',
    alternates,
    otherLanguage: servedIn(page.id, other) ? { locale: other, path: localizedPath(page.path, other) } : null,
  };
}

/** A page in a language; `figures` are the values its words quote that are known only at render time. */
export function pageDef(id: PageId, locale: Locale = 'en', figures?: FigureValues): PageDef {
  return toPageDef(sitePage(id), locale, figures);
}

function routeTableIn(locale: Locale): readonly PageDef[] {
  return SITE_MAP.filter((page) => (page.kind === 'page' || page.kind === 'own') && servedIn(page.id, locale)).map(
    (page) => toPageDef(page, locale),
  );
}

const ROUTE_TABLE: Record<Locale, readonly PageDef[]> = { en: routeTableIn('en'), hi: routeTableIn('hi') };

/** The pages listed in the spec's route table, in one language (built once; menus, sitemap and tests read it). */
export function pagesIn(locale: Locale): readonly PageDef[] {
  return ROUTE_TABLE[locale];
}

/**
 * Every page of the site map served in a language, whatever its kind (the route table, the no-JavaScript homes of
 * the dialogs, the 404 page, the signed-in areas): what a test that must reach every page walks.
 */
export function everyPageIn(locale: Locale): readonly PageDef[] {
  return SITE_MAP.filter((page) => servedIn(page.id, locale)).map((page) => toPageDef(page, locale));
}

/** The pages sitemap.xml lists in a language: the indexable pages of the route table. */
export function sitemapPages(locale: Locale): readonly PageDef[] {
  return pagesIn(locale).filter((page) => page.indexable);
}

/**
 * The hreflang links of a page, for its <head> and the sitemap: one per language its whole text exists in, and
 * x-default on the English page. Also on a page search engines do not index (the sign-in area: /reset-password and
 * /hi/reset-password name each other); none for a page that exists in one language or whose address is not the page
 * alone (fixedAddress). The sitemap lists only the indexable pages.
 */
export function hreflangLinks(page: PageDef): { hreflang: string; path: string }[] {
  const versions = Object.entries(page.alternates) as [Locale, string][];
  if (!page.fixedAddress || versions.length < 2) return [];
  const links = versions.map(([locale, path]) => ({ hreflang: LOCALE_INFO[locale].hreflang, path }));
  return page.alternates.en ? [...links, { hreflang: 'x-default', path: page.alternates.en }] : links;
}

/** The spec's route table: the public pages, the sign-in area and the admin dashboard, in English. */
export const PAGES: readonly PageDef[] = pagesIn('en');

/** The page at a path in any language ('/hi/doctors' is the Hindi Doctors page). */
export function findPage(path: string): PageDef | undefined {
  const { locale, path: own } = localeOfPath(path);
  const page = sitePageByPath(own);
  return page && servedIn(page.id, locale) ? toPageDef(page, locale) : undefined;
}
