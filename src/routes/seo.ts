import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { PAGES } from '../pages/registry';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string): string {
  const urls = PAGES.filter((page) => page.indexable)
    .map((page) => `  <url><loc>${escapeXml(siteUrl + page.path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const hidden = PAGES.filter((page) => !page.indexable && !page.canonicalPath).map((page) => `Disallow: ${page.path}`);
  return ['User-agent: *', 'Allow: /', ...hidden, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) =>
    c.body(sitemapXml(c.get('config').siteUrl), 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
  )
  .get('/robots.txt', (c) => c.text(robotsTxt(c.get('config').siteUrl)));
