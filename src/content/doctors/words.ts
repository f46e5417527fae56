// The doctors' words in each language, and a doctor's whole profile in one language (values from facts.ts, words
// from en.ts or hi.ts). Pages, the booking and the JSON-LD read profiles from here in the page's text language.
import type { Locale } from '../../../shared/i18n/locales';
import { DOCTORS_EN, type DoctorsWords } from './en';
import { DOCTORS, findDoctorFacts, type DoctorFacts } from './facts';
import { DOCTORS_HI } from './hi';

export const DOCTOR_WORDS = { en: DOCTORS_EN, hi: DOCTORS_HI } satisfies Record<Locale, DoctorsWords>;

/** A doctor as a page shows them, in one language. */
export interface Doctor extends Omit<DoctorFacts, 'languages' | 'registration' | 'availability'> {
  name: string;
  specialization: string;
  /** The department's name. */
  departmentName: string;
  availability: string;
  /** The names of the languages they consult in. */
  languages: readonly string[];
  /** Degrees and diplomas, in the order they were earned. */
  qualifications: readonly string[];
  /** The spec's "education" field: the qualifications in one line. */
  education: string;
  registration: { number: string; council: string };
  /** No photograph is published: the card shows a generated avatar of these initials. */
  image: { initials: string; alt: string };
}

/** One doctor's profile in a language. */
export function doctorProfile(facts: DoctorFacts, locale: Locale): Doctor {
  const words = DOCTOR_WORDS[locale];
  const own = words.doctors[facts.id];
  return {
    ...facts,
    name: own.name,
    specialization: own.specialization,
    departmentName: words.departments[facts.department],
    availability: words.availability[facts.availability],
    languages: facts.languages.map((language) => words.languages[language]),
    qualifications: own.qualifications,
    education: words.list(own.qualifications),
    registration: { number: facts.registration.number, council: words.councils[facts.registration.council] },
    image: { initials: own.initials, alt: words.avatarAlt(own.name) },
  };
}

/** Every doctor's profile in a language, in the order of facts.ts. */
export function doctorsIn(locale: Locale): readonly Doctor[] {
  return DOCTORS.map((doctor) => doctorProfile(doctor, locale));
}

/** A doctor's profile by id, in a language (English unless asked). */
export function findDoctor(id: string, locale: Locale = 'en'): Doctor | undefined {
  const facts = findDoctorFacts(id);
  return facts && doctorProfile(facts, locale);
}
