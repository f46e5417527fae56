import type { FC } from 'react';

export type NavGroup = 'main' | 'services' | 'company' | 'policies';

export interface PageDef {
  path: string;
  /** The page's heading and the first part of its <title>. */
  title: string;
  /** Shorter label for menus, when the title is long. */
  navLabel?: string;
  description: string;
  component: FC;
  /** Where the header and footer list it; null keeps it out of the menus. */
  nav: NavGroup | null;
  /** The URL search engines should treat as the original (for /departments, the home page). */
  canonicalPath?: string;
  /** Listed in sitemap.xml and open to crawlers. */
  indexable: boolean;
  /** Served by its own route module (the sign-in area, the admin dashboard), not by the generic page route. */
  ownRoute?: true;
  /** Checks the page's query string; false answers 400 (the page still renders and explains). */
  acceptsQuery?: (url: URL) => boolean;
}
