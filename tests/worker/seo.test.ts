import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../shared/i18n/locales';
import { pagesIn } from '../../src/site-map/registry';
import { SITE } from './auth-helpers';

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists exactly the indexable pages', async () => {
    const response = await SELF.fetch(`${SITE}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(
      [...pagesIn('en'), ...pagesIn('hi')]
        .filter((page) => page.indexable)
        .map((page) => `${SITE}${page.path}`)
        .sort(),
    );
    expect(locs).not.toContain(`${SITE}/admin`);
    expect(locs).toContain(`${SITE}/departments`);
    // Every public page is offered in both languages; the sign-in area in neither.
    expect(locs).toContain(`${SITE}/hi`);
    expect(locs).toContain(`${SITE}/hi/doctors`);
    expect(locs).toContain(`${SITE}/hi/refunds`);
    expect(locs).not.toContain(`${SITE}/hi/login`);
  });

  it('the sitemap pairs every page with its other language, both ways', async () => {
    const xml = await (await SELF.fetch(`${SITE}/sitemap.xml`)).text();
    const entry = (loc: string) => xml.match(new RegExp(`<url>\\s*<loc>${loc}</loc>([\\s\\S]*?)</url>`))?.[1] ?? '';
    const indexable = pagesIn('en').filter((page) => page.indexable && !page.canonicalPath);
    expect(indexable.length).toBeGreaterThan(15);
    for (const page of indexable) {
      const english = `${SITE}${page.path}`;
      const hindi = `${SITE}${localizedPath(page.path, 'hi')}`;
      for (const loc of [english, hindi]) {
        const links = entry(loc);
        expect(links, loc).toContain(`hreflang="en-IN" href="${english}"`);
        expect(links, loc).toContain(`hreflang="hi-IN" href="${hindi}"`);
        expect(links, loc).toContain(`hreflang="x-default" href="${english}"`);
      }
    }
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the sign-in area', async () => {
    const text = await (await SELF.fetch(`${SITE}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const path of ['/admin', '/auth', '/login', '/reset-password', '/hi/auth', '/hi/login', '/hi/reset-password'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toContain('Disallow: /doctors');
  });
});
