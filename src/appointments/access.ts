// How a patient opens their appointment without an account: the reference and the mobile number it was booked with.
// The lookup form checks both; the links we send (e-mail, WhatsApp, the page after booking) carry a key, an
// HMAC-SHA-256 of the reference and the number under APPOINTMENT_LINK_SECRET, so nobody makes a link from a reference
// alone. Also the addresses of the patient's appointment pages, written once.
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { APPOINTMENT_LOOKUP_PATH } from '../content/pages';
import { base64url, hmac } from '../security/hmac';

export const APPOINTMENTS_PATH = APPOINTMENT_LOOKUP_PATH;

/**
 * Signs appointment links when APPOINTMENT_LINK_SECRET is not set: fixed and published here, so it is useless
 * anywhere it matters; production sets its own with `wrangler secret put APPOINTMENT_LINK_SECRET`.
 */
export const DEVELOPMENT_APPOINTMENT_LINK_SECRET =
  'careline-local-development-appointment-link-secret-not-for-production';

export function appointmentLinkSecret(env: { APPOINTMENT_LINK_SECRET?: string }): string {
  return env.APPOINTMENT_LINK_SECRET?.trim() || DEVELOPMENT_APPOINTMENT_LINK_SECRET;
}

/** The key of an appointment's links: 22 characters (128 bits of the HMAC). */
export async function appointmentKey(secret: string, reference: string, phone: string): Promise<string> {
  return base64url(await hmac(secret, `appointment:${reference}:${phone}`)).slice(0, 22);
}

/** Whether `key` was made for this reference and number (compared in constant time). */
export async function isAppointmentKey(
  secret: string,
  reference: string,
  phone: string,
  key: string | null | undefined,
): Promise<boolean> {
  if (typeof key !== 'string' || key.length !== 22) return false;
  const expected = await appointmentKey(secret, reference, phone);
  let difference = 0;
  for (let index = 0; index < expected.length; index++)
    difference |= expected.charCodeAt(index) ^ key.charCodeAt(index);
  return difference === 0;
}

/** '/appointments/AP-7K3F9Q' (or under /hi): the patient's appointment page. */
export function appointmentPath(reference: string, locale: Locale): string {
  return localizedPath(`${APPOINTMENTS_PATH}/${reference}`, locale);
}

/**
 * The page with its key. The page speaks the language its booking was made in; an address in the other language
 * (the patient's area in Hindi, for a booking made in English) asks to stay in it with `lang`.
 */
export function keyedAppointmentPath(reference: string, key: string, locale: Locale, booked: Locale): string {
  const stay = locale === booked ? '' : `&lang=${locale}`;
  return `${appointmentPath(reference, locale)}?key=${encodeURIComponent(key)}${stay}`;
}

/** The language of an appointment page at an address in `locale`: the booking's, unless the link asked to stay. */
export function pageLocale(locale: Locale, booked: Locale, asked: string | undefined): Locale {
  return asked === locale ? locale : booked;
}

/** The page with its key, as a full address for a message: the patient opens it without typing anything. */
export async function appointmentLink(
  siteUrl: string,
  secret: string,
  appointment: { reference: string; patientPhone: string; locale: Locale },
): Promise<string> {
  const key = await appointmentKey(secret, appointment.reference, appointment.patientPhone);
  return `${siteUrl}${appointmentPath(appointment.reference, appointment.locale)}?key=${key}`;
}

/** The receipt of a paid appointment, for the patient (with the same key). */
export function receiptPath(reference: string, locale: Locale): string {
  return `${appointmentPath(reference, locale)}/receipt`;
}

/** The appointment as a calendar file (.ics), for the patient (with the same key). */
export function calendarPath(reference: string, locale: Locale): string {
  return `${appointmentPath(reference, locale)}/calendar.ics`;
}

/** The page where a patient picks one of a doctor's free slots. */
export function bookingPath(doctorId: string, locale: Locale): string {
  return localizedPath(`/doctors/${doctorId}/book`, locale);
}
