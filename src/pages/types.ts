import type { NavGroup, PageId } from '../content/pages';

export type { NavGroup, PageId };

/** A page as the document renders it: its place in the site map and its words. */
export interface PageDef {
  id: PageId;
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
}
