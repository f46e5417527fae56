// A published doctor as a page shows them, in one language: their own words (English in the record, Hindi in its
// wordsHi, English where a Hindi word is missing), the names of their department, languages and council from the
// dictionaries (copy.en.ts, copy.hi.ts), and their figures formatted for the language. Pages, the booking dialog and the
// JSON-LD read doctors through doctorProfile.
import { formatPaise } from '../../../shared/money';
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales';
import { DOCTORS_EN, type DoctorsWords } from './copy.en';
import { isDepartmentId, type MedicalCouncil, type PublishedDoctor } from './facts';
import { DOCTORS_HI } from './copy.hi';

export const DOCTOR_WORDS = { en: DOCTORS_EN, hi: DOCTORS_HI } satisfies Record<Locale, DoctorsWords>;

/** A doctor as a page shows them, in one language. */
export interface Doctor {
  id: string;
  name: string;
  specialization: string;
  /** The department's id, and its name. */
  department: string;
  departmentName: string;
  /** "Next free time: ..." from their slots, or null when the page knows of none (then the card says nothing). */
  nextFree: string | null;
  /** The names of the languages they consult in, in one line each ("तमिल (தமிழ்)"). */
  languages: readonly string[];
  /** The same names in parts, for markup: the own-script part carries its language. */
  languageNames: readonly LanguageLabel[];
  /** Degrees and diplomas, in the order they were earned. */
  qualifications: readonly string[];
  /** The spec's "education" field: the qualifications in one line. */
  education: string;
  registration: { number: string; council: string };
  /** Paise, and as the page shows it ("₹499"). */
  fee: number;
  feeText: string;
  minutes: number;
  experienceYears: number | null;
  rating: number | null;
  sample: boolean;
  /** No photograph is published: the card shows a generated avatar of these initials. */
  image: { initials: string; alt: string };
}

/** A language's name in the page's language, and its name in its own script where the page shows that too. */
export interface LanguageLabel {
  name: string;
  /** The own-script name and its language (a BCP 47 code for the lang attribute). */
  own?: { text: string; lang: string };
}

/**
 * A language code's name in parts: the dictionary's, else the runtime's (Intl.DisplayNames), else the value as
 * written; with its own-script name where the dictionary gives one. A language stored by its English name ('Hindi')
 * is named as its code would be.
 */
export function languageLabel(value: string, locale: Locale): LanguageLabel {
  const words = DOCTOR_WORDS[locale];
  const names: Partial<Record<string, string>> = words.languages;
  const ownNames: Partial<Record<string, string>> = words.ownNames;
  const code =
    Object.entries(DOCTORS_EN.languages).find(([, english]) => english.toLowerCase() === value.toLowerCase())?.[0] ??
    value;
  const named = Object.hasOwn(names, code) ? names[code] : undefined;
  if (named !== undefined) {
    const own = Object.hasOwn(ownNames, code) ? ownNames[code] : undefined;
    return own === undefined ? { name: named } : { name: named, own: { text: own, lang: code } };
  }
  if (!/^[a-z]{2,3}$/i.test(code)) return { name: value };
  try {
    const name = new Intl.DisplayNames([LOCALE_INFO[locale].tag], { type: 'language', fallback: 'code' }).of(code);
    return { name: name ?? value };
  } catch {
    return { name: value };
  }
}

/** A language code's name in one line of text: "Tamil", or on a Hindi page "तमिल (தமிழ்)". */
export function languageName(value: string, locale: Locale): string {
  const label = languageLabel(value, locale);
  const { before, after } = DOCTOR_WORDS[locale].ownNameMarks;
  return label.own ? `${label.name}${before}${label.own.text}${after}` : label.name;
}

const slotFormats = new Map<string, Intl.DateTimeFormat>();

/** How each language says the time of day: "9:30 am" in English; "सुबह 9:30" in Hindi, with no Latin "am". */
const TIME_OF_DAY: Record<Locale, Intl.DateTimeFormatOptions> = { en: {}, hi: { dayPeriod: 'long' } };

function slotFormat(locale: Locale, part: 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}:${part}`;
  let format = slotFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      part === 'day'
        ? { weekday: 'long', day: 'numeric', month: 'long' }
        : { hour: 'numeric', minute: '2-digit', ...TIME_OF_DAY[locale] };
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { ...options, timeZone: 'Asia/Kolkata' });
    slotFormats.set(key, format);
  }
  return format;
}

/** A free slot's start as a card says it, in India time: its day ("Monday, 30 November") and time ("9:30 am"). */
export function slotTime(instant: number, locale: Locale): { day: string; time: string } {
  return { day: slotFormat(locale, 'day').format(instant), time: slotFormat(locale, 'time').format(instant) };
}

/** "Next free time: Monday, 30 November, 9:30 am IST" in a language. */
function nextFreeText(instant: number, locale: Locale): string {
  const { day, time } = slotTime(instant, locale);
  return DOCTOR_WORDS[locale].nextFree(day, time);
}

/** A department's name: the dictionary's for a known id, else the record's value as written. */
export function departmentName(department: string, locale: Locale): string {
  return isDepartmentId(department) ? DOCTOR_WORDS[locale].departments[department] : department;
}

/** A council's name in a language: the Hindi words of the record, else the dictionary's for a council it knows. */
function councilName(doctor: PublishedDoctor, locale: Locale): string {
  if (locale === 'en') return doctor.council;
  if (doctor.wordsHi.council) return doctor.wordsHi.council;
  const known = (Object.entries(DOCTORS_EN.councils) as [MedicalCouncil, string][]).find(
    ([, name]) => name === doctor.council,
  );
  return known ? DOCTOR_WORDS[locale].councils[known[0]] : doctor.council;
}

/** Qualifications written in one line, split at the commas outside brackets: 'MD (Medicine, Endocrinology)' stays. */
export function splitQualifications(line: string): string[] {
  return line
    .split(/,(?![^()]*\))/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A word's first letter with its marks, and in Devanagari a conjunct it starts with: 'प्रिया' → 'प्रि'. */
const FIRST_LETTER = /^\p{L}(?:\u094D\p{L}|\p{M})*/u;

function initialsOf(name: string, words: DoctorsWords): string {
  // A title, or any abbreviation ('Dr.', 'डॉ.', 'Prof.'), is not part of the initials.
  const parts = name.split(/\s+/).filter((part) => part !== '' && !words.titles.includes(part) && !part.endsWith('.'));
  const ends = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return words.initials(ends.flatMap((part) => part?.match(FIRST_LETTER)?.[0] ?? []));
}

/** One doctor's profile in a language. */
export function doctorProfile(doctor: PublishedDoctor, locale: Locale): Doctor {
  const words = DOCTOR_WORDS[locale];
  const own = locale === 'hi' ? doctor.wordsHi : {};
  const name = own.name ?? doctor.name;
  const qualifications = splitQualifications(own.qualifications ?? doctor.qualifications);
  return {
    id: doctor.id,
    name,
    specialization: own.specialization ?? doctor.specialization,
    department: doctor.department,
    departmentName: departmentName(doctor.department, locale),
    nextFree: typeof doctor.nextFreeAt === 'number' ? nextFreeText(doctor.nextFreeAt, locale) : null,
    languages: doctor.languages.map((code) => languageName(code, locale)),
    languageNames: doctor.languages.map((code) => languageLabel(code, locale)),
    qualifications,
    education: words.list(qualifications),
    registration: { number: doctor.registrationNumber, council: councilName(doctor, locale) },
    fee: doctor.fee,
    feeText: formatPaise(doctor.fee, locale),
    minutes: doctor.minutes,
    experienceYears: doctor.experienceYears,
    rating: doctor.rating,
    sample: doctor.sample,
    image: { initials: initialsOf(name, words), alt: words.avatarAlt(name) },
  };
}
