import { describe, expect, it } from 'vitest';
import { EN_UI } from '../../shared/i18n/en/ui';
import { discountPercent, formatPercent } from '../../shared/i18n/format';
import { formatRupees } from '../../shared/money';
import { createApp } from '../../src/app';
import { CLAIMS } from '../../src/content/claims';
import { CONTACT_WORDS_EN, REFUND_SUMMARY_EN } from '../../src/content/contact/copy.en';
import {
  CONTACT_CHANNELS,
  CONTACT_FORM_REPLY_HOURS,
  officeList,
  SAMPLE_OFFICES,
} from '../../src/content/contact/facts';
import { REFUND_SUMMARY, refundSummaryLines } from '../../src/content/contact/refund-summary';
import { PUBLIC_EMERGENCY_NUMBERS } from '../../src/content/emergency';
import {
  ADD_ON_WORDS,
  CONSULTATION_PLAN_WORDS,
  PAYMENT_METHOD_WORDS,
  SUBSCRIPTION_PLAN_WORDS,
} from '../../src/content/plans/copy.en';
import { ADD_ONS, CONSULTATION_PLANS, SUBSCRIPTION_PLANS } from '../../src/content/plans/facts';
import { FULL_REFUND_NOTICE_HOURS, REFUND_RULES } from '../../src/content/refunds/facts';
import { PATIENT_STORIES_EN as PATIENT_STORIES } from '../../src/content/stories/copy.en';
import { STORIES_ARE_SAMPLES } from '../../src/content/stories/facts';
import { CONFIG_DEFAULTS } from '../../src/config';
import { ABOUT_EN } from '../../src/site/about/copy.en';
import { CONTACT_EN } from '../../src/site/contact/copy.en';
import { HOW_IT_WORKS_EN } from '../../src/site/how-it-works/copy.en';
import { PRICING_EN } from '../../src/site/pricing/copy.en';
import { fleschReadingEase, mainText } from '../support/readability';
import { select, selectOne, visibleText } from './html';
import { get } from './auth-helpers';

const PAGES = ['/pricing', '/how-it-works', '/contact', '/about'] as const;
const SUPPORT_TEL = `tel:+${CONFIG_DEFAULTS.SUPPORT_PHONE.replace(/\D/g, '')}`;

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status).toBe(200);
  return response.text();
}

type Json = Record<string, unknown>;

async function jsonLd(html: string): Promise<Json[]> {
  const scripts = await select(html, 'script[type="application/ld+json"]');
  return scripts.map((script) => JSON.parse(script.text) as Json);
}

function ofType(blocks: readonly Json[], type: string): Json {
  const found = blocks.find((block) => block['@type'] === type);
  if (!found) throw new Error(`No ${type} JSON-LD`);
  return found;
}

/** Rupee amounts in a piece of text, as numbers: "₹1,199" → 1199. */
function rupees(text: string): number[] {
  return [...text.matchAll(/₹([\d,]+)/g)].map((match) => Number(match[1]?.replace(/,/g, '')));
}

describe('every company page', () => {
  it.each(PAGES)('%s: one h1, headings in order, plain language, valid JSON-LD, small HTML', async (path) => {
    const html = await page(path);
    expect(await select(html, 'h1')).toHaveLength(1);
    // No heading skips a level inside <main> (h1, then h2 sections, then h3 cards).
    const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
    const levels = [...main.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    const readability = fleschReadingEase(mainText(html));
    expect(readability.words).toBeGreaterThan(150);
    expect(readability.score).toBeGreaterThanOrEqual(60);
    for (const block of await jsonLd(html)) expect(block['@context']).toBe('https://schema.org');
    expect(html.length).toBeLessThan(150_000);
    // Every booking call-to-action works without JavaScript: a link to /book.
    const ctas = await select(html, '[data-island="BookingButton"] a');
    expect(ctas.length).toBeGreaterThan(0);
    for (const cta of ctas) expect(cta.attrs.href).toMatch(/^\/book(\?|$)/);
  });

  it('new-tab links say so to screen readers and do not hand over the page', async () => {
    for (const path of PAGES) {
      const html = await page(path);
      for (const link of await select(html, 'main a[target="_blank"]')) {
        expect(link.attrs.rel).toContain('noopener');
        expect(link.text).toContain(CONTACT_EN.actions.opensInNewTab.trim());
      }
    }
  });
});

describe('/pricing', () => {
  it('holds the spec’s prices, lengths and badges', () => {
    expect(CONSULTATION_PLANS.map((plan) => [plan.price, plan.originalPrice, plan.minutes, plan.popular])).toEqual([
      [499, 799, 20, false],
      [599, 1199, 30, true],
      [999, 1799, 45, false],
    ]);
    expect(SUBSCRIPTION_PLANS.map((plan) => [plan.price, plan.originalPrice, plan.period, plan.recommended])).toEqual([
      [4999, 7499, 'month', true],
      [2499, 3999, 'month', false],
    ]);
    expect(ADD_ONS.map((item) => item.price)).toEqual([0, 0, 49, 99, 299, 699]);
  });

  it('shows three consultation plans with price, old price, the computed saving, length and a booking button', async () => {
    const html = await page('/pricing');
    const cards = await select(html, '#consultations article');
    expect(cards).toHaveLength(3);
    // The spec's literal figures; the saving is what the two prices give (not the spec's 25%, 25%, 28%).
    const expected = [
      ['General Physician', '₹499', '₹799', '38%', '20-minute consultation', false],
      ['Diabetes Care', '₹599', '₹1,199', '50%', '30-minute consultation', true],
      ['Cancer 2nd Opinion', '₹999', '₹1,799', '44%', '45-minute consultation', false],
    ] as const;
    cards.forEach((card, index) => {
      const [name, price, was, saving, length, popular] = expected[index]!;
      const plan = CONSULTATION_PLANS[index]!;
      expect(CONSULTATION_PLAN_WORDS[plan.id].name).toBe(name);
      expect(formatRupees(plan.price)).toBe(price);
      expect(formatPercent(discountPercent(plan.price, plan.originalPrice) / 100)).toBe(saving);
      for (const value of [name, price, PRICING_EN.card.was(was), PRICING_EN.card.off(saving), length])
        expect(card.text).toContain(value);
      for (const feature of CONSULTATION_PLAN_WORDS[plan.id].features) expect(card.text).toContain(feature);
      expect(card.text.includes(PRICING_EN.card.mostPopular)).toBe(popular);
      expect(card.text).not.toMatch(/\b(25|28)%/);
    });
    const buttons = await select(html, '#consultations [data-island="BookingButton"] a');
    expect(buttons.map((a) => [a.text, a.attrs.href])).toEqual([
      ['Book General Physician', '/book?from=%2Fgeneral-physician'],
      ['Book Diabetes Care', '/book?from=%2Fdiabetes-care'],
      ['Book Cancer 2nd Opinion', '/book?from=%2Fcancer-second-opinion'],
    ]);
  });

  it('shows the two monthly plans with their figures', async () => {
    const html = await page('/pricing');
    const cards = await select(html, '#subscriptions article');
    expect(cards).toHaveLength(2);
    const [advisory, family] = cards.map((card) => card.text);
    for (const value of [
      'Cancer Advisory Plan',
      '₹4,999',
      PRICING_EN.card.perMonth,
      PRICING_EN.card.was('₹7,499'),
      PRICING_EN.card.off('33%'),
      PRICING_EN.card.recommended,
      '2 oncologist consultations every month',
    ])
      expect(advisory).toContain(value);
    for (const value of [
      'Family Health Plan',
      '₹2,499',
      PRICING_EN.card.was('₹3,999'),
      PRICING_EN.card.off('38%'),
      'For up to 4 family members',
    ])
      expect(family).toContain(value);
    expect(family).not.toContain(PRICING_EN.card.recommended);
    SUBSCRIPTION_PLANS.forEach((plan, index) => {
      expect(cards[index]?.text).toContain(SUBSCRIPTION_PLAN_WORDS[plan.id].name);
      expect(cards[index]?.text).toContain(formatRupees(plan.price));
    });
    const buttons = await select(html, '#subscriptions [data-island="BookingButton"] a');
    expect(buttons.map((a) => [a.text, a.attrs.href])).toEqual([
      ['Join the Cancer Advisory Plan', '/book?from=%2Fcancer-advisory-plan'],
      ['Join the Family Health Plan', '/book?from=%2Fpricing'],
    ]);
  });

  it('every saving shown is the one its two prices give', async () => {
    const html = await page('/pricing');
    const cards = await select(html, 'main article');
    expect(cards).toHaveLength(CONSULTATION_PLANS.length + SUBSCRIPTION_PLANS.length);
    for (const card of cards) {
      const [price, was] = rupees(card.text);
      const saving = card.text.match(/You save (\d+)%/)?.[1];
      expect(price && was && saving, card.text).toBeTruthy();
      expect(Number(saving)).toBe(discountPercent(price!, was!));
    }
    // No percentage anywhere in <main> other than these savings and the refund policy's 50%.
    const percents = [...visibleText(mainText(html)).matchAll(/(\d+)%/g)].map((match) => Number(match[1]));
    expect(new Set(percents)).toEqual(new Set([38, 50, 44, 33]));
  });

  it('lists the six add-ons with their prices', async () => {
    const html = await page('/pricing');
    const items = await select(html, '#add-ons li');
    expect(items).toHaveLength(6);
    const expected = [
      ['Digital Health Records', 'Free'],
      ['AI Symptom Checker', 'Free'],
      ['Prescription Delivery', '₹49'],
      ['Lab Test Booking', '₹99'],
      ['Health Report Analysis', '₹299'],
      ['Nutrition Consultation', '₹699'],
    ];
    items.forEach((item, index) => {
      const addOn = ADD_ONS[index]!;
      expect(ADD_ON_WORDS[addOn.id].name).toBe(expected[index]![0]);
      expect(item.text).toContain(expected[index]![0]);
      expect(item.text).toContain(expected[index]![1]);
    });
    expect(items[5]?.text).toContain('30-minute consultation');
  });

  it('words the refund promise from the refund policy’s rules and links to it', async () => {
    // The rules the summary reads, against the spec's figures (docs/product/figures.md, Refund rules).
    expect(REFUND_SUMMARY).toEqual({
      fullNoticeHours: 24,
      fullPaidWithin: { from: 3, to: 5 },
      partNotice: { from: 6, to: 24 },
      partPercent: 50,
      partPaidWithin: { from: 3, to: 5 },
      noneUnderHours: 6,
      subscriptionFullRefundDays: 7,
      policyPath: '/refunds',
    });
    expect(REFUND_SUMMARY.fullNoticeHours).toBe(FULL_REFUND_NOTICE_HOURS);
    expect(REFUND_RULES.find((rule) => rule.id === 'consultation-doctor-unavailable')?.amount.kind).toBe(
      'full-or-reschedule',
    );
    // "or miss the call: no refund" and "the part of the month you have not used" come from these two rules.
    expect(REFUND_RULES.find((rule) => rule.id === 'consultation-no-show')?.amount).toEqual({
      kind: 'percent',
      percent: 0,
    });
    expect(REFUND_RULES.find((rule) => rule.id === 'subscription-mid-cycle')?.amount.kind).toBe('pro-rated');
    const lines = refundSummaryLines(REFUND_SUMMARY_EN, 'en');
    expect(lines.consultation).toEqual([
      'Cancel 24 hours or more before your appointment: full refund in 3–5 business days.',
      'Cancel 6 to 24 hours before: 50% refund.',
      'Cancel less than 6 hours before, or miss the call: no refund.',
      'If your doctor cannot make it, you choose a full refund or a new time.',
    ]);
    expect(lines.subscription).toEqual([
      'Cancel a monthly plan within 7 days of buying it, before you use it: full refund.',
      'Cancel a monthly plan later: we refund the part of the month you have not used.',
    ]);

    const html = await page('/pricing');
    const block = await select(html, '#refund-guarantee li');
    expect(block.map((item) => item.text)).toEqual([...lines.consultation, ...lines.subscription]);
    const link = (await select(html, '#refund-guarantee a')).find((a) => a.attrs.href === '/refunds');
    expect(link?.text).toBe(REFUND_SUMMARY_EN.policyLink);
    // Neither of the spec's contradicting promises appears.
    const text = visibleText(html);
    expect(text).not.toMatch(/full refund within 24 hours/i);
    expect(text).not.toMatch(/2 hours before/i);
  });

  it('names the four ways to pay, and compares plans as cards, never as a wide table', async () => {
    const html = await page('/pricing');
    expect((await select(html, '#payment li')).map((item) => item.text)).toEqual([
      'Debit and credit cards',
      'UPI',
      'Net banking',
      'Wallets',
    ]);
    expect(Object.keys(PAYMENT_METHOD_WORDS)).toEqual(['card', 'upi', 'netBanking', 'wallet']);
    expect(html).not.toContain('<table');
    expect(html).not.toContain('overflow-x-auto');
  });

  it('describes the prices as an OfferCatalog of Offers in INR', async () => {
    const html = await page('/pricing');
    const catalog = ofType(await jsonLd(html), 'OfferCatalog');
    expect(catalog.url).toBe(`${CONFIG_DEFAULTS.SITE_URL}/pricing`);
    const groups = catalog.itemListElement as Json[];
    expect(groups.map((group) => group['@type'])).toEqual(['OfferCatalog', 'OfferCatalog', 'OfferCatalog']);
    const offers = groups.map((group) => group.itemListElement as Json[]);
    expect(offers.map((list) => list.length)).toEqual([3, 2, 6]);
    const all = offers.flat();
    for (const offer of all) {
      expect(offer['@type']).toBe('Offer');
      expect(offer.priceCurrency).toBe('INR');
    }
    expect(all.map((offer) => offer.price)).toEqual([
      ...CONSULTATION_PLANS.map((plan) => plan.price),
      ...SUBSCRIPTION_PLANS.map((plan) => plan.price),
      ...ADD_ONS.map((item) => item.price),
    ]);
    expect(all.map((offer) => offer.price)).toEqual([499, 599, 999, 4999, 2499, 0, 0, 49, 99, 299, 699]);
    // Old prices as strikethrough prices; monthly plans priced per month.
    const [generalPhysician] = offers[0]!;
    expect(generalPhysician?.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: 499, priceCurrency: 'INR' },
      {
        '@type': 'UnitPriceSpecification',
        price: 799,
        priceCurrency: 'INR',
        priceType: 'https://schema.org/StrikethroughPrice',
      },
    ]);
    const [advisory] = offers[1]!;
    const [monthly] = (advisory?.priceSpecification ?? []) as Json[];
    expect(monthly?.referenceQuantity).toEqual({ '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' });
  });
});

describe('/how-it-works', () => {
  it('has three steps, four benefits, three sample stories and calls to action', async () => {
    const html = await page('/how-it-works');
    const steps = await select(html, '#steps ol > li');
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => step.text)).toEqual(
      HOW_IT_WORKS_EN.steps.items.map((item, index) => `Step ${index + 1} ${item.title} ${item.description}`),
    );
    const benefits = await select(html, '#benefits li');
    expect(benefits).toHaveLength(4);
    expect(benefits[2]?.text).toContain(formatRupees(499));
    expect(benefits[3]?.text).toContain(EN_UI.hours.support);
    expect(benefits[3]?.text).toContain(EN_UI.hours.emergency);

    const stories = await select(html, '#stories figure');
    expect(stories).toHaveLength(3);
    expect(PATIENT_STORIES).toHaveLength(3);
    PATIENT_STORIES.forEach((story, index) => {
      expect(stories[index]?.text).toContain(story.story);
      expect(stories[index]?.text).toContain(HOW_IT_WORKS_EN.stories.by(story.name, story.city));
      expect(stories[index]?.text).toContain(CONSULTATION_PLAN_WORDS[story.plan].name);
    });
    // Sample stories are labelled as examples, never as reviews.
    expect(STORIES_ARE_SAMPLES).toBe(true);
    expect(visibleText(html)).toContain(HOW_IT_WORKS_EN.stories.sampleNote);
    expect(html).not.toMatch(/"@type":"(Review|AggregateRating)"/);

    expect((await select(html, 'main a[href="/pricing"]')).length).toBeGreaterThan(0);
    const whatsapp = await selectOne(html, '#steps a[href^="https://wa.me/"]');
    expect(whatsapp.attrs.target).toBe('_blank');
    expect(new URL(whatsapp.attrs.href!).searchParams.get('text')).toBe(HOW_IT_WORKS_EN.actions.whatsappText);
  });
});

describe('/contact', () => {
  it('has a tel: link, a WhatsApp link in a new tab and a mailto: with the subject Support Request', async () => {
    const html = await page('/contact');
    const call = await select(html, `main a[href="${SUPPORT_TEL}"]`);
    expect(call.map((a) => a.text)).toContain(`Call ${CONFIG_DEFAULTS.SUPPORT_PHONE}`);

    const whatsapp = await select(html, 'main a[href^="https://wa.me/"]');
    expect(whatsapp.length).toBeGreaterThan(0);
    for (const link of whatsapp) {
      const url = new URL(link.attrs.href!);
      expect(url.pathname).toBe('/919000000000');
      expect(url.searchParams.get('text')).toBe(CONTACT_EN.whatsappText);
      expect(link.attrs.target).toBe('_blank');
      expect(link.attrs.rel).toBe('noopener noreferrer');
      expect(link.text).toBe('Chat on WhatsApp (opens in a new tab)');
    }
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span>');

    const mail = await select(html, 'main a[href^="mailto:"]');
    expect(mail.length).toBeGreaterThan(0);
    for (const link of mail) {
      const href = link.attrs.href!;
      expect(href).toBe(
        `mailto:${CONFIG_DEFAULTS.SUPPORT_EMAIL}?subject=Support%20Request&body=Hello%2C%0A%0AI%20need%20help%20with%3A%0A%0AThank%20you.`,
      );
      const url = new URL(href);
      expect(url.searchParams.get('subject')).toBe('Support Request');
      expect(url.searchParams.get('body')).toMatch(/^Hello,\n/);
    }
  });

  it('lists the four channels with their priority and hours', async () => {
    expect(CONTACT_CHANNELS.map((channel) => [channel.id, channel.priority])).toEqual([
      ['emergency', 'high'],
      ['support', 'medium'],
      ['chat', 'medium'],
      ['email', 'low'],
    ]);
    const hours = CONTACT_CHANNELS.map((channel) => CONTACT_WORDS_EN.availability(channel.availability, String));
    // The spec's hours, and the same words the rest of the site shows (the frame's). The live chat is WhatsApp on
    // the support line, answered in the support hours (issue 38: /login read 9 AM-9 PM of its own).
    expect(hours).toEqual(['24/7', 'Mon-Sun 8 AM-10 PM', 'Mon-Sun 8 AM-10 PM', 'Reply within 2 hours']);
    expect(hours.slice(0, 3)).toEqual([EN_UI.hours.emergency, EN_UI.hours.support, EN_UI.hours.support]);

    const html = await page('/contact');
    const cards = await select(html, '#channels li');
    expect(cards).toHaveLength(4);
    const expected = [
      ['Emergency Helpline', 'High priority', SUPPORT_TEL],
      ['Customer Support', 'Medium priority', SUPPORT_TEL],
      ['Live Chat', 'Medium priority', 'https://wa.me/'],
      ['Email Support', 'Low priority', 'mailto:'],
    ];
    for (const [index, card] of cards.entries()) {
      const [title, priority] = expected[index]!;
      expect(card.text).toContain(title);
      expect(card.text).toContain(priority);
      expect(card.text).toContain(`${CONTACT_WORDS_EN.hoursLabel} ${hours[index]}`);
    }
    const links = await select(html, '#channels li a');
    expect(links.map((a) => a.attrs.href?.startsWith(expected[links.indexOf(a)]![2]!))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('has the message section with the reply promise, where the form goes', async () => {
    const html = await page('/contact');
    const section = await selectOne(html, 'section#message');
    expect(section.attrs['aria-labelledby']).toBe('message-title');
    expect((await selectOne(html, '#message-title')).text).toBe(CONTACT_EN.message.title);
    expect(CONTACT_FORM_REPLY_HOURS).toBe(2);
    expect(section.text).toContain('We reply within 2 hours during business hours (Mon-Sun 8 AM-10 PM).');
  });

  it('lists the offices: the head office from configuration, then the sample offices marked as examples', async () => {
    const html = await page('/contact');
    const offices = await select(html, '#offices li');
    const expected = officeList({ city: CONFIG_DEFAULTS.OFFICE_CITY, address: CONFIG_DEFAULTS.OFFICE_ADDRESS });
    expect(offices).toHaveLength(expected.length);
    expect(offices.length).toBe(1 + SAMPLE_OFFICES.length);
    offices.forEach((office, index) => {
      const facts = expected[index]!;
      expect(office.text).toContain(facts.city);
      expect(office.text).toContain(facts.address);
      expect(office.text).toContain(CONTACT_WORDS_EN.officeTypes[facts.type]);
      expect(office.text).toContain(CONFIG_DEFAULTS.SUPPORT_PHONE);
      expect(office.text.includes(CONTACT_WORDS_EN.sampleOffice)).toBe(facts.sample);
    });
    expect(offices[0]?.text).toContain('Head office');
    expect(offices[0]?.text).toContain(CONFIG_DEFAULTS.OFFICE_ADDRESS);
    expect(visibleText(html)).toContain(CONTACT_WORDS_EN.sampleOfficesNote);
  });

  it('shows the marketing figures from the one claims module', async () => {
    const html = await page('/contact');
    const figures = (await select(html, 'section[aria-labelledby="figures-title"] dd')).map((dd) => dd.text);
    expect(figures).toEqual(['50,000+', '200+', '98%', '15+']);
    expect([CLAIMS.consultations, CLAIMS.doctors, CLAIMS.satisfaction, CLAIMS.yearsOfExperience]).toEqual([
      50_000, 200, 0.98, 15,
    ]);
  });

  it('answers six questions, as FAQPage structured data too; the refund answer follows the policy', async () => {
    const html = await page('/contact');
    const questions = await select(html, '#faq summary');
    expect(questions).toHaveLength(6);
    const faq = ofType(await jsonLd(html), 'FAQPage');
    const entities = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities.map((entity) => entity.name)).toEqual(questions.map((question) => question.text));
    const details = await select(html, '#faq details');
    for (const [index, entity] of entities.entries()) {
      expect(details[index]?.text).toContain(entity.acceptedAnswer.text);
    }

    const refund = entities.find((entity) => /money back/.test(entity.name))!;
    for (const line of refundSummaryLines(REFUND_SUMMARY_EN, 'en').consultation)
      expect(refund.acceptedAnswer.text).toContain(line);
    expect(refund.acceptedAnswer.text).not.toMatch(/2 hours before/);
    const refundDetails = details.find((detail) => detail.text.includes(refund.name));
    expect(refundDetails?.text).toContain(REFUND_SUMMARY_EN.policyLink);
    expect(await select(html, '#faq a[href="/refunds"]')).toHaveLength(1);

    const emergency = entities.find((entity) => /emergency/.test(entity.name))!;
    expect(emergency.acceptedAnswer.text).toContain(PUBLIC_EMERGENCY_NUMBERS.national);
    expect(emergency.acceptedAnswer.text).toContain(PUBLIC_EMERGENCY_NUMBERS.ambulance);
    expect(entities.map((entity) => entity.acceptedAnswer.text).join(' ')).toContain(
      'debit or credit card, UPI, net banking or a wallet',
    );
  });

  it('describes the organisation with its four ContactPoints', async () => {
    const html = await page('/contact');
    const organisation = ofType(await jsonLd(html), 'MedicalOrganization');
    expect(organisation.name).toBe(CONFIG_DEFAULTS.SITE_NAME);
    expect(organisation.address).toMatchObject({
      streetAddress: CONFIG_DEFAULTS.OFFICE_ADDRESS,
      addressLocality: CONFIG_DEFAULTS.OFFICE_CITY,
      addressCountry: 'IN',
    });
    const points = organisation.contactPoint as Json[];
    expect(points).toHaveLength(4);
    expect(points.map((point) => point['@type'])).toEqual([
      'ContactPoint',
      'ContactPoint',
      'ContactPoint',
      'ContactPoint',
    ]);
    expect(points[0]).toMatchObject({
      name: 'Emergency Helpline',
      contactType: 'emergency',
      telephone: CONFIG_DEFAULTS.SUPPORT_PHONE,
      hoursAvailable: { opens: '00:00', closes: '23:59' },
    });
    expect(points[1]).toMatchObject({
      telephone: CONFIG_DEFAULTS.SUPPORT_PHONE,
      hoursAvailable: { opens: '08:00', closes: '22:00' },
    });
    expect(points[2]).toMatchObject({
      url: 'https://wa.me/919000000000',
      hoursAvailable: { opens: '08:00', closes: '22:00' },
    });
    expect(points[3]).toMatchObject({ email: CONFIG_DEFAULTS.SUPPORT_EMAIL });
  });

  it('takes every number, address and email from configuration', async () => {
    const app = createApp({ cachePages: false });
    const env = {
      SITE_URL: 'https://care.example.in',
      SUPPORT_PHONE: '+91 80 4000 1234',
      SUPPORT_EMAIL: 'help@care.example.in',
      SITE_NAME: 'Example Care',
      OFFICE_CITY: 'Kochi',
      OFFICE_ADDRESS: '1 Marine Drive, Kochi 682031',
    };
    const html = await (await app.request('https://care.example.in/contact', {}, env)).text();
    const hrefs = (await select(html, 'main a')).map((a) => a.attrs.href ?? '');
    const contact = hrefs.filter((href) => /^(tel:|mailto:|https:\/\/wa\.me\/)/.test(href));
    expect(contact.length).toBeGreaterThan(5);
    for (const href of contact) {
      expect(
        href === 'tel:+918040001234' ||
          href === `tel:${PUBLIC_EMERGENCY_NUMBERS.national}` ||
          href === `tel:${PUBLIC_EMERGENCY_NUMBERS.ambulance}` ||
          href.startsWith('mailto:help@care.example.in?subject=Support%20Request&body=') ||
          href.startsWith('https://wa.me/918040001234?text='),
        href,
      ).toBe(true);
    }
    const head = await selectOne(html, '#offices li');
    expect(head.text).toContain('Kochi');
    expect(head.text).toContain('1 Marine Drive, Kochi 682031');
    expect(html).not.toContain('90000 00000');
    expect(html).not.toContain(CONFIG_DEFAULTS.OFFICE_ADDRESS);
  });
});

describe('/about', () => {
  it('has mission, vision, compliance, values and security, with the laws named and nothing invented', async () => {
    const html = await page('/about');
    for (const id of ['purpose', 'compliance', 'values', 'security'])
      expect(await select(html, `section#${id}`)).toHaveLength(1);
    const purpose = (await select(html, '#purpose h3')).map((h3) => h3.text);
    expect(purpose).toEqual([ABOUT_EN.purpose.mission.title, ABOUT_EN.purpose.vision.title]);
    const compliance = (await select(html, '#compliance h3')).map((h3) => h3.text);
    expect(compliance).toEqual([
      'Telemedicine Practice Guidelines 2020',
      'Digital Personal Data Protection Act 2023',
      'Registered doctors',
    ]);
    expect(await select(html, '#compliance a[href="/privacy"]')).toHaveLength(1);
    expect(await select(html, '#values li')).toHaveLength(ABOUT_EN.values.items.length);
    const security = (await select(html, '#security li')).map((li) => li.text);
    expect(security).toHaveLength(6);
    expect(security).toContain('We keep your medical records safe for 10 years.');
    expect(security).toContain(
      'If a data breach ever happens, we tell the Data Protection Board within 72 hours, and we tell you too.',
    );
    const text = mainText(html);
    expect(text).not.toMatch(/certif|accredit|award|\bISO\b|HIPAA|NABH|JCI|SOC ?2/i);
  });
});

describe('the company pages in Hindi', () => {
  it.each(PAGES)('/hi%s is wholly Hindi, with links kept in Hindi', async (path) => {
    const html = await page(`/hi${path}`);
    expect(await select(html, 'h1')).toHaveLength(1);
    // No block of English text: the page's own words are Hindi (Devanagari in its main heading and lead).
    expect(html).not.toContain('<div lang="en">');
    expect((await selectOne(html, 'main h1')).text).toMatch(/[\u0900-\u097F]/);
    for (const link of await select(html, 'main a[href^="/"]')) {
      const href = link.attrs.href!;
      if (href.startsWith('/book')) continue;
      expect(href, link.text).toMatch(/^\/hi(\/|$|#)/);
    }
    for (const cta of await select(html, '[data-island="BookingButton"] a'))
      expect(cta.attrs.href).toMatch(/^\/hi\/book/);
  });
});
