import { env } from 'cloudflare:test';
import type { FC } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatNumber } from '../../shared/i18n/format';
import { formatRupees } from '../../shared/money';
import { publishedDoctors } from '../../src/appointments';
import { DOCTORS_EN } from '../../src/content/doctors/copy.en';
import { DOCTOR_DEPARTMENT_IDS } from '../../src/content/doctors/facts';
import { DOCTORS_HI } from '../../src/content/doctors/copy.hi';
import { doctorProfile } from '../../src/content/doctors/profile';
import { HEALTH_CHECKUPS_EN } from '../../src/content/health-checkups/copy.en';
import { HEALTH_PACKAGES, NATIONAL_AMBULANCE_NUMBER } from '../../src/content/health-checkups/facts';
import { HEALTH_CHECKUPS_HI } from '../../src/content/health-checkups/copy.hi';
import {
  ageRangeText,
  healthPackagesIn,
  packageDurationText,
  testsCountText,
} from '../../src/content/health-checkups/copy';
import { DOCTORS_PAGE_EN } from '../../src/site/doctors/copy.en';
import { DOCTORS_PAGE_HI } from '../../src/site/doctors/copy.hi';
import { DoctorsPage } from '../../src/site/doctors/DoctorsPage';
import { HEALTH_CHECKUPS_PAGE_EN } from '../../src/site/health-checkups/copy.en';
import { HEALTH_CHECKUPS_PAGE_HI } from '../../src/site/health-checkups/copy.hi';
import { HealthCheckupsPage } from '../../src/site/health-checkups/HealthCheckupsPage';
import { UI_WORDS } from '../../src/render/ui-copy';
import { select, selectOne, visibleText } from './html';
import { get } from './auth-helpers';

const PAGES = {
  doctors: { path: '/doctors', component: DoctorsPage },
  'health-checkups': { path: '/health-checkups', component: HealthCheckupsPage },
} satisfies Record<string, { path: string; component: FC }>;

type PageKey = keyof typeof PAGES;

/** The published doctors in D1 (the seed of migrations/0005_sample_doctors.sql), as the Hindi page shows them. */
const DOCTORS = (await publishedDoctors(env.DB)).map((doctor) => doctorProfile(doctor, 'hi'));

/** The Hindi page's HTML as a visitor gets it. */
async function hindiHtml(id: PageKey, search = ''): Promise<string> {
  return (await get(`/hi${PAGES[id].path}${search}`)).text();
}

/** The text of the page's <main>, where the page's own words are. */
async function mainText(html: string): Promise<string> {
  return (await selectOne(html, 'main')).text;
}

/** Every string a dictionary holds, functions called with placeholders (each placeholder splits the sentence). */
function dictionaryStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    for (const args of [['§', '§', '§'], [2, '§', '§'], [['§']]]) {
      try {
        const result = (value as (...args: unknown[]) => unknown)(...args);
        if (typeof result === 'string') return result.split('§');
      } catch {}
    }
    return [];
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(dictionaryStrings);
  return [];
}

/** The English sentences and phrases (two words or more) of the English dictionaries that Hindi does not share. */
function englishPhrases(english: unknown[], hindi: unknown[]): string[] {
  const shared = new Set(hindi.flatMap(dictionaryStrings).map((text) => text.trim()));
  return [
    ...new Set(
      english
        .flatMap(dictionaryStrings)
        .map((text) => text.trim())
        .filter((text) => /[A-Za-z]{2,}[^A-Za-z]+[A-Za-z]{2,}/.test(text) && !shared.has(text)),
    ),
  ];
}

/**
 * Latin letters a Hindi page may show: degree abbreviations, test names as labs print them, registration numbers
 * (glossary, "What stays in Latin script").
 */
function withoutAllowedLatin(text: string): string {
  return text.replace(/SAMPLE-[A-Z]+-\d+/g, '').replace(/\b(MBBS|MD|DNB|PG|HbA1c|ECG|PSA)\b/g, '');
}

describe('/hi/doctors and /hi/health-checkups answer in Hindi', () => {
  it.each(Object.values(PAGES))('$path: 200 with lang="hi"', async ({ path }) => {
    const response = await get(`/hi${path}`);
    expect(response.status).toBe(200);
    expect((await selectOne(await response.text(), 'html')).attrs.lang).toBe('hi');
  });

  it('the department filter is sent to the Hindi page, and an unknown department still answers 400', async () => {
    const html = await (await get('/hi/doctors')).text();
    const form = await selectOne(html, 'main form');
    expect(form.attrs.action).toBe('/hi/doctors');
    expect(form.attrs.method).toBe('get');
    expect((await get('/hi/doctors?department=astrology')).status).toBe(400);
    expect((await get('/hi/doctors?department=oncology')).status).toBe(200);
  });
});

describe('/hi/doctors wholly Hindi', () => {
  it('shows each doctor in Hindi: name in Devanagari, specialization, qualifications, council, figures for hi-IN', async () => {
    const html = await hindiHtml('doctors');
    const cards = await select(html, 'article');
    expect(cards).toHaveLength(DOCTORS.length);
    expect(DOCTORS.map((doctor) => doctor.name)).toEqual(['डॉ. अर्जुन मेहता', 'डॉ. काव्या अय्यर', 'डॉ. प्रिया रमन']);
    DOCTORS.forEach((doctor, index) => {
      const card = cards[index]?.text ?? '';
      for (const value of [
        doctor.name,
        doctor.specialization,
        doctor.departmentName,
        `${formatNumber(doctor.minutes, 'hi')} मिनट की सलाह`,
        `${formatNumber(doctor.experienceYears ?? 0, 'hi')} साल`,
        `5 में से ${formatDecimal(doctor.rating ?? 0, 'hi')}`,
        formatRupees(doctor.fee / 100, 'hi'),
        doctor.education,
        doctor.registration.number,
        doctor.registration.council,
        // Each language's name, and its name in its own script (marked with its lang: language-marks.test.ts).
        ...doctor.languageNames.flatMap((language) => [language.name, ...(language.own ? [language.own.text] : [])]),
      ]) {
        expect(card, doctor.id).toContain(value);
      }
      expect(doctor.qualifications[0]).toBe('MBBS');
    });
    expect(DOCTORS[0]?.languages).toContain('गुजराती (ગુજરાતી)');
    expect(cards[0]?.text).toContain('ગુજરાતી');
    expect(cards[0]?.text).toContain('गुजरात मेडिकल काउंसिल');
    const avatars = await select(html, 'article [role="img"]');
    expect(avatars.map((avatar) => avatar.attrs['aria-label'])).toEqual(
      DOCTORS.map((doctor) => `${doctor.name} के नाम के पहले अक्षर`),
    );
    expect(avatars.map((avatar) => avatar.text)).toEqual(['अ.मे.', 'का.अ.', 'प्रि.र.']);
    // The card is Hindi itself, not an English block inside the Hindi page.
    expect(await select(html, 'article[lang]')).toHaveLength(0);
  });

  it('labels the department filter in Hindi and says how many doctors it shows', async () => {
    const html = await hindiHtml('doctors');
    const options = await select(html, 'main form option');
    // The departments the published doctors use, in the master's (English) order: here the sample doctors' three.
    expect(options[0]?.text).toBe('सभी विभाग');
    expect(
      options
        .slice(1)
        .map((option) => option.text)
        .sort(),
    ).toEqual(DOCTOR_DEPARTMENT_IDS.map((id) => DOCTORS_HI.departments[id]).sort());
    expect(options.map((option) => option.text)).toContain('कैंसर (ऑन्कोलॉजी)');
    expect((await selectOne(html, 'main form label')).text).toBe('विभाग');
    expect((await selectOne(html, 'main form button')).text).toBe('विभाग के हिसाब से देखें');
    expect(await mainText(html)).toContain(`${formatNumber(3, 'hi')} डॉक्टर दिखाए जा रहे हैं।`);

    const oncology = await hindiHtml('doctors', '?department=oncology');
    expect(await select(oncology, 'article')).toHaveLength(1);
    expect(await mainText(oncology)).toContain(`कैंसर (ऑन्कोलॉजी) विभाग में ${formatNumber(1, 'hi')} डॉक्टर है।`);
    expect((await selectOne(oncology, 'option[selected]')).attrs.value).toBe('oncology');
  });

  it('says in Hindi that a department is unknown, and shows everyone', async () => {
    const html = await hindiHtml('doctors', '?department=astrology');
    expect((await selectOne(html, '[role="alert"]')).text).toBe('यह विभाग हमारे यहाँ नहीं है। सभी डॉक्टर दिखाए जा रहे हैं।');
    expect(await select(html, 'article')).toHaveLength(DOCTORS.length);
  });

  it('keeps its links and forms in Hindi', async () => {
    const html = await hindiHtml('doctors');
    for (const link of await select(html, 'main a[href^="/"]')) {
      if (link.attrs.href?.startsWith('/hi/book')) continue;
      expect(link.attrs.href, link.text).toMatch(/^\/hi(\/|$|\?|#)/);
    }
    const requests = (await select(html, '[data-island="RequestDoctorButton"]')).map((island) =>
      JSON.parse(island.attrs['data-props'] ?? '{}'),
    );
    expect(requests.map((props) => [props.label, props.fallbackHref])).toEqual([
      [DOCTORS_PAGE_HI.requestDoctor, '/hi/doctors/request'],
      [DOCTORS_PAGE_HI.requestDoctor, '/hi/doctors/request'],
    ]);
    expect(await mainText(html)).toContain(`हमारी टीम ${formatNumber(24, 'hi')} घंटे के अंदर`);
    // Book Now opens the Hindi booking dialog about the doctor, or the Hindi pick-a-time page without JavaScript.
    const bookings = (await select(html, 'article [data-island="BookingButton"]')).map((island) =>
      JSON.parse(island.attrs['data-props'] ?? '{}'),
    );
    expect(bookings.map((props) => [props.label, props.topic.subject, props.fallbackHref, props.action])).toEqual(
      DOCTORS.map((doctor) => ['बुक करें', doctor.name, `/hi/doctors/${doctor.id}/book`, `/hi/book?doctor=${doctor.id}`]),
    );
  });

  it('has no English sentence of the English dictionaries and no stray Latin words', async () => {
    const text = await mainText(await hindiHtml('doctors'));
    // The doctors' own words too: their records' English, beside the Hindi in their words_hi.
    const records = await publishedDoctors(env.DB);
    const own = records.map(({ name, specialization, qualifications, council }) => ({
      name,
      specialization,
      qualifications,
      council,
    }));
    const phrases = englishPhrases(
      [DOCTORS_PAGE_EN, DOCTORS_EN, own],
      [DOCTORS_PAGE_HI, DOCTORS_HI, records.map((doctor) => doctor.wordsHi)],
    );
    for (const phrase of phrases) expect(text).not.toContain(phrase);
    // The same check finds the phrases on the English page, so it can fail.
    const english = visibleText(await (await get('/doctors')).text());
    expect(phrases.filter((phrase) => english.includes(phrase)).length).toBeGreaterThan(20);
    expect(withoutAllowedLatin(text)).not.toMatch(/[A-Za-z]/);
    expect(text).toMatch(/[\u0900-\u097F]/);
  });
});

describe('/hi/health-checkups wholly Hindi', () => {
  it('shows each package in Hindi with its features, and its price, hours, tests and ages for hi-IN', async () => {
    const html = await hindiHtml('health-checkups');
    const cards = await select(html, '#packages article');
    expect(cards).toHaveLength(HEALTH_PACKAGES.length);
    expect(healthPackagesIn('hi').map((item) => item.name)).toEqual([
      'बेसिक हेल्थ चेक-अप',
      'विस्तृत हेल्थ चेक-अप',
      'एग्ज़िक्यूटिव हेल्थ चेक-अप',
    ]);
    expect(HEALTH_PACKAGES.map((item) => packageDurationText(item.duration, 'hi'))).toEqual([
      '2–3 घंटे',
      '3–4 घंटे',
      'पूरा दिन',
    ]);
    expect(HEALTH_PACKAGES.map((item) => ageRangeText(item.idealAge, 'hi'))).toEqual([
      '18–40 साल',
      '40–60 साल',
      '45 साल या ज़्यादा',
    ]);
    expect(HEALTH_PACKAGES.map((item) => testsCountText(item.testsCount, 'hi'))).toEqual([
      '25 जाँचें',
      '45 जाँचें',
      '70 जाँचें',
    ]);
    healthPackagesIn('hi').forEach((item, index) => {
      const card = cards[index]?.text ?? '';
      for (const value of [
        item.name,
        ...item.features,
        formatRupees(item.price, 'hi'),
        packageDurationText(item.duration, 'hi'),
        testsCountText(item.testsCount, 'hi'),
        ageRangeText(item.idealAge, 'hi'),
      ]) {
        expect(card, item.id).toContain(value);
      }
      expect(card.includes('सबसे ज़्यादा चुना गया')).toBe(item.popular);
    });
    expect(cards.map((card) => card.text).join(' ')).toContain('₹12,999');
    // Select Package carries the Hindi name, for its toast and its screen-reader text.
    const selects = (await select(html, '[data-island="PackageSelectButton"]')).map((island) =>
      JSON.parse(island.attrs['data-props'] ?? '{}'),
    );
    expect(selects.map((props) => props.packageName)).toEqual(healthPackagesIn('hi').map((item) => item.name));
  });

  it('has the Hindi benefits, screenings with their frequency, steps and the call box', async () => {
    const html = await hindiHtml('health-checkups');
    const text = await mainText(html);
    expect((await selectOne(html, 'h1')).text).toBe(HEALTH_CHECKUPS_PAGE_HI.title);
    expect(await select(html, 'section[aria-labelledby="benefits-title"] li')).toHaveLength(4);
    for (const benefit of HEALTH_CHECKUPS_HI.benefits) expect(text).toContain(benefit.title);
    for (const frequency of [
      `कब कराएँ: ${formatNumber(30, 'hi')} साल की उम्र के बाद हर साल`,
      'कब कराएँ: ख़तरा हो तो हर 6–12 महीने में',
      'कब कराएँ: उम्र और ख़तरे के हिसाब से हर 1–3 साल में',
      'कब कराएँ: 45 साल की उम्र के बाद हर 2 साल में',
    ])
      expect(text).toContain(frequency);
    const steps = await select(html, 'section[aria-labelledby="process-title"] li');
    expect(steps.map((step) => step.text.split(' ').slice(0, 2).join(' '))).toEqual(
      [1, 2, 3, 4].map((number) => UI_WORDS.hi.common.step(number)),
    );
    expect((await selectOne(html, `a[href="tel:${NATIONAL_AMBULANCE_NUMBER}"]`)).text).toBe('108');
    expect(text).toContain('मेडिकल इमरजेंसी में राष्ट्रीय एम्बुलेंस नंबर 108 पर कॉल करें।');
    expect((await select(html, 'a[href="tel:+919000000000"]')).map((a) => a.text)).toContain(
      'अभी कॉल करें: +91 90000 00000',
    );
  });

  it('has no English sentence of the English dictionaries and no stray Latin words', async () => {
    const text = await mainText(await hindiHtml('health-checkups'));
    const phrases = englishPhrases(
      [HEALTH_CHECKUPS_PAGE_EN, HEALTH_CHECKUPS_EN],
      [HEALTH_CHECKUPS_PAGE_HI, HEALTH_CHECKUPS_HI],
    );
    for (const phrase of phrases) expect(text).not.toContain(phrase);
    // The same check finds the phrases on the English page, so it can fail.
    const english = visibleText(await (await get('/health-checkups')).text());
    expect(phrases.filter((phrase) => english.includes(phrase)).length).toBeGreaterThan(30);
    expect(withoutAllowedLatin(text)).not.toMatch(/[A-Za-z]/);
  });
});
