// The canonical address of a page: the <link rel="canonical"> and og:url of its document (src/layout/DocumentFrame.tsx)
// and the admin's list of pages read it from here, so the two never differ.
import type { PageDef } from '../site-map/types';

/** The full URL search engines should treat as the page's original: its own, or the page it names as canonical. */
export function canonicalUrl(siteUrl: string, page: Pick<PageDef, 'path' | 'canonicalPath'>): string {
  return `${siteUrl}${page.canonicalPath ?? page.path}`;
}
