import { Hono } from 'hono';
import { LOCALES } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { hreflangLinks, pagesIn, sitemapPages } from '../site-map/registry';
import type { PageDef } from '../site-map/types';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Each indexable page in every language, with the hreflang alternates of the languages its whole text exists in. */
function sitemapEntry(siteUrl: string, page: PageDef): string {
  const links = hreflangLinks(page).map(
    ({ hreflang, path }) =>
      `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(siteUrl + path)}"/>`,
  );
  return `  <url>\n    <loc>${escapeXml(siteUrl + page.path)}</loc>${links.join('')}\n  </url>`;
}

export function sitemapXml(siteUrl: string): string {
  const urls = LOCALES.flatMap((locale) => sitemapPages(locale))
    .map((page) => sitemapEntry(siteUrl, page))
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const hidden = LOCALES.flatMap((locale) => pagesIn(locale))
    .filter((page) => !page.indexable && !page.canonicalPath)
    .map((page) => `Disallow: ${page.path}`);
  return ['User-agent: *', 'Allow: /', ...hidden, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) =>
    c.body(sitemapXml(c.get('config').siteUrl), 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
  )
  .get('/robots.txt', (c) => c.text(robotsTxt(c.get('config').siteUrl)));
