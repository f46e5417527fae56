// The pick-a-time form and its address, each read through a schema (decision 0026) in the page's own words: the
// doctor the address names, the slot (its start, as the page wrote it), the patient's name, mobile and optional
// e-mail by the request forms' own rules (shared/requests/kinds.ts, which the browser's forms run too) worded from the
// same dictionary as theirs, the way to talk, the WhatsApp box (unticked unless ticked), and the one-time token and honeypot every request form carries.
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import {
  HONEYPOT_FIELD,
  problemOf,
  REQUEST_KINDS,
  TOKEN_FIELD,
  type FieldProblem,
  type FieldRule,
} from '../../shared/requests/kinds';
import { APPOINTMENT_MODES, type AppointmentMode } from '../appointments';
import { checkFields, invalid, lenient, readAs, readOr, textWhere, valid, z } from '../http/validate';
import { refusalText } from '../http/refusals';
import { UI_WORDS } from '../render/ui-copy';
import { APPOINTMENT_COPY } from './copy';

/** The person's fields, checked as the call-back form checks its name and phone and the contact form its e-mail. */
const PERSON_RULES: Record<'name' | 'phone' | 'email', FieldRule> = {
  name: REQUEST_KINDS.booking.fields.name,
  phone: REQUEST_KINDS.booking.fields.phone,
  email: { ...REQUEST_KINDS.contact.fields.email, required: false },
};

export interface Pick {
  start: number;
  mode: AppointmentMode;
  name: string;
  /** +91 and ten digits. */
  phone: string;
  email: string | null;
  /** The patient ticked "Send me updates on WhatsApp" (unticked: SMS). */
  whatsapp: boolean;
  token: string;
}

/** The form's fields that can be wrong, each with its message. */
export type PickProblems = Partial<Record<'slot' | 'name' | 'phone' | 'email' | 'mode', string>>;

export type PickRead =
  | { ok: true; pick: Pick; values: Record<string, string> }
  | { ok: false; robot: string }
  | { ok: false; problems: PickProblems };

const DOCTOR_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const START = /^\d{12,14}$/;

export function isMode(value: unknown): value is AppointmentMode {
  return typeof value === 'string' && (APPOINTMENT_MODES as readonly string[]).includes(value);
}

/** A person's field by its request-form rule: trimmed, a name's spaces collapsed, a mobile as +91 and ten digits. */
const person = (rule: FieldRule, words: Readonly<Record<FieldProblem, string>>) =>
  readOr((text) => {
    const checked = problemOf(rule, text.trim());
    return checked.problem ? invalid(words[checked.problem]) : valid(checked.value);
  });

/** The form in the order the page shows it: the time, the person, the way to talk. */
const pickSchema = (locale: Locale) => {
  const words = APPOINTMENT_COPY[locale].pick.problems;
  const problems = UI_WORDS[locale].forms.problems;
  return z.object({
    slot: readAs((text) => (START.test(text.trim()) ? text.trim() : null), words.slot),
    name: person(PERSON_RULES.name, problems),
    phone: person(PERSON_RULES.phone, problems),
    email: person(PERSON_RULES.email, problems),
    mode: readAs((text) => (isMode(text) ? text : null), words.mode),
    // A checkbox sends its value when ticked and nothing otherwise: anything sent is a yes.
    whatsapp: lenient((text) => text !== ''),
    [TOKEN_FIELD]: lenient((text) => text.slice(0, 100)),
  });
};

/** The honeypot, read before anything else: a filled one refuses the whole form, with no word on its fields. */
const robotSchema = (locale: Locale) =>
  z.object({ [HONEYPOT_FIELD]: textWhere((text) => text === '', refusalText('robot', locale)) });

/** The address: a doctor's id as the site writes it; anything else is the 404 page. */
const doctorSchema = (locale: Locale) =>
  z.object({ id: readAs((id) => (DOCTOR_ID.test(id) ? id : null), UI_WORDS[locale].notFound.title) });

const byLocale = <T>(make: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

const PICK = byLocale(pickSchema);
const ROBOT = byLocale(robotSchema);
const DOCTOR = byLocale(doctorSchema);

/** The doctor's id a pick-a-time address names, or null when it cannot be one. */
export function readDoctorId(locale: Locale, path: { id?: string }): string | null {
  const checked = checkFields(DOCTOR[locale], path);
  return checked.ok ? checked.value.id : null;
}

export function readPick(locale: Locale, form: Readonly<Record<string, string>>): PickRead {
  const robot = checkFields(ROBOT[locale], form);
  if (!robot.ok) return { ok: false, robot: robot.problems[HONEYPOT_FIELD] ?? refusalText('robot', locale) };
  const checked = checkFields(PICK[locale], form);
  if (!checked.ok) return { ok: false, problems: checked.problems };
  const { slot, name, phone, email, mode, whatsapp, token } = checked.value;
  return {
    ok: true,
    // The answers the one-time token's dedupe key is made of, as they were read.
    values: { name, phone, email, slot, mode },
    pick: { start: Number(slot), mode, name, phone, email: email ? email : null, whatsapp, token },
  };
}
