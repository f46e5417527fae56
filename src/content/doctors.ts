// The three doctors of SPEC.md section 3 (fees, ratings, experience and availability are the spec's figures).

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
  education: string;
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

export const DOCTORS: readonly Doctor[] = [
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
    education: 'MBBS, MD (Internal Medicine), Fellowship in Diabetology',
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
    education: 'MBBS, MD (General Medicine), PG Diploma in Diabetology',
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
    education: 'MBBS, MD (Radiation Oncology), DNB (Medical Oncology)',
    image: { initials: 'KI', alt: 'Avatar of Dr. Kavya Iyer' },
  },
];

export function findDoctor(id: string): Doctor | undefined {
  return DOCTORS.find((doctor) => doctor.id === id);
}
