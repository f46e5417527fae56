// Preventive health check-up packages as values (docs/product/figures.md): prices, hours, test counts and ages,
// and how often each screening is advised. Their words (package names and features, benefits, screenings, steps)
// are in copy.en.ts and copy.hi.ts beside this file; words.ts puts the two together for a language.

/** How long the visit takes: a range of hours, or the whole day. */
export type PackageDuration = { hours: { from: number; to: number } } | { fullDay: true };

/** The ages a package suits, in years; no `to` means "and over". */
export interface AgeRange {
  from: number;
  to?: number;
}

export interface HealthPackageFacts {
  id: 'basic' | 'comprehensive' | 'executive';
  /** Rupees. */
  price: number;
  duration: PackageDuration;
  testsCount: number;
  idealAge: AgeRange;
  popular: boolean;
}

export type HealthPackageId = HealthPackageFacts['id'];

export const HEALTH_PACKAGES: readonly HealthPackageFacts[] = [
  {
    id: 'basic',
    price: 2_999,
    duration: { hours: { from: 2, to: 3 } },
    testsCount: 25,
    idealAge: { from: 18, to: 40 },
    popular: false,
  },
  {
    id: 'comprehensive',
    price: 5_999,
    duration: { hours: { from: 3, to: 4 } },
    testsCount: 45,
    idealAge: { from: 40, to: 60 },
    popular: true,
  },
  {
    id: 'executive',
    price: 12_999,
    duration: { fullDay: true },
    testsCount: 70,
    idealAge: { from: 45 },
    popular: false,
  },
];

export function findHealthPackageFacts(id: string): HealthPackageFacts | undefined {
  return HEALTH_PACKAGES.find((item) => item.id === id);
}

/** How often each screening is advised: from what age (years), every how many months or years. */
export const SCREENING_FIGURES = {
  /** Every year after 30. */
  heart: { fromAge: 30 },
  /** Every 6 to 12 months, if at risk. */
  diabetes: { everyMonths: { from: 6, to: 12 } },
  /** Every 1 to 3 years, by age and risk. */
  cancer: { everyYears: { from: 1, to: 3 } },
  /** Every 2 years after 45. */
  bone: { everyYears: 2, fromAge: 45 },
} as const;

export type ScreeningId = keyof typeof SCREENING_FIGURES;

/** The screenings in the order the page lists them. */
export const SCREENING_IDS: readonly ScreeningId[] = ['heart', 'diabetes', 'cancer', 'bone'];

export { NATIONAL_AMBULANCE_NUMBER } from '../emergency';
