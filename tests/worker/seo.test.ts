import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../src/pages/registry';

const SITE = 'http://localhost:8787';

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists exactly the indexable pages', async () => {
    const response = await SELF.fetch(`${SITE}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(
      PAGES.filter((page) => page.indexable)
        .map((page) => `${SITE}${page.path}`)
        .sort(),
    );
    expect(locs).not.toContain(`${SITE}/admin`);
    expect(locs).not.toContain(`${SITE}/departments`);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the sign-in area', async () => {
    const text = await (await SELF.fetch(`${SITE}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const path of ['/admin', '/auth', '/login', '/reset-password']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toContain('Disallow: /doctors');
  });
});
