// Which messages an event yields, as plain values: no database, no transport. Later events (appointment
// confirmations, reminders) add a name here, a template in templates/, and a call from the change that causes them.
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { isLocale, type Locale } from '../../shared/i18n/locales';
import type { RequestKind } from '../../shared/requests/kinds';

/** Messages about an appointment (src/notifications/appointments.ts writes them). */
export const APPOINTMENT_EVENT_NAMES = [
  /** A patient picked a slot: every coordinator, to confirm it. */
  'appointment.coordinators',
  /** A coordinator confirmed it: the patient, if an address is known, with the link to their appointment page. */
  'appointment.confirmation',
  /** It was moved to another time: the patient. */
  'appointment.rescheduled',
  /** It was cancelled (by either side): the patient, with the refund the rules give. */
  'appointment.cancelled',
  /** The evening before (19:00 India time) and an hour before: the patient (the cron trigger writes them). */
  'appointment.reminder-evening',
  'appointment.reminder-hour',
  /** The gateway's signed webhook recorded the payment: the patient, that it is paid and the receipt is ready. */
  'appointment.paid',
] as const;
export type AppointmentEvent = (typeof APPOINTMENT_EVENT_NAMES)[number];

/** Messages that only go to a phone (phone/outbox.ts): no mail is written for them. */
export const PHONE_ONLY_EVENTS = [
  /** A patient picked a slot: their phone hears that the booking arrived (the coordinators get the mail). */
  'appointment.received',
  /** A coordinator asks the patient to pay: optional, so a number that said STOP does not get it. */
  'appointment.payment-request',
] as const;
export type PhoneOnlyEvent = (typeof PHONE_ONLY_EVENTS)[number];

export const NOTIFICATION_EVENTS = [
  /** A new request of any kind, to every coordinator. */
  'request.coordinators',
  /** A contact message, acknowledged to the sender's address. */
  'contact.acknowledgement',
  /** A newsletter sign-up, confirmed with an unsubscribe link. */
  'newsletter.confirmation',
  ...APPOINTMENT_EVENT_NAMES,
  /** A doctor asked to change their working hours: every coordinator (src/notifications/hours.ts). */
  'hours.change-requested',
  /** Someone signed up as a doctor: every coordinator, to approve them (src/notifications/accounts.ts). */
  'account.doctor-signup',
  /** A doctor issued a prescription: the patient, told where to see it; never what it says (prescriptions.ts). */
  'prescription.issued',
  ...PHONE_ONLY_EVENTS,
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === 'string' && (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

/** Mails a visitor or patient may turn off: an address that unsubscribed gets none of them (and each carries the link). */
export const VISITOR_EVENTS: ReadonlySet<NotificationEvent> = new Set<NotificationEvent>([
  'contact.acknowledgement',
  'newsletter.confirmation',
  // Reminders are a service a patient may turn off; the confirmation, a new time and a cancellation (with its refund)
  // are what they booked and paid for, so an unsubscribe does not silence them.
  'appointment.reminder-evening',
  'appointment.reminder-hour',
]);

export function isAppointmentEvent(event: NotificationEvent): event is AppointmentEvent {
  return (APPOINTMENT_EVENT_NAMES as readonly string[]).includes(event);
}

/** What a message about an appointment may say: never anything about the patient's health. */
export interface AppointmentFacts {
  reference: string;
  doctorName: string;
  /** The doctor's name in Hindi, when the record gives one: a Hindi booking's own messages use it. */
  doctorNameHi?: string | null;
  start: number;
  end: number;
  mode: 'video' | 'audio' | 'chat';
  /** Paise. */
  fee: number;
  patientName: string;
  patientPhone: string;
  patientEmail: string | null;
  /** The patient agreed to WhatsApp messages for this booking; false (SMS) when not said. */
  whatsapp?: boolean;
  locale: Locale;
}

/** An appointment message's stored facts; a cancellation's also carry the refund written in its batch. */
export interface AppointmentPayload extends AppointmentFacts {
  refund?: { amount: number; percent: number } | null;
  /** Whether it had been paid when the message was written. */
  paid?: boolean;
}

/** What the coordinators' mail about a doctor's hours request says: who and when, never the doctor's own words. */
export interface HoursRequestFacts {
  /** 'HR-12'. */
  reference: string;
  doctorId: string;
  doctorName: string;
  requestedAt: number;
}

/** What the doctor sign-up message may say: who signed up and when. Never a password or a token. */
export interface DoctorSignupFacts {
  accountId: string;
  name: string | null;
  email: string;
  signedUpAt: number;
}

/**
 * What the patient's mail about an issued prescription may say: who issued it, when, in which language, and the
 * consultation's date. Never the diagnosis, the medicines or any other medical detail: the patient signs in to read it.
 */
export interface PrescriptionIssuedFacts {
  patientName: string;
  doctorName: string;
  consultationAt: number;
  issuedAt: number;
  locale: Locale;
}

export type NotificationPayload =
  | RequestFacts
  | AppointmentPayload
  | HoursRequestFacts
  | DoctorSignupFacts
  | PrescriptionIssuedFacts;

/**
 * What a message about a request may say: who, how to reach them, what about, in which language. Never the free
 * text a visitor typed (a note, a message, requirements, a reason): that can be about their health, and mail is not
 * the place for it. The coordinator opens the request in the admin for the rest.
 */
export interface RequestFacts {
  reference: string;
  kind: RequestKind;
  /** The language of the page the request came from. */
  locale: Locale;
  name: string | null;
  /** +91 and ten digits. */
  phone: string | null;
  email: string | null;
  /** What it is about, in English words (the admin's language): a chosen option, or the button's subject. */
  topic: string | null;
  /** The language the visitor chose for the call, in English words (call-backs only). */
  callLanguage: string | null;
  /** Milliseconds since the epoch. */
  receivedAt: number;
}

export interface PlannedNotification {
  event: NotificationEvent;
  recipient: string;
  locale: Locale;
  payload: NotificationPayload;
}

const WORDS = EN_ISLAND_WORDS.forms;

/** The request's topic in English words, from chosen options only (a free-text line is left out, see above). */
export function topicOf(kind: RequestKind, values: Readonly<Record<string, string>>): string | null {
  const pick = (table: Readonly<Record<string, string>>, key: string | undefined) =>
    key ? (table[key] ?? null) : null;
  switch (kind) {
    case 'booking':
      // Set by the button that opened the dialog (a doctor, package, plan or department), not typed.
      return values.topic || null;
    case 'contact':
      return pick(WORDS.departments, values.department);
    case 'privacy':
      return pick(WORDS.privacyRequestTypes, values.requestType);
    case 'refund':
      return pick(WORDS.refundServices, values.service);
    default:
      return null;
  }
}

export function requestFacts(input: {
  reference: string;
  kind: RequestKind;
  locale: string;
  values: Readonly<Record<string, string>>;
  receivedAt: number;
}): RequestFacts {
  const { values } = input;
  const name = values.name ?? [values.firstName, values.lastName].filter(Boolean).join(' ');
  const language = values.language as keyof typeof WORDS.languages | undefined;
  return {
    reference: input.reference,
    kind: input.kind,
    locale: isLocale(input.locale) ? input.locale : 'en',
    name: name || null,
    phone: values.phone || null,
    email: values.email || null,
    topic: topicOf(input.kind, values),
    callLanguage: language ? (WORDS.languages[language] ?? null) : null,
    receivedAt: input.receivedAt,
  };
}

/** The messages a new request yields: one per coordinator, and the visitor's own for a contact or newsletter. */
export function notificationsForRequest(facts: RequestFacts, coordinators: readonly string[]): PlannedNotification[] {
  const planned: PlannedNotification[] = coordinators.map((recipient) => ({
    event: 'request.coordinators',
    recipient,
    // Coordinators read the admin's language; the WhatsApp text inside is in the request's.
    locale: 'en',
    payload: facts,
  }));
  const visitorEvent: NotificationEvent | null =
    facts.kind === 'contact'
      ? 'contact.acknowledgement'
      : facts.kind === 'newsletter'
        ? 'newsletter.confirmation'
        : null;
  if (visitorEvent && facts.email)
    planned.push({ event: visitorEvent, recipient: facts.email, locale: facts.locale, payload: facts });
  return planned;
}

/** The queue's back-off before attempt `attempts + 1`: 15 s, doubling, at most 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(600, 15 * 2 ** Math.max(0, attempts - 1));
}
