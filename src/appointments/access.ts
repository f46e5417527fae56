// How a patient opens their appointment without an account: the reference and the mobile number it was booked with,
// or a link with its key (src/security/appointment-links.ts makes and checks the keys). Also the addresses of the
// patient's appointment pages, written once.
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { appointmentPath } from '../security/appointment-links';

export {
  APPOINTMENT_KEY,
  APPOINTMENTS_PATH,
  appointmentKey,
  appointmentLink,
  appointmentLinkSecret,
  appointmentPath,
  isAppointmentKey,
} from '../security/appointment-links';

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
