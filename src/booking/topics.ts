// What each booking call-to-action is about, and the /book page that serves it without JavaScript.
import type { BookingTopic, SupportLine } from '../../shared/booking/topic';
import type { UiWords } from '../../shared/i18n/en/ui';
import { formatRupees } from '../../shared/money';
import { localeOfPath, localizedPath, type Locale } from '../../shared/i18n/locales';
import type { SiteConfig } from '../config';
import type { PublishedDoctor } from '../content/doctors/facts';
import { DOCTOR_WORDS, doctorProfile, type Doctor } from '../content/doctors/profile';
import {
  findHealthPackage,
  HEALTH_CHECKUP_WORDS,
  testsCountText,
  type HealthPackage,
} from '../content/health-checkups/copy';
import { UI_WORDS } from '../render/ui-copy';
import { findPage } from '../site-map/registry';

export interface Booking {
  topic: BookingTopic;
  fallbackHref: string;
}

export function supportLine(config: SiteConfig): SupportLine {
  return { display: config.supportPhone, digits: config.supportPhoneDigits };
}

/**
 * A booking with one doctor; `doctor` in the words of `locale`, the language of the page. `pick`, the page of the
 * doctor's free times (the appointments area's address, given by the page that knows it), joins the dialog's ways
 * to book and is where Book Now leads without JavaScript.
 */
export function doctorBooking(doctor: Doctor, locale: Locale, pick?: string): Booking {
  return {
    topic: {
      subject: doctor.name,
      detail: DOCTOR_WORDS[locale].bookingDetail(doctor.specialization, doctor.feeText),
      ...(pick ? { pick } : {}),
    },
    fallbackHref: `${localizedPath('/book', locale)}?doctor=${encodeURIComponent(doctor.id)}`,
  };
}

/** A booking of a health check-up package; `item` in the words of `locale`, the language of the page. */
export function packageBooking(item: HealthPackage, locale: Locale): Booking {
  const detail = HEALTH_CHECKUP_WORDS[locale].bookingDetail(
    formatRupees(item.price, locale),
    testsCountText(item.testsCount, locale),
  );
  return {
    topic: { subject: item.name, detail },
    fallbackHref: `${localizedPath('/book', locale)}?package=${encodeURIComponent(item.id)}`,
  };
}

/** A booking about a page's service; `path` is the page's path in its language ('/hi/doctors'). */
export function pageBooking(path: string, subject: string): Booking {
  const { locale, path: own } = localeOfPath(path);
  return { topic: { subject }, fallbackHref: `${localizedPath('/book', locale)}?from=${encodeURIComponent(own)}` };
}

/**
 * A booking about a page's service with one line of context: its price and length, or how it is held (the video
 * topic of the telemedicine page: a coordinator sets up the call). `path` is the page's path in its language.
 */
export function serviceBooking(path: string, subject: string, detail?: string): Booking {
  const booking = pageBooking(path, subject);
  return detail ? { ...booking, topic: { ...booking.topic, detail } } : booking;
}

/**
 * Topics a page books beside its own, by the page's English path and the topic's name in `/book?from=&topic=`: the
 * telemedicine page's Start Video Consultation books a video consultation, and its no-JavaScript page says so.
 */
const PAGE_TOPICS: Readonly<Record<string, Readonly<Record<string, (locale: Locale) => BookingTopic>>>> = {
  '/telemedicine': {
    video: (locale) => {
      const { subject, detail } = UI_WORDS[locale].booking.videoTopic;
      return { subject, detail };
    },
  },
};

function pageTopic(own: string, name: string, locale: Locale): BookingTopic | undefined {
  const topics = Object.hasOwn(PAGE_TOPICS, own) ? PAGE_TOPICS[own] : undefined;
  return topics && Object.hasOwn(topics, name) ? topics[name]?.(locale) : undefined;
}

/** A booking of one of the topics a page offers beside its own (PAGE_TOPICS); `path` is the page's path. */
export function pageTopicBooking(path: string, name: string): Booking {
  const { locale, path: own } = localeOfPath(path);
  const topic = pageTopic(own, name, locale);
  if (!topic) throw new Error(`No booking topic "${name}" on ${own}`);
  const query = `from=${encodeURIComponent(own)}&topic=${encodeURIComponent(name)}`;
  return { topic, fallbackHref: `${localizedPath('/book', locale)}?${query}` };
}

/** A booking not about any one doctor, package or service; `subject` is the words for it in the page's language. */
export function generalBooking(subject: string, locale: Locale = 'en'): Booking {
  return { topic: { subject }, fallbackHref: localizedPath('/book', locale) };
}

export type BookingQuery = { doctor?: string; package?: string; from?: string; topic?: string };

export type BookingQueryError = keyof UiWords['booking']['errors'];

/**
 * The /book page's query, checked against the site's content. Unknown values are a client error. A page named by
 * `from` is looked up in the language of the /book page asking. The doctor `query.doctor` names is looked up by the
 * caller (a published doctor in D1) and passed as `doctor`: null when there is none.
 */
export function resolveBookingQuery(
  query: BookingQuery,
  t: UiWords,
  locale: Locale = 'en',
  doctor: PublishedDoctor | null = null,
): { ok: true; booking: Booking } | { ok: false; error: BookingQueryError } {
  const given = (['doctor', 'package', 'from'] as const).filter((key) => query[key] !== undefined);
  if (given.length > 1) return { ok: false, error: 'oneChoice' };
  if (query.doctor !== undefined) {
    return doctor?.id === query.doctor
      ? { ok: true, booking: doctorBooking(doctorProfile(doctor, locale), locale) }
      : { ok: false, error: 'unknownDoctor' };
  }
  if (query.package !== undefined) {
    const item = findHealthPackage(query.package, locale);
    return item ? { ok: true, booking: packageBooking(item, locale) } : { ok: false, error: 'unknownPackage' };
  }
  if (query.from !== undefined) {
    const page = findPage(localizedPath(query.from, locale));
    if (!page) return { ok: false, error: 'unknownService' };
    if (query.topic === undefined) return { ok: true, booking: pageBooking(page.path, page.title) };
    const own = localeOfPath(page.path).path;
    return pageTopic(own, query.topic, locale)
      ? { ok: true, booking: pageTopicBooking(page.path, query.topic) }
      : { ok: false, error: 'unknownService' };
  }
  if (query.topic !== undefined) return { ok: false, error: 'unknownService' };
  return { ok: true, booking: generalBooking(t.booking.generalSubject, locale) };
}
