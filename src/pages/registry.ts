// Pages as the document renders them: the site map (src/content/pages.ts) joined with each page's words.
import { PAGE_WORDS, type PageWords } from '../../shared/i18n/en/pages';
import { SITE_MAP, sitePage, sitePageByPath, type PageId, type SitePage } from '../content/pages';
import type { PageDef } from './types';

// Every page of the site map has its words, and there are no words for pages that do not exist.
PAGE_WORDS satisfies Record<PageId, PageWords>;
SITE_MAP.map((page) => page.id) satisfies (keyof typeof PAGE_WORDS)[];

function toPageDef(page: SitePage): PageDef {
  const words: PageWords = PAGE_WORDS[page.id];
  return {
    id: page.id,
    path: page.path,
    title: words.title,
    navLabel: words.navLabel,
    description: words.description,
    nav: page.nav,
    canonicalPath: page.canonical ? sitePage(page.canonical).path : undefined,
    indexable: page.indexable,
  };
}

export function pageDef(id: PageId): PageDef {
  return toPageDef(sitePage(id));
}

/** The spec's route table: the public pages, the sign-in area and the admin dashboard. */
export const PAGES: readonly PageDef[] = SITE_MAP.filter((page) => page.kind === 'page' || page.kind === 'own').map(toPageDef);

export function findPage(path: string): PageDef | undefined {
  const page = sitePageByPath(path);
  return page ? toPageDef(page) : undefined;
}
