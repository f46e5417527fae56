// The Departments page's words in English, and the words of the service parts (price line, figures, doctors) that
// every department page shares. Figures arrive already formatted.

export interface Card {
  title: string;
  description: string;
}

export const SERVICE_PARTS_EN = {
  bookConsultation: 'Book Consultation',
  /** "₹599 for a 30-minute visit". */
  priceFor: (price: string, minutes: string) => `${price} for a ${minutes}-minute visit`,
  priceMonthly: (price: string) => `${price} a month`,
  was: (price: string) => `Was ${price}`,
  off: (percent: string) => `${percent} off`,
  priceLabel: 'Price',
  figuresLabel: (name: string) => `${name} in numbers`,
  doctorsTitle: 'Meet a doctor',
  allDoctors: 'See all our doctors',
  sampleFiguresNote: 'Figures are samples until the provider publishes its own.',
  notice: {
    title: 'Medical information',
    text: 'This page gives general health information. It does not replace a visit to a doctor. Only a doctor who has talked with you can give you advice for your own health.',
    disclaimer: 'Read our medical disclaimer',
  },
  emergencyNote: {
    /** The sentence with the two numbers in place (given as links). */
    text: <T>(ambulance: T, national: T): (string | T)[] => [
      'Is it an emergency? Call ',
      ambulance,
      ' for an ambulance or ',
      national,
      ' for any emergency, now.',
    ],
    link: 'What to do in an emergency',
  },
};

export type ServicePartsWords = typeof SERVICE_PARTS_EN;

export const DEPARTMENTS_COPY_EN = {
  title: 'Our Departments',
  lead: 'Four teams of doctors, each for a different need. Pick the care that fits you, and talk to a doctor from home.',
  statsLabel: 'Our care in numbers',
  stats: {
    consultations: 'Online visits so far',
    doctors: 'Doctors on our panel',
    satisfaction: 'Patients happy with their visit',
    years: 'Years our senior doctors have worked',
  },
  jumpTitle: 'Go to a department',
  whatYouGet: 'What you get',
  weHelpWith: 'We help with',
  learnMore: (name: string) => `More about ${name}`,
  book: (name: string) => `Book ${name}`,
  whyTitle: 'Why patients choose us',
  why: [
    {
      title: 'Real, registered doctors',
      description:
        'Every doctor is registered with a State Medical Council. You can see the number on each doctor’s profile.',
    },
    {
      title: 'Clear prices',
      description: 'You see the price before you book. There are no hidden fees.',
    },
    {
      title: 'Care in your language',
      description: 'Our doctors speak English, Hindi and many other Indian languages.',
    },
    {
      title: 'Your records, kept safe',
      description: 'Your reports and prescriptions stay private. Only you and your care team can see them.',
    },
  ] as Card[],
  plansTitle: 'Save with a monthly plan',
  plansText: 'Need regular care? Our monthly plans cost less than paying for each visit.',
  plansButton: 'See subscription plans',
};

export type DepartmentsCopy = typeof DEPARTMENTS_COPY_EN;
