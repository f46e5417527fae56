// What the public pages show of a doctor, and the three sample doctors (docs/product/figures.md).
//
// The doctors themselves live in D1 (the `doctors` table, docs/decisions/0015-doctors-in-d1.md): a provider adds,
// edits or unpublishes one from the admin, without a deployment. The sample doctors below are the seed of
// migrations/0005_sample_doctors.sql as 0018_sample_doctor_plans.sql corrected it, kept here only for `npm run dev`,
// which renders in Node without a D1 binding; tests/worker/doctors-d1.test.ts holds the two copies equal.
//
// A doctor's fee and consultation length are those of their department's plan (DEPARTMENT_PLANS, the prices Pricing
// shows); tests/worker/doctor-plans.test.ts holds every seeded doctor to it, and Pricing says that a doctor's own fee,
// where a provider sets one, is the one on their card.
//
// SAMPLE DOCTORS: their names, languages, qualifications and medical-council registrations are sample values, not
// real people or real registrations (each registration number says SAMPLE, and `sample` makes each card say so). The
// provider replaces them with its own doctors, whose registrations can be checked in the National Medical
// Commission's Indian Medical Register, before launch. The Telemedicine Practice Guidelines 2020 ask a telemedicine
// platform to show each doctor's name, qualifications and registration number with the council that issued it: every
// card shows all three.

import { CONSULTATION_PLANS, type ConsultationPlanId } from '../plans/facts';

/**
 * The departments the dictionaries name (copy.en.ts, copy.hi.ts). The departments master in D1 (migration 0008, seeded with
 * these ids) is the source of the admin's doctor form and the Doctors page's filter; this list is what the filter
 * offers where there is no database (npm run dev), and which ids have Hindi names.
 */
export const DOCTOR_DEPARTMENT_IDS = ['general-physician', 'diabetes-care', 'oncology'] as const;

export type DepartmentId = (typeof DOCTOR_DEPARTMENT_IDS)[number];

export function isDepartmentId(value: string): value is DepartmentId {
  return (DOCTOR_DEPARTMENT_IDS as readonly string[]).includes(value);
}

/** The consultation plan a department's doctors are booked on: the fee and length Pricing shows for them. */
export const DEPARTMENT_PLANS = {
  'general-physician': 'general-physician',
  'diabetes-care': 'diabetes-care',
  oncology: 'cancer-second-opinion',
} as const satisfies Record<DepartmentId, ConsultationPlanId>;

/** The plan of a doctor's department, or null for a department the dictionaries do not name (it has none). */
export function departmentPlan(department: string): (typeof CONSULTATION_PLANS)[number] | null {
  if (!isDepartmentId(department)) return null;
  return CONSULTATION_PLANS.find((plan) => plan.id === DEPARTMENT_PLANS[department]) ?? null;
}

/** A language a doctor consults in that the dictionaries name, as its ISO 639-1 code; others are named by Intl. */
export type SpokenLanguage = 'en' | 'hi' | 'gu' | 'ta' | 'ml';

/** A medical council the dictionaries name in Hindi, keyed by an id; a doctor's record names it in English. */
export type MedicalCouncil = 'gujarat' | 'tamil-nadu' | 'karnataka';

/** A doctor's words in Hindi; a word missing here is shown in English. */
export interface DoctorWordsHi {
  name?: string;
  specialization?: string;
  qualifications?: string;
  council?: string;
}

/**
 * A published doctor as the public pages read them: the public part of a doctor's record in D1 (the appointments
 * area's DoctorRecord has every field of this shape). Words are in English, with their Hindi in `wordsHi`.
 */
export interface PublishedDoctor {
  /** A slug that stays: 'priya-raman'. */
  id: string;
  name: string;
  specialization: string;
  /** A department id of the departments master; the dictionaries name some (DOCTOR_DEPARTMENT_IDS), others as written. */
  department: string;
  /** Degrees and diplomas in the order they were earned, in one line: 'MBBS, MD (General Medicine)'. */
  qualifications: string;
  registrationNumber: string;
  /** The council's name in English: 'Tamil Nadu Medical Council'. */
  council: string;
  /** ISO 639-1 codes: ['en', 'ta']. */
  languages: readonly string[];
  /** Paise. */
  fee: number;
  /** The consultation's length. */
  minutes: number;
  /** True for the sample profiles: the card says so, so no one takes them for real doctors. */
  sample: boolean;
  experienceYears: number | null;
  /** Average patient rating out of 5. */
  rating: number | null;
  wordsHi: DoctorWordsHi;
  /**
   * When the doctor's first free slot starts (ms), where a page worked it out from their calendar and bookings; null
   * when they have none in the days a patient may pick. Not part of their record.
   */
  nextFreeAt?: number | null;
}

/** The sample doctors, in the order the pages list doctors (by name). Fees in paise. */
export const SAMPLE_DOCTORS: readonly PublishedDoctor[] = [
  {
    id: 'arjun-mehta',
    name: 'Dr. Arjun Mehta',
    specialization: 'Diabetologist & General Physician',
    department: 'general-physician',
    qualifications: 'MBBS, MD (Internal Medicine), Fellowship in Diabetology',
    registrationNumber: 'SAMPLE-GMC-0001',
    council: 'Gujarat Medical Council',
    languages: ['en', 'hi', 'gu'],
    fee: 49_900,
    minutes: 20,
    sample: true,
    experienceYears: 10,
    rating: 4.8,
    wordsHi: {
      name: 'डॉ. अर्जुन मेहता',
      specialization: 'डायबिटीज़ विशेषज्ञ (डायबेटोलॉजिस्ट) और जनरल फ़िज़िशियन',
      qualifications: 'MBBS, MD (इंटरनल मेडिसिन), डायबेटोलॉजी में फ़ेलोशिप',
      council: 'गुजरात मेडिकल काउंसिल',
    },
  },
  {
    id: 'kavya-iyer',
    name: 'Dr. Kavya Iyer',
    specialization: 'Oncology Specialist',
    department: 'oncology',
    qualifications: 'MBBS, MD (Radiation Oncology), DNB (Medical Oncology)',
    registrationNumber: 'SAMPLE-KMC-0003',
    council: 'Karnataka Medical Council',
    languages: ['en', 'ta', 'ml'],
    fee: 99_900,
    minutes: 45,
    sample: true,
    experienceYears: 4,
    rating: 4.9,
    wordsHi: {
      name: 'डॉ. काव्या अय्यर',
      specialization: 'कैंसर विशेषज्ञ (ऑन्कोलॉजिस्ट)',
      qualifications: 'MBBS, MD (रेडिएशन ऑन्कोलॉजी), DNB (मेडिकल ऑन्कोलॉजी)',
      council: 'कर्नाटक मेडिकल काउंसिल',
    },
  },
  {
    id: 'priya-raman',
    name: 'Dr. Priya Raman',
    specialization: 'Diabetologist',
    department: 'diabetes-care',
    qualifications: 'MBBS, MD (General Medicine), PG Diploma in Diabetology',
    registrationNumber: 'SAMPLE-TNMC-0002',
    council: 'Tamil Nadu Medical Council',
    languages: ['en', 'ta', 'hi'],
    fee: 59_900,
    minutes: 30,
    sample: true,
    experienceYears: 8,
    rating: 4.7,
    wordsHi: {
      name: 'डॉ. प्रिया रमन',
      specialization: 'डायबिटीज़ विशेषज्ञ (डायबेटोलॉजिस्ट)',
      qualifications: 'MBBS, MD (जनरल मेडिसिन), डायबेटोलॉजी में PG डिप्लोमा',
      council: 'तमिलनाडु मेडिकल काउंसिल',
    },
  },
];

/** Request Specific Doctor: our team replies within this many hours (docs/product/figures.md). */
export const DOCTOR_REQUEST_REPLY_HOURS = 24;
