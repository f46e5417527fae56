// The figures Reports & Analytics reads about requests over a period of India days: how many arrived each day, how
// many became an appointment (by kind, by the booking button's topic and by the page's language), and how long each
// waited for its first call. A period is [start, end) in UTC milliseconds, from India midnight to India midnight.
//
// Requests store no address of the page they were sent from: the nearest thing is the booking form's `topic` (what
// the button that opened the dialog was about: a doctor, package, plan or department), kept in `fields`.
import { dateOfIndiaDay, indiaDayNumber } from '../../shared/india-days';

/** India midnight to India midnight: start inclusive, end exclusive, UTC milliseconds. */
export interface ReportPeriod {
  start: number;
  end: number;
}

export interface DayCount {
  /** India date, '2026-11-27'. */
  day: string;
  count: number;
}

/** Requests received per India day of the period (days with none are left out), from request_days. */
export async function requestsPerDay(db: D1Database, period: ReportPeriod): Promise<DayCount[]> {
  const { results } = await db
    .prepare(
      `SELECT day, SUM(received) AS count FROM request_days
       WHERE day >= ?1 AND day < ?2 GROUP BY day HAVING SUM(received) > 0 ORDER BY day`,
    )
    .bind(indiaDayNumber(period.start), indiaDayNumber(period.end))
    .all<{ day: number; count: number }>();
  return results.map((row) => ({ day: dateOfIndiaDay(row.day), count: row.count }));
}

/** Requests of one kind, language and topic received in the period, and how many of them led to an appointment. */
export interface ConversionGroup {
  kind: string;
  locale: string;
  /** The booking button's topic; '' when the form had none (every kind but the booking call-back). */
  topic: string;
  requests: number;
  converted: number;
}

/**
 * Requests received in the period grouped by kind, language and topic, with how many became an appointment: an
 * appointment made from the request (appointments.request_reference, set when a coordinator books from
 * ?request=CL-...) that is not a hold that lapsed (request_days counts them as appointments are made and lapse, migration 0014). One appointment made and later cancelled still counts: the
 * request did turn into a booking.
 */
export async function requestConversion(db: D1Database, period: ReportPeriod): Promise<ConversionGroup[]> {
  const { results } = await db
    .prepare(
      `SELECT kind, locale, topic, SUM(received) AS requests, SUM(converted) AS converted
       FROM request_days
       WHERE day >= ?1 AND day < ?2
       GROUP BY kind, locale, topic HAVING SUM(received) > 0 ORDER BY kind, locale, topic`,
    )
    .bind(indiaDayNumber(period.start), indiaDayNumber(period.end))
    .all<ConversionGroup>();
  return results;
}
