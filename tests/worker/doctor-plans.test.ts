// Issue 38: the site never contradicts itself on money. A doctor's fee and consultation length are those of their
// department's plan, which Pricing shows (src/content/plans/facts.ts): the seeded doctors in D1 and the dev fallback
// are held to it, every card says its fee and length, and Pricing says what happens where a provider sets a doctor's
// own fee. Dr. Priya Raman, a diabetologist, is listed under Diabetes Care.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../shared/i18n/format';
import { formatRupees } from '../../shared/money';
import type { Locale } from '../../shared/i18n/locales';
import { publishedDoctors } from '../../src/appointments';
import { DOCTOR_DEPARTMENT_IDS, SAMPLE_DOCTORS } from '../../src/content/doctors/facts';
import { doctorProfile } from '../../src/content/doctors/profile';
import { CONSULTATION_PLANS } from '../../src/content/plans/facts';
import { CONSULTATION_PLAN_WORDS, PLAN_FIGURE_WORDS } from '../../src/content/plans/copy.en';
import { PRICING_EN } from '../../src/site/pricing/copy.en';
import { PRICING_HI } from '../../src/site/pricing/copy.hi';
import { get } from './auth-helpers';
import { select, selectOne } from './html';

/** The plan each department's doctors are booked on (src/content/doctors/facts.ts, DEPARTMENT_PLANS). */
const PLAN_OF: Record<string, string> = {
  'general-physician': 'general-physician',
  'diabetes-care': 'diabetes-care',
  oncology: 'cancer-second-opinion',
};
const departmentPlan = (department: string) =>
  CONSULTATION_PLANS.find((plan) => plan.id === PLAN_OF[department]) ?? null;

/** How a card says the length, in each language (src/content/doctors/en.ts and hi.ts). */
const LENGTH = {
  en: (minutes: string) => `for ${minutes} minutes`,
  hi: (minutes: string) => `${minutes} मिनट की सलाह`,
};

describe('a doctor charges their department’s plan', () => {
  it('every doctor in D1 (the seed) and in the dev fallback has the fee and length of their department’s plan', async () => {
    const published = await publishedDoctors(env.DB);
    expect(published.map((doctor) => doctor.id)).toEqual(['arjun-mehta', 'kavya-iyer', 'priya-raman']);
    for (const doctor of [...published, ...SAMPLE_DOCTORS]) {
      const plan = departmentPlan(doctor.department);
      expect(plan, `${doctor.id}: a department with a plan`).not.toBeNull();
      expect({ fee: doctor.fee, minutes: doctor.minutes }, doctor.id).toEqual({
        fee: (plan?.price ?? 0) * 100,
        minutes: plan?.minutes,
      });
    }
    // Every department a doctor may be listed under has a plan.
    for (const department of DOCTOR_DEPARTMENT_IDS) expect(departmentPlan(department), department).not.toBeNull();
  });

  it('lists Dr. Priya Raman, a diabetologist, under Diabetes Care, and Dr. Arjun Mehta under General Physician', async () => {
    const byId = new Map((await publishedDoctors(env.DB)).map((doctor) => [doctor.id, doctor]));
    expect(byId.get('priya-raman')?.specialization).toBe('Diabetologist');
    expect(byId.get('priya-raman')?.department).toBe('diabetes-care');
    expect(byId.get('arjun-mehta')?.department).toBe('general-physician');
    const names = async (path: string) =>
      (await select(await (await get(path)).text(), 'article h3')).map((h) => h.text);
    expect(await names('/diabetes-care')).toEqual(['Dr. Priya Raman']);
    expect(await names('/general-physician')).toEqual(['Dr. Arjun Mehta']);
    expect(await names('/doctors?department=diabetes-care')).toEqual(['Dr. Priya Raman']);
  });

  it.each(['en', 'hi'] as const)(
    'each card on the Doctors page (%s) says the fee and length Pricing shows for the doctor’s department',
    async (locale: Locale) => {
      const prefix = locale === 'en' ? '' : '/hi';
      const cards = await select(await (await get(`${prefix}/doctors`)).text(), 'article');
      const pricing = (await select(await (await get(`${prefix}/pricing`)).text(), '#consultations article')).map(
        (card) => card.text,
      );
      const doctors = await publishedDoctors(env.DB);
      expect(cards).toHaveLength(doctors.length);
      doctors.forEach((record, index) => {
        const doctor = doctorProfile(record, locale);
        const plan = departmentPlan(doctor.department);
        const price = formatRupees(plan?.price ?? 0, locale);
        const minutes = formatNumber(plan?.minutes ?? 0, locale);
        const card = cards[index]?.text ?? '';
        expect(card, doctor.id).toContain(price);
        expect(card, doctor.id).toContain(LENGTH[locale](minutes));
        // The plan's card on Pricing states the same two figures.
        const planCard = pricing.find((text) => text.includes(price));
        expect(planCard, `${doctor.id}: a plan at ${price}`).toBeDefined();
        if (locale === 'en') {
          expect(planCard).toContain(CONSULTATION_PLAN_WORDS[plan?.id ?? 'general-physician'].name);
          expect(planCard).toContain(PLAN_FIGURE_WORDS.minutes(minutes));
        }
      });
    },
  );

  it.each([
    ['/pricing', PRICING_EN, '/doctors'],
    ['/hi/pricing', PRICING_HI, '/hi/doctors'],
  ] as const)(
    '%s explains that a doctor’s own fee, if it differs, is the one on their card',
    async (path, copy, doctors) => {
      const note = await selectOne(await (await get(path)).text(), '#consultations [data-doctor-fees]');
      expect(note.text).toContain(copy.consultations.doctorFees.before);
      expect(note.text).toContain(copy.consultations.doctorFees.after);
      const link = await selectOne(await (await get(path)).text(), '#consultations [data-doctor-fees] a');
      expect([link.attrs.href, link.text]).toEqual([doctors, copy.consultations.doctorFees.link]);
    },
  );
});
