// The words around the doctors in English: the names of their departments, languages and medical councils, and the
// doctor card's labels. A doctor's own words (name, specialization, qualifications) are in their record in D1
// (facts.ts beside this file says why); a line that states a figure is a function here, given the figure already
// formatted for the page's language.
import type { DepartmentId, MedicalCouncil, SpokenLanguage } from './facts';

export interface DoctorsWords {
  /** The departments of the doctors list and its filter. */
  departments: Record<DepartmentId, string>;
  languages: Record<SpokenLanguage, string>;
  /**
   * Languages whose names the page also writes in their own script, after the page's name for them ("तमिल (தமிழ்)" on
   * a Hindi page); the own-script part is marked with its language (lang) wherever it is shown.
   */
  ownNames: Partial<Record<SpokenLanguage, string>>;
  /** What stands around an own-script name after the page's name: " (" and ")" make "तमिल (தமிழ்)". */
  ownNameMarks: { before: string; after: string };
  councils: Record<MedicalCouncil, string>;
  /** The doctor's first free time, from their slots: its day and time in India, formatted for the page's language. */
  nextFree: (day: string, time: string) => string;
  /** Titles a name may start with, left out of its initials. */
  titles: readonly string[];
  /** What the avatar shows in place of a photograph (none is published): the first letters of the name's words. */
  initials: (letters: readonly string[]) => string;
  /** The avatar's text alternative. */
  avatarAlt: (name: string) => string;
  /** What separates several names or qualifications in one line. */
  listSeparator: string;
  /** Several names or qualifications in one line. */
  list: (items: readonly string[]) => string;
  /** The booking dialog's line about the doctor, under their name. */
  bookingDetail: (specialization: string, fee: string) => string;
  card: {
    department: string;
    experience: string;
    years: (count: number, years: string) => string;
    rating: string;
    outOfFive: (rating: string) => string;
    languages: string;
    qualifications: string;
    registration: string;
    registrationValue: (number: string, council: string) => string;
    fee: string;
    /** The consultation's length, under the fee. */
    length: (minutes: string) => string;
    bookNow: string;
    sampleNote: string;
  };
}

export const DOCTORS_EN: DoctorsWords = {
  departments: {
    'general-physician': 'General Physician',
    'diabetes-care': 'Diabetes Care',
    oncology: 'Oncology',
  },
  languages: { en: 'English', hi: 'Hindi', gu: 'Gujarati', ta: 'Tamil', ml: 'Malayalam' },
  ownNames: {},
  ownNameMarks: { before: ' (', after: ')' },
  councils: {
    gujarat: 'Gujarat Medical Council',
    'tamil-nadu': 'Tamil Nadu Medical Council',
    karnataka: 'Karnataka Medical Council',
  },
  nextFree: (day, time) => `Next free time: ${day}, ${time} IST`,
  titles: ['Dr.', 'Dr'],
  initials: (letters) => letters.join('').toUpperCase(),
  avatarAlt: (name) => `Avatar of ${name}`,
  listSeparator: ', ',
  list: (items) => items.join(', '),
  bookingDetail: (specialization, fee) => `${specialization} · Consultation fee ${fee}`,
  card: {
    department: 'Department',
    experience: 'Experience',
    years: (count, years) => (count === 1 ? `${years} year` : `${years} years`),
    rating: 'Rating',
    outOfFive: (rating) => `${rating} out of 5`,
    languages: 'Languages',
    qualifications: 'Qualifications',
    registration: 'Registration',
    registrationValue: (number, council) => `${number}, ${council}`,
    fee: 'Consultation fee',
    length: (minutes) => `for ${minutes} minutes`,
    bookNow: 'Book Now',
    sampleNote: 'Sample profile: to be replaced by the provider’s own doctor.',
  },
};
