// The health check-ups' words in each language, and a package as a page shows it in one language (values from
// facts.ts, words from copy.en.ts or copy.hi.ts). Pages, the booking and the JSON-LD read packages from here in the page's
// text language.
import { formatNumber, formatNumberRange } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { HEALTH_CHECKUPS_EN, type HealthCheckupWords } from './copy.en';
import {
  type AgeRange,
  findHealthPackageFacts,
  HEALTH_PACKAGES,
  type HealthPackageFacts,
  type PackageDuration,
} from './facts';
import { HEALTH_CHECKUPS_HI } from './copy.hi';

export const HEALTH_CHECKUP_WORDS = { en: HEALTH_CHECKUPS_EN, hi: HEALTH_CHECKUPS_HI } satisfies Record<
  Locale,
  HealthCheckupWords
>;

/** A package as a page shows it, in one language. */
export interface HealthPackage extends HealthPackageFacts {
  name: string;
  features: readonly string[];
}

export function healthPackageIn(facts: HealthPackageFacts, locale: Locale): HealthPackage {
  const words = HEALTH_CHECKUP_WORDS[locale].packages[facts.id];
  return { ...facts, name: words.name, features: words.features };
}

/** Every package in a language, in the order of facts.ts. */
export function healthPackagesIn(locale: Locale): readonly HealthPackage[] {
  return HEALTH_PACKAGES.map((item) => healthPackageIn(item, locale));
}

/** A package by id, in a language (English unless asked). */
export function findHealthPackage(id: string, locale: Locale = 'en'): HealthPackage | undefined {
  const facts = findHealthPackageFacts(id);
  return facts && healthPackageIn(facts, locale);
}

/** The visit's length as shown: "2–3 hours", "Full day". */
export function packageDurationText(duration: PackageDuration, locale: Locale = 'en'): string {
  const words = HEALTH_CHECKUP_WORDS[locale].card;
  if ('fullDay' in duration) return words.fullDay;
  return words.hours(formatNumberRange(duration.hours.from, duration.hours.to, locale));
}

/** An age range as shown: "18–40", "45+" in English. */
export function ageRangeText(ages: AgeRange, locale: Locale = 'en'): string {
  const words = HEALTH_CHECKUP_WORDS[locale].card;
  return ages.to === undefined
    ? words.agesFrom(formatNumber(ages.from, locale))
    : words.ages(formatNumberRange(ages.from, ages.to, locale));
}

/** A package's number of tests as shown: "25 tests". */
export function testsCountText(count: number, locale: Locale = 'en'): string {
  return HEALTH_CHECKUP_WORDS[locale].card.testsCount(count, formatNumber(count, locale));
}
