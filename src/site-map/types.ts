import type { Locale } from '../../shared/i18n/locales';
import type { NavGroup, PageId } from '../content/pages';

export type { NavGroup, PageId };

/** A page as the document renders it: its place in the site map and its words, in one language. */
export interface PageDef {
  id: PageId;
  locale: Locale;
  /** The path in this language: '/doctors' or '/hi/doctors'. */
  path: string;
  /** The page's heading and the first part of its <title>. */
  title: string;
  /** Shorter label for menus, when the title is long. */
  navLabel?: string;
  description: string;
  nav: NavGroup | null;
  /** The URL search engines should treat as the original (for /departments, the home page). */
  canonicalPath?: string;
  indexable: boolean;
  /**
   * Whether the address alone is the page (a page of the site map, or a route of its own such as /reset-password):
   * then its versions in other languages are named with hreflang, indexed or not. Not for a page made from a query
   * (/book?doctor=...), the 404 page or a signed-in area.
   */
  fixedAddress: boolean;
  /** The page in every language it is served in (hreflang alternates), this one included. */
  alternates: Partial<Record<Locale, string>>;
  /** The same page in the other language, where it is served at all (the language switch). */
  otherLanguage: { locale: Locale; path: string } | null;
}
