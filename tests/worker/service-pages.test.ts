// The service pages of issue 10 (Home, Departments, General physician, Diabetes care, Cancer second opinion, Cancer
// advisory plan, Telemedicine, Emergency care): each page's figures and counts against the content modules AND the
// spec's literal numbers (docs/product/figures.md), one h1 and headings in order, booking calls-to-action that
// open the dialog with the page's topic and work without JavaScript, valid JSON-LD, no dead links.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatDecimal, formatNumber, formatPercent } from '../../shared/i18n/format';
import { formatRupees } from '../../shared/money';
import { CLAIMS } from '../../src/content/claims';
import { DEPARTMENT_WORDS_EN } from '../../src/content/departments/copy.en';
import {
  DEPARTMENT_FACTS,
  DEPARTMENT_TOTALS,
  departmentPrice,
  SECOND_OPINION_REPLY_HOURS,
} from '../../src/content/departments/facts';
import { SAMPLE_DOCTORS } from '../../src/content/doctors/facts';
import { doctorProfile } from '../../src/content/doctors/profile';
import { PUBLIC_EMERGENCY_NUMBERS, RESPONSE_TARGET_MINUTES } from '../../src/content/emergency';
import { CONSULTATION_PLANS, SUBSCRIPTION_PLANS } from '../../src/content/plans/facts';
import { faqPageSchema, medicalOrganizationSchema } from '../../src/seo/schema';
import { loadConfig } from '../../src/config';
import { GENERAL_PHYSICIAN_COPY_EN } from '../../src/site/general-physician/copy.en';
import { TELEMEDICINE_COPY_EN } from '../../src/site/telemedicine/copy.en';
import { EMERGENCY_COPY_EN } from '../../src/site/emergency-care/copy.en';
import { select, selectOne, visibleText } from './html';
import { SITE } from './auth-helpers';
import { DIABETES_PLAN } from '../support/prices';
import { EN_UI } from '../../shared/i18n/en/ui';

/** The doctors' profiles in English, as the English pages show them. */
/** The seeded doctors (migrations/0005_sample_doctors.sql holds the sample doctors), as English pages show them. */
const DOCTORS = SAMPLE_DOCTORS.map((doctor) => doctorProfile(doctor, 'en'));
const PHONE_TEL = 'tel:+919000000000';
const PHONE_DISPLAY = '+91 90000 00000';

async function page(path: string): Promise<string> {
  const response = await SELF.fetch(`${SITE}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The JSON-LD blocks of a page, parsed (a block that does not parse fails the test). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

function mainHtml(html: string): string {
  return html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
}

/** The page's own content: <main> without the document's closing booking band. */
function ownContent(html: string): string {
  const main = mainHtml(html);
  const band = main.indexOf('<section aria-labelledby="booking-banner-title"');
  return band === -1 ? main : main.slice(0, band);
}

/** The booking islands of the page's own content: their props and the link each renders without JavaScript. */
async function bookingButtons(html: string, scope: 'own' | 'main' = 'own') {
  const content = scope === 'own' ? ownContent(html) : mainHtml(html);
  const islands = await select(content, '[data-island="BookingButton"]');
  const links = await select(content, '[data-island="BookingButton"] a');
  expect(links).toHaveLength(islands.length);
  return islands.map((island, index) => {
    const props = JSON.parse(island.attrs['data-props'] ?? '{}') as {
      label: string;
      topic: { subject: string; detail?: string; pick?: string };
      fallbackHref: string;
      action: string;
    };
    // The server-rendered link is the no-JavaScript path, to the same /book page the props name.
    expect(links[index]?.attrs.href).toBe(props.fallbackHref);
    expect(links[index]?.text).toBe(props.label);
    return props;
  });
}

const SERVICE_PAGES = [
  '/',
  '/departments',
  '/general-physician',
  '/diabetes-care',
  '/cancer-second-opinion',
  '/cancer-advisory-plan',
  '/telemedicine',
  '/emergency-care',
] as const;

describe('every service page', () => {
  it.each(SERVICE_PAGES)('%s: one h1, headings in order, canonical to itself, small HTML', async (path) => {
    const html = await page(path);
    expect(await select(html, 'h1')).toHaveLength(1);
    const levels = [...mainHtml(html).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    expect((await selectOne(html, 'link[rel="canonical"]')).attrs.href).toBe(`${SITE}${path}`);
    for (const robots of await select(html, 'meta[name="robots"]'))
      expect(robots.attrs.content).not.toContain('noindex');
    // The budget is 30 KB brotli; raw HTML under 120 KB keeps far inside it.
    expect(new TextEncoder().encode(html).length).toBeLessThan(120_000);
  });

  it.each(SERVICE_PAGES)('%s: valid JSON-LD, no dead links, every anchor lands on a section', async (path) => {
    const html = await page(path);
    const blocks = jsonLd(html);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
    // No script can be closed early: every "<" in the JSON is escaped.
    for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
      expect(match[1]).not.toContain('<');
    const links = await select(mainHtml(html), 'a');
    expect(links.length).toBeGreaterThan(0);
    const ids = new Set((await select(html, '[id]')).map((element) => element.attrs.id));
    for (const link of links) {
      const href = link.attrs.href ?? '';
      expect(href, link.text).not.toBe('');
      expect(href, link.text).not.toBe('#');
      expect(link.text.length, href).toBeGreaterThan(0);
      if (href.startsWith('#')) expect(ids.has(href.slice(1)), href).toBe(true);
    }
    // No button without JavaScript: every call-to-action is a link (islands render theirs as links on the server).
    expect(await select(mainHtml(html), 'button')).toEqual([]);
  });

  it.each(SERVICE_PAGES)('%s: every booking call-to-action names a topic and has a /book page', async (path) => {
    // A doctor's Book Now leads to the doctor's pick-a-time page without JavaScript; its dialog posts to /book.
    // The page's own buttons and the document's closing band (the emergency page's only booking button).
    const buttons = await bookingButtons(await page(path), 'main');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.topic.subject.length).toBeGreaterThan(0);
      expect(button.action).toMatch(/^\/book(\?|$)/);
      expect(button.fallbackHref).toBe(button.topic.pick ?? button.action);
    }
  });
});

describe('departments content (docs/product/figures.md)', () => {
  it('has the spec’s four departments and consultation times 30, 45, 60 and 20 minutes', () => {
    expect(DEPARTMENT_FACTS.map((department) => department.id)).toEqual([
      'diabetes-care',
      'cancer-second-opinion',
      'cancer-advisory-plan',
      'general-physician',
    ]);
    expect(DEPARTMENT_FACTS.map((department) => department.consultationMinutes)).toEqual([30, 45, 60, 20]);
    // A department with a per-visit plan states the plan's length, so the two never disagree.
    for (const department of DEPARTMENT_FACTS) {
      const plan = CONSULTATION_PLANS.find((entry) => entry.id === department.plan.id);
      if (plan) expect(department.consultationMinutes).toBe(plan.minutes);
    }
  });

  it('prices come from the plans: ₹599, ₹999, ₹4,999 a month and ₹499', () => {
    expect(DEPARTMENT_FACTS.map((department) => departmentPrice(department))).toEqual([
      { price: 599, originalPrice: 1199, perMonth: false },
      { price: 999, originalPrice: 1799, perMonth: false },
      { price: 4999, originalPrice: 7499, perMonth: true },
      { price: 499, originalPrice: 799, perMonth: false },
    ]);
  });

  it('sample figures never exceed the site-wide claims, and average to the claimed satisfaction', () => {
    expect(DEPARTMENT_TOTALS.doctors).toBeLessThanOrEqual(CLAIMS.doctors);
    expect(DEPARTMENT_TOTALS.patients).toBeLessThanOrEqual(CLAIMS.consultations);
    const weighted =
      DEPARTMENT_FACTS.reduce((sum, department) => sum + department.successRate * department.patientsServed, 0) /
      DEPARTMENT_TOTALS.patients;
    expect(formatPercent(weighted)).toBe(formatPercent(CLAIMS.satisfaction));
    for (const department of DEPARTMENT_FACTS) {
      expect(department.rating).toBeGreaterThan(0);
      expect(department.rating).toBeLessThanOrEqual(5);
      expect(department.successRate).toBeLessThanOrEqual(1);
    }
  });

  it('a second opinion answers in 24–48 hours', () => {
    expect(SECOND_OPINION_REPLY_HOURS).toEqual({ from: 24, to: 48 });
  });

  it('every doctor carries the qualifications and council registration the 2020 guidelines ask for', () => {
    for (const doctor of DOCTORS) {
      expect(doctor.qualifications.length).toBeGreaterThan(0);
      expect(doctor.education).toBe(doctor.qualifications.join(', '));
      expect(doctor.qualifications[0]).toBe('MBBS');
      expect(doctor.registration.number).toMatch(/\S/);
      expect(doctor.registration.council).toMatch(/Medical Council|National Medical Commission/);
      // Sample profiles say so in their registration number, so none can pass for a real registration.
      if (doctor.sample) expect(doctor.registration.number).toContain('SAMPLE');
    }
  });
});

describe('JSON-LD builders', () => {
  it('FAQPage pairs each question with its answer', () => {
    expect(faqPageSchema([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  it('MedicalOrganization takes its contact details from configuration', () => {
    const config = loadConfig({});
    const schema = medicalOrganizationSchema(config, 'en');
    expect(schema['@type']).toBe('MedicalOrganization');
    expect(schema.telephone).toBe(PHONE_DISPLAY);
    expect(schema.name).toBe(config.siteName);
    expect(JSON.stringify(schema)).toContain(config.office.address);
  });
});

describe('/ (home)', () => {
  it('shows the four departments with price and length, the other services and the figures', async () => {
    const html = await page('/');
    const cards = await select(html, '[data-department-card]');
    expect(cards).toHaveLength(4);
    const spec = [
      ['Diabetes Care', '₹599', '30'],
      ['Cancer Second Opinion', '₹999', '45'],
      ['Cancer Advisory Plan', '₹4,999', null],
      ['General Physician', '₹499', '20'],
    ] as const;
    DEPARTMENT_FACTS.forEach((department, index) => {
      const [name, price, minutes] = spec[index] ?? [];
      const card = cards[index]?.text ?? '';
      expect(card).toContain(DEPARTMENT_WORDS_EN[department.id].name);
      expect(card).toContain(name);
      expect(card).toContain(formatRupees(departmentPrice(department).price));
      expect(card).toContain(price);
      if (minutes) expect(card).toContain(`${minutes}-minute`);
      else expect(card).toContain('a month');
    });
    const text = visibleText(html);
    for (const path of ['/health-checkups', '/telemedicine', '/emergency-care'])
      expect(await select(mainHtml(html), `li a[href="${path}"]`)).toHaveLength(1);
    expect(text).toContain(`${formatNumber(CLAIMS.consultations)}+`);
    expect(text).toContain('50,000+');
    expect(text).toContain(`${formatNumber(CLAIMS.doctors)}+`);
    expect(text).toContain(formatPercent(CLAIMS.satisfaction));
  });

  it('has #how-it-works, the three doctors with registration, the prices, trust, questions and the emergency line', async () => {
    const html = await page('/');
    expect(await select(html, '#how-it-works li')).toHaveLength(3);
    const doctors = await select(html, 'section[aria-labelledby="our-doctors-title"] article');
    expect(doctors).toHaveLength(DOCTORS.length);
    DOCTORS.forEach((doctor, index) => {
      const card = doctors[index]?.text ?? '';
      expect(card).toContain(doctor.registration.number);
      expect(card).toContain(doctor.registration.council);
      expect(card).toContain(doctor.education);
      expect(card).toContain(`${formatDecimal(doctor.rating ?? 0)} out of 5`);
    });
    // Five price rows: three visits and two monthly plans, each with its computed discount.
    const rows = await select(html, 'section[aria-labelledby="prices-title"] tbody tr');
    expect(rows).toHaveLength(CONSULTATION_PLANS.length + SUBSCRIPTION_PLANS.length);
    for (const plan of [...CONSULTATION_PLANS, ...SUBSCRIPTION_PLANS]) {
      expect(visibleText(html)).toContain(`${discountPercent(plan.price, plan.originalPrice)}% off`);
    }
    for (const href of ['/pricing', '/refunds', '/privacy', '/doctors', '/emergency-care'])
      expect((await select(mainHtml(html), `a[href="${href}"]`)).length).toBeGreaterThan(0);
    for (const tel of [
      `tel:${PUBLIC_EMERGENCY_NUMBERS.national}`,
      `tel:${PUBLIC_EMERGENCY_NUMBERS.ambulance}`,
      PHONE_TEL,
    ])
      expect((await select(mainHtml(html), `a[href="${tel}"]`)).length).toBeGreaterThan(0);
    // Structured data: a Physician per doctor and one FAQPage with as many questions as the page shows.
    const blocks = jsonLd(html);
    expect(blocks.filter((block) => block['@type'] === 'Physician')).toHaveLength(DOCTORS.length);
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[] | undefined)?.length).toBe(
      (await select(html, 'section[aria-labelledby="questions-title"] details')).length,
    );
  });

  it('each department card books that department', async () => {
    const buttons = await bookingButtons(await page('/'));
    const subjects = buttons.map((button) => button.topic.subject);
    for (const department of DEPARTMENT_FACTS) {
      const index = subjects.indexOf(DEPARTMENT_WORDS_EN[department.id].name);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(buttons[index]?.fallbackHref).toBe(`/book?from=${encodeURIComponent(`/${department.id}`)}`);
      expect(buttons[index]?.topic.detail).toContain(formatRupees(departmentPrice(department).price));
    }
  });
});

describe('/departments', () => {
  it('shows the statistics from the claims and four departments with every figure', async () => {
    const html = await page('/departments');
    const stats = (await selectOne(html, '[data-stats]')).text;
    for (const value of [
      `${formatNumber(CLAIMS.consultations)}+`,
      `${formatNumber(CLAIMS.doctors)}+`,
      formatPercent(CLAIMS.satisfaction),
      `${formatNumber(CLAIMS.yearsOfExperience)}+`,
    ])
      expect(stats).toContain(value);
    const sections = await select(html, 'section[data-department]');
    expect(sections.map((section) => section.attrs['data-department'])).toEqual(
      DEPARTMENT_FACTS.map((department) => department.id),
    );
    const specMinutes = [30, 45, 60, 20];
    DEPARTMENT_FACTS.forEach((department, index) => {
      const text = sections[index]?.text ?? '';
      const words = DEPARTMENT_WORDS_EN[department.id];
      expect(text).toContain(words.name);
      expect(text).toContain(words.description);
      expect(text).toContain(`${specMinutes[index]} minutes`);
      expect(text).toContain(`${formatDecimal(department.rating)} out of 5`);
      expect(text).toContain(`${formatNumber(department.doctorsCount)}+`);
      expect(text).toContain(`${formatNumber(department.patientsServed)}+`);
      expect(text).toContain(formatPercent(department.successRate));
      expect(text).toContain(formatRupees(departmentPrice(department).price));
      for (const item of [...words.features, ...words.specialties]) expect(text).toContain(item);
    });
    expect(await select(html, 'section[data-department] li')).toHaveLength(
      DEPARTMENT_FACTS.reduce(
        (sum, department) =>
          sum +
          DEPARTMENT_WORDS_EN[department.id].features.length +
          DEPARTMENT_WORDS_EN[department.id].specialties.length,
        0,
      ),
    );
  });

  it('has a why-choose section and a button to /pricing', async () => {
    const html = await page('/departments');
    expect(await select(html, 'section[aria-labelledby="why-title"] li')).toHaveLength(4);
    const pricing = (await select(mainHtml(html), 'a[href="/pricing"]')).map((link) => link.text);
    expect(pricing).toContain('See subscription plans');
  });

  it('has a MedicalWebPage listing the four services with their offers in INR', async () => {
    const page_ = jsonLd(await page('/departments')).find((block) => block['@type'] === 'MedicalWebPage');
    const list = page_?.mainEntity as {
      itemListElement: { item: { offers: { price: string; priceCurrency: string } } }[];
    };
    expect(list.itemListElement.map((entry) => entry.item.offers.price)).toEqual(['599', '999', '4999', '499']);
    for (const entry of list.itemListElement) expect(entry.item.offers.priceCurrency).toBe('INR');
  });
});

/** The page's MedicalWebPage and its single Service's offer. */
function serviceOffer(html: string) {
  const webPage = jsonLd(html).find((block) => block['@type'] === 'MedicalWebPage');
  const service = webPage?.mainEntity as { '@type': string; offers?: Record<string, unknown> };
  expect(service['@type']).toBe('Service');
  return service.offers ?? {};
}

describe('/general-physician', () => {
  it('has the hero, 6 services, 4 condition groups of 6, 4 benefits, 5 steps, 6 screenings, credentials and a notice', async () => {
    const html = await page('/general-physician');
    const copy = GENERAL_PHYSICIAN_COPY_EN;
    const hero = html.slice(html.indexOf('<h1'), html.indexOf('</section>', html.indexOf('<h1')));
    expect((await select(hero, '[data-island="BookingButton"] a')).map((link) => link.text)).toEqual([
      'Book Consultation',
    ]);
    expect((await select(hero, `a[href="${PHONE_TEL}"]`)).map((link) => link.text)).toEqual([
      `Emergency line: ${PHONE_DISPLAY}`,
    ]);
    expect(await select(html, 'section[aria-labelledby="services-title"] li')).toHaveLength(6);
    expect(await select(html, 'section[aria-labelledby="conditions-title"] li li')).toHaveLength(24);
    expect(await select(html, 'section[aria-labelledby="conditions-title"] h3')).toHaveLength(4);
    expect(copy.conditions.map((group) => group.conditions.length)).toEqual([6, 6, 6, 6]);
    const benefits = (await select(html, 'section[aria-labelledby="benefits-title"] > ul > li')).map((li) => li.text);
    expect(benefits).toHaveLength(4);
    expect(benefits[0]).toContain('20 minutes');
    expect(benefits[1]).toContain('₹499');
    expect(await select(html, 'section[aria-labelledby="journey-title"] li')).toHaveLength(5);
    const screenings = await select(html, 'section[aria-labelledby="screenings-title"] li');
    expect(screenings).toHaveLength(6);
    copy.screenings.forEach((item, index) => {
      expect(screenings[index]?.text).toContain(item.frequency);
    });
    expect(await select(html, 'section[aria-labelledby="credentials-title"] li')).toHaveLength(4);
    expect((await selectOne(html, '#medical-notice-title')).text).toBe('Medical information');
    expect(visibleText(html)).toContain('₹499 for a 20-minute visit');
    // The closing booking call-to-action: the document's booking band, about this page.
    const band = await select(html, 'section[aria-labelledby="booking-banner-title"] [data-island="BookingButton"] a');
    expect(band.map((link) => link.attrs.href)).toContain('/book?from=%2Fgeneral-physician');
  });

  it('books the general physician visit and offers it at ₹499 in INR', async () => {
    const html = await page('/general-physician');
    const [hero] = await bookingButtons(html);
    expect(hero?.topic).toEqual({ subject: 'General Physician', detail: '₹499 for a 20-minute visit' });
    expect(hero?.fallbackHref).toBe('/book?from=%2Fgeneral-physician');
    expect(serviceOffer(html)).toMatchObject({ '@type': 'Offer', price: '499', priceCurrency: 'INR' });
  });
});

describe('/diabetes-care', () => {
  it("costs the plan's price for its minutes, shows the price it was, and every Book Consultation opens the diabetes booking", async () => {
    const html = await page('/diabetes-care');
    const text = visibleText(html);
    const { price, originalPrice, minutes, shown, wasShown } = DIABETES_PLAN;
    const visit = `${shown} for a ${minutes}-minute visit`;
    expect(text).toContain(visit);
    expect(text).toContain(`Was ${wasShown}`);
    expect(text).toContain(`${discountPercent(price, originalPrice)}% off`);
    const buttons = (await bookingButtons(html)).filter((button) => button.label === 'Book Consultation');
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const button of buttons) {
      expect(button.topic.subject).toBe('Diabetes Care');
      expect(button.topic.detail).toBe(visit);
      expect(button.fallbackHref).toBe('/book?from=%2Fdiabetes-care');
    }
    expect(serviceOffer(html)).toMatchObject({ price: String(price), priceCurrency: 'INR' });
    const faq = jsonLd(html).find((block) => block['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[] | undefined)?.length).toBe(
      (await select(html, 'section[aria-labelledby="questions-title"] details')).length,
    );
    expect(text).toContain(`Call ${PUBLIC_EMERGENCY_NUMBERS.ambulance} for an ambulance`);
  });
});

describe('/cancer-second-opinion', () => {
  it('has a request button for the second opinion at ₹999 for 45 minutes, answered in 24–48 hours', async () => {
    const html = await page('/cancer-second-opinion');
    const text = visibleText(html);
    expect(text).toContain('₹999 for a 45-minute visit');
    expect(text).toContain('Was ₹1,799');
    expect(text).toContain('You get an answer in 24–48 hours');
    const requests = (await bookingButtons(html)).filter((button) => button.label === 'Request a Second Opinion');
    expect(requests.length).toBeGreaterThanOrEqual(1);
    for (const request of requests) {
      expect(request.topic.subject).toBe('Cancer Second Opinion');
      expect(request.topic.detail).toBe('₹999 for a 45-minute visit. Answer in 24–48 hours');
      expect(request.fallbackHref).toBe('/book?from=%2Fcancer-second-opinion');
    }
    expect(serviceOffer(html)).toMatchObject({ price: '999', priceCurrency: 'INR' });
  });

  it('says what to send (reports, scans) and what comes back', async () => {
    const html = await page('/cancer-second-opinion');
    const send = (await selectOne(html, '#send')).text;
    expect(send).toMatch(/report/i);
    expect(send).toMatch(/scan/i);
    expect(await select(html, '#send li')).toHaveLength(7);
    expect(await select(html, '#back li')).toHaveLength(4);
    expect((await selectOne(html, '#back')).text).toContain('written opinion');
  });
});

describe('/cancer-advisory-plan', () => {
  it('has a request button for ₹4,999 a month (was ₹7,499) with two oncologist consultations monthly', async () => {
    const html = await page('/cancer-advisory-plan');
    const text = visibleText(html);
    expect(text).toContain('₹4,999 a month');
    expect(text).toContain('Was ₹7,499');
    expect(text).toContain(`${discountPercent(4999, 7499)}% off`);
    expect(text).toContain('2 oncologist consultations every month');
    expect((await selectOne(html, '[data-consultations]')).attrs['data-consultations']).toBe('2');
    const requests = (await bookingButtons(html)).filter((button) => button.label === 'Request the Advisory Plan');
    expect(requests.length).toBeGreaterThanOrEqual(1);
    for (const request of requests) {
      expect(request.topic.subject).toBe('Cancer Advisory Plan');
      expect(request.topic.detail).toBe('₹4,999 a month. 2 oncologist consultations every month');
      expect(request.fallbackHref).toBe('/book?from=%2Fcancer-advisory-plan');
    }
    expect(serviceOffer(html)).toMatchObject({
      price: '4999',
      priceCurrency: 'INR',
      priceSpecification: { billingDuration: 'P1M', priceCurrency: 'INR' },
    });
    // Stopping the plan: the refund policy's subscription rules, linked.
    expect(await select(html, 'section[aria-labelledby="cancel-title"] li')).toHaveLength(2);
    expect(await select(html, 'section[aria-labelledby="cancel-title"] a[href="/refunds"]')).toHaveLength(1);
  });
});

describe('/telemedicine', () => {
  it('has 4 services, 4 benefits, 6 platform features and a 4-step flow', async () => {
    const html = await page('/telemedicine');
    expect(await select(html, 'section#services li')).toHaveLength(4);
    expect(await select(html, 'section[aria-labelledby="benefits-title"] li')).toHaveLength(4);
    expect(await select(html, 'section[aria-labelledby="features-title"] li')).toHaveLength(6);
    expect(await select(html, 'section[aria-labelledby="how-title"] li')).toHaveLength(4);
    expect(TELEMEDICINE_COPY_EN.features).toHaveLength(6);
  });

  it('Start Video Consultation opens the booking dialog with the video topic; Learn More scrolls; a call button', async () => {
    const html = await page('/telemedicine');
    const video = (await bookingButtons(html)).filter((button) => button.label === 'Start Video Consultation');
    expect(video.length).toBeGreaterThanOrEqual(1);
    for (const button of video) {
      expect(button.topic.subject).toBe(EN_UI.booking.videoTopic.subject);
      expect(button.topic.detail).toBe(EN_UI.booking.videoTopic.detail);
      expect(button.fallbackHref).toBe('/book?from=%2Ftelemedicine&topic=video');
    }
    expect((await selectOne(html, 'a[href="#services"]')).text).toBe('Learn More');
    expect(await select(html, 'section#services')).toHaveLength(1);
    expect((await select(mainHtml(html), `a[href="${PHONE_TEL}"]`)).map((link) => link.text)).toContain(
      `Call ${PHONE_DISPLAY}`,
    );
    expect(visibleText(html)).toContain('Visits from ₹499');
    expect(serviceOffer(html)).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '499', priceCurrency: 'INR' });
  });
});

describe('/emergency-care', () => {
  it('puts the numbers first, each a tel: link: ambulance 108, 112, police, fire and the 24/7 line', async () => {
    const html = await page('/emergency-care');
    const main = mainHtml(html);
    const expected = [
      `tel:${PUBLIC_EMERGENCY_NUMBERS.ambulance}`,
      `tel:${PUBLIC_EMERGENCY_NUMBERS.national}`,
      `tel:${PUBLIC_EMERGENCY_NUMBERS.police}`,
      `tel:${PUBLIC_EMERGENCY_NUMBERS.fire}`,
      PHONE_TEL,
    ];
    expect(expected.slice(0, 4)).toEqual(['tel:108', 'tel:112', 'tel:100', 'tel:101']);
    const links = await select(main, 'a');
    // The first five links of the page's content are the five numbers, right under the h1.
    expect(links.slice(0, 5).map((link) => link.attrs.href)).toEqual(expected);
    expect(main.indexOf('<h1')).toBeLessThan(main.indexOf('data-emergency-numbers'));
    expect(main.slice(main.indexOf('</h1>'), main.indexOf('data-emergency-numbers'))).not.toMatch(/<(h2|section)/);
    const tiles = await select(main, '[data-emergency-numbers] a');
    expect(tiles[0]?.text).toBe('Call 108 Ambulance');
    expect(tiles[4]?.text).toBe(`Call ${PHONE_DISPLAY} Our doctors’ line, 24/7`);
    // Big tap targets: every tile is at least 4rem high.
    for (const tile of tiles) expect(tile.attrs.class).toContain('min-h-16');
  });

  it('shows the response targets: cardiac under 2 minutes, critical care 3, medical 5, trauma 4, all 24/7', async () => {
    expect(RESPONSE_TARGET_MINUTES).toEqual({ cardiac: 2, criticalCare: 3, medical: 5, trauma: 4 });
    const html = await page('/emergency-care');
    const rows = await select(html, 'tr[data-target]');
    const byKind = Object.fromEntries(rows.map((row) => [row.attrs['data-target'], row.text]));
    expect(byKind.cardiac).toContain('Under 2 minutes');
    expect(byKind.criticalCare).toContain('Under 3 minutes');
    expect(byKind.medical).toContain('Under 5 minutes');
    expect(byKind.trauma).toContain('Under 4 minutes');
    for (const row of rows) expect(row.text).toContain('24/7');
    expect(await select(html, 'table caption')).toHaveLength(1);
    expect(await select(html, 'tr[data-target] th[scope="row"]')).toHaveLength(4);
  });

  it('has service tiles, protocol steps, and cases for this service and for a hospital now', async () => {
    const html = await page('/emergency-care');
    const copy = EMERGENCY_COPY_EN;
    expect(await select(html, 'section[aria-labelledby="services-title"] li')).toHaveLength(copy.services.length);
    expect(await select(html, 'section[aria-labelledby="protocol-title"] li')).toHaveLength(copy.steps.length);
    expect(await select(html, 'section[aria-labelledby="hospital-title"] li')).toHaveLength(copy.hospital.length);
    expect(await select(html, 'section[aria-labelledby="suitable-title"] li')).toHaveLength(copy.suitable.length);
    expect(visibleText(html)).toContain(`Call ${PUBLIC_EMERGENCY_NUMBERS.ambulance} for an ambulance`);
  });
});
