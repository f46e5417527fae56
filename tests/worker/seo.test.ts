import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pagesIn } from '../../src/pages/registry';

const SITE = 'http://localhost:8787';

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
    // A Hindi page whose text is still English is not offered to search engines.
    expect(locs).toContain(`${SITE}/hi`);
    expect(locs).not.toContain(`${SITE}/hi/doctors`);
  });

  it('the sitemap pairs each translated page with its other language, both ways', async () => {
    const xml = await (await SELF.fetch(`${SITE}/sitemap.xml`)).text();
    const entry = (loc: string) => xml.match(new RegExp(`<url>\\s*<loc>${loc}</loc>([\\s\\S]*?)</url>`))?.[1] ?? '';
    for (const loc of [`${SITE}/`, `${SITE}/hi`]) {
      const links = entry(loc);
      expect(links).toContain(`hreflang="en-IN" href="${SITE}/"`);
      expect(links).toContain(`hreflang="hi-IN" href="${SITE}/hi"`);
      expect(links).toContain(`hreflang="x-default" href="${SITE}/"`);
    }
    // An English-only page has no alternates.
    expect(entry(`${SITE}/doctors`)).not.toContain('hreflang');
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the sign-in area', async () => {
    const text = await (await SELF.fetch(`${SITE}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const path of ['/admin', '/auth', '/login', '/reset-password']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toContain('Disallow: /doctors');
  });
});
