// The site map as data: every page the site serves, with where it sits in the menus and what search engines may see.
// No components and no words (titles and descriptions are in shared/i18n/<language>/pages.ts), so anything may
// import it: the router, the header and footer, the sitemap, the tests and the Node scripts (perf, reliability).

export type NavGroup = 'main' | 'services' | 'company' | 'policies';

export const PAGE_IDS = [
  'home',
  'departments',
  'doctors',
  'pricing',
  'diabetes-care',
  'cancer-second-opinion',
  'cancer-advisory-plan',
  'general-physician',
  'health-checkups',
  'telemedicine',
  'emergency-care',
  'about',
  'contact',
  'how-it-works',
  'terms',
  'privacy',
  'cookies',
  'disclaimer',
  'refunds',
  'auth',
  'login',
  'admin',
  'reset-password',
  'confirm-email',
  'book',
  'doctor-request',
  'newsletter',
  'rx',
  'not-found',
  'account',
  'doctor-area',
] as const;

export type PageId = (typeof PAGE_IDS)[number];

export interface SitePage {
  id: PageId;
  path: string;
  /**
   * 'page': rendered by the generic page route from its component (src/site/routes.tsx); 'own': a route module
   * of its own (sign-in area, admin); 'utility': the no-JavaScript homes of the booking and doctor-request dialogs
   * and of the newsletter box, outside the spec's route table; 'fallback': the 404 page; 'area': a signed-in area
   * (the patient's /account, the doctor's /doctor), its screens generated from its menu.
   */
  kind: 'page' | 'own' | 'utility' | 'fallback' | 'area';
  /** Where the header and footer list it; null keeps it out of the menus. */
  nav: NavGroup | null;
  /** Listed in sitemap.xml and open to crawlers. */
  indexable: boolean;
  /** The page search engines should treat as the original (for /departments, the home page). */
  canonical?: PageId;
}

export const SITE_MAP = [
  { id: 'home', path: '/', kind: 'page', nav: 'main', indexable: true },
  { id: 'departments', path: '/departments', kind: 'page', nav: 'main', indexable: true },
  { id: 'doctors', path: '/doctors', kind: 'page', nav: 'main', indexable: true },
  { id: 'pricing', path: '/pricing', kind: 'page', nav: 'main', indexable: true },
  { id: 'diabetes-care', path: '/diabetes-care', kind: 'page', nav: 'services', indexable: true },
  { id: 'cancer-second-opinion', path: '/cancer-second-opinion', kind: 'page', nav: 'services', indexable: true },
  { id: 'cancer-advisory-plan', path: '/cancer-advisory-plan', kind: 'page', nav: 'services', indexable: true },
  { id: 'general-physician', path: '/general-physician', kind: 'page', nav: 'services', indexable: true },
  { id: 'health-checkups', path: '/health-checkups', kind: 'page', nav: 'services', indexable: true },
  { id: 'telemedicine', path: '/telemedicine', kind: 'page', nav: 'services', indexable: true },
  { id: 'emergency-care', path: '/emergency-care', kind: 'page', nav: 'services', indexable: true },
  { id: 'about', path: '/about', kind: 'page', nav: 'company', indexable: true },
  { id: 'contact', path: '/contact', kind: 'page', nav: 'company', indexable: true },
  { id: 'how-it-works', path: '/how-it-works', kind: 'page', nav: 'company', indexable: true },
  { id: 'terms', path: '/terms', kind: 'page', nav: 'policies', indexable: true },
  { id: 'privacy', path: '/privacy', kind: 'page', nav: 'policies', indexable: true },
  { id: 'cookies', path: '/cookies', kind: 'page', nav: 'policies', indexable: true },
  { id: 'disclaimer', path: '/disclaimer', kind: 'page', nav: 'policies', indexable: true },
  { id: 'refunds', path: '/refunds', kind: 'page', nav: 'policies', indexable: true },
  { id: 'auth', path: '/auth', kind: 'own', nav: null, indexable: false },
  { id: 'login', path: '/login', kind: 'own', nav: null, indexable: false },
  { id: 'admin', path: '/admin', kind: 'own', nav: null, indexable: false },
  { id: 'reset-password', path: '/reset-password', kind: 'own', nav: null, indexable: false },
  // Where a sign-up's confirmation code is entered (src/auth/confirm.tsx).
  { id: 'confirm-email', path: '/auth/confirm', kind: 'own', nav: null, indexable: false },
  { id: 'book', path: '/book', kind: 'utility', nav: null, indexable: false },
  { id: 'doctor-request', path: '/doctors/request', kind: 'utility', nav: null, indexable: false },
  { id: 'newsletter', path: '/newsletter', kind: 'utility', nav: null, indexable: false },
  // A pharmacist's check of a prescription number (src/patient/prescription/rx-routes.tsx).
  { id: 'rx', path: '/rx', kind: 'utility', nav: null, indexable: false },
  { id: 'not-found', path: '/404', kind: 'fallback', nav: null, indexable: false },
  { id: 'account', path: '/account', kind: 'area', nav: null, indexable: false },
  { id: 'doctor-area', path: '/doctor', kind: 'area', nav: null, indexable: false },
] as const satisfies readonly SitePage[];

/**
 * The appointment lookup (src/patient/page-routes.tsx): where a patient opens a booked appointment again with its
 * reference and mobile number, in each language (/hi/appointments). Not in the site map: the patient module serves
 * it, never cached or indexed. The header's menu, the footer and the pages a patient books or asks about money from
 * link to it.
 */
export const APPOINTMENT_LOOKUP_PATH = '/appointments';

/** The pages served in English only: the admin and doctor areas (docs/languages.md: all a patient reads is in both). */
export const ENGLISH_ONLY_PAGES = ['admin', 'doctor-area'] as const satisfies readonly PageId[];

type HindiPageId = Exclude<PageId, (typeof ENGLISH_ONLY_PAGES)[number]>;
const englishOnly: ReadonlySet<PageId> = new Set(ENGLISH_ONLY_PAGES);

/** The pages served in Hindi under /hi, whole (every word of the page in Hindi): every page but the English-only. */
export const HINDI_PAGES: readonly HindiPageId[] = PAGE_IDS.filter((id): id is HindiPageId => !englishOnly.has(id));

const HINDI_PAGE_SET: ReadonlySet<PageId> = new Set(HINDI_PAGES);

/** Whether a page is served in Hindi. */
export function hasHindiVersion(id: PageId): boolean {
  return HINDI_PAGE_SET.has(id);
}

/** The public pages a visitor can open from the menus or a link (the sign-in area and /admin excluded). */
export const PUBLIC_PAGE_IDS = SITE_MAP.filter((page) => page.kind === 'page').map((page) => page.id);

export function sitePage(id: PageId): SitePage {
  const page = SITE_MAP.find((entry) => entry.id === id);
  if (!page) throw new Error(`No page with id "${id}"`);
  return page;
}

export function sitePageByPath(path: string): SitePage | undefined {
  return SITE_MAP.find((entry) => entry.path === path && entry.kind !== 'fallback');
}
