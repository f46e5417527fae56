// The doctors' words in English: names, specializations, qualifications, the names of their departments, languages
// and medical councils, and the doctor card's labels. Their figures and ids are in facts.ts beside this file; a line
// that states a figure is a function here, given the figure already formatted for the page's language.
import type { Availability, DepartmentId, DoctorId, MedicalCouncil, SpokenLanguage } from './facts';

export interface DoctorWords {
  name: string;
  specialization: string;
  /** Degrees and diplomas, in the order they were earned; degree abbreviations as written (MBBS, MD). */
  qualifications: readonly string[];
  /** What the avatar shows in place of a photograph (none is published): the name's initials. */
  initials: string;
}

export interface DoctorsWords {
  doctors: Record<DoctorId, DoctorWords>;
  /** The departments of the doctors list and its filter. */
  departments: Record<DepartmentId, string>;
  languages: Record<SpokenLanguage, string>;
  councils: Record<MedicalCouncil, string>;
  availability: Record<Availability, string>;
  /** The avatar's text alternative. */
  avatarAlt: (name: string) => string;
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
    bookNow: string;
    sampleNote: string;
  };
}

export const DOCTORS_EN: DoctorsWords = {
  doctors: {
    'arjun-mehta': {
      name: 'Dr. Arjun Mehta',
      specialization: 'Diabetologist & General Physician',
      qualifications: ['MBBS', 'MD (Internal Medicine)', 'Fellowship in Diabetology'],
      initials: 'AM',
    },
    'priya-raman': {
      name: 'Dr. Priya Raman',
      specialization: 'Diabetologist',
      qualifications: ['MBBS', 'MD (General Medicine)', 'PG Diploma in Diabetology'],
      initials: 'PR',
    },
    'kavya-iyer': {
      name: 'Dr. Kavya Iyer',
      specialization: 'Oncology Specialist',
      qualifications: ['MBBS', 'MD (Radiation Oncology)', 'DNB (Medical Oncology)'],
      initials: 'KI',
    },
  },
  departments: {
    'general-physician': 'General Physician',
    'diabetes-care': 'Diabetes Care',
    oncology: 'Oncology',
  },
  languages: { en: 'English', hi: 'Hindi', gu: 'Gujarati', ta: 'Tamil', ml: 'Malayalam' },
  councils: {
    gujarat: 'Gujarat Medical Council',
    'tamil-nadu': 'Tamil Nadu Medical Council',
    karnataka: 'Karnataka Medical Council',
  },
  availability: { 'available-now': 'Available Now' },
  avatarAlt: (name) => `Avatar of ${name}`,
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
    bookNow: 'Book Now',
    sampleNote: 'Sample profile: to be replaced by the provider’s own doctor.',
  },
};
