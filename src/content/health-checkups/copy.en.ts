// The health check-ups' words in English: the packages' names and features, the labels of a package card, why a
// check-up helps, the screenings and the steps (facts.ts beside this file holds the figures). A line that states a
// figure is a function here, given the figure already formatted for the page's language.
import type { HealthPackageId } from './facts';

export interface HealthPackageWords {
  name: string;
  /** What the package includes, beyond the figures facts.ts states. */
  features: readonly string[];
}

/** A title and a sentence or two: a benefit or a step. */
export interface CheckupPoint {
  title: string;
  description: string;
}

interface ScreeningWords<Figures extends unknown[]> {
  title: string;
  tests: readonly string[];
  /** How often, given the figures of facts.ts (SCREENING_FIGURES) already formatted. */
  frequency: (...figures: Figures) => string;
}

export interface HealthCheckupWords {
  packages: Record<HealthPackageId, HealthPackageWords>;
  card: {
    mostPopular: string;
    duration: string;
    /** A range of hours, already formatted: "2–3". */
    hours: (range: string) => string;
    fullDay: string;
    tests: string;
    testsCount: (count: number, tests: string) => string;
    idealAge: string;
    /** A range of ages, already formatted: "18–40". */
    ages: (range: string) => string;
    /** An age and over. */
    agesFrom: (age: string) => string;
  };
  benefits: readonly CheckupPoint[];
  screenings: {
    heart: ScreeningWords<[age: string]>;
    diabetes: ScreeningWords<[months: string]>;
    cancer: ScreeningWords<[years: string]>;
    bone: ScreeningWords<[years: string, age: string]>;
  };
  steps: readonly CheckupPoint[];
  /** Several test names in one line. */
  list: (items: readonly string[]) => string;
  /** The booking dialog's line about a package, under its name: its price and number of tests, formatted. */
  bookingDetail: (price: string, tests: string) => string;
}

export const HEALTH_CHECKUPS_EN: HealthCheckupWords = {
  packages: {
    basic: {
      name: 'Basic Health Check-up',
      features: [
        'Complete blood count',
        'Fasting blood sugar',
        'Lipid profile',
        'Liver and kidney function',
        'Urine routine',
        'Doctor consultation on the report',
      ],
    },
    comprehensive: {
      name: 'Comprehensive Health Check-up',
      features: [
        'Everything in Basic',
        'HbA1c and thyroid profile',
        'ECG and chest X-ray',
        'Vitamin D and B12',
        'Ultrasound of the abdomen',
        'Diet and lifestyle consultation',
      ],
    },
    executive: {
      name: 'Executive Health Check-up',
      features: [
        'Everything in Comprehensive',
        'Treadmill test and 2D echo',
        'Cancer markers',
        'Pulmonary function test',
        'Bone density scan',
        'Specialist review with a personal report',
      ],
    },
  },
  card: {
    mostPopular: 'Most Popular',
    duration: 'Duration',
    hours: (range) => `${range} hours`,
    fullDay: 'Full day',
    tests: 'Tests',
    testsCount: (count, tests) => (count === 1 ? `${tests} test` : `${tests} tests`),
    idealAge: 'Ideal for ages',
    ages: (range) => range,
    agesFrom: (age) => `${age}+`,
  },
  benefits: [
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
  ],
  screenings: {
    heart: {
      title: 'Heart health',
      tests: ['Lipid profile', 'ECG', 'Blood pressure'],
      frequency: (age) => `Every year after ${age}`,
    },
    diabetes: {
      title: 'Diabetes',
      tests: ['Fasting blood sugar', 'HbA1c'],
      frequency: (months) => `Every ${months} months if at risk`,
    },
    cancer: {
      title: 'Cancer screening',
      tests: ['Pap smear', 'Mammogram', 'PSA'],
      frequency: (years) => `Every ${years} years, by age and risk`,
    },
    bone: {
      title: 'Bone and vitamins',
      tests: ['Vitamin D', 'Vitamin B12', 'Bone density'],
      frequency: (years, age) => `Every ${years} years after ${age}`,
    },
  },
  steps: [
    { title: 'Choose a package', description: 'Pick the package that fits your age and health goals.' },
    { title: 'Book a slot', description: 'Call or message our coordinators to fix a date and time.' },
    { title: 'Sample collection', description: 'Samples are collected at home or at a partner lab near you.' },
    { title: 'Report consultation', description: 'A doctor goes through the results and next steps with you.' },
  ],
  list: (items) => items.join(', '),
  bookingDetail: (price, tests) => `${price} · ${tests}`,
};
