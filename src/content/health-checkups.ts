// Preventive health check-up packages and the content around them (SPEC.md sections 2, 3 and 9).

export interface HealthPackage {
  id: 'basic' | 'comprehensive' | 'executive';
  name: string;
  /** Rupees. */
  price: number;
  duration: string;
  testsCount: number;
  idealAge: string;
  features: string[];
  popular: boolean;
}

export const HEALTH_PACKAGES: readonly HealthPackage[] = [
  {
    id: 'basic',
    name: 'Basic Health Check-up',
    price: 2_999,
    duration: '2-3 hours',
    testsCount: 25,
    idealAge: '18-40',
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
    duration: '3-4 hours',
    testsCount: 45,
    idealAge: '40-60',
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
    duration: 'full day',
    testsCount: 70,
    idealAge: '45+',
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

/** India's national ambulance number, quoted where the check-up pages give the emergency number. */
export const NATIONAL_AMBULANCE_NUMBER = '108';
