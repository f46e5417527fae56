// The period Reports & Analytics covers, read from the address: ?from=&to= as India dates ('2026-11-27'), both days
// included. Without them, the last 30 days ending today (India). A period is at most 366 days; a malformed date, a
// from after the to, or a longer period is named in a message (and answered with 400).
import { indiaDate, indiaInstant } from '../../../appointments';
import { across, checkFields, readAs, z } from '../../../http/validate';

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

/** The period's two days, each with its message, then the order and length of the period (only when both read). */
function periodSchema(today: string) {
  return z
    .object({
      from: readAs(dateStart, `Write the first day as a date, year-month-day, such as ${today}.`),
      to: readAs(dateStart, `Write the last day as a date, year-month-day, such as ${today}.`),
    })
    .check(
      across<{ from: number; to: number }>(({ from: start, to: last }) => {
        if (start === undefined || last === undefined) return {};
        if (start > last) return { to: 'The first day is after the last day: swap them, or choose the period again.' };
        const count = Math.round((last - start) / DAY_MS) + 1;
        return count > MAX_DAYS
          ? { to: `A report covers at most ${MAX_DAYS} days; this period has ${count}. Choose a shorter one.` }
          : {};
      }),
    );
}

export function readPeriod(params: URLSearchParams, now: number): PeriodQuery {
  const today = indiaDate(now);
  const typed = {
    from: (params.get('from') ?? '').trim().slice(0, 40) || indiaDate(now - (DEFAULT_DAYS - 1) * DAY_MS),
    to: (params.get('to') ?? '').trim().slice(0, 40) || today,
  };
  const checked = checkFields(periodSchema(today), typed);
  if (!checked.ok) return { typed, period: null, errors: Object.values(checked.problems) };
  const { from: start, to: last } = checked.value;
  const count = Math.round((last - start) / DAY_MS) + 1;
  const days = Array.from({ length: count }, (_, index) => indiaDate(start + index * DAY_MS));
  return { typed, period: { from: typed.from, to: typed.to, start, end: last + DAY_MS, days }, errors: [] };
}

/** `?from=&to=` for links to the same period (CSV downloads). */
export function periodSearch(period: Pick<Period, 'from' | 'to'>): string {
  return new URLSearchParams({ from: period.from, to: period.to }).toString();
}
