// Figures as values (docs/product/figures.md): prices are numbers, formatted by Intl for the page's language, and every
// shown discount is computed from the two prices. Where the spec's stated percentage disagrees with its own prices,
// the prices win (docs/product/README.md, the decisions), and this test says so plan by plan.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatDecimal,
  formatNumber,
  formatNumberRange,
  formatPercent,
} from '../../shared/i18n/format';
import { formatRupees } from '../../shared/money';
import type { Locale } from '../../shared/i18n/locales';
import { SAMPLE_DOCTORS } from '../../src/content/doctors/facts';
import { doctorProfile } from '../../src/content/doctors/profile';
import { fillFigures } from '../../src/content/figures';
import { HEALTH_PACKAGES } from '../../src/content/health-checkups/facts';
import { ageRangeText, healthPackagesIn, packageDurationText } from '../../src/content/health-checkups/copy';
import { CONSULTATION_PLAN_WORDS, SUBSCRIPTION_PLAN_WORDS } from '../../src/content/plans/copy.en';
import {
  ADD_ONS,
  CONSULTATION_PLANS,
  LOWEST_CONSULTATION_PRICE,
  SUBSCRIPTION_PLANS,
} from '../../src/content/plans/facts';
import { pageDef } from '../../src/site-map/registry';
import { select, selectOne } from './html';
import { SITE } from './auth-helpers';

const page = async (path: string) => (await SELF.fetch(`${SITE}${path}`)).text();

/** The first brief's words (docs/product/figures.md): each plan's price, its "was" price and the discount it states. */
const SPEC_PLANS = [
  { id: 'general-physician', price: 499, was: 799, stated: 25 },
  { id: 'diabetes-care', price: 599, was: 1199, stated: 25 },
  { id: 'cancer-second-opinion', price: 999, was: 1799, stated: 28 },
  { id: 'cancer-advisory', price: 4999, was: 7499, stated: 33 },
  { id: 'family-health', price: 2499, was: 3999, stated: 38 },
] as const;

const ROUNDING = {
  nearest: Math.round,
  down: Math.floor,
  up: Math.ceil,
} as const;

type Rule = keyof typeof ROUNDING;

/**
 * Stated against computed. "Exact" is (was - price) / was; the site shows it rounded to the nearest whole percent
 * (half up), which is `discountPercent`.
 *
 * | Plan                  | Price | Was   | Exact  | Nearest | Down | Up | Spec states | Agrees      |
 * | General Physician     |   499 |   799 | 37.55% |      38 |   37 | 38 |          25 | no          |
 * | Diabetes Care         |   599 | 1,199 | 50.04% |      50 |   50 | 51 |          25 | no          |
 * | Cancer 2nd Opinion    |   999 | 1,799 | 44.47% |      44 |   44 | 45 |          28 | no          |
 * | Cancer Advisory Plan  | 4,999 | 7,499 | 33.34% |      33 |   33 | 34 |          33 | yes         |
 * | Family Health Plan    | 2,499 | 3,999 | 37.51% |      38 |   37 | 38 |          38 | yes         |
 *
 * The spec rounds to the nearest percent: of the two rows where it agrees with its prices, rounding down would give
 * 37 for the family plan and rounding up 34 for the advisory plan; only "nearest" gives both. The first three stated
 * discounts follow from the prices under no rounding at all (37.55% is not 25%), so the site shows 38%, 50% and 44%.
 */
const EXPECTED = {
  'general-physician': { exact: '37.55', nearest: 38, down: 37, up: 38, agrees: false },
  'diabetes-care': { exact: '50.04', nearest: 50, down: 50, up: 51, agrees: false },
  'cancer-second-opinion': { exact: '44.47', nearest: 44, down: 44, up: 45, agrees: false },
  'cancer-advisory': { exact: '33.34', nearest: 33, down: 33, up: 34, agrees: true },
  'family-health': { exact: '37.51', nearest: 38, down: 37, up: 38, agrees: true },
} as const;

const exactShare = (price: number, was: number) => ((was - price) / was) * 100;

describe('plan prices and discounts', () => {
  const plans = [...CONSULTATION_PLANS, ...SUBSCRIPTION_PLANS];

  it('hold the spec prices, lengths and flags as numbers, once', () => {
    expect(plans.map((plan) => [plan.id, plan.price, plan.originalPrice])).toEqual(
      SPEC_PLANS.map((plan) => [plan.id, plan.price, plan.was]),
    );
    expect(CONSULTATION_PLANS.map((plan) => [plan.minutes, plan.popular])).toEqual([
      [20, false],
      [30, true],
      [45, false],
    ]);
    const [advisory, family] = SUBSCRIPTION_PLANS;
    expect([advisory.consultationsPerMonth, advisory.recommended, family.members]).toEqual([2, true, 4]);
    expect(ADD_ONS.map((addOn) => addOn.price)).toEqual([0, 0, 49, 99, 299, 699]);
    expect(ADD_ONS.find((addOn) => addOn.id === 'nutrition-consultation')).toMatchObject({ minutes: 30 });
    expect(LOWEST_CONSULTATION_PRICE).toBe(499);
  });

  it('every plan has its English words, and no description or feature states a figure', () => {
    const words = [
      ...CONSULTATION_PLANS.map((plan) => CONSULTATION_PLAN_WORDS[plan.id]),
      ...SUBSCRIPTION_PLANS.map((plan) => SUBSCRIPTION_PLAN_WORDS[plan.id]),
    ];
    for (const { name, description, features } of words) {
      expect(name).not.toBe('');
      expect(features.length).toBeGreaterThan(0);
      for (const text of [description, ...features]) expect(text).not.toMatch(/\d/);
    }
  });

  it.each(SPEC_PLANS.map((plan) => ({ ...plan, ...EXPECTED[plan.id] })))(
    '$id: $price off $was is $exact% off → $nearest% (nearest); the spec states $stated%',
    (row) => {
      expect(exactShare(row.price, row.was).toFixed(2)).toBe(row.exact);
      for (const rule of Object.keys(ROUNDING) as Rule[])
        expect(ROUNDING[rule](exactShare(row.price, row.was)), rule).toBe(row[rule]);
      expect(discountPercent(row.price, row.was)).toBe(row.nearest);
      expect(discountPercent(row.price, row.was) === row.stated).toBe(row.agrees);
    },
  );

  it('the spec rounds to the nearest percent where it agrees, and no rounding explains the first three', () => {
    const consistent = (Object.keys(ROUNDING) as Rule[]).filter((rule) =>
      SPEC_PLANS.filter((plan) => EXPECTED[plan.id].agrees).every(
        (plan) => ROUNDING[rule](exactShare(plan.price, plan.was)) === plan.stated,
      ),
    );
    expect(consistent).toEqual(['nearest']);
    const unexplained = SPEC_PLANS.filter((plan) =>
      (Object.keys(ROUNDING) as Rule[]).every(
        (rule) => ROUNDING[rule](exactShare(plan.price, plan.was)) !== plan.stated,
      ),
    ).map((plan) => plan.id);
    expect(unexplained).toEqual(['general-physician', 'diabetes-care', 'cancer-second-opinion']);
  });

  it('the facts give the discounts the site shows', () => {
    expect(Object.fromEntries(plans.map((plan) => [plan.id, discountPercent(plan.price, plan.originalPrice)]))).toEqual(
      Object.fromEntries(SPEC_PLANS.map((plan) => [plan.id, EXPECTED[plan.id].nearest])),
    );
  });

  it('refuses a "discount" that raises the price, or one from nothing', () => {
    expect(() => discountPercent(900, 800)).toThrow(RangeError);
    expect(() => discountPercent(0, 0)).toThrow(RangeError);
    expect(discountPercent(0, 800)).toBe(100);
  });
});

describe('formatting for en-IN and hi-IN', () => {
  it('writes rupees with Indian digit grouping and no paise', () => {
    const cases: [number, Locale, string][] = [
      [100000, 'en', '₹1,00,000'],
      [2999, 'en', '₹2,999'],
      [12999, 'en', '₹12,999'],
      [0, 'en', '₹0'],
      [2999.6, 'en', '₹3,000'],
      // hi-IN writes Latin digits unless Devanagari ones are asked for, with the same grouping.
      [100000, 'hi', '₹1,00,000'],
      [2999, 'hi', '₹2,999'],
      [1234567, 'hi', '₹12,34,567'],
    ];
    for (const [amount, locale, shown] of cases)
      expect(formatRupees(amount, locale), `${amount} ${locale}`).toBe(shown);
    expect(formatRupees(2999)).toBe(formatRupees(2999, 'en'));
  });

  it('writes counts, decimals, ranges and shares', () => {
    expect(formatNumber(50000)).toBe('50,000');
    expect(formatNumber(50000, 'hi')).toBe('50,000');
    expect(formatDecimal(4.8)).toBe('4.8');
    expect(formatDecimal(5, 'hi')).toBe('5.0');
    expect(formatNumberRange(2, 3)).toBe('2–3');
    expect(formatNumberRange(18, 40, 'hi')).toBe('18–40');
    expect(formatPercent(0.98)).toBe('98%');
    expect(formatPercent(0.98, 'hi')).toBe('98%');
  });

  it('fills the figures page words quote from the values, and refuses an unknown one', () => {
    expect(fillFigures('from {lowestConsultationPrice}', 'en')).toBe(`from ${formatRupees(LOWEST_CONSULTATION_PRICE)}`);
    expect(() => fillFigures('from {cheapest}', 'en')).toThrow(/Unknown figure/);
    const cheapestPackage = Math.min(...HEALTH_PACKAGES.map((item) => item.price));
    expect(pageDef('health-checkups').description).toContain(formatRupees(cheapestPackage));
    const cheapestFee = Math.min(...SAMPLE_DOCTORS.map((doctor) => doctor.fee)) / 100;
    expect(pageDef('doctors', 'hi').description).toContain(formatRupees(cheapestFee, 'hi'));
    // A page that shows the published doctors quotes their lowest fee.
    expect(pageDef('doctors', 'en', { lowestDoctorFee: 349 }).description).toContain('₹349');
  });
});

describe('pages show the figures formatted from the values', () => {
  it('/doctors: each card shows its fee, rating and years from the content', async () => {
    const html = await page('/doctors');
    const cards = await select(html, 'article');
    expect(cards).toHaveLength(SAMPLE_DOCTORS.length);
    SAMPLE_DOCTORS.forEach((doctor, index) => {
      const card = cards[index]?.text ?? '';
      expect(card).toContain(doctor.name);
      expect(card).toContain(formatRupees(doctor.fee / 100));
      expect(card).toContain(`${formatDecimal(doctor.rating ?? 0)} out of 5`);
      expect(card).toContain(`${formatNumber(doctor.experienceYears ?? 0)} years`);
    });
    // The description quotes the lowest fee of the doctors shown.
    expect((await selectOne(html, 'meta[name="description"]')).attrs.content).toContain('fees from ₹499');
  });

  it('/health-checkups: each package shows its price, hours, tests and ages from the content', async () => {
    const html = await page('/health-checkups');
    const cards = await select(html, '#packages article');
    expect(cards).toHaveLength(HEALTH_PACKAGES.length);
    healthPackagesIn('en').forEach((item, index) => {
      const card = cards[index]?.text ?? '';
      expect(card).toContain(item.name);
      expect(card).toContain(formatRupees(item.price));
      expect(card).toContain(packageDurationText(item.duration));
      expect(card).toContain(`${formatNumber(item.testsCount)} tests`);
      expect(card).toContain(ageRangeText(item.idealAge));
    });
    const cheapest = Math.min(...HEALTH_PACKAGES.map((item) => item.price));
    expect((await selectOne(html, 'meta[name="description"]')).attrs.content).toContain(formatRupees(cheapest));
  });

  it('the Hindi pages format the same values for hi-IN', async () => {
    const doctors = await select(await page('/hi/doctors'), 'article');
    SAMPLE_DOCTORS.forEach((doctor, index) => {
      expect(doctors[index]?.text).toContain(doctorProfile(doctor, 'hi').feeText);
    });
    const home = await page('/hi');
    expect((await selectOne(home, 'main p')).text).toContain(formatRupees(LOWEST_CONSULTATION_PRICE, 'hi'));
  });
});
