// The Cookies, Disclaimer and Refunds policies in Hindi (issue 13): rendered as wholly Hindi pages (translation
// 'whole', as content/pages.ts marks them once translated), each shows its Hindi headings, tables and steps, figures
// formatted for hi-IN, the line saying the English text prevails, and no English sentence of its English
// dictionaries. Through the Worker, /hi/... answers with lang="hi" in either state, and the cookie choice's refusal
// speaks the language of the address it was sent to.
import { SELF } from 'cloudflare:test';
import { createElement, type FC } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { WordsContext } from '../../client/i18n/words';
import { formatNumberRange } from '../../shared/i18n/format';
import { HI_UI } from '../../shared/i18n/hi/ui';
import type { Locale } from '../../shared/i18n/locales';
import { loadConfig } from '../../src/config';
import { REFUND_SUMMARY_HI } from '../../src/content/contact/copy.hi';
import type { PageId } from '../../src/content/pages';
import {
  BROWSER_WORDS_HI,
  COOKIE_TYPE_WORDS_HI,
  COOKIE_WORDS_HI,
  SITE_COOKIE_WORDS_HI,
} from '../../src/content/policies/cookies-hi';
import {
  BROWSER_WORDS_EN,
  COOKIE_TYPE_WORDS_EN,
  COOKIE_WORDS_EN,
  SITE_COOKIE_WORDS_EN,
} from '../../src/content/policies/copy.en';
import { formatPolicyDate, POLICY_VERSIONS } from '../../src/content/policies/facts';
import { REFUND_RULE_WORDS_EN, REFUND_WORDS_EN } from '../../src/content/refunds/copy.en';
import { REFUND_RULE_WORDS_HI, REFUND_WORDS_HI } from '../../src/content/refunds/copy.hi';
import { REFUND_RULES } from '../../src/content/refunds/facts';
import { choiceOf, COOKIE_PREFS_COOKIE, SITE_COOKIES, type CookieChoice } from '../../src/http/cookie-list';
import { IslandRegistryContext } from '../../src/render/island';
import { PageContext, type PageContextValue } from '../../src/render/page-context';
import { UI_WORDS } from '../../src/render/ui-copy';
import { pageDef } from '../../src/site-map/registry';
import { CookieChoiceContext } from '../../src/site/cookies/choice';
import { CookiesPage } from '../../src/site/cookies/CookiesPage';
import { COOKIES_COPY_EN } from '../../src/site/cookies/copy.en';
import { COOKIES_COPY_HI } from '../../src/site/cookies/copy.hi';
import { DisclaimerPage } from '../../src/site/disclaimer/DisclaimerPage';
import { DISCLAIMER_COPY_EN } from '../../src/site/disclaimer/copy.en';
import { DISCLAIMER_COPY_HI } from '../../src/site/disclaimer/copy.hi';
import { POLICY_COPY_HI } from '../../src/site/policy/copy.hi';
import { RefundsPage } from '../../src/site/refunds/RefundsPage';
import { REFUNDS_COPY_EN } from '../../src/site/refunds/copy.en';
import { REFUNDS_COPY_HI } from '../../src/site/refunds/copy.hi';
import { postForm, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const DEVANAGARI = /[\u0900-\u097F]/;

/** A policy page's component rendered as the Worker renders it inside <main>. */
function renderWhole(id: PageId, Page: FC, choice: CookieChoice | null = null, locale: Locale = 'hi'): string {
  const page = pageDef(id, locale);
  const context: PageContextValue = {
    page,
    locale,
    t: UI_WORDS[locale],
    config: loadConfig({}),
    url: new URL(`${SITE}${page.path}`),
    flash: null,
  };
  return renderToString(
    createElement(
      IslandRegistryContext.Provider,
      { value: new Set<string>() },
      createElement(
        PageContext.Provider,
        { value: context },
        createElement(
          WordsContext.Provider,
          { value: context.t },
          createElement(CookieChoiceContext.Provider, { value: choice }, createElement(Page)),
        ),
      ),
    ),
  );
}

const PLACEHOLDER = '\u0001';

/**
 * Every English sentence (or the fixed part of one that takes figures) of a dictionary: strings, arrays, objects and
 * the strings its functions return given placeholders. Single words are left out (they could be a brand name).
 */
function englishSentences(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const part of value.split(PLACEHOLDER)) {
      const trimmed = part.trim();
      if (trimmed.includes(' ') && trimmed.length >= 12 && /[a-z]/.test(trimmed)) found.push(trimmed);
    }
  } else if (typeof value === 'function') {
    try {
      englishSentences(value(PLACEHOLDER, PLACEHOLDER, PLACEHOLDER), found);
    } catch {
      // A function that needs real values (the refund amount) is checked through the page's rows instead.
    }
  } else if (Array.isArray(value)) {
    for (const item of value) englishSentences(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) englishSentences(item, found);
  }
  return found;
}

function expectNoEnglish(html: string, dictionaries: unknown[]) {
  const text = visibleText(html);
  const sentences = englishSentences(dictionaries);
  expect(sentences.length).toBeGreaterThan(10);
  for (const sentence of sentences) expect(text, sentence).not.toContain(sentence);
}

/** Rows of the tables in a section, as [row header, ...cells] texts (the wide table; phones get the same as cards). */
async function rows(page: string, sectionId: string): Promise<string[][]> {
  const count = (await select(page, `section#${sectionId} table tbody tr`)).length;
  const cells = await select(page, `section#${sectionId} table tbody tr > *`);
  const width = count === 0 ? 0 : cells.length / count;
  return Array.from({ length: count }, (_, index) =>
    cells.slice(index * width, (index + 1) * width).map((cell) => cell.text),
  );
}

/** The checks every Hindi policy page shares: Hindi version line and date, the English-prevails line, no clipping. */
async function expectHindiPolicyFrame(html: string, id: 'cookies' | 'disclaimer' | 'refunds') {
  const { version, updated } = POLICY_VERSIONS[id];
  const date = formatPolicyDate(updated, 'hi');
  expect(date).toBe('23 नवंबर 2026');
  expect(visibleText(html)).toContain(POLICY_COPY_HI.versionLine(version, date));
  const prevails = await selectOne(html, '[data-english-prevails]');
  expect(prevails.text).toContain(POLICY_COPY_HI.englishPrevails.text);
  expect((await selectOne(html, '[data-english-prevails] a')).attrs.href).toBe(`/${id}`);
  // Devanagari grows: no text is cut to one line.
  expect(html).not.toMatch(/class="[^"]*\b(truncate|whitespace-nowrap|line-clamp-\d)\b/);
  // Every section heading is Hindi.
  for (const heading of await select(html, 'section h2')) expect(heading.text, heading.text).toMatch(DEVANAGARI);
}

describe('/hi/cookies, wholly Hindi', () => {
  it('has the Hindi sections, the four types with their durations in Hindi, and the English-prevails line', async () => {
    const html = renderWhole('cookies', CookiesPage);
    await expectHindiPolicyFrame(html, 'cookies');
    const headings = (await select(html, 'section > h2')).map((heading) => heading.text);
    expect(headings).toEqual(Object.values(COOKIES_COPY_HI.toc));
    const cards = Object.fromEntries(
      (await select(html, 'li[data-cookie-type]')).map((card) => [card.attrs['data-cookie-type'], card.text]),
    );
    expect(cards.essential).toContain(COOKIE_TYPE_WORDS_HI.essential.title);
    expect(cards.essential).toContain('ब्राउज़र बंद होने तक (सेशन), या ज़्यादा से ज़्यादा 1 साल');
    expect(cards.functionality).toContain('ज़्यादा से ज़्यादा 1 साल');
    expect(cards.performance).toContain('ज़्यादा से ज़्यादा 2 साल');
    expect(cards.analytics).toContain(COOKIE_WORDS_HI.notUsed);
    expect(cards.essential).toContain(COOKIE_WORDS_HI.inUse);
  });

  it('lists every cookie with its Hindi purpose and lifetime, and the browsers’ steps', async () => {
    const html = renderWhole('cookies', CookiesPage);
    const listed = Object.fromEntries(
      (await select(html, 'tr[data-cookie]')).map((row) => [row.attrs['data-cookie'], row.text]),
    );
    expect(Object.keys(listed)).toEqual(SITE_COOKIES.map((cookie) => cookie.id));
    for (const cookie of SITE_COOKIES) {
      expect(listed[cookie.id]).toContain(cookie.name);
      expect(listed[cookie.id]).toContain(SITE_COOKIE_WORDS_HI[cookie.id].purpose);
      expect(listed[cookie.id]).toContain(COOKIE_WORDS_HI.typeNames[cookie.type]);
    }
    expect(listed.session).toContain('ब्राउज़र बंद करने तक, या "मुझे याद रखें" पर टिक करने पर 30 दिन');
    expect(listed['cookie-prefs']).toContain('1 साल');
    expect(listed.flash).toContain('60 सेकंड');
    const browsers = await select(html, 'li[data-browser]');
    expect(browsers.map((browser) => browser.text)).toEqual(
      (['chrome', 'firefox', 'safari', 'edge'] as const).map(
        (id) => `${BROWSER_WORDS_HI[id].name} ${BROWSER_WORDS_HI[id].steps}`,
      ),
    );
    expect(visibleText(html)).toContain(COOKIES_COPY_HI.preferences.intro(COOKIE_PREFS_COOKIE, '1 साल'));
  });

  it('has Hindi preference controls that post to the Hindi address, and shows a choice in Hindi', async () => {
    const html = renderWhole('cookies', CookiesPage);
    expect((await select(html, 'section#preferences form')).map((form) => form.attrs.action)).toEqual([
      '/hi/cookies/preferences',
      '/hi/cookies/preferences',
    ]);
    expect((await select(html, 'section#preferences button')).map((button) => button.text)).toEqual([
      COOKIES_COPY_HI.preferences.acceptAll,
      COOKIES_COPY_HI.preferences.essential,
      COOKIES_COPY_HI.preferences.save,
    ]);
    expect((await selectOne(html, 'section#preferences summary')).text).toBe(COOKIES_COPY_HI.preferences.customize);
    expect((await selectOne(html, 'section#preferences a[href="#browsers"]')).text).toBe('कुकीज़ की सेटिंग (अपने ब्राउज़र में)');
    expect((await selectOne(html, 'section#preferences label')).text).toBe('सुविधा वाली कुकीज़ की अनुमति दें');
    expect((await selectOne(html, '[data-cookie-choice]')).text).toContain(COOKIES_COPY_HI.preferences.none);

    const all = await selectOne(renderWhole('cookies', CookiesPage, choiceOf('all')), '[data-cookie-choice]');
    expect(all.text).toContain('आपने इनकी अनुमति दी है: ज़रूरी और सुविधा वाली कुकीज़।');
    const essential = await selectOne(
      renderWhole('cookies', CookiesPage, choiceOf('essential')),
      '[data-cookie-choice]',
    );
    expect(essential.text).toContain('आपने इनकी अनुमति दी है: ज़रूरी कुकीज़।');
    expect(essential.text).toContain(COOKIES_COPY_HI.preferences.essentialOnly);
  });

  it('shows no English sentence of its dictionaries', () => {
    const html = renderWhole('cookies', CookiesPage, choiceOf('essential'));
    expectNoEnglish(html, [COOKIES_COPY_EN, COOKIE_TYPE_WORDS_EN, SITE_COOKIE_WORDS_EN, COOKIE_WORDS_EN]);
    // Browser steps name the browsers' own (English) menus, so only their sentence frame is compared.
    expect(visibleText(html)).not.toContain(BROWSER_WORDS_EN.chrome.steps);
  });

  it('the English page keeps its English words and figures', async () => {
    const html = renderWhole('cookies', CookiesPage, null, 'en');
    expect(await select(html, '[data-english-prevails]')).toHaveLength(0);
    // The English-sentence check would catch them: the English page shows its dictionaries' sentences.
    const shown = englishSentences([COOKIES_COPY_EN, COOKIE_TYPE_WORDS_EN, SITE_COOKIE_WORDS_EN]).filter((sentence) =>
      visibleText(html).includes(sentence),
    );
    expect(shown.length).toBeGreaterThan(30);
    expect((await selectOne(html, 'tr[data-cookie="cookie-prefs"]')).text).toContain('1 year');
    expect(visibleText(html)).toContain(
      COOKIES_COPY_EN.preferences.intro(COOKIE_PREFS_COOKIE, COOKIE_WORDS_EN.years(1, '1')),
    );
  });

  it('refuses a form without a valid choice in the language of its address', async () => {
    const hindi = await postForm('/hi/cookies/preferences', { choice: 'everything' });
    expect(hindi.status).toBe(400);
    expect(await hindi.text()).toBe(COOKIES_COPY_HI.invalidChoice);
    const english = await postForm('/cookies/preferences', { choice: 'everything' });
    expect(english.status).toBe(400);
    expect(await english.text()).toBe(COOKIES_COPY_EN.invalidChoice);
  });
});

describe('/hi/disclaimer, wholly Hindi', () => {
  it('puts the emergency numbers first as Hindi call links, then the four notices with Hindi urgency labels', async () => {
    const html = renderWhole('disclaimer', DisclaimerPage);
    await expectHindiPolicyFrame(html, 'disclaimer');
    expect((await selectOne(html, '#emergency-title')).text).toBe(DISCLAIMER_COPY_HI.emergency.title);
    expect((await selectOne(html, 'a[href="tel:112"]')).text).toBe('हर इमरजेंसी: 112 पर कॉल करें');
    expect((await selectOne(html, 'a[href="tel:108"]')).text).toBe('एम्बुलेंस: 108 पर कॉल करें');
    const notices = await select(html, 'section#notices li[data-urgency]');
    expect(notices.map((notice) => notice.attrs['data-urgency'])).toEqual(['critical', 'critical', 'high', 'medium']);
    expect(notices[0]?.text).toContain('बहुत ज़रूरी');
    expect(notices[0]?.text).toContain('इमरजेंसी के लिए नहीं');
    expect(notices[0]?.text).toContain('112 या 108 पर कॉल करें');
    const headings = (await select(html, 'section > h2')).map((heading) => heading.text);
    expect(headings).toEqual([DISCLAIMER_COPY_HI.emergency.title, ...Object.values(DISCLAIMER_COPY_HI.toc)]);
  });

  it('states the minimum age, the responsibilities and the limits of liability in Hindi', async () => {
    const html = renderWhole('disclaimer', DisclaimerPage);
    const text = visibleText(html);
    expect(text).toContain('18 साल से कम उम्र के व्यक्ति के साथ');
    expect(await select(html, 'section#responsibilities li')).toHaveLength(7);
    expect(await select(html, 'section#liability li')).toHaveLength(6);
    expect(text).toContain(DISCLAIMER_COPY_HI.liability.rights);
  });

  it('shows no English sentence of its dictionary', () => {
    expectNoEnglish(renderWhole('disclaimer', DisclaimerPage), [DISCLAIMER_COPY_EN]);
  });
});

describe('/hi/refunds, wholly Hindi', () => {
  it('has a Hindi table per category, worded from the rules, with hi-IN figures', async () => {
    const html = renderWhole('refunds', RefundsPage);
    await expectHindiPolicyFrame(html, 'refunds');
    expect(await rows(html, 'consultation')).toEqual([
      ['आप अपॉइंटमेंट से 24 घंटे या उससे पहले रद्द करते हैं', 'पूरा रिफ़ंड', '3–5 कामकाजी दिन', expect.any(String)],
      ['आप 6 से 24 घंटे पहले रद्द करते हैं', '50% रिफ़ंड', '3–5 कामकाजी दिन', expect.any(String)],
      ['आप 6 घंटे से कम समय पहले रद्द करते हैं', 'कोई रिफ़ंड नहीं', 'लागू नहीं', expect.any(String)],
      ['डॉक्टर नहीं आ पाते', 'पूरा रिफ़ंड, या बिना ख़र्च के नया समय', '3–5 कामकाजी दिन', expect.any(String)],
      ['आप रद्द किए बिना अपॉइंटमेंट पर नहीं आते', 'कोई रिफ़ंड नहीं', 'लागू नहीं', expect.any(String)],
    ]);
    expect(await rows(html, 'health-package')).toEqual([
      ['आप कोई भी जाँच होने से पहले रद्द करते हैं', '90% रिफ़ंड (10% प्रोसेसिंग फ़ीस कटेगी)', '5–7 कामकाजी दिन', expect.any(String)],
      ['कुछ जाँचें हो चुकी हैं', 'जो जाँचें नहीं हुईं, उनका रिफ़ंड', '7–10 कामकाजी दिन', expect.any(String)],
    ]);
    expect((await rows(html, 'subscription')).map((row) => row.slice(0, 2))).toEqual([
      ['आप ख़रीदने के 7 दिन के अंदर रद्द करते हैं, और आपने कुछ भी इस्तेमाल नहीं किया है', 'पूरा रिफ़ंड'],
      ['आप महीने के बीच में रद्द करते हैं', 'बचे दिनों का रिफ़ंड (जितने दिन इस्तेमाल नहीं हुए)'],
      ['आप सालाना प्लान ख़रीदने के 30 दिन के अंदर रद्द करते हैं', 'पूरा रिफ़ंड, इस्तेमाल की गई सेवाएँ घटाकर'],
    ]);
    // Every rule's process is in its row, in Hindi.
    for (const rule of REFUND_RULES)
      expect((await selectOne(html, `tr[data-rule="${rule.id}"]`)).text).toContain(
        REFUND_RULE_WORDS_HI[rule.id].process,
      );
    for (const caption of await select(html, 'table caption')) expect(caption.text).toMatch(DEVANAGARI);
  });

  it('says the same as the refund summary other Hindi pages show', () => {
    // REFUND_SUMMARY_HI (src/content/contact/copy.hi.ts) words the same rules: the same names for the same outcomes.
    expect(REFUND_SUMMARY_HI.full('24', '3–5')).toContain(
      REFUND_WORDS_HI.amount({ kind: 'percent', percent: 100 }, ''),
    );
    expect(REFUND_SUMMARY_HI.none('6')).toContain(REFUND_WORDS_HI.amount({ kind: 'percent', percent: 0 }, ''));
    expect(REFUND_SUMMARY_HI.part('50%', '6', '24')).toContain(
      REFUND_WORDS_HI.amount({ kind: 'percent', percent: 50 }, '50%'),
    );
    expect(REFUND_SUMMARY_HI.full('24', '3–5')).toContain(REFUND_WORDS_HI.fullRefundSummary('24').split(': ')[0] ?? '');
    expect(REFUND_SUMMARY_HI.full('24', '3–5')).toContain('कामकाजी दिनों');
  });

  it('states the exceptions, the timelines by payment method, the review time and the 5 steps in Hindi', async () => {
    const html = renderWhole('refunds', RefundsPage);
    const text = visibleText(html);
    expect(await select(html, 'section#non-refundable li')).toHaveLength(6);
    expect(text).toContain('आप सलाह शुरू होने से 6 घंटे से कम समय पहले उसे रद्द करते हैं।');
    expect(await rows(html, 'timelines')).toEqual([
      ['क्रेडिट या डेबिट कार्ड', '3–7 दिन'],
      ['मोबाइल वॉलेट', '1–3 दिन'],
      ['नेट बैंकिंग', '2–5 दिन'],
      ['UPI', '1–2 दिन'],
    ]);
    expect(text).toContain(REFUNDS_COPY_HI.review(formatNumberRange(2, 3, 'hi')));
    expect(text).toContain(POLICY_COPY_HI.lawNote);
    expect(text).toContain('इसमें कुल 5 क़दम हैं।');
    const steps = await select(html, 'section#request ol > li');
    expect(steps).toHaveLength(5);
    expect(steps[0]?.text).toContain(HI_UI.common.step(1));
    expect(steps[0]?.text).toContain('रिफ़ंड का अनुरोध भेजें');
    expect(steps[1]?.text).toContain('2–3 कामकाजी दिनों');
    expect((await selectOne(html, '#refund-form h3')).text).toBe(REFUNDS_COPY_HI.request.formTitle);
    expect((await selectOne(html, 'a[href="#request"]')).text).toBe(REFUNDS_COPY_HI.requestButton);
  });

  it('states the dispute window, complaint times and the consumer helpline in Hindi', () => {
    const text = visibleText(renderWhole('refunds', RefundsPage));
    expect(text).toContain('चार्ज के 30 दिन के अंदर हमें बताएँ');
    expect(text).toContain(REFUNDS_COPY_HI.disputes.complaints('24', '7–15'));
    expect(text).toContain('नेशनल कंज़्यूमर हेल्पलाइन: 1915');
  });

  it('shows no English sentence of its dictionaries', () => {
    expectNoEnglish(renderWhole('refunds', RefundsPage), [REFUNDS_COPY_EN, REFUND_RULE_WORDS_EN, REFUND_WORDS_EN]);
  });
});

describe('the three Hindi policies through the Worker', () => {
  it.each(['cookies', 'disclaimer', 'refunds'] as const)('/hi/%s answers 200 with lang="hi"', async (id) => {
    const response = await SELF.fetch(`${SITE}/hi/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect((await selectOne(html, 'html')).attrs.lang).toBe('hi');
    const main = await selectOne(html, 'main');
    const lead = { cookies: COOKIES_COPY_HI, disclaimer: DISCLAIMER_COPY_HI, refunds: REFUNDS_COPY_HI }[id].lead;
    const english = { cookies: COOKIES_COPY_EN, disclaimer: DISCLAIMER_COPY_EN, refunds: REFUNDS_COPY_EN }[id].lead;
    // Wholly Hindi: the Hindi text, the English-prevails line, and no block of English text.
    expect(main.text).toContain(lead);
    expect(main.text).not.toContain(english);
    expect(await select(html, '[data-english-prevails]')).toHaveLength(1);
    expect(await select(html, 'main [lang="en"]')).toHaveLength(0);
  });
});
