// The period Reports & Analytics covers, read from the address: ?from=&to= as India dates ('2026-11-27'), both days
// included. Without them, the last 30 days ending today (India). A period is at most 366 days; a malformed date, a
// from after the to, or a longer period is named in a message (and answered with 400).
import { indiaDate, indiaInstant } from '../../../appointments';

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  /** India dates, both included. */
  from: string;
  to: string;
  /** UTC ms of India midnight starting `from`, and of India midnight ending `to` (exclusive). */
  start: number;
  end: number;
  /** The India dates of the period, in order. */
  days: string[];
}

export interface PeriodQuery {
  /** The dates as typed (or the defaults), for the form. */
  typed: { from: string; to: string };
  period: Period | null;
  errors: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateStart(text: string): number | null {
  return DATE.test(text) ? indiaInstant(text, 0) : null;
}

export function readPeriod(params: URLSearchParams, now: number): PeriodQuery {
  const today = indiaDate(now);
  const typed = {
    from: (params.get('from') ?? '').trim().slice(0, 40) || indiaDate(now - (DEFAULT_DAYS - 1) * DAY_MS),
    to: (params.get('to') ?? '').trim().slice(0, 40) || today,
  };
  const errors: string[] = [];
  const start = dateStart(typed.from);
  const last = dateStart(typed.to);
  if (start === null) errors.push(`Write the first day as a date, year-month-day, such as ${today}.`);
  if (last === null) errors.push(`Write the last day as a date, year-month-day, such as ${today}.`);
  if (start === null || last === null) return { typed, period: null, errors };
  if (start > last) {
    errors.push('The first day is after the last day: swap them, or choose the period again.');
    return { typed, period: null, errors };
  }
  const count = Math.round((last - start) / DAY_MS) + 1;
  if (count > MAX_DAYS) {
    errors.push(`A report covers at most ${MAX_DAYS} days; this period has ${count}. Choose a shorter one.`);
    return { typed, period: null, errors };
  }
  const days = Array.from({ length: count }, (_, index) => indiaDate(start + index * DAY_MS));
  return { typed, period: { from: typed.from, to: typed.to, start, end: last + DAY_MS, days }, errors };
}

/** `?from=&to=` for links to the same period (CSV downloads). */
export function periodSearch(period: Pick<Period, 'from' | 'to'>): string {
  return new URLSearchParams({ from: period.from, to: period.to }).toString();
}
