// The doctor's record as the Doctor Calendars form sends it: every field read, checked and turned into the record's
// values (the fee in rupees becomes integer paise), or the form's values back with a message per wrong field.
import { rupeeFigure } from '../../../../shared/money';
import type { DoctorFields, DoctorRecord } from '../../../appointments';
import { listMaster } from '../../../records';
import { checkFields, readAs, textWhere, z } from '../../../http/validate';

/** The languages a doctor may consult in: English and the languages of India that have an ISO 639-1 code. */
export const LANGUAGE_CHOICES: Readonly<Record<string, string>> = {
  en: 'English',
  hi: 'Hindi',
  bn: 'Bengali',
  te: 'Telugu',
  mr: 'Marathi',
  ta: 'Tamil',
  ur: 'Urdu',
  gu: 'Gujarati',
  kn: 'Kannada',
  ml: 'Malayalam',
  or: 'Odia',
  pa: 'Punjabi',
  as: 'Assamese',
  ne: 'Nepali',
  sd: 'Sindhi',
  ks: 'Kashmiri',
  sa: 'Sanskrit',
};

/** A department the form offers, from the departments master. */
export interface DepartmentChoice {
  id: string;
  name: string;
  retired: boolean;
}

/** What the form offers from the masters: the departments and the specialties (as suggestions). */
export interface DoctorFormChoices {
  departments: readonly DepartmentChoice[];
  specialties: readonly string[];
}

/**
 * The masters' rows the form offers: the departments not retired, and the doctor's own department if it is retired
 * (they keep it until moved); the specialties not retired, as suggestions (a specialization is written freely).
 */
export async function doctorFormChoices(db: D1Database, current: string | null): Promise<DoctorFormChoices> {
  const [departments, specialties] = await Promise.all([
    listMaster(db, 'departments', 'all'),
    listMaster(db, 'specialties', 'active'),
  ]);
  return {
    departments: departments
      .filter((row) => row.retiredAt === null || row.id === current)
      .map((row) => ({ id: row.id, name: String(row.values.name), retired: row.retiredAt !== null })),
    specialties: specialties.map((row) => String(row.values.name)),
  };
}

/** The text fields of the form, by name; languages are checkboxes named language-<code>, active one named active. */
export const TEXT_FIELDS = [
  'name',
  'specialization',
  'department',
  'qualifications',
  'registrationNumber',
  'council',
  'fee',
  'minutes',
  'meetingLink',
  'experienceYears',
  'rating',
  'nameHi',
  'specializationHi',
  'qualificationsHi',
  'councilHi',
] as const;

export type DoctorFieldName = (typeof TEXT_FIELDS)[number] | 'languages';

/** What the form shows: the values as typed (or as stored), the languages ticked and the active box. */
export interface DoctorFormValues {
  text: Record<(typeof TEXT_FIELDS)[number], string>;
  languages: readonly string[];
  active: boolean;
}

export type DoctorErrors = Partial<Record<DoctorFieldName, string>>;

export const languageField = (code: string) => `language-${code}`;

const oneLine = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** A fee as paise: '499' or '499.50' rupees, more than 0 and at most ₹1,00,000; null otherwise. */
export function paiseOf(rupees: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(rupees.replace(/^₹\s*/, '').replace(/,/g, ''));
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise > 0 && paise <= 100_000_00 ? paise : null;
}

/** A whole number from `min` to `max` (at most four digits), or null. */
const wholeIn =
  (min: number, max: number) =>
  (text: string): number | null =>
    /^\d{1,4}$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null;

function httpsLink(text: string): string | null {
  if (text.length > 500 || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** A checkbox sends its value ('on') when ticked and nothing otherwise. */
const ticked = (value: string | undefined) => value !== undefined && value !== '';

/** The form's values as sent. */
export function formValuesOf(fields: Record<string, string>): DoctorFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, oneLine(fields[name])])) as DoctorFormValues['text'];
  return {
    text,
    languages: Object.keys(LANGUAGE_CHOICES).filter((code) => ticked(fields[languageField(code)])),
    active: ticked(fields.active),
  };
}

/** A stored record as the form shows it; a new doctor starts active, 15 minutes. */
export function formValuesFromRecord(doctor: DoctorRecord | null): DoctorFormValues {
  const empty = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as DoctorFormValues['text'];
  if (!doctor) return { text: { ...empty, minutes: '15' }, languages: ['en', 'hi'], active: true };
  return {
    text: {
      ...empty,
      name: doctor.name,
      specialization: doctor.specialization,
      department: doctor.department,
      qualifications: doctor.qualifications,
      registrationNumber: doctor.registrationNumber,
      council: doctor.council,
      fee: rupeeFigure(doctor.fee),
      minutes: String(doctor.minutes),
      meetingLink: doctor.meetingLink ?? '',
      experienceYears: doctor.experienceYears === null ? '' : String(doctor.experienceYears),
      rating: doctor.rating === null ? '' : String(doctor.rating),
      nameHi: doctor.wordsHi.name ?? '',
      specializationHi: doctor.wordsHi.specialization ?? '',
      qualificationsHi: doctor.wordsHi.qualifications ?? '',
      councilHi: doctor.wordsHi.council ?? '',
    },
    languages: doctor.languages,
    active: doctor.active,
  };
}

const LIMITS: Partial<Record<(typeof TEXT_FIELDS)[number], number>> = {
  name: 100,
  specialization: 100,
  qualifications: 200,
  council: 100,
  nameHi: 100,
  specializationHi: 100,
  qualificationsHi: 200,
  councilHi: 100,
};

/** The message of each field, in the words the form shows beside it. */
const MESSAGES = {
  name: 'Write the doctor’s name, such as Dr. Asha Rao (2 to 100 characters).',
  specialization: 'Write the specialization, such as General Physician (up to 100 characters).',
  qualifications: 'Write the qualifications, such as MBBS, MD (General Medicine) (up to 200 characters).',
  council: 'Write the council that registered the doctor, such as Tamil Nadu Medical Council (up to 100 characters).',
  department: 'Choose the department the doctor is listed under, from the Departments master.',
  registrationNumber:
    'Write the registration number as the council issued it: letters, digits, spaces, / . or - (up to 40).',
  languages: 'Choose at least one language the doctor consults in.',
  fee: 'Write the fee in rupees, such as 499 or 499.50: more than ₹0 and at most ₹1,00,000.',
  minutes: 'Write the consultation length in whole minutes, from 5 to 240.',
  meetingLink: 'Write the meeting link as a full https:// address (up to 500 characters), or leave it empty.',
  experienceYears: 'Write the years of experience as a whole number, 0 to 70.',
  rating: 'Write the rating as a number from 0 to 5 with at most one decimal (4.8), or leave it empty.',
} as const;

/** A required line of text: 2 characters up to the field's limit. */
const required = (name: keyof typeof LIMITS & keyof typeof MESSAGES) =>
  textWhere((text) => text.length >= 2 && text.length <= (LIMITS[name] ?? 100), MESSAGES[name]);

/** A line of Hindi words: optional, up to the field's limit (empty shows the English words). */
const hindi = (name: keyof typeof LIMITS) =>
  textWhere(
    (text) => text.length <= (LIMITS[name] ?? 100),
    `Keep this under ${LIMITS[name]} characters, or leave it empty to show the English words.`,
  );

const REGISTRATION = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/;
const RATING = /^\d(?:\.\d)?$/;

/** The form's fields in the order the summary lists their messages. */
const doctorSchema = (departments: readonly DepartmentChoice[]) =>
  z.object({
    name: required('name'),
    specialization: required('specialization'),
    qualifications: required('qualifications'),
    council: required('council'),
    department: textWhere((id) => departments.some((choice) => choice.id === id), MESSAGES.department),
    registrationNumber: textWhere((text) => REGISTRATION.test(text), MESSAGES.registrationNumber),
    languages: z.array(z.string()).check(z.minLength(1, MESSAGES.languages)),
    fee: readAs(paiseOf, MESSAGES.fee),
    minutes: readAs(wholeIn(5, 240), MESSAGES.minutes),
    meetingLink: readAs((text) => (text === '' ? '' : httpsLink(text)), MESSAGES.meetingLink),
    experienceYears: readAs(wholeIn(0, 70), MESSAGES.experienceYears),
    rating: readAs(
      (text) => (text === '' ? '' : RATING.test(text) && Number(text) <= 5 ? Number(text) : null),
      MESSAGES.rating,
    ),
    nameHi: hindi('nameHi'),
    specializationHi: hindi('specializationHi'),
    qualificationsHi: hindi('qualificationsHi'),
    councilHi: hindi('councilHi'),
  });

export type DoctorFormResult =
  | { ok: true; doctor: DoctorFields }
  | { ok: false; errors: DoctorErrors; values: DoctorFormValues };

/**
 * Checks the posted form; every wrong field gets its own message, and nothing is saved unless all are right. The
 * department is one the form offered (`departments`: the master's current ones, and the doctor's own).
 */
export function readDoctorForm(
  fields: Record<string, string>,
  departments: readonly DepartmentChoice[],
): DoctorFormResult {
  const values = formValuesOf(fields);
  const checked = checkFields(doctorSchema(departments), { ...values.text, languages: values.languages });
  if (!checked.ok) return { ok: false, errors: checked.problems, values };
  const { nameHi, specializationHi, qualificationsHi, councilHi, meetingLink, rating, ...facts } = checked.value;
  const wordsHi = {
    ...(nameHi && { name: nameHi }),
    ...(specializationHi && { specialization: specializationHi }),
    ...(qualificationsHi && { qualifications: qualificationsHi }),
    ...(councilHi && { council: councilHi }),
  };
  return {
    ok: true,
    doctor: {
      ...facts,
      languages: [...facts.languages],
      meetingLink: meetingLink || null,
      rating: rating === '' ? null : rating,
      wordsHi,
      active: values.active,
    },
  };
}
