import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '../../shared/messages';
import { CONFIG_DEFAULTS } from '../../src/config';
import { PAGES } from '../../src/site-map/registry';
import { select, selectOne, visibleText } from './html';
import { SITE, get } from './auth-helpers';

// docs/product/public-site.md, "On every page": the header links.
const SPEC_HEADER_LINKS = [
  '/',
  '/diabetes-care',
  '/cancer-second-opinion',
  '/cancer-advisory-plan',
  '/general-physician',
  '/health-checkups',
  '/telemedicine',
  '/departments',
  '/doctors',
  '/pricing',
  '/about',
  '/contact',
  '/how-it-works',
  '/terms',
  '/privacy',
  '/cookies',
  '/disclaimer',
  '/refunds',
  '/emergency-care',
  '/auth',
];

// docs/product/public-site.md, "Routes".
const SPEC_ROUTES = [
  ...SPEC_HEADER_LINKS.filter((path) => path !== '/auth'),
  '/auth',
  '/login',
  '/admin',
  '/reset-password',
  // The page that takes a sign-up mail's code (docs/product/sign-in.md).
  '/auth/confirm',
];

describe('page registry', () => {
  it('registers every path of the spec route table', () => {
    const registered = PAGES.map((page) => page.path).sort();
    expect(registered).toEqual([...new Set(SPEC_ROUTES)].sort());
  });

  // /admin is guarded: tests/worker/admin-guard.test.ts.
  const openPages = PAGES.filter((page) => page.path !== '/admin');
  it.each(openPages.map((page) => [page.path, page] as const))(
    '%s answers 200 with its title and head tags',
    async (path, page) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect((await selectOne(html, 'title')).text).toBe(`${page.title} | ${CONFIG_DEFAULTS.SITE_NAME}`);
      expect((await selectOne(html, 'html')).attrs.lang).toBe('en-IN');
      expect((await selectOne(html, 'meta[name="description"]')).attrs.content).toBe(page.description);
      expect((await selectOne(html, 'meta[property="og:title"]')).attrs.content).toContain(page.title);
      expect((await selectOne(html, 'meta[property="og:url"]')).attrs.content).toBe(
        `${SITE}${page.canonicalPath ?? page.path}`,
      );
      if (page.indexable) {
        expect((await selectOne(html, 'link[rel="canonical"]')).attrs.href).toBe(`${SITE}${page.path}`);
      } else {
        expect((await selectOne(html, 'meta[name="robots"]')).attrs.content).toBe('noindex');
      }
      // Every page carries the shared booking call-to-action.
      expect((await select(html, '[data-island="BookingButton"]')).length).toBeGreaterThan(0);
      expect(await select(html, 'a[href="#main"]')).toHaveLength(1);
      expect(await select(html, 'main#main')).toHaveLength(1);
    },
  );

  it('pages still to be written show their title as the heading and the booking call-to-action', async () => {
    const html = await (await get('/pricing')).text();
    expect((await selectOne(html, 'h1')).text).toBe('Pricing');
    const cta = await select(html, 'main a[href="/book?from=%2Fpricing"]');
    expect(cta.length).toBeGreaterThan(0);
  });

  it('/departments is its own page, canonical to itself (docs/product/README.md, decisions)', async () => {
    const home = await (await get('/')).text();
    const departments = await (await get('/departments')).text();
    expect((await selectOne(departments, 'h1')).text).not.toBe((await selectOne(home, 'h1')).text);
    expect((await selectOne(departments, 'meta[property="og:url"]')).attrs.content).toBe(`${SITE}/departments`);
  });

  it('the home page has the how-it-works section the footer links to', async () => {
    const html = await (await get('/')).text();
    expect(await select(html, '#how-it-works')).toHaveLength(1);
  });

  it('a trailing slash redirects to the page', async () => {
    const response = await get('/doctors/', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(`${SITE}/doctors`);
  });
});

describe('header and footer', () => {
  it('the header links to every page the spec lists, and Login / Sign Up to /auth', async () => {
    const html = await (await get('/')).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const hrefs = new Set<string>();
    for (const element of await select(header, 'a')) hrefs.add(element.attrs.href ?? '');
    // The menus' links travel in the islands' props too; read them from the server-rendered <details> menus.
    for (const link of SPEC_HEADER_LINKS) expect(hrefs, link).toContain(link);
    const signIn = (await select(header, 'a[href="/auth"]')).map((a) => a.text);
    expect(signIn).toContain('Login / Sign Up');
  });

  it('the small-screen menu is a <details> disclosure, so its links work without JavaScript', async () => {
    const html = await (await get('/')).text();
    const menu = await select(html, 'details summary');
    expect(menu.map((summary) => summary.text)).toEqual(
      expect.arrayContaining(['Menu', 'Services', 'Company', 'Policies']),
    );
  });

  it('the footer has the spec links, the contact details and the newsletter box', async () => {
    const html = await (await get('/doctors')).text();
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    const links = await select(footer, 'a');
    const byHref = (href: string) => links.find((link) => link.attrs.href === href);
    expect(byHref('/login')?.text).toBe('Patient Portal');
    expect(byHref('/#how-it-works')).toBeDefined();
    expect(byHref('/accessibility')).toBeDefined();
    expect(byHref('tel:+919000000000')?.text).toBe(CONFIG_DEFAULTS.SUPPORT_PHONE);
    expect(byHref(`mailto:${CONFIG_DEFAULTS.SUPPORT_EMAIL}`)).toBeDefined();
    const form = await selectOne(footer, 'form');
    // The address is stored (POST /newsletter), which then goes on to /pricing.
    expect(form.attrs.action).toBe('/newsletter');
    expect(form.attrs.method).toBe('post');
    const input = await selectOne(footer, 'form input[type="email"]');
    expect(input.attrs.name).toBe('email');
    expect((await selectOne(footer, 'label[for="newsletter-email"]')).text).toBe('Email address');
    expect((await selectOne(footer, 'form button')).text).toBe('Subscribe');
  });
});

describe('404 and errors', () => {
  it.each(['/accessibility', '/no-such-page', '/admin/../../etc', '/doctors/unknown/deep'])(
    '%s answers 404 with the spec text and a link home',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      const text = visibleText(html);
      expect(text).toContain('404');
      expect(text).toContain(NOT_FOUND_TITLE);
      expect((await select(html, 'main a[href="/"]')).length).toBe(1);
      // The booking call-to-action every page has.
      expect(text).toContain('Talk to a doctor today');
    },
  );
});
