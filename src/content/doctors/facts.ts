// The three doctors of SPEC.md section 3 as values: fees, ratings, experience and availability are the spec's figures.
// Their words (names, specializations, qualifications, council and language names) are in en.ts and hi.ts beside this
// file; words.ts puts the two together for a language.
//
// SAMPLE DOCTORS: the names, languages, qualifications and medical-council registrations of these doctors are sample
// values, not real people or real registrations (each registration number says SAMPLE). The provider replaces this
// folder's doctors (the values here and their words in en.ts and hi.ts) with its own, whose registrations can be
// checked in the National Medical Commission's Indian Medical Register, before launch. The Telemedicine Practice
// Guidelines 2020 (Board of Governors in supersession of the Medical Council of India, March 2020) ask a telemedicine
// platform to show each doctor's name, qualifications and registration number with the council that issued it: every
// card shows all three.

/** The departments the doctors list can be filtered by (the filter's query values). */
export const DOCTOR_DEPARTMENT_IDS = ['general-physician', 'diabetes-care', 'oncology'] as const;

export type DepartmentId = (typeof DOCTOR_DEPARTMENT_IDS)[number];

export function isDepartmentId(value: string): value is DepartmentId {
  return (DOCTOR_DEPARTMENT_IDS as readonly string[]).includes(value);
}

/** A language a doctor consults in, as its ISO 639-1 code. */
export type SpokenLanguage = 'en' | 'hi' | 'gu' | 'ta' | 'ml';

/** The State Medical Council (or the National Medical Commission) that registered a doctor. */
export type MedicalCouncil = 'gujarat' | 'tamil-nadu' | 'karnataka';

export type Availability = 'available-now';

interface DoctorValues {
  id: string;
  department: DepartmentId;
  experienceYears: number;
  /** Average patient rating out of 5. */
  rating: number;
  /** Rupees per consultation. */
  consultationFee: number;
  availability: Availability;
  languages: readonly SpokenLanguage[];
  /** Registration with a State Medical Council (or the National Medical Commission). */
  registration: { readonly number: string; readonly council: MedicalCouncil };
  /** True for the sample profiles below: the card says so, so no one takes them for real doctors. */
  sample: boolean;
}

export const DOCTORS = [
  {
    id: 'arjun-mehta',
    department: 'diabetes-care',
    experienceYears: 10,
    rating: 4.8,
    consultationFee: 499,
    availability: 'available-now',
    languages: ['en', 'hi', 'gu'],
    registration: { number: 'SAMPLE-GMC-0001', council: 'gujarat' },
    sample: true,
  },
  {
    id: 'priya-raman',
    department: 'general-physician',
    experienceYears: 8,
    rating: 4.7,
    consultationFee: 599,
    availability: 'available-now',
    languages: ['en', 'ta', 'hi'],
    registration: { number: 'SAMPLE-TNMC-0002', council: 'tamil-nadu' },
    sample: true,
  },
  {
    id: 'kavya-iyer',
    department: 'oncology',
    experienceYears: 4,
    rating: 4.9,
    consultationFee: 999,
    availability: 'available-now',
    languages: ['en', 'ta', 'ml'],
    registration: { number: 'SAMPLE-KMC-0003', council: 'karnataka' },
    sample: true,
  },
] as const satisfies readonly DoctorValues[];

export type DoctorId = (typeof DOCTORS)[number]['id'];

/** One doctor's values. */
export type DoctorFacts = DoctorValues & { id: DoctorId };

export function findDoctorFacts(id: string): DoctorFacts | undefined {
  return DOCTORS.find((doctor) => doctor.id === id);
}

/** Request Specific Doctor: our team replies within this many hours (SPEC.md section 9). */
export const DOCTOR_REQUEST_REPLY_HOURS = 24;
