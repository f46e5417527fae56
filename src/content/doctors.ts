// The three doctors of SPEC.md section 3 (fees, ratings, experience and availability are the spec's figures).
//
// SAMPLE DOCTORS: the names, languages, qualifications and medical-council registrations below are sample values, not
// real people or real registrations (each registration number says SAMPLE). The provider replaces this one module
// with its own doctors, whose registrations can be checked in the National Medical Commission's Indian Medical
// Register, before launch. The Telemedicine Practice Guidelines 2020 (Board of Governors in supersession of the
// Medical Council of India, March 2020) ask a telemedicine platform to show each doctor's name, qualifications and
// registration number with the council that issued it: every card shows all three.

export interface Doctor {
  id: string;
  name: string;
  specialization: string;
  department: DepartmentId;
  experienceYears: number;
  rating: number;
  /** Rupees per consultation. */
  consultationFee: number;
  availability: 'Available Now';
  languages: string[];
  /** Degrees and diplomas, in the order they were earned. */
  qualifications: readonly string[];
  /** The spec's "education" field: the qualifications in one line. */
  education: string;
  /** Registration with a State Medical Council (or the National Medical Commission). */
  registration: { number: string; council: string };
  /** True for the sample profiles below: the card says so, so no one takes them for real doctors. */
  sample: boolean;
  /** No photograph is published: the card shows a generated avatar of these initials. */
  image: { initials: string; alt: string };
}

export const DEPARTMENTS = {
  'general-physician': 'General Physician',
  'diabetes-care': 'Diabetes Care',
  oncology: 'Oncology',
} as const;

export type DepartmentId = keyof typeof DEPARTMENTS;

export function isDepartmentId(value: string): value is DepartmentId {
  return Object.hasOwn(DEPARTMENTS, value);
}

const SAMPLE_DOCTORS: readonly Omit<Doctor, 'education'>[] = [
  {
    id: 'arjun-mehta',
    name: 'Dr. Arjun Mehta',
    specialization: 'Diabetologist & General Physician',
    department: 'diabetes-care',
    experienceYears: 10,
    rating: 4.8,
    consultationFee: 499,
    availability: 'Available Now',
    languages: ['English', 'Hindi', 'Gujarati'],
    qualifications: ['MBBS', 'MD (Internal Medicine)', 'Fellowship in Diabetology'],
    registration: { number: 'SAMPLE-GMC-0001', council: 'Gujarat Medical Council' },
    sample: true,
    image: { initials: 'AM', alt: 'Avatar of Dr. Arjun Mehta' },
  },
  {
    id: 'priya-raman',
    name: 'Dr. Priya Raman',
    specialization: 'Diabetologist',
    department: 'general-physician',
    experienceYears: 8,
    rating: 4.7,
    consultationFee: 599,
    availability: 'Available Now',
    languages: ['English', 'Tamil', 'Hindi'],
    qualifications: ['MBBS', 'MD (General Medicine)', 'PG Diploma in Diabetology'],
    registration: { number: 'SAMPLE-TNMC-0002', council: 'Tamil Nadu Medical Council' },
    sample: true,
    image: { initials: 'PR', alt: 'Avatar of Dr. Priya Raman' },
  },
  {
    id: 'kavya-iyer',
    name: 'Dr. Kavya Iyer',
    specialization: 'Oncology Specialist',
    department: 'oncology',
    experienceYears: 4,
    rating: 4.9,
    consultationFee: 999,
    availability: 'Available Now',
    languages: ['English', 'Tamil', 'Malayalam'],
    qualifications: ['MBBS', 'MD (Radiation Oncology)', 'DNB (Medical Oncology)'],
    registration: { number: 'SAMPLE-KMC-0003', council: 'Karnataka Medical Council' },
    sample: true,
    image: { initials: 'KI', alt: 'Avatar of Dr. Kavya Iyer' },
  },
];

export const DOCTORS: readonly Doctor[] = SAMPLE_DOCTORS.map((doctor) => ({
  ...doctor,
  education: doctor.qualifications.join(', '),
}));

/** The doctor card's labels in English. */
export const DOCTOR_CARD_WORDS_EN = {
  department: 'Department',
  experience: 'Experience',
  years: (years: string) => `${years} years`,
  rating: 'Rating',
  outOfFive: (rating: string) => `${rating} out of 5`,
  languages: 'Languages',
  qualifications: 'Qualifications',
  registration: 'Registration',
  registrationValue: (number: string, council: string) => `${number}, ${council}`,
  fee: 'Consultation fee',
  bookNow: 'Book Now',
  sampleNote: 'Sample profile: to be replaced by the provider’s own doctor.',
};

export type DoctorCardWords = typeof DOCTOR_CARD_WORDS_EN;

export function findDoctor(id: string): Doctor | undefined {
  return DOCTORS.find((doctor) => doctor.id === id);
}
