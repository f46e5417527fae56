// The privacy policy and the terms of service in Hindi (issue 13, part A), and the words every policy shares.
// The pages are rendered as wholly Hindi through a small app of their own (the site's document, the page marked
// 'whole'), so the Hindi text is checked whether or not content/pages.ts has flipped them yet; the served /hi pages
// are checked for what is true in both states. Checked: lang, the Hindi headings, every figure formatted for hi-IN,
// the line saying the English text prevails (linking to the English page), links staying on Hindi pages, the JSON-LD
// language, and that no English sentence of copy.en.ts shows on the Hindi page.
import { reactRenderer } from '@hono/react-renderer';
import { SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { createElement, type FC } from 'react';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatNumberRange } from '../../shared/i18n/format';
import { formatRupees } from '../../shared/money';
import { GRIEVANCE_WORDS_EN, requestRetentionEn } from '../../src/content/policies/copy.en';
import { PUBLIC_EMERGENCY_NUMBERS } from '../../src/content/emergency';
import { formatPolicyDate, LEGAL_LIMITS, POLICY_LIMITS, POLICY_VERSIONS } from '../../src/content/policies/facts';
import { GRIEVANCE_WORDS_HI, requestRetentionHi } from '../../src/content/policies/copy.hi';
import { CONFIG_DEFAULTS, loadConfig } from '../../src/config';
import type { AppEnv } from '../../src/env';
import { SiteDocument } from '../../src/layout/SiteDocument';
import { pageDef } from '../../src/site-map/registry';
import { POLICY_COPY_EN } from '../../src/site/policy/copy.en';
import { POLICY_COPY_HI } from '../../src/site/policy/copy.hi';
import { PRIVACY_COPY_EN } from '../../src/site/privacy/copy.en';
import { PRIVACY_COPY_HI } from '../../src/site/privacy/copy.hi';
import { PrivacyPage } from '../../src/site/privacy/PrivacyPage';
import { TERMS_COPY_EN } from '../../src/site/terms/copy.en';
import { TERMS_SECTION_IDS } from '../../src/site/terms/sections';
import { TERMS_COPY_HI } from '../../src/site/terms/copy.hi';
import { TermsPage, uptimeText } from '../../src/site/terms/TermsPage';
import type { PageDef } from '../../src/site-map/types';
import { select, selectOne, visibleText } from './html';
import { SITE } from './auth-helpers';

const PAGES = { privacy: PrivacyPage, terms: TermsPage } as const satisfies Record<string, FC>;
type Id = keyof typeof PAGES;
const IDS = Object.keys(PAGES) as Id[];

/** The Hindi page as it is once marked wholly translated. */
function wholeHindi(id: Id): PageDef {
  return pageDef(id, 'hi');
}

// The site's own document around each page, with the page marked 'whole' and the default configuration.
const app = new Hono<AppEnv>();
app.use(async (c, next) => {
  c.set('config', loadConfig({}));
  c.set('flash', null);
  await next();
});
app.use(reactRenderer(({ children, c, page }) => createElement(SiteDocument, { c, page: page as PageDef, children })));
for (const id of IDS) {
  const page = wholeHindi(id);
  app.get(page.path, (c) => c.render(createElement(PAGES[id]), { page }));
}

async function hindi(path: string): Promise<string> {
  const response = await app.request(`${SITE}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The text of <main>: the page's own words, without the header and footer. */
async function mainText(html: string): Promise<string> {
  return (await selectOne(html, 'main')).text;
}

// A stand-in for every figure and name a dictionary function takes: a string in templates, any property of itself.
const HOLE = '\u0000';
const anything: unknown = new Proxy(() => {}, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => HOLE : anything),
});

/**
 * Every piece of English a dictionary can show: each string, and each function's result around its figures. Pieces
 * of at least three words, so a brand name or an abbreviation (WhatsApp, PDF, JSON) does not count.
 */
function englishPieces(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    for (const piece of value.split(HOLE)) {
      const trimmed = piece.trim().replace(/^[("'.,:;]+|[)"'.,:;]+$/g, '');
      if (trimmed.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length >= 3) found.add(trimmed);
    }
  } else if (typeof value === 'function') {
    englishPieces((value as (...args: unknown[]) => unknown)(anything, anything, anything), found);
  } else if (Array.isArray(value)) {
    for (const item of value) englishPieces(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) englishPieces(item, found);
  }
  return found;
}

/** The shape of a dictionary: keys, list lengths, which entries are functions. Hindi must match English. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'function') return shape((value as (...args: unknown[]) => unknown)(anything, anything));
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  return typeof value;
}

describe('the Hindi dictionaries have the English ones’ shape', () => {
  it.each([
    ['privacy', PRIVACY_COPY_EN, PRIVACY_COPY_HI],
    ['terms', TERMS_COPY_EN, TERMS_COPY_HI],
    ['shared policy words', POLICY_COPY_EN, POLICY_COPY_HI],
    ['grievance officer', GRIEVANCE_WORDS_EN, GRIEVANCE_WORDS_HI],
  ] as const)('%s: same keys, same number of items', (_, english, hindiCopy) => {
    expect(shape(hindiCopy)).toEqual(shape(english));
  });

  it('says the retention with the configured days', () => {
    expect(requestRetentionHi(formatNumber(180, 'hi'))).toContain('180 दिन बाद मिटा दिए जाते हैं');
    expect(requestRetentionEn('180')).toContain('180 days');
  });
});

describe.each(IDS)('/hi/%s, wholly Hindi', (id) => {
  it('is in Hindi: lang, the Hindi title, the Hindi version line and Hindi section headings', async () => {
    const html = await hindi(`/hi/${id}`);
    expect(html).toMatch(/<html lang="hi"/);
    expect((await select(html, 'h1')).map((h) => h.text)).toEqual([pageDef(id, 'hi').title]);
    const { version, updated } = POLICY_VERSIONS[id];
    const date = formatPolicyDate(updated, 'hi');
    expect(formatPolicyDate('2026-11-23', 'hi')).toBe('23 नवंबर 2026');
    expect(visibleText(html)).toContain(`वर्ज़न ${version} · पिछला बदलाव: ${date}`);
    expect((await selectOne(html, '#toc-title')).text).toBe(POLICY_COPY_HI.contents);
    // No text of the page sits in an English block.
    expect(await select(html, 'main [lang="en"]')).toHaveLength(0);
    // Every contents entry leads to a section whose heading is its words, and every heading is Devanagari.
    const links = await select(html, 'nav[aria-labelledby="toc-title"] a');
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const heading = await selectOne(html, `section${link.attrs.href} h2`);
      expect(heading.text).toBe(link.text);
      expect(heading.text).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('says, near the top, that the English text prevails, with a link to the English page', async () => {
    const html = await hindi(`/hi/${id}`);
    const line = await selectOne(html, '[data-english-prevails]');
    expect(line.text).toBe(`${POLICY_COPY_HI.englishPrevails.text} ${POLICY_COPY_HI.englishPrevails.link}`);
    expect(line.text).toContain('अंग्रेज़ी पाठ ही माना जाएगा');
    const link = await selectOne(html, '[data-english-prevails] a');
    expect(link.attrs.href).toBe(`/${id}`);
    expect(link.attrs.hreflang).toBe('en-IN');
    // Near the top: before the contents list and the first section.
    expect(html.indexOf('data-english-prevails')).toBeLessThan(html.indexOf('toc-title'));
    // And in the printable view, which keeps it.
    const printed = await hindi(`/hi/${id}?print=1`);
    expect(await select(printed, '[data-english-prevails]')).toHaveLength(1);
    expect(visibleText(printed)).toContain(POLICY_COPY_HI.printable.title);
    expect((await selectOne(printed, 'main .alert-info a')).attrs.href).toBe(`/hi/${id}`);
  });

  it('shows no English sentence from its dictionaries', async () => {
    const text = visibleText(await hindi(`/hi/${id}`));
    const english = englishPieces([
      id === 'privacy' ? PRIVACY_COPY_EN : TERMS_COPY_EN,
      POLICY_COPY_EN,
      GRIEVANCE_WORDS_EN,
    ]);
    expect(english.size).toBeGreaterThan(40);
    const shown = [...english].filter((piece) => text.includes(piece));
    expect(shown).toEqual([]);
  });

  it('links to Hindi pages only (the English original excepted) and describes itself in Hindi in JSON-LD', async () => {
    const html = await hindi(`/hi/${id}`);
    const internal = (await select(html, 'main a'))
      .map((a) => a.attrs.href ?? '')
      .filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.filter((href) => !href.startsWith('/hi/') && href !== '/hi')).toEqual([`/${id}`]);
    const data = (await select(html, 'script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.text) as Record<string, unknown>,
    );
    expect(data.find((entry) => entry['@type'] === 'WebPage')).toMatchObject({
      name: pageDef(id, 'hi').title,
      inLanguage: 'hi-IN',
      version: POLICY_VERSIONS[id].version,
    });
  });

  it('lets Devanagari wrap: no truncated or unbreakable text in the page', async () => {
    const classes = (await select(await hindi(`/hi/${id}`), 'main [class]')).map((element) => element.attrs.class);
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((value) => /\b(truncate|whitespace-nowrap|line-clamp-\d)\b/.test(value ?? ''))).toEqual([]);
  });

  it('shows the contact cards (and on the privacy policy the grievance officer’s card) in Hindi, details from configuration', async () => {
    const html = await hindi(`/hi/${id}`);
    const text = await mainText(html);
    // The grievance officer's card is the privacy policy's (the terms name the legal team instead).
    if (id === 'privacy') {
      const officer = await selectOne(html, 'section#contact-officer');
      expect(officer.text).toContain(GRIEVANCE_WORDS_HI.name);
      expect(officer.text).not.toContain(GRIEVANCE_WORDS_EN.name);
      expect(officer.text).toContain(GRIEVANCE_WORDS_HI.title);
      expect(officer.text).toContain(`${GRIEVANCE_WORDS_HI.address} ${CONFIG_DEFAULTS.OFFICE_ADDRESS}`);
    }
    expect(text).toContain(POLICY_COPY_HI.contactCards.phone);
    expect(text).toContain(POLICY_COPY_HI.contactCards.office);
    expect(text).toContain(CONFIG_DEFAULTS.OFFICE_ADDRESS);
    expect((await selectOne(html, 'section#contact a[href^="tel:"]')).attrs.href).toBe('tel:+919000000000');
    expect(await select(html, 'section#contact li')).toHaveLength(3);
  });
});

describe('/hi/privacy figures and buttons', () => {
  it('says every figure formatted for hi-IN', async () => {
    const html = await hindi('/hi/privacy');
    const text = await mainText(html);
    const n = (value: number) => formatNumber(value, 'hi');
    const retention = Object.fromEntries(
      (await select(html, 'tr[data-retention]')).map((row) => [row.attrs['data-retention'], row.text]),
    );
    expect(retention.medical).toBe(`मेडिकल रिकॉर्ड (सलाह के रिकॉर्ड और पर्चे) आपकी आख़िरी सलाह से ${n(10)} साल तक`);
    expect(text).toContain(`कम से कम ${n(LEGAL_LIMITS.imcMedicalRecordYears)} साल तक रखें`);
    expect(text).toContain('तब भी हम इन्हें पहले नहीं मिटाते');
    expect(retention.requests).toBe(`हमारे फ़ॉर्म से भेजे गए अनुरोध मिलने के दिन से ${n(180)} दिन तक`);
    expect(text).toContain(`मिलने के ${n(180)} दिन बाद मिटा दिए जाते हैं`);
    expect(text).toContain(`${n(POLICY_LIMITS.breachReportHours)} घंटे के अंदर हम बोर्ड को पूरी रिपोर्ट भेजते हैं`);
    expect(text).toContain(`${n(POLICY_LIMITS.minimumAge)} साल या उससे ज़्यादा उम्र`);
    expect(text).toContain(`ज़्यादा से ज़्यादा ${n(LEGAL_LIMITS.dpdpGrievanceDays)} दिन`);
    expect(text).toContain(`${n(POLICY_LIMITS.complaintAcknowledgeHours)} घंटे के अंदर उसकी पुष्टि करते हैं`);
    expect(text).toContain(`${formatNumberRange(7, 15, 'hi')} कामकाजी दिनों में`);
  });

  it('has the five kinds of data, six rights, four laws, and its buttons on Hindi pages', async () => {
    const html = await hindi('/hi/privacy');
    expect(await select(html, 'section#collect li')).toHaveLength(5);
    const rights = (await select(html, 'section#rights li')).map((li) => li.text.split(':')[0]);
    expect(rights).toEqual(['जानकारी पाना', 'सुधार', 'मिटवाना', 'सहमति वापस लेना', 'नॉमिनी चुनना', 'शिकायत']);
    expect(await select(html, 'section#compliance li')).toHaveLength(4);
    const hero = await select(html, 'a[class*="print:hidden"]');
    expect(hero.map((a) => [a.text, a.attrs.href])).toEqual([
      [PRIVACY_COPY_HI.buttons.download, '#download'],
      [PRIVACY_COPY_HI.buttons.settings, '/hi/cookies#preferences'],
      [PRIVACY_COPY_HI.buttons.officer, '#contact-officer'],
      [POLICY_COPY_HI.print, '/hi/privacy?print=1'],
    ]);
    expect((await selectOne(html, 'section#download a')).attrs.href).toBe('/hi/privacy/my-data');
    expect((await selectOne(html, '#privacy-request h3')).text).toBe('प्राइवेसी अनुरोध फ़ॉर्म');
    expect(await select(html, '#privacy-request form[action="/hi/privacy/request"]')).toHaveLength(1);
  });
});

describe('/hi/terms figures and buttons', () => {
  it('has the ten sections in Hindi and says every figure formatted for hi-IN', async () => {
    const html = await hindi('/hi/terms');
    const headings = (await select(html, 'main section > h2')).map((h) => h.text);
    expect(headings.slice(0, 10)).toEqual(TERMS_SECTION_IDS.map((id) => TERMS_COPY_HI.toc.sections[id]));
    const text = await mainText(html);
    const n = (value: number) => formatNumber(value, 'hi');
    expect(formatRupees(POLICY_LIMITS.arbitrationAboveRupees, 'hi')).toBe('₹1,00,000');
    expect(text).toContain('₹1,00,000 से ज़्यादा के विवाद में');
    expect(text).toContain(`आपकी उम्र ${n(POLICY_LIMITS.minimumAge)} साल या उससे ज़्यादा`);
    expect(text).toContain(`प्लेटफ़ॉर्म ${uptimeText('hi')} समय चालू रहे`);
    expect(uptimeText('hi')).toBe('99.9%');
    expect(text).toContain(`पैसा कटने के ${n(POLICY_LIMITS.billingDisputeDays)} दिन के अंदर`);
    expect(text).toContain(`इमरजेंसी में ${PUBLIC_EMERGENCY_NUMBERS.national} पर कॉल करें`);
    expect(text).toContain(`${formatNumberRange(7, 15, 'hi')} कामकाजी दिनों में सुलझाने`);
    expect(text).toContain('चेन्नई में होगा');
    expect(text).toContain('चेन्नई की अदालतों को है');
    expect(text).toContain(POLICY_COPY_HI.lawNote);
  });

  it('offers the legal team’s email and the Hindi PDF button', async () => {
    const html = await hindi('/hi/terms');
    const legal = (await select(html, 'a')).find((a) => a.text === TERMS_COPY_HI.contactLegal);
    expect(legal?.attrs.href).toBe(
      `mailto:${CONFIG_DEFAULTS.SUPPORT_EMAIL}?subject=${encodeURIComponent(TERMS_COPY_HI.legalSubject)}`,
    );
    const download = await selectOne(html, '[data-island="PrintButton"]');
    expect(JSON.parse(download.attrs['data-props'] ?? '{}')).toMatchObject({
      href: '/hi/terms?print=1',
      label: POLICY_COPY_HI.printTerms,
    });
  });
});

describe.each(IDS)('/hi/%s as served', (id) => {
  it('answers 200 in Hindi; the prevailing-English line shows exactly when the text is Hindi', async () => {
    const response = await SELF.fetch(`${SITE}/hi/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(await select(html, '[data-english-prevails]')).toHaveLength(1);
    const first = { privacy: 'who', terms: 'acceptance' }[id];
    const words = {
      privacy: { en: PRIVACY_COPY_EN.toc.who, hi: PRIVACY_COPY_HI.toc.who },
      terms: { en: TERMS_COPY_EN.toc.sections.acceptance, hi: TERMS_COPY_HI.toc.sections.acceptance },
    }[id];
    expect((await selectOne(html, `section#${first} h2`)).text).toBe(words.hi);
  });

  it('the English page has no such line', async () => {
    const html = await (await SELF.fetch(`${SITE}/${id}`)).text();
    expect(await select(html, '[data-english-prevails]')).toHaveLength(0);
    expect(visibleText(html)).not.toContain(POLICY_COPY_EN.englishPrevails.text);
  });
});
