import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HTTPException } from 'hono/http-exception';
import { createApp } from '../../src/app';
import { EN_REFUSALS } from '../../shared/i18n/en/refusals';
import { PAGES } from '../../src/site-map/registry';
import { assetHeadersFile, contentSecurityPolicy, IMMUTABLE_CACHE } from '../../src/security/headers';
import { select } from './html';
import { SITE } from './auth-helpers';

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim()).toBe("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  const hsts = response.headers.get('Strict-Transport-Security') ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
  expect(hsts).toContain('includeSubDomains');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBeTruthy();
  expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
}

describe('security headers', () => {
  it.each([
    ['a page', '/doctors', 200],
    ['a page with a query', '/doctors?department=oncology', 200],
    ['a bad query', '/doctors?department=nope', 400],
    ['the 404 page', '/no-such-page', 404],
    ['the sitemap', '/sitemap.xml', 200],
    ['robots.txt', '/robots.txt', 200],
    ['a bad booking link', '/book?doctor=nobody', 400],
  ])('are on %s', async (_, path, status) => {
    const response = await SELF.fetch(`${SITE}${path}`);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it('are on a refused cross-origin POST', async () => {
    const response = await SELF.fetch(`${SITE}/doctors/request`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=a&phone=1&specialization=b',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(EN_REFUSALS.foreignOrigin);
    expectSecurityHeaders(response);
  });

  it('are on the 500 page, which shows no internals', async () => {
    const app = createApp({ cachePages: false });
    app.get('/explode', () => {
      throw new Error('secret database password is hunter2');
    });
    const response = await app.request('/explode', {}, {});
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toContain('<h1 class="text-2xl font-bold text-ink-900">Unexpected Application Error!</h1>');
    expect(html).not.toContain('hunter2');
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('the assets file gives every static file the same headers and hashed files a year of immutable caching', () => {
    const file = assetHeadersFile();
    const [all, hashed] = file.split('\n\n');
    expect(all).toContain('/*');
    expect(all).toContain(`Content-Security-Policy: ${contentSecurityPolicy()}`);
    expect(all).toContain('Strict-Transport-Security: max-age=31536000; includeSubDomains');
    expect(all).toContain('X-Content-Type-Options: nosniff');
    expect(hashed).toContain('/assets/*');
    expect(hashed).toContain(`Cache-Control: ${IMMUTABLE_CACHE}`);
  });

  it.each(PAGES.filter((page) => page.path !== '/admin').map((page) => page.path))(
    '%s has no inline executable script',
    async (path) => {
      const html = await (await SELF.fetch(`${SITE}${path}`)).text();
      // Structured data (application/ld+json) is data, never executed; every other script is an external module.
      for (const script of await select(html, 'script:not([type="application/ld+json"])')) {
        expect(script.attrs.src, 'every script is an external file').toMatch(/^\/assets\/[\w-]+\.js$/);
        expect(script.attrs.type).toBe('module');
      }
      expect(html).not.toMatch(/\son[a-z]+="/i);
    },
  );
});

describe('https', () => {
  it('sends a plain-http request for the real host to https, keeping path and query; local hosts stay on http', async () => {
    const app = createApp({ cachePages: false });
    const page = await app.request('http://care.example.in/doctors?department=oncology');
    expect(page.status).toBe(301);
    expect(page.headers.get('Location')).toBe('https://care.example.in/doctors?department=oncology');
    expect(page.headers.get('Strict-Transport-Security')).toContain('max-age=31536000');
    const form = await app.request('http://care.example.in:80/auth/sign-in', { method: 'POST' });
    expect(form.status).toBe(308);
    expect(form.headers.get('Location')).toBe('https://care.example.in/auth/sign-in');
    for (const local of ['http://localhost:8787/doctors', 'http://127.0.0.1:8787/doctors']) {
      expect((await app.request(local)).status).toBe(200);
    }
    expect((await app.request('https://care.example.in/doctors')).headers.get('Cross-Origin-Resource-Policy')).toBe(
      'same-origin',
    );
  });
});

describe('error policy', () => {
  it('a 403 from anything but the cross-site check keeps its own words', async () => {
    const app = createApp({ cachePages: false });
    app.get('/guarded-for-test', () => {
      throw new HTTPException(403, { message: 'This page is for staff only.' });
    });
    const response = await app.request('http://localhost:8787/guarded-for-test');
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('This page is for staff only.');
    const foreign = await app.request('http://localhost:8787/auth/sign-in', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a',
    });
    expect(await foreign.text()).toBe(EN_REFUSALS.foreignOrigin);
  });
});
