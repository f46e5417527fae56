// Issue 38, item 22: a page served in both languages names its other version with hreflang, also where search
// engines do not index it: /reset-password and /hi/reset-password name each other.
import { describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS } from '../../src/config';
import { get } from './auth-helpers';
import { select } from './html';

const SITE_URL = CONFIG_DEFAULTS.SITE_URL;

const alternates = async (path: string) =>
  (await select(await (await get(path)).text(), 'head link[rel="alternate"]')).map((link) => [
    link.attrs.hreflang,
    link.attrs.href,
  ]);

describe('hreflang on pages search engines do not index', () => {
  it.each(['/reset-password', '/hi/reset-password'])('%s names both language versions, and x-default', async (path) => {
    const html = await (await get(path)).text();
    expect((await select(html, 'meta[name="robots"]'))[0]?.attrs.content).toBe('noindex');
    expect(await alternates(path)).toEqual([
      ['en-IN', `${SITE_URL}/reset-password`],
      ['hi-IN', `${SITE_URL}/hi/reset-password`],
      ['x-default', `${SITE_URL}/reset-password`],
    ]);
  });

  it('the other pages of the sign-in area name each other the same way', async () => {
    for (const path of ['/login', '/hi/auth']) {
      const own = path.replace(/^\/hi/, '');
      expect(await alternates(path), path).toEqual([
        ['en-IN', `${SITE_URL}${own}`],
        ['hi-IN', `${SITE_URL}/hi${own}`],
        ['x-default', `${SITE_URL}${own}`],
      ]);
    }
  });

  it('a page whose address is not the page alone names none: a 404, a booking page made from its query', async () => {
    expect(await alternates('/no-such-page')).toEqual([]);
    expect(await alternates('/book?doctor=arjun-mehta')).toEqual([]);
    // The sitemap still lists only the pages search engines may index.
    expect(await (await get('/sitemap.xml')).text()).not.toContain('reset-password');
  });
});
