// Text a page shows that is data, the same in every language, not words from a dictionary: the configured name,
// email and address, the sample offices' postal addresses, and cookie names (as a browser's settings show them).
import { CONFIG_DEFAULTS } from '../../src/config';
import { SAMPLE_OFFICES } from '../../src/content/contact/facts';
import { DOCTORS_EN } from '../../src/content/doctors/copy.en';
import { isDepartmentId, SAMPLE_DOCTORS } from '../../src/content/doctors/facts';
import { doctorProfile, splitQualifications } from '../../src/content/doctors/profile';
import { SITE_COOKIES } from '../../src/http/cookie-list';

export const DATA_VALUES: readonly string[] = [
  CONFIG_DEFAULTS.SITE_NAME,
  CONFIG_DEFAULTS.SUPPORT_EMAIL,
  CONFIG_DEFAULTS.OFFICE_ADDRESS,
  CONFIG_DEFAULTS.OFFICE_CITY,
  ...SAMPLE_OFFICES.flatMap((office) => [office.address, office.city]),
  ...SITE_COOKIES.map((cookie) => cookie.name),
];

/**
 * The doctors' own words, data on an English page: their records in D1 (seeded with the sample doctors), which a new
 * language gets from the records' words, not from a dictionary, and the English names of their departments in the
 * departments master (the Doctors page's filter; migration 0008 seeds them with the dictionary's English names). Not
 * allowed on a Hindi page, which shows their Hindi. Longest first: a line of qualifications before the single ones.
 */
export const DOCTOR_DATA_VALUES: readonly string[] = SAMPLE_DOCTORS.flatMap((doctor) => [
  doctor.name,
  doctor.specialization,
  doctor.qualifications,
  ...splitQualifications(doctor.qualifications),
  doctor.council,
  ...(isDepartmentId(doctor.department) ? [DOCTORS_EN.departments[doctor.department]] : []),
]);

/** The avatars' initials, taken from the doctors' names: data, allowed only as a whole text ('AM' is in 'SAMPLE'). */
export const DOCTOR_INITIALS: readonly string[] = SAMPLE_DOCTORS.map(
  (doctor) => doctorProfile(doctor, 'en').image.initials,
);
