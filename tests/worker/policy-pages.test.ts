// The five policy pages (issue 12): every figure against the content modules AND the spec's literal numbers
// (docs/product/figures.md), counts, one h1, the version line, a working table of contents, readability of at least 45,
// JSON-LD, the printable view; the cookie preference forms; and a cookie list that names every cookie the code sets.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formatNumberRange } from '../../shared/i18n/format';
import { PUBLIC_EMERGENCY_NUMBERS } from '../../src/content/emergency';
import { GRIEVANCE_WORDS_EN } from '../../src/content/policies/copy.en';
import { POLICY_LIMITS, POLICY_VERSIONS, formatPolicyDate } from '../../src/content/policies/facts';
import {
  REFUND_REVIEW_DAYS,
  REFUND_RULES,
  REFUND_TIMELINES_BY_METHOD,
  FULL_REFUND_NOTICE_HOURS,
} from '../../src/content/refunds/facts';
import { CONFIG_DEFAULTS } from '../../src/config';
import { COOKIE_PREFS_COOKIE, listedCookie, SITE_COOKIES } from '../../src/http/cookie-list';
import { pageDef } from '../../src/site-map/registry';
import { fleschReadingEase, mainText } from '../support/readability';
import { ACCOUNTS, cookiesFrom, postForm, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const POLICIES = ['privacy', 'terms', 'cookies', 'disclaimer', 'refunds'] as const;

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${SITE}${path}`, { headers, redirect: 'manual' });
const html = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();

/** Rows of a table in a section, as [row header, ...cells] texts. */
async function rows(page: string, sectionId: string): Promise<string[][]> {
  const cells = await select(page, `section#${sectionId} tbody tr > *`);
  const count = (await select(page, `section#${sectionId} tbody tr`)).length;
  const width = count === 0 ? 0 : cells.length / count;
  return Array.from({ length: count }, (_, index) =>
    cells.slice(index * width, (index + 1) * width).map((c) => c.text),
  );
}

describe.each(POLICIES)('/%s', (id) => {
  it('has one h1 (the page title), the version and last-updated line, and a table of contents that resolves', async () => {
    const response = await get(`/${id}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    const h1s = await select(page, 'h1');
    expect(h1s.map((h) => h.text)).toEqual([pageDef(id).title]);
    const { version, updated } = POLICY_VERSIONS[id];
    expect(visibleText(page)).toContain(`Version ${version} · Last updated ${formatPolicyDate(updated)}`);
    expect(formatPolicyDate('2026-11-23')).toBe('23 November 2026');

    const links = await select(page, 'nav[aria-labelledby="toc-title"] a');
    expect(links.length).toBeGreaterThanOrEqual(5);
    const ids = new Set((await select(page, '[id]')).map((element) => element.attrs.id));
    for (const link of links) {
      expect(link.attrs.href).toMatch(/^#[\w-]+$/);
      expect(ids.has(link.attrs.href!.slice(1)), `${link.attrs.href} exists`).toBe(true);
      // Each entry points at a section whose heading is the entry's words.
      const heading = await selectOne(page, `section${link.attrs.href} h2`);
      expect(heading.text).toBe(link.text);
    }
  });

  it('reads at Flesch reading ease 45 or more', async () => {
    const result = fleschReadingEase(mainText(await html(`/${id}`)));
    expect(result.words).toBeGreaterThan(300);
    expect(result.score, `score ${result.score.toFixed(1)}`).toBeGreaterThanOrEqual(45);
  });

  it('describes itself in JSON-LD with its version and date', async () => {
    const scripts = await select(await html(`/${id}`), 'script[type="application/ld+json"]');
    const data = scripts.map((script) => JSON.parse(script.text) as Record<string, unknown>);
    const webPage = data.find((entry) => entry['@type'] === 'WebPage');
    expect(webPage).toMatchObject({
      name: pageDef(id).title,
      version: POLICY_VERSIONS[id].version,
      dateModified: POLICY_VERSIONS[id].updated,
    });
  });

  it('has a print button that, without JavaScript, links to a printable view of the same text', async () => {
    const page = await html(`/${id}`);
    const button = await selectOne(page, '[data-island="PrintButton"] a');
    expect(button.attrs.href).toBe(`/${id}?print=1`);
    expect(button.text).toBe(id === 'terms' ? 'Download Terms (PDF)' : 'Print or save as PDF');
    expect(button.attrs.class).toContain('print:hidden');

    const printable = await get(`/${id}?print=1`);
    expect(printable.status).toBe(200);
    const printed = await printable.text();
    expect(visibleText(printed)).toContain('Printable version');
    expect(await select(printed, 'nav[aria-labelledby="toc-title"]')).toHaveLength(0);
    expect(await select(printed, 'main form')).toHaveLength(0);
    expect(await select(printed, '[data-island="PrintButton"]')).toHaveLength(0);
    expect((await selectOne(printed, 'main .alert-info a')).attrs.href).toBe(`/${id}`);
    // The same sections, in the same order.
    const headings = async (doc: string) =>
      (await select(doc, 'main section > h2')).map((h) => h.text).filter((t) => t !== '');
    expect(await headings(printed)).toEqual(await headings(page));
  });
});

describe('/refunds', () => {
  it('the rules are the spec’s (docs/product/figures.md)', () => {
    const byId = Object.fromEntries(REFUND_RULES.map((rule) => [rule.id, rule]));
    expect(byId['consultation-24h-plus']).toMatchObject({
      amount: { percent: 100 },
      noticeHours: { from: 24 },
      paidWithin: { from: 3, to: 5 },
    });
    expect(byId['consultation-6-24h']).toMatchObject({ amount: { percent: 50 }, noticeHours: { from: 6, to: 24 } });
    expect(byId['consultation-under-6h']).toMatchObject({ amount: { percent: 0 }, noticeHours: { to: 6 } });
    expect(byId['package-before-tests']).toMatchObject({
      amount: { percent: 90 },
      processingFeePercent: 10,
      paidWithin: { from: 5, to: 7 },
    });
    expect(byId['package-partly-done']).toMatchObject({
      amount: { kind: 'unused-tests' },
      paidWithin: { from: 7, to: 10 },
    });
    expect(byId['subscription-first-7-days']).toMatchObject({ withinDaysOfPurchase: 7, amount: { percent: 100 } });
    expect(byId['subscription-annual-30-days']).toMatchObject({ withinDaysOfPurchase: 30 });
    expect(REFUND_REVIEW_DAYS).toEqual({ from: 2, to: 3 });
    expect(REFUND_TIMELINES_BY_METHOD).toEqual({
      card: { from: 3, to: 7 },
      wallet: { from: 1, to: 3 },
      netBanking: { from: 2, to: 5 },
      upi: { from: 1, to: 2 },
    });
    expect(FULL_REFUND_NOTICE_HOURS).toBe(24);
  });

  it('has a table per service category with every rule, worded from the rules', async () => {
    const page = await html('/refunds');
    expect(await rows(page, 'consultation')).toEqual([
      ['You cancel 24 hours or more before the appointment', 'Full refund', '3–5 business days', expect.any(String)],
      ['You cancel between 6 and 24 hours before', '50% refund', '3–5 business days', expect.any(String)],
      ['You cancel less than 6 hours before', 'No refund', 'Not applicable', expect.any(String)],
      ['The doctor cannot attend', 'Full refund, or a new time at no cost', '3–5 business days', expect.any(String)],
      ['You miss the appointment without cancelling', 'No refund', 'Not applicable', expect.any(String)],
    ]);
    expect(await rows(page, 'health-package')).toEqual([
      [
        'You cancel before any test is done',
        '90% refund (10% processing fee)',
        '5–7 business days',
        expect.any(String),
      ],
      ['Some tests are already done', 'Refund for the tests not done', '7–10 business days', expect.any(String)],
    ]);
    const subscriptions = await rows(page, 'subscription');
    expect(subscriptions.map((row) => row.slice(0, 2))).toEqual([
      ['You cancel within 7 days of buying and have used nothing', 'Full refund'],
      ['You cancel in the middle of a month', 'Pro-rated refund: the unused days'],
      ['You cancel a yearly plan within 30 days of buying', 'Full refund, minus services used'],
    ]);
    // One table row per rule, none left out.
    expect((await select(page, 'tr[data-rule]')).map((row) => row.attrs['data-rule'])).toEqual(
      REFUND_RULES.map((rule) => rule.id),
    );
    for (const caption of await select(page, 'table caption')) expect(caption.text).not.toBe('');
  });

  it('states non-refundable cases, timelines by payment method, the review time and the 5-step process', async () => {
    const page = await html('/refunds');
    const text = visibleText(page);
    expect((await select(page, 'section#non-refundable li')).length).toBe(6);
    expect(text).toContain('less than 6 hours before it starts');
    expect(await rows(page, 'timelines')).toEqual([
      ['Credit or debit card', '3–7 days'],
      ['Wallet', '1–3 days'],
      ['Net banking', '2–5 days'],
      ['UPI', '1–2 days'],
    ]);
    expect(text).toContain(`within ${formatNumberRange(2, 3)} business days`);
    expect(text).toContain('We review every refund request within 2–3 business days');
    const steps = await select(page, 'section#request ol > li');
    expect(steps).toHaveLength(5);
    expect(steps[0]?.text).toContain('Step 1');
    expect(steps[0]?.text).toContain('Send a refund request');
    expect((await selectOne(page, '#refund-form h3')).text).toBe('Refund request form');
    expect((await selectOne(page, 'a[href="#request"]')).text).toBe('Request a Refund');
  });

  it('states the billing dispute window, complaint times and the grievance officer', async () => {
    const text = visibleText(await html('/refunds'));
    expect(POLICY_LIMITS.billingDisputeDays).toBe(30);
    expect(text).toContain('within 30 days of the charge');
    expect(text).toContain('within 24 hours');
    expect(text).toContain('within 7–15 business days');
    expect(text).toContain(GRIEVANCE_WORDS_EN.name);
    expect(text).toContain(CONFIG_DEFAULTS.SUPPORT_EMAIL);
  });
});

describe('/privacy', () => {
  it('states retention (10 years, the request store’s days), the 72-hour breach report and the minimum age', async () => {
    expect(POLICY_LIMITS).toMatchObject({ medicalRecordYears: 10, breachReportHours: 72, minimumAge: 18 });
    const page = await html('/privacy');
    const text = visibleText(page);
    const retention = Object.fromEntries(
      (await select(page, 'tr[data-retention]')).map((row) => [row.attrs['data-retention'], row.text]),
    );
    expect(retention.medical).toBe(
      'Medical records (consultation records and prescriptions) 10 years from your last consultation',
    );
    expect(retention.access).toBe(
      'The log of who opened your medical records As long as the medical records it is about',
    );
    expect(text).toContain('So we do not delete them earlier, even if you ask us to erase your data.');
    expect(text).toContain('keep patients’ records for at least 3 years');
    expect(retention.requests).toBe(
      `Requests sent through our forms ${CONFIG_DEFAULTS.REQUEST_RETENTION_DAYS} days from when they arrive`,
    );
    expect(CONFIG_DEFAULTS.REQUEST_RETENTION_DAYS).toBe('180');
    expect(text).toContain('are deleted 180 days after they arrive');
    expect(text).toContain('within 72 hours of learning of the breach');
    expect(text).toContain('aged 18 and over');
  });

  it('is a complete DPDP notice: each purpose, the rights, the Board, consent withdrawal, nomination, children', async () => {
    const page = await html('/privacy');
    const text = visibleText(page);
    expect(await select(page, 'section#collect li')).toHaveLength(5);
    expect((await select(page, 'section#use li')).length).toBeGreaterThanOrEqual(5);
    const rights = (await select(page, 'section#rights li')).map((li) => li.text.split(':')[0]);
    expect(rights).toEqual(['Access', 'Correction', 'Erasure', 'Withdraw consent', 'Nominate', 'Complain']);
    expect(text).toContain('as easily as you gave consent');
    expect(text).toContain('Data Protection Board of India');
    expect(text).toContain('Digital Personal Data Protection Act 2023');
    expect(text).toContain('Digital Personal Data Protection Rules 2025');
    expect(text).toContain('consent of a parent or guardian');
    expect(await select(page, 'section#compliance li')).toHaveLength(4);
  });

  it('has working buttons: Download Your Data, Privacy Settings, Contact Privacy Officer', async () => {
    const page = await html('/privacy');
    const hero = await select(page, 'a[class*="print:hidden"]');
    expect(hero.map((a) => [a.text, a.attrs.href])).toEqual([
      ['Download Your Data', '#download'],
      ['Privacy Settings', '/cookies#preferences'],
      ['Contact Privacy Officer', '#contact-officer'],
      ['Print or save as PDF', '/privacy?print=1'],
    ]);
    // The data download: signed in, a file; otherwise sign-in first, then back to the file (tests/worker/requests.test.ts).
    expect((await selectOne(page, 'section#download a')).attrs.href).toBe('/privacy/my-data');
    expect(
      await select(page, '#privacy-request form[action="/privacy/request"] select[name="requestType"]'),
    ).toHaveLength(1);
    expect(await select(page, 'form[action="/refunds/request"]')).toHaveLength(0);
    const officer = await selectOne(page, 'section#contact-officer');
    expect(officer.text).toContain(GRIEVANCE_WORDS_EN.name);
    expect(officer.text).toContain(CONFIG_DEFAULTS.OFFICE_ADDRESS);
    expect(
      (await selectOne(page, `section#contact-officer a[href="mailto:${CONFIG_DEFAULTS.SUPPORT_EMAIL}"]`)).text,
    ).toBe(CONFIG_DEFAULTS.SUPPORT_EMAIL);
    expect(officer.text).toContain('within 24 hours');
    expect(officer.text).toContain('within 7–15 business days');
    expect(officer.text).toContain('at most 90 days');
    expect((await selectOne(page, '#privacy-request h3')).text).toBe('Privacy request form');
    // Contact cards: phone, email, office, all from configuration.
    const cards = await select(page, 'section#contact li');
    expect(cards).toHaveLength(3);
    expect((await selectOne(page, 'section#contact a[href^="tel:"]')).attrs.href).toBe('tel:+919000000000');
  });
});

describe('/terms', () => {
  it('has the 10 sections in order, 4 regulatory cards, the prohibited activities and contact cards', async () => {
    const page = await html('/terms');
    const headings = (await select(page, 'main section > h2')).map((h) => h.text);
    expect(headings.slice(0, 10)).toEqual([
      '1. Accepting these terms',
      '2. Our services',
      '3. Your obligations',
      '4. Limits of the service',
      '5. Payments and refunds',
      '6. Privacy',
      '7. Intellectual property',
      '8. Ending the agreement',
      '9. Liability',
      '10. Complaints and disputes',
    ]);
    expect(await select(page, 'section#regulation li')).toHaveLength(4);
    expect((await select(page, 'section#prohibited li')).length).toBeGreaterThanOrEqual(8);
    expect(await select(page, 'section#contact li')).toHaveLength(3);
  });

  it('states the spec’s limits: age 18, 99.9% uptime, 30 days, ₹1,00,000 optional arbitration, courts of Chennai', async () => {
    const text = visibleText(await html('/terms'));
    expect(POLICY_LIMITS).toMatchObject({
      minimumAge: 18,
      uptime: 0.999,
      billingDisputeDays: 30,
      arbitrationAboveRupees: 100_000,
      jurisdictionCity: 'Chennai',
      complaintAcknowledgeHours: 24,
      complaintResolveBusinessDays: { from: 7, to: 15 },
    });
    expect(text).toContain('You must be 18 or older');
    expect(text).toContain('available 99.9% of the time');
    expect(text).toContain('within 30 days of the charge');
    expect(text).toContain('For a dispute above ₹1,00,000, either of us may propose arbitration');
    expect(text).toContain('Arbitration is optional');
    expect(text).toContain('the courts of Chennai have jurisdiction');
    expect(text).toContain('within 24 hours and aim to resolve it within 7–15 business days');
  });

  it('Contact Legal Team opens mail to the configured address; Download Terms gives the printable document', async () => {
    const page = await html('/terms');
    const legal = (await select(page, 'a')).find((a) => a.text === 'Contact Legal Team');
    expect(legal?.attrs.href).toBe(`mailto:${CONFIG_DEFAULTS.SUPPORT_EMAIL}?subject=Legal%20enquiry`);
    const download = await selectOne(page, '[data-island="PrintButton"]');
    expect(JSON.parse(download.attrs['data-props'] ?? '{}')).toMatchObject({
      href: '/terms?print=1',
      label: 'Download Terms (PDF)',
    });
  });
});

describe('/disclaimer', () => {
  it('puts the emergency numbers first, as call links', async () => {
    const page = await html('/disclaimer');
    for (const number of Object.values(PUBLIC_EMERGENCY_NUMBERS)) {
      expect(
        (await selectOne(page, `section[aria-labelledby="emergency-title"] a[href="tel:${number}"]`)).text,
      ).toContain(number);
    }
    expect(page.indexOf('emergency-title')).toBeLessThan(page.indexOf('toc-title'));
    expect(page.indexOf('emergency-title')).toBeGreaterThan(page.indexOf('<h1'));
  });

  it('has 4 critical notices with urgency levels critical, high and medium, 4 sections, responsibilities and liability', async () => {
    const page = await html('/disclaimer');
    const notices = await select(page, 'section#notices li[data-urgency]');
    expect(notices).toHaveLength(4);
    expect(new Set(notices.map((notice) => notice.attrs['data-urgency']))).toEqual(
      new Set(['critical', 'high', 'medium']),
    );
    expect(notices[0]?.text).toContain('Critical');
    expect(notices[0]?.text).toContain('Not for emergencies');
    for (const id of ['advice', 'limits', 'opinions', 'information']) {
      expect((await select(page, `section#${id} p`)).length).toBeGreaterThanOrEqual(2);
    }
    expect((await select(page, 'section#responsibilities li')).length).toBeGreaterThanOrEqual(5);
    expect((await select(page, 'section#liability li')).length).toBeGreaterThanOrEqual(5);
  });
});

describe('/cookies', () => {
  it('has the 4 types with durations, and marks the types not used today', async () => {
    const page = await html('/cookies');
    const cards = Object.fromEntries(
      (await select(page, 'li[data-cookie-type]')).map((card) => [card.attrs['data-cookie-type'], card.text]),
    );
    expect(Object.keys(cards)).toEqual(['essential', 'performance', 'functionality', 'analytics']);
    expect(cards.essential).toContain('Session, or up to 1 year');
    expect(cards.functionality).toContain('Up to 1 year');
    expect(cards.performance).toContain('Up to 2 years');
    expect(cards.analytics).toContain('Up to 2 years');
    for (const type of ['essential', 'functionality']) expect(cards[type]).toContain('In use');
    for (const type of ['performance', 'analytics']) expect(cards[type]).toContain('Not used on this site');
  });

  it('lists every cookie the site sets, from the one list, within the policy’s durations', async () => {
    const page = await html('/cookies');
    const listed = await select(page, 'tr[data-cookie]');
    expect(listed.map((row) => row.attrs['data-cookie'])).toEqual(SITE_COOKIES.map((cookie) => cookie.id));
    const text = Object.fromEntries(listed.map((row) => [row.attrs['data-cookie'], row.text]));
    expect(text.session).toContain('Until you close your browser, or 30 days if you tick Remember me');
    expect(text['cookie-prefs']).toContain('1 year');
    expect(text.flash).toContain('60 seconds');
    // No cookie outlives its type's maximum (functionality and essential: 1 year).
    const rememberDays = Number(CONFIG_DEFAULTS.REMEMBER_ME_DAYS);
    for (const cookie of SITE_COOKIES) {
      const days =
        cookie.lifetime.kind === 'days'
          ? cookie.lifetime.days
          : cookie.lifetime.kind === 'seconds'
            ? cookie.lifetime.seconds / 86_400
            : rememberDays;
      expect(days, cookie.name).toBeLessThanOrEqual(365);
    }
    expect(new Set(SITE_COOKIES.map((cookie) => cookie.type))).toEqual(new Set(['essential', 'functionality']));
  });

  it('has third-party providers, the 4 browsers, and a preferences card with the four controls', async () => {
    const page = await html('/cookies');
    expect(await select(page, 'section#third-party li')).toHaveLength(3);
    expect((await select(page, 'li[data-browser]')).map((li) => li.attrs['data-browser'])).toEqual([
      'chrome',
      'firefox',
      'safari',
      'edge',
    ]);
    const forms = await select(page, 'section#preferences form');
    expect(forms.map((form) => [form.attrs.method, form.attrs.action])).toEqual([
      ['post', '/cookies/preferences'],
      ['post', '/cookies/preferences'],
    ]);
    const buttons = await select(page, 'section#preferences button[name="choice"]');
    expect(buttons.map((b) => [b.text, b.attrs.value])).toEqual([
      ['Accept All Cookies', 'all'],
      ['Essential Only', 'essential'],
    ]);
    expect((await selectOne(page, 'section#preferences summary')).text).toBe('Customize Settings');
    expect((await selectOne(page, 'section#preferences input[type="checkbox"]')).attrs.name).toBe('functionality');
    expect((await selectOne(page, 'section#preferences a[href="#browsers"]')).text).toBe(
      'Manage cookies in your browser',
    );
    expect((await selectOne(page, '[data-cookie-choice]')).attrs['data-cookie-choice']).toBe('none');
  });
});

// These need the preference routes mounted in src/app.tsx (`app.route('/', cookiePreferenceRoutes)` before the page
// routes).
describe('cookie preferences', () => {
  const choose = (fields: Record<string, string>, path = '/cookies/preferences') => postForm(path, fields);
  const prefsCookie = (response: Response) =>
    response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE_PREFS_COOKIE}=`));

  it.each([
    [{ choice: 'all' }, 'essential.functionality'],
    [{ choice: 'essential' }, 'essential'],
    [{ choice: 'custom', functionality: 'on' }, 'essential.functionality'],
    [{ choice: 'custom' }, 'essential'],
  ])('%o records %s in a cookie and goes back to the card, which shows it', async (fields, value) => {
    const response = await choose(fields);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/cookies#preferences');
    const cookie = prefsCookie(response);
    expect(cookie).toContain(`${COOKIE_PREFS_COOKIE}=${value};`);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const page = await get('/cookies', { Cookie: `${COOKIE_PREFS_COOKIE}=${value}` });
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    const body = await page.text();
    expect((await selectOne(body, '[data-cookie-choice]')).attrs['data-cookie-choice']).toBe(value);
    const shown = (await selectOne(body, '[data-cookie-choice]')).text;
    expect(shown).toContain(
      value === 'essential' ? 'You allow: Essential.' : 'You allow: Essential and Functionality.',
    );
    // The customise form starts from the choice in force.
    const box = await selectOne(body, 'section#preferences input[name="functionality"]');
    expect('checked' in box.attrs).toBe(value.includes('functionality'));
  });

  it('choosing essential only removes the functionality cookies already set (Remember me)', async () => {
    const response = await postForm(
      '/cookies/preferences',
      { choice: 'essential' },
      { Cookie: 'remembered_email=patient%40example.com; sb-remember=1; sb-account-hint=x' },
    );
    expect(response.status).toBe(303);
    const removed = response.headers
      .getSetCookie()
      .filter((line) => /Max-Age=0/.test(line))
      .map((line) => line.split('=')[0]);
    expect(removed.sort()).toEqual(['remembered_email', 'sb-remember']);
    const kept = await postForm('/cookies/preferences', { choice: 'all' }, { Cookie: 'sb-remember=1' });
    expect(kept.headers.getSetCookie().filter((line) => /Max-Age=0/.test(line))).toEqual([]);
  });

  it('the cached page stays the same for everyone: a visitor without the cookie sees no choice', async () => {
    await get('/cookies', { Cookie: `${COOKIE_PREFS_COOKIE}=essential` });
    const page = await html('/cookies');
    expect((await selectOne(page, '[data-cookie-choice]')).attrs['data-cookie-choice']).toBe('none');
    const forged = await html('/cookies', { Cookie: `${COOKIE_PREFS_COOKIE}=analytics.everything` });
    expect((await selectOne(forged, '[data-cookie-choice]')).attrs['data-cookie-choice']).toBe('none');
  });

  it('refuses anything but the three choices, and forms from other sites', async () => {
    for (const fields of [{}, { choice: 'everything' }, { choice: '' }] as Record<string, string>[]) {
      const response = await choose(fields);
      expect(response.status).toBe(400);
      expect(prefsCookie(response)).toBeUndefined();
    }
    const foreign = await SELF.fetch(`${SITE}/cookies/preferences`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'choice=all',
    });
    expect(foreign.status).toBe(403);
    expect(prefsCookie(foreign)).toBeUndefined();
  });

  it('the Hindi page posts to its own address and comes back to itself', async () => {
    const page = await html('/hi/cookies');
    expect((await select(page, 'section#preferences form')).map((form) => form.attrs.action)).toEqual([
      '/hi/cookies/preferences',
      '/hi/cookies/preferences',
    ]);
    const response = await choose({ choice: 'essential' }, '/hi/cookies/preferences');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/hi/cookies#preferences');
  });
});

// ---- Every cookie the code sets is on the list ----

const SOURCES = import.meta.glob<string>(
  ['../../src/**/*.{ts,tsx}', '../../shared/**/*.ts', '../../client/**/*.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Calls whose cookie name is not written in the code: the sign-in service names its own (checked by signing in). */
const NAMED_BY_LIBRARY = new Set(['../../src/auth/supabase.ts:name']);

function stringConstant(name: string): string | undefined {
  for (const text of Object.values(SOURCES)) {
    const match = new RegExp(`const ${name}\\s*=\\s*'([^']+)'`).exec(text);
    if (match) return match[1];
  }
  return undefined;
}

describe('the cookie list', () => {
  it('names every cookie the source code sets', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const [file, text] of Object.entries(SOURCES)) {
      for (const match of text.matchAll(/setCookie\(\s*\w+\s*,\s*([\w.]+|'[^']*')/g)) {
        const argument = match[1]!;
        if (NAMED_BY_LIBRARY.has(`${file}:${argument}`)) continue;
        const name = argument.startsWith("'") ? argument.slice(1, -1) : stringConstant(argument);
        expect(name, `${file}: setCookie(${argument}) names a cookie this test can read`).toBeDefined();
        found.push(name!);
        expect(listedCookie(name!), `${name} (set in ${file}) is on the cookie list`).toBeDefined();
      }
      // No other way of setting a cookie: a raw header or document.cookie.
      expect(text, file).not.toMatch(/['"]Set-Cookie['"]\s*,/);
      expect(text, file).not.toMatch(/document\.cookie\s*=/);
    }
    expect(new Set(found)).toEqual(
      new Set([
        'sb-account-hint',
        'sb-remember',
        'remembered_email',
        'flash',
        COOKIE_PREFS_COOKIE,
        'phone_sign_in',
        'phone_change',
      ]),
    );
  });

  it('names every cookie that signing in, Google sign-in, signing out and the forms set', async () => {
    const names = new Set<string>();
    const record = (response: Response) => {
      for (const line of response.headers.getSetCookie()) names.add(line.split('=')[0]!);
    };
    const signIn = await postForm('/login/sign-in', {
      email: ACCOUNTS.patient.email,
      password: ACCOUNTS.patient.password,
      remember: 'on',
    });
    expect(signIn.status).toBe(303);
    record(signIn);
    record(await postForm('/login/google', {}));
    record(await postForm('/auth/sign-out', {}, { Cookie: cookiesFrom(signIn) }));
    record(await postForm('/doctors/request', { name: 'A', phone: '9000000000', specialization: 'Cardiologist' }));
    record(await postForm('/cookies/preferences', { choice: 'all' }));
    expect([...names].some((name) => /^sb-.+-auth-token$/.test(name))).toBe(true);
    expect(names).toContain('sb-account-hint');
    expect(names).toContain('remembered_email');
    for (const name of names) expect(listedCookie(name), `${name} is on the cookie list`).toBeDefined();
  });
});
