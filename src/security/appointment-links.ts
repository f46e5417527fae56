// The key of an appointment's links, and the links themselves: a patient opens their appointment without an account
// with the reference and the mobile number it was booked with, or with a link we send (e-mail, WhatsApp, the page
// after booking) that carries a key, an HMAC-SHA-256 of the reference and the number under APPOINTMENT_LINK_SECRET, so
// nobody makes a link from a reference alone. The appointments area checks the keys; the notifications area puts the
// links in its messages, so both take them from here.
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { APPOINTMENT_LOOKUP_PATH } from '../content/pages';
import { base64url, hmac } from './hmac';

/** Where the patient's appointment pages are. */
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

/** What a key looks like: 22 characters of URL-safe base64 (appointmentKey's), before it is checked. */
export const APPOINTMENT_KEY = /^[A-Za-z0-9_-]{22}$/;

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

/** The page with its key, as a full address for a message: the patient opens it without typing anything. */
export async function appointmentLink(
  siteUrl: string,
  secret: string,
  appointment: { reference: string; patientPhone: string; locale: Locale },
): Promise<string> {
  const key = await appointmentKey(secret, appointment.reference, appointment.patientPhone);
  return `${siteUrl}${appointmentPath(appointment.reference, appointment.locale)}?key=${key}`;
}
