// What each booking call-to-action is about, and the /book page that serves it without JavaScript.
import type { BookingTopic, SupportLine } from '../shared/booking/topic';
import type { SiteConfig } from './config';
import { findDoctor, type Doctor } from './content/doctors';
import { findHealthPackage, type HealthPackage } from './content/health-checkups';
import { findPage } from './pages/registry';

export interface Booking {
  topic: BookingTopic;
  fallbackHref: string;
}

export function supportLine(config: SiteConfig): SupportLine {
  return { display: config.supportPhone, digits: config.supportPhoneDigits };
}

export function doctorBooking(doctor: Doctor): Booking {
  return {
    topic: { subject: doctor.name, detail: `${doctor.specialization} · Consultation fee ${doctor.consultationFee}` },
    fallbackHref: `/book?doctor=${encodeURIComponent(doctor.id)}`,
  };
}

export function packageBooking(item: HealthPackage): Booking {
  return {
    topic: { subject: item.name, detail: `${item.price} · ${item.testsCount} tests` },
    fallbackHref: `/book?package=${encodeURIComponent(item.id)}`,
  };
}

export function pageBooking(path: string, subject: string): Booking {
  return { topic: { subject }, fallbackHref: `/book?from=${encodeURIComponent(path)}` };
}

export const GENERAL_BOOKING: Booking = {
  topic: { subject: 'An online doctor consultation' },
  fallbackHref: '/book',
};

export type BookingQuery = { doctor?: string; package?: string; from?: string };

/** The /book page's query, checked against the site's content. Unknown values are a client error. */
export function resolveBookingQuery(query: BookingQuery): { ok: true; booking: Booking } | { ok: false; error: string } {
  const given = (['doctor', 'package', 'from'] as const).filter((key) => query[key] !== undefined);
  if (given.length > 1) return { ok: false, error: 'Choose one doctor, package or service to book.' };
  if (query.doctor !== undefined) {
    const doctor = findDoctor(query.doctor);
    return doctor ? { ok: true, booking: doctorBooking(doctor) } : { ok: false, error: 'We could not find that doctor.' };
  }
  if (query.package !== undefined) {
    const item = findHealthPackage(query.package);
    return item ? { ok: true, booking: packageBooking(item) } : { ok: false, error: 'We could not find that package.' };
  }
  if (query.from !== undefined) {
    const page = findPage(query.from);
    return page ? { ok: true, booking: pageBooking(page.path, page.title) } : { ok: false, error: 'We could not find that service.' };
  }
  return { ok: true, booking: GENERAL_BOOKING };
}
