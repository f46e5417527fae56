// The four departments' words in English (facts.ts holds their figures). Lines that state a figure are functions
// given the figure already formatted for the page's language, so the words can never disagree with the value.
import type { DepartmentId } from './facts';

export interface DepartmentWords {
  name: string;
  /** One or two short sentences a patient understands. */
  description: string;
  /** What a consultation gives you. */
  features: string[];
  /** The kinds of doctor and care in the department. */
  specialties: string[];
}

export const DEPARTMENT_WORDS_EN: Record<DepartmentId, DepartmentWords> = {
  'diabetes-care': {
    name: 'Diabetes Care',
    description:
      'Help to live well with diabetes. A diabetes doctor looks at your sugar readings, your medicines and your meals, and makes a plan with you.',
    features: [
      'A full check of your sugar readings and reports',
      'Changes to your medicines when needed',
      'A food and exercise plan that fits your day',
      'Follow-up calls to see how you are doing',
    ],
    specialties: ['Type 1 and type 2 diabetes', 'Diabetes in pregnancy', 'Pre-diabetes', 'Thyroid problems'],
  },
  'cancer-second-opinion': {
    name: 'Cancer Second Opinion',
    description:
      'A cancer doctor (an oncologist) reads your reports and scans and tells you, in plain words, if the plan you have been given is right for you.',
    features: [
      'An oncologist reads all your reports and scans',
      'A written opinion you can share with your own doctor',
      'A video call to go over it and ask questions',
      'Clear next steps, with no pressure to switch doctors',
    ],
    specialties: ['Breast cancer', 'Lung cancer', 'Blood cancers', 'Head and neck cancer'],
  },
  'cancer-advisory-plan': {
    name: 'Cancer Advisory Plan',
    description:
      'A monthly plan for people going through cancer care. You talk to an oncologist each month, and a care helper stays in touch in between.',
    features: [
      'Video calls with an oncologist all through your care',
      'New reports read as soon as they come',
      'Help with side effects, food and pain',
      'One care helper who knows your case',
    ],
    specialties: [
      'Care during chemo and radiation',
      'Side effects and pain',
      'Food and strength',
      'Care after treatment',
    ],
  },
  'general-physician': {
    name: 'General Physician',
    description:
      'A family doctor on your phone. See a doctor for fever, cough, stomach trouble, blood pressure and other everyday health needs.',
    features: [
      'See a doctor the same day',
      'A prescription on your phone',
      'Advice on tests and next steps',
      'Care for the whole family',
    ],
    specialties: ['Fever and infections', 'Blood pressure', 'Stomach and skin problems', 'Health checks'],
  },
};

/** How the departments' figures are labelled (each is given the figure already formatted). */
export const DEPARTMENT_FIGURE_WORDS_EN = {
  consultationTime: 'Time with the doctor',
  minutes: (minutes: string) => `${minutes} minutes`,
  rating: 'Patient rating',
  outOfFive: (rating: string) => `${rating} out of 5`,
  doctors: 'Doctors',
  patientsServed: 'Patients helped',
  successRate: 'Rated it helpful',
  price: 'Price',
  perConsultation: (price: string) => `${price} a visit`,
  perMonth: (price: string) => `${price} a month`,
  was: (price: string) => `was ${price}`,
  replyWithin: (hours: string) => `Answer in ${hours} hours`,
};

export type DepartmentFigureWords = typeof DEPARTMENT_FIGURE_WORDS_EN;
