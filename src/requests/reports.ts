// The figures Reports & Analytics reads about requests over a period of India days: how many arrived each day, how
// many became an appointment (by kind, by the booking button's topic and by the page's language), and how long each
// waited for its first call. A period is [start, end) in UTC milliseconds, from India midnight to India midnight.
//
// Requests store no address of the page they were sent from: the nearest thing is the booking form's `topic` (what
// the button that opened the dialog was about: a doctor, package, plan or department), kept in `fields`.

/** India midnight to India midnight: start inclusive, end exclusive, UTC milliseconds. */
export interface ReportPeriod {
  start: number;
  end: number;
}

/** The India date of a UTC-ms column, in SQL (India keeps UTC+05:30 all year). */
export const indiaDaySql = (column: string) => `date((${column} + 19800000) / 1000, 'unixepoch')`;

export interface DayCount {
  /** India date, '2026-11-27'. */
  day: string;
  count: number;
}

/** Requests received per India day of the period (days with none are left out). */
export async function requestsPerDay(db: D1Database, period: ReportPeriod): Promise<DayCount[]> {
  const { results } = await db
    .prepare(
      `SELECT ${indiaDaySql('created_at')} AS day, COUNT(*) AS count FROM requests
       WHERE created_at >= ?1 AND created_at < ?2 GROUP BY day ORDER BY day`,
    )
    .bind(period.start, period.end)
    .all<DayCount>();
  return results;
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
 * ?request=CL-...) that is not a hold that lapsed (requests.booked counts them, migration 0014). One appointment made and later cancelled still counts: the
 * request did turn into a booking.
 */
export async function requestConversion(db: D1Database, period: ReportPeriod): Promise<ConversionGroup[]> {
  const { results } = await db
    .prepare(
      `SELECT kind, locale, COALESCE(topic, '') AS topic, COUNT(*) AS requests, SUM(booked > 0) AS converted
       FROM requests
       WHERE created_at >= ?1 AND created_at < ?2
       GROUP BY kind, locale, COALESCE(topic, '') ORDER BY kind, locale, COALESCE(topic, '')`,
    )
    .bind(period.start, period.end)
    .all<ConversionGroup>();
  return results;
}
