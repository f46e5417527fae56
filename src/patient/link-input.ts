// What the patient's appointment pages read from their addresses and forms, each through a schema (decision 0026) in
// the pages' own words: the appointment an address names (the reference in its path, the key its link carries in the
// query string or the posted form), the page's language (`?lang=`), the lookup's reference and mobile, the answers
// of the cancel and another-time steps, and the phone section's on-or-off choices. A malformed reference or key opens
// nothing and answers as a wrong one does: nothing tells whether a reference exists.
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import { normalizeIndianMobile } from '../../shared/requests/phone';
import { APPOINTMENT_KEY, APPOINTMENT_REFERENCE } from '../appointments';
import { checkFields, invalid, lenient, readAs, readOr, readQuery, valid, z } from '../http/validate';
import { UI_WORDS } from '../render/ui-copy';
import { APPOINTMENT_COPY } from './copy';

const appointmentReference = (text: string) => (APPOINTMENT_REFERENCE.test(text) ? text : null);

/** The address's appointment: its reference and key, each refused with the lookup's "this link opens nothing". */
const linkSchema = (locale: Locale) =>
  z.object({
    reference: readAs(appointmentReference, APPOINTMENT_COPY[locale].lookup.badLink),
    key: readAs((text) => (APPOINTMENT_KEY.test(text) ? text : null), APPOINTMENT_COPY[locale].lookup.badLink),
  });

/** The lookup form: a reference like AP-7K3F9Q (typed in any case), and an Indian mobile number. */
const lookupSchema = (locale: Locale) => {
  const problems = UI_WORDS[locale].forms.problems;
  return z.object({
    reference: readAs(
      (text) => appointmentReference(text.trim().toUpperCase()),
      APPOINTMENT_COPY[locale].lookup.referenceProblem,
    ),
    phone: readOr((text) => {
      const typed = text.trim();
      if (typed === '') return invalid(problems.missing);
      const phone = normalizeIndianMobile(typed);
      return phone ? valid(phone) : invalid(problems.phone);
    }),
  });
};

const byLocale = <T>(make: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

const LINK = byLocale(linkSchema);
const LOOKUP = byLocale(lookupSchema);

/** `?lang=`: the address's own language when the link asks to stay in it (the patient's area in Hindi does). */
const PAGE_QUERY = z.object({
  lang: lenient((text): Locale | undefined => LOCALES.find((locale) => locale === text)),
});

/** The two steps' answers: "yes" (or not yet), and the refund terms the cancel step showed (anything else: changed). */
const STEP_ANSWERS = z.object({
  confirm: lenient((text) => text === 'yes'),
  terms: lenient((text) => (/^(?:\d{1,3}|unpaid)$/.test(text) ? text : null)),
});

/** The appointment an address names: `path` is the route's parameters, `carried` the query string or the form. */
export function readLink(locale: Locale, path: { reference?: string }, carried: { key?: string }) {
  return checkFields(LINK[locale], { reference: path.reference, key: carried.key });
}

export type LinkRead = ReturnType<typeof readLink>;

/** The reference a link named, when it is one (the lookup form shows it again), whatever its key. */
export function linkReference(link: LinkRead, path: { reference?: string }): string | undefined {
  return link.ok ? link.value.reference : link.problems.reference ? undefined : path.reference;
}

export function readLookup(locale: Locale, fields: Readonly<Record<string, string>>) {
  return checkFields(LOOKUP[locale], fields);
}

export const readPageQuery = (query: Readonly<Record<string, string>>) => readQuery(PAGE_QUERY, query);

export const readStepAnswers = (fields: Readonly<Record<string, string>>) => readQuery(STEP_ANSWERS, fields);

/** The phone section's forms: "on" or "off" (WhatsApp for this booking, or reminders to its number); anything else is 400. */
const phoneChoiceSchema = (locale: Locale) =>
  z.object({
    choice: readAs(
      (text) => (text === 'on' ? true : text === 'off' ? false : null),
      APPOINTMENT_COPY[locale].phone.badChoice,
    ),
  });

const PHONE_CHOICE = byLocale(phoneChoiceSchema);

export function readPhoneChoice(locale: Locale, fields: Readonly<Record<string, string>>) {
  return checkFields(PHONE_CHOICE[locale], fields);
}
