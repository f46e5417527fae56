// Preventive health check-up packages and the content around them (SPEC.md sections 2, 3 and 9). Prices, hours,
// test counts and ages are values; the words around them are English, as the page's text is for now.
import { formatNumber, formatNumberRange } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';

/** How long the visit takes: a range of hours, or the whole day. */
export type PackageDuration = { hours: { from: number; to: number } } | { fullDay: true };

/** The ages a package suits, in years; no `to` means "and over". */
export interface AgeRange {
  from: number;
  to?: number;
}

export interface HealthPackage {
  id: 'basic' | 'comprehensive' | 'executive';
  name: string;
  /** Rupees. */
  price: number;
  duration: PackageDuration;
  testsCount: number;
  idealAge: AgeRange;
  features: string[];
  popular: boolean;
}

export const HEALTH_PACKAGES: readonly HealthPackage[] = [
  {
    id: 'basic',
    name: 'Basic Health Check-up',
    price: 2_999,
    duration: { hours: { from: 2, to: 3 } },
    testsCount: 25,
    idealAge: { from: 18, to: 40 },
    features: [
      'Complete blood count',
      'Fasting blood sugar',
      'Lipid profile',
      'Liver and kidney function',
      'Urine routine',
      'Doctor consultation on the report',
    ],
    popular: false,
  },
  {
    id: 'comprehensive',
    name: 'Comprehensive Health Check-up',
    price: 5_999,
    duration: { hours: { from: 3, to: 4 } },
    testsCount: 45,
    idealAge: { from: 40, to: 60 },
    features: [
      'Everything in Basic',
      'HbA1c and thyroid profile',
      'ECG and chest X-ray',
      'Vitamin D and B12',
      'Ultrasound of the abdomen',
      'Diet and lifestyle consultation',
    ],
    popular: true,
  },
  {
    id: 'executive',
    name: 'Executive Health Check-up',
    price: 12_999,
    duration: { fullDay: true },
    testsCount: 70,
    idealAge: { from: 45 },
    features: [
      'Everything in Comprehensive',
      'Treadmill test and 2D echo',
      'Cancer markers',
      'Pulmonary function test',
      'Bone density scan',
      'Specialist review with a personal report',
    ],
    popular: false,
  },
];

/** The visit's length as shown: "2–3 hours", "Full day". */
export function packageDurationText(duration: PackageDuration, locale: Locale = 'en'): string {
  if ('fullDay' in duration) return 'Full day';
  return `${formatNumberRange(duration.hours.from, duration.hours.to, locale)} hours`;
}

/** An age range as shown: "18–40", "45+". */
export function ageRangeText(ages: AgeRange, locale: Locale = 'en'): string {
  return ages.to === undefined ? `${formatNumber(ages.from, locale)}+` : formatNumberRange(ages.from, ages.to, locale);
}

export function findHealthPackage(id: string): HealthPackage | undefined {
  return HEALTH_PACKAGES.find((item) => item.id === id);
}

export interface Benefit {
  title: string;
  description: string;
}

export const CHECKUP_BENEFITS: readonly Benefit[] = [
  {
    title: 'Early detection',
    description: 'Find conditions such as diabetes and hypertension before symptoms appear.',
  },
  {
    title: 'Home sample collection',
    description: 'A trained phlebotomist collects samples at your home at a time you choose.',
  },
  { title: 'Doctor review', description: 'A doctor explains every report to you on a video or phone consultation.' },
  { title: 'Digital reports', description: 'Your reports are kept in your digital health record, ready to share.' },
];

export interface ScreeningCategory {
  title: string;
  tests: string[];
  frequency: string;
}

export const SCREENING_CATEGORIES: readonly ScreeningCategory[] = [
  { title: 'Heart health', tests: ['Lipid profile', 'ECG', 'Blood pressure'], frequency: 'Every year after 30' },
  { title: 'Diabetes', tests: ['Fasting blood sugar', 'HbA1c'], frequency: 'Every 6-12 months if at risk' },
  {
    title: 'Cancer screening',
    tests: ['Pap smear', 'Mammogram', 'PSA'],
    frequency: 'Every 1-3 years, by age and risk',
  },
  {
    title: 'Bone and vitamins',
    tests: ['Vitamin D', 'Vitamin B12', 'Bone density'],
    frequency: 'Every 2 years after 45',
  },
];

export const CHECKUP_STEPS: readonly Benefit[] = [
  { title: 'Choose a package', description: 'Pick the package that fits your age and health goals.' },
  { title: 'Book a slot', description: 'Call or message our coordinators to fix a date and time.' },
  { title: 'Sample collection', description: 'Samples are collected at home or at a partner lab near you.' },
  { title: 'Report consultation', description: 'A doctor goes through the results and next steps with you.' },
];

export { NATIONAL_AMBULANCE_NUMBER } from './emergency';
