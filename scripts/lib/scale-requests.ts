// The scale seed's requests: about 2,000 a day over the 180 days before `now`, more in India's day than at night,
// of each kind in the proportions a provider sees, in English (about 70%) and Hindi, each with its fields as the
// form's intake stores them (src/requests/store-request.ts: the validated values as JSON), its search terms as the app
// writes them (searchTermsOf), and a history: first called minutes to a day or two after it arrived (within support
// hours, 08:00-22:00 India time), then mostly closed. Rows go out in time order with ids 1, 2, 3 ...
import { INDIA_OFFSET_MS } from '../../shared/india-days.ts';
import type { RequestKind } from '../../shared/requests/kinds.ts';
import type { SeedDoctor } from './scale-doctors.ts';
import {
  BOOKING_TOPICS,
  CALLBACK_NOTES,
  CONTACT_MESSAGES,
  DOCTOR_REQUIREMENTS,
  DOCTOR_SPECIALIZATIONS,
  PRIVACY_DETAILS,
  REFUND_REASONS,
  type Texts,
} from './scale-names.ts';
import { People, type Person } from './scale-people.ts';
import { dedupeKeyOf, referenceOf, type Random, type RowWriter } from './scale-sql.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const KIND_SHARE: Record<RequestKind, number> = {
  booking: 46,
  doctor: 22,
  contact: 17,
  newsletter: 8,
  refund: 4,
  privacy: 3,
};

/** How busy each India hour is, relative to the busiest. */
const HOUR_WEIGHT = [
  0.15, 0.1, 0.07, 0.05, 0.05, 0.08, 0.2, 0.45, 0.8, 1, 1, 0.95, 0.9, 0.85, 0.85, 0.9, 0.95, 1, 1, 0.95, 0.85, 0.7, 0.5,
  0.3,
];
const WEEKDAY_WEIGHT = [0.75, 1, 1, 1, 1, 0.95, 0.9];

export const indiaMinute = (t: number) => Math.floor(((((t + INDIA_OFFSET_MS) % DAY) + DAY) % DAY) / MINUTE);
export const indiaHour = (t: number) => Math.floor(indiaMinute(t) / 60);
const indiaWeekday = (t: number) => new Date(t + INDIA_OFFSET_MS).getUTCDay();

/** The reference of request `id` (CL- and six characters, as src/references.ts draws them). */
export const requestReference = (id: number) => referenceOf('CL', id, 0x1f2e3d);

/** An instant moved into support hours (08:00-22:00 India time): the next morning, a little after opening. */
export function inSupportHours(t: number, random: Random): number {
  const minute = indiaMinute(t);
  if (minute >= 8 * 60 && minute < 22 * 60) return t;
  const wait = minute < 8 * 60 ? 8 * 60 - minute : 24 * 60 - minute + 8 * 60;
  return t + wait * MINUTE + random.int(0, 50) * MINUTE;
}

/** What later parts need to know of each request, by index (id - 1). */
export interface RequestBook {
  count: number;
  createdAt: Float64Array;
  /** NaN when not contacted by `now`. */
  contactedAt: Float64Array;
  closedAt: Float64Array;
  contactedBy: Uint8Array;
  closedBy: Uint8Array;
  kind: RequestKind[];
  person: (Person | null)[];
  /** Every request's search terms, [term, request id], to be written in term order once the requests are in. */
  terms: [string, number][];
}

const text = (texts: Texts, locale: 'en' | 'hi', random: Random) => random.pick(texts)[locale === 'hi' ? 1 : 0];

const formatFee = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

function bookingTopic(random: Random, locale: 'en' | 'hi', doctors: readonly SeedDoctor[]): string {
  const which = random.next();
  if (which < 0.55 && doctors.length) {
    const doctor = random.pick(doctors);
    return locale === 'hi'
      ? `${doctor.nameHi} · ${doctor.specializationHi} · सलाह की फ़ीस ${formatFee(doctor.fee)}`
      : `${doctor.name} · ${doctor.specialization} · Consultation fee ${formatFee(doctor.fee)}`;
  }
  return which < 0.88 ? text(BOOKING_TOPICS, locale, random) : '';
}

function callbackLanguage(random: Random, locale: 'en' | 'hi'): string {
  if (locale === 'hi') return random.chance(0.88) ? 'hi' : 'en';
  return random.weighted({ en: 60, ta: 8, te: 7, bn: 6, mr: 6, kn: 5, ml: 4, gu: 3, pa: 1 });
}

/** The form's fields, in the order of their kind's declaration, every field present ('' when left empty). */
function valuesOf(
  kind: RequestKind,
  person: Person,
  random: Random,
  doctors: readonly SeedDoctor[],
): Record<string, string> {
  const { locale } = person;
  const maybe = (p: number, value: string) => (random.chance(p) ? value : '');
  switch (kind) {
    case 'booking':
      return {
        name: person.name,
        phone: person.phone,
        language: callbackLanguage(random, locale),
        timeWindow: random.weighted({ morning: 30, afternoon: 25, evening: 30, any: 15 }),
        topic: bookingTopic(random, locale, doctors),
        note: maybe(0.25, text(CALLBACK_NOTES, locale, random)),
      };
    case 'doctor':
      return {
        name: person.name,
        phone: person.phone,
        specialization: text(DOCTOR_SPECIALIZATIONS, locale, random),
        requirements: maybe(0.5, text(DOCTOR_REQUIREMENTS, locale, random)),
      };
    case 'contact':
      return {
        firstName: person.first,
        lastName: maybe(0.92, person.last),
        email: person.email,
        phone: maybe(0.6, person.phone),
        department: random.weighted({
          'general-physician': 30,
          'diabetes-care': 15,
          'cancer-care': 10,
          'health-checkups': 15,
          'billing-refunds': 12,
          'technical-help': 10,
          other: 8,
        }),
        message: text(CONTACT_MESSAGES, locale, random),
      };
    case 'privacy':
      return {
        name: person.name,
        email: person.email,
        phone: maybe(0.5, person.phone),
        requestType: random.weighted({
          access: 30,
          correction: 25,
          erasure: 20,
          withdrawal: 15,
          nomination: 3,
          grievance: 7,
        }),
        details: maybe(0.7, text(PRIVACY_DETAILS, locale, random)),
      };
    case 'refund':
      return {
        name: person.name,
        email: person.email,
        phone: maybe(0.7, person.phone),
        service: random.weighted({ consultation: 70, 'health-package': 20, subscription: 10 }),
        paymentReference: maybe(0.6, random.digits(12)),
        reason: text(REFUND_REASONS, locale, random),
      };
    case 'newsletter':
      return { email: person.email };
  }
}

/** The request's searchable columns, as src/requests/store.ts copies them out of the fields. */
function contactColumns(values: Record<string, string>) {
  const name = values.name ?? [values.firstName, values.lastName].filter(Boolean).join(' ');
  return { name: name || null, phone: values.phone || null, email: values.email || null };
}

/** `count` instants in [start, end), sorted, denser in India's busy hours and on weekdays, growing over the period. */
function arrivalTimes(random: Random, count: number, start: number, end: number): Float64Array {
  const times = new Float64Array(count);
  const span = end - start;
  for (let i = 0; i < count; ) {
    const t = start + Math.floor(random.next() * span);
    const weight =
      (HOUR_WEIGHT[indiaHour(t)] as number) *
      (WEEKDAY_WEIGHT[indiaWeekday(t)] as number) *
      (0.85 + (0.3 * (t - start)) / span);
    if (random.next() * 1.15 < weight) times[i++] = t;
  }
  return times.sort();
}

/** The first call's wait: minutes for many, hours for most of the rest, a day or two for a few. */
function firstCallWait(random: Random): number {
  const band = random.next();
  if (band < 0.3) return random.logUniform(8 * MINUTE, HOUR);
  if (band < 0.62) return random.logUniform(HOUR, 6 * HOUR);
  if (band < 0.87) return random.logUniform(6 * HOUR, DAY);
  return random.logUniform(DAY, 2.5 * DAY);
}

export async function seedRequests(
  writer: RowWriter,
  input: {
    random: Random;
    count: number;
    now: number;
    doctors: readonly SeedDoctor[];
    coordinators: number;
    coordinatorEmails: readonly string[];
    /** The app's own: the search terms of a request, and the consent version each kind's form shows. */
    searchTermsOf: (person: { name: string | null; phone: string | null; email: string | null }) => string[];
    consentVersion: (kind: RequestKind) => string;
  },
): Promise<RequestBook> {
  const { random, count, now } = input;
  const people = new People(random);
  const createdAt = arrivalTimes(random, count, now - 180 * DAY, now);
  const book: RequestBook = {
    count,
    createdAt,
    contactedAt: new Float64Array(count).fill(Number.NaN),
    closedAt: new Float64Array(count).fill(Number.NaN),
    contactedBy: new Uint8Array(count),
    closedBy: new Uint8Array(count),
    kind: new Array(count),
    person: new Array(count).fill(null),
    terms: [],
  };
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const t = createdAt[i] as number;
    const kind = random.weighted(KIND_SHARE);
    // One in ten writes again (a follow-up, another family member's problem): the same person as an earlier request.
    const earlier =
      kind !== 'newsletter' && i > 50 && random.chance(0.1)
        ? book.person[i - random.int(1, Math.min(i, 30_000))]
        : null;
    const person = earlier ?? people.make(random.chance(0.3) ? 'hi' : 'en');
    book.kind[i] = kind;
    book.person[i] = kind === 'newsletter' ? null : person;
    // Its history as it would unfold, then cut at `now`.
    const contacter = random.int(0, input.coordinators - 1);
    const closer = random.chance(0.7) ? contacter : random.int(0, input.coordinators - 1);
    let contacted = Number.NaN;
    let closed = Number.NaN;
    // A sign-up needs no call: a coordinator closes it within a day or two.
    if (kind === 'newsletter') closed = inSupportHours(t + random.logUniform(HOUR, 2 * DAY), random);
    else {
      contacted = inSupportHours(inSupportHours(t, random) + firstCallWait(random), random);
      if (random.chance(0.72)) closed = inSupportHours(contacted + random.logUniform(20 * MINUTE, 5 * DAY), random);
    }
    if (contacted < now) {
      book.contactedAt[i] = contacted;
      book.contactedBy[i] = contacter;
    }
    if (closed < now) {
      book.closedAt[i] = closed;
      book.closedBy[i] = closer;
    }
    const status = closed < now ? 'closed' : contacted < now ? 'contacted' : 'new';
    const changedAt = status === 'closed' ? closed : status === 'contacted' ? contacted : null;
    const changedBy =
      status === 'new' ? null : (input.coordinatorEmails[status === 'closed' ? closer : contacter] as string);
    const values = valuesOf(kind, person, random, input.doctors);
    const columns = contactColumns(values);
    await writer.add(
      'requests',
      `id, reference, kind, status, locale, name, phone, email, fields, consent_version, dedupe_key,
        created_at, status_changed_at, status_changed_by, first_contacted_at`,
      [
        id,
        requestReference(id),
        kind,
        status,
        person.locale,
        columns.name,
        columns.phone,
        columns.email,
        JSON.stringify(values),
        input.consentVersion(kind),
        dedupeKeyOf('request', now, id),
        t,
        changedAt,
        changedBy,
        // The first call, as the audit log's "new → contacted" row would have set it (the log keeps only the newest
        // 100,000 rows, so older requests' rows are not written; their first call still counts in the reports).
        contacted < now ? contacted : null,
      ],
    );
    for (const term of input.searchTermsOf(columns)) book.terms.push([term, id]);
  }
  return book;
}
