import { describe, expect, it } from 'vitest';
import { EN_UI } from '../../shared/i18n/en/ui';
import { HI_PAGE_WORDS } from '../../shared/i18n/hi/pages';
import { HI_UI } from '../../shared/i18n/hi/ui';
import { PUBLIC_PAGE_IDS, sitePage } from '../../src/content/pages';
import { pageDef } from '../../src/site-map/registry';
import { select, selectOne, visibleText } from './html';
import { BODY_FONT_CLASS } from '../../src/render/body-font';
import { SITE, get } from './auth-helpers';

const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

/** Any Devanagari letter. */
const DEVANAGARI = /[\u0900-\u097F]/;

describe('Hindi pages', () => {
  it.each(PUBLIC_PAGE_IDS.map((id) => sitePage(id).path))(
    '%s has a Hindi twin with lang="hi" and a Hindi frame',
    async (path) => {
      const response = await get(hindiPath(path));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect((await selectOne(html, 'html')).attrs.lang).toBe('hi');
      expect((await selectOne(html, 'body')).attrs.class).toContain(BODY_FONT_CLASS.hi);
      expect((await selectOne(html, 'meta[property="og:locale"]')).attrs.content).toBe('hi_IN');
      const header = await selectOne(html, 'header');
      expect(header.text).toContain(HI_UI.header.signIn);
      expect(header.text).not.toContain(EN_UI.header.signIn);
      const footer = await selectOne(html, 'footer');
      expect(footer.text).toContain(HI_UI.footer.tagline);
      expect(footer.text).toContain(HI_UI.footer.subscribe);
      const banner = await selectOne(html, '#booking-banner-title');
      expect(banner.text).toBe(HI_UI.booking.bannerHeading);
      // Menus link to the Hindi pages.
      const hrefs = (await select(html, 'header a:not([hreflang]), footer a')).map((link) => link.attrs.href);
      expect(hrefs).toContain('/hi/doctors');
      expect(hrefs).not.toContain('/doctors');
    },
  );

  it('the home page is wholly Hindi: heading, sections, figures and the booking button', async () => {
    const html = await (await get('/hi')).text();
    expect((await selectOne(html, 'h1')).text).toBe(HI_UI.home.heroTitle);
    expect((await selectOne(html, 'title')).text).toContain(HI_PAGE_WORDS.home.title);
    const main = await selectOne(html, 'main');
    expect(main.text).toContain(HI_UI.home.servicesTitle);
    expect(main.text).toContain(HI_UI.home.steps[0]!.title);
    expect(main.text).toContain('₹499');
    expect(main.text).toContain('50,000+');
    const cta = (await select(html, 'main a')).find((link) => link.text === HI_UI.booking.cta);
    expect(cta?.attrs.href).toBe('/hi/book');
    // Nothing marked as English: the doctors' profiles are Hindi too.
    expect(await select(html, 'main [lang="en"]')).toEqual([]);
  });

  it('an unknown address under /hi answers the Hindi 404 page, with the booking call-to-action', async () => {
    const response = await get('/hi/nowhere');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect((await selectOne(html, 'html')).attrs.lang).toBe('hi');
    expect((await selectOne(html, 'h1')).text).toBe(HI_UI.notFound.title);
    expect((await selectOne(html, '#booking-banner-title')).text).toBe(HI_UI.booking.bannerHeading);
    const home = (await select(html, 'main a')).find((link) => link.text === HI_UI.notFound.returnHome);
    expect(home?.attrs.href).toBe('/hi');
  });

  it('the Hindi booking page works without JavaScript and offers the Hindi WhatsApp message', async () => {
    const html = await (await get('/hi/book?from=%2Fdiabetes-care')).text();
    expect((await selectOne(html, 'h1')).text).toBe(HI_PAGE_WORDS.book.title);
    const whatsapp = (await select(html, 'main a')).find((link) => link.attrs.href?.startsWith('https://wa.me/'));
    const text = new URL(whatsapp!.attrs.href!).searchParams.get('text');
    expect(text).toBe(HI_UI.contact.whatsappMessage(HI_PAGE_WORDS['diabetes-care'].title, undefined));
    const bad = await get('/hi/book?doctor=nobody');
    expect(bad.status).toBe(400);
    expect(visibleText(await bad.text())).toContain(HI_UI.booking.errors.unknownDoctor);
  });

  it('the Hindi request form re-renders with Hindi labels and messages, and sends the visitor back to Hindi pages', async () => {
    const post = (body: string) =>
      get('/hi/doctors/request', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
        redirect: 'manual',
      });
    const missing = await post('name=&phone=&specialization=');
    expect(missing.status).toBe(422);
    const html = await missing.text();
    expect((await selectOne(html, '[role="alert"]')).text).toContain(HI_UI.request.missing.title);
    expect(visibleText(html)).toContain(HI_UI.forms.fields.name);
    const done = await post('name=Asha&phone=9876543210&specialization=Cardiologist');
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/hi/doctors');
  });
});

describe('the language switch and alternates', () => {
  it('links each page to its twin in the other language, keeping the query', async () => {
    const english = await (await get('/doctors?department=diabetes')).text();
    const toHindi = (await select(english, 'header a[hreflang]'))[0]!;
    expect(toHindi.attrs.href).toBe('/hi/doctors?department=diabetes');
    expect(toHindi.text).toContain('हिन्दी');
    const hindi = await (await get('/hi/doctors')).text();
    const toEnglish = (await select(hindi, 'header a[hreflang]'))[0]!;
    expect(toEnglish.attrs.href).toBe('/doctors');
    expect(toEnglish.text).toContain('English');
  });

  it('the sign-in area switches language too, to its own twin', async () => {
    const english = await (await get('/login')).text();
    expect((await selectOne(english, 'header a[hreflang]')).attrs.href).toBe('/hi/login');
    const hindi = await (await get('/hi/login')).text();
    expect((await selectOne(hindi, 'header a[hreflang]')).attrs.href).toBe('/login');
  });

  it('the English and Hindi home pages name each other with hreflang, both ways, and x-default', async () => {
    for (const path of ['/', '/hi']) {
      const html = await (await get(path)).text();
      const links = Object.fromEntries(
        (await select(html, 'link[rel="alternate"]')).map((link) => [link.attrs.hreflang, link.attrs.href]),
      );
      expect(links).toEqual({ 'en-IN': `${SITE}/`, 'hi-IN': `${SITE}/hi`, 'x-default': `${SITE}/` });
    }
    const hindi = await (await get('/hi')).text();
    expect((await selectOne(hindi, 'link[rel="canonical"]')).attrs.href).toBe(`${SITE}/hi`);
    expect((await selectOne(hindi, 'meta[property="og:locale:alternate"]')).attrs.content).toBe('en_IN');
  });

  it('the site map data and the page definitions agree on which pages exist in Hindi', () => {
    for (const id of PUBLIC_PAGE_IDS) {
      const page = pageDef(id, 'hi');
      expect(page.otherLanguage).toEqual({ locale: 'en', path: sitePage(id).path });
      expect(DEVANAGARI.test(page.title)).toBe(true);
    }
  });
});

describe('the dictionaries', () => {
  it('Hindi has every key English has, and every Hindi string has Devanagari in it (or is a shared token)', () => {
    const strings = (value: unknown, path: string[] = []): [string, string][] => {
      if (typeof value === 'string') return [[path.join('.'), value]];
      if (typeof value === 'function') return strings((value as (...args: string[]) => unknown)('X', 'Y', 'Z'), path);
      if (value && typeof value === 'object')
        return Object.entries(value).flatMap(([key, inner]) => strings(inner, [...path, key]));
      return [];
    };
    const english = new Map(strings(EN_UI));
    const hindi = new Map(strings(HI_UI));
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    // Words that are the same in both languages by design: brand names, variants, placeholders, shared symbols.
    const sameByDesign = (key: string, value: string) =>
      key.endsWith('.variant') ||
      key === 'footer.emailPlaceholder' ||
      // Codes and paths, and the admin area's message (the admin area is in English).
      key === 'forms.defaultLanguage' ||
      key === 'forms.consent.privacyHref' ||
      key.startsWith('flash.request-status-updated') ||
      key.startsWith('flash.appointment-') ||
      // The doctor's consultation record messages (the doctor area is English).
      key.startsWith('flash.record-') ||
      // The staff areas' messages (the admin's account actions, the doctor's hours request): English only.
      /^flash\.(account-(approved|role-changed|disabled|enabled|reset-sent|deleted)|hours-change-requested)\./.test(
        key,
      ) ||
      // The header's links to the staff areas, which are in English.
      key.endsWith('.href') ||
      value === '';
    const notHindi = [...hindi].filter(([key, value]) => !sameByDesign(key, value) && !DEVANAGARI.test(value));
    expect(notHindi).toEqual([]);
  });
});
