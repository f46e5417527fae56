// What the admin dashboard reads about appointments and money, in one D1 batch: the no-shows of this India month,
// the payments recorded today, this week and this month (sum and count, by when the patient paid), the refunds paid
// back this month and the refunds still due. The India periods the dashboard counts in are worked out here too.
import { indiaDate, indiaInstant, indiaWeekday } from './india-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** India's today, this week (from Monday) and this month, as UTC ms starts and India dates. */
export interface IndiaPeriods {
  todayStart: number;
  tomorrowStart: number;
  weekStart: number;
  monthStart: number;
  nextMonthStart: number;
  /** 'YYYY-MM-DD': today, and the month's first and last days. */
  today: string;
  monthFirst: string;
  monthLast: string;
}

export function indiaPeriods(now: number): IndiaPeriods {
  const today = indiaDate(now);
  const todayStart = indiaInstant(today, 0) ?? now;
  const monthFirst = `${today.slice(0, 8)}01`;
  const monthStart = indiaInstant(monthFirst, 0) ?? todayStart;
  // The first of next month: 32 days after the first always lands in it.
  const nextFirst = `${indiaDate(monthStart + 32 * DAY_MS).slice(0, 8)}01`;
  const nextMonthStart = indiaInstant(nextFirst, 0) ?? todayStart + DAY_MS;
  return {
    todayStart,
    tomorrowStart: todayStart + DAY_MS,
    weekStart: todayStart - ((indiaWeekday(now) + 6) % 7) * DAY_MS,
    monthStart,
    nextMonthStart,
    today,
    monthFirst,
    monthLast: indiaDate(nextMonthStart - DAY_MS),
  };
}

/** A sum of paise and how many rows made it. */
export interface Money {
  paise: number;
  count: number;
}

export interface BillingFigures {
  /** Appointments of this month (by their start) marked no-show. */
  noShowsThisMonth: number;
  payments: { today: Money; week: Money; month: Money };
  refundsPaidThisMonth: Money;
  refundsDue: Money;
}

type MoneyRow = Record<string, number | null>;

const money = (row: MoneyRow | undefined, sum: string, count: string): Money => ({
  paise: row?.[sum] ?? 0,
  count: row?.[count] ?? 0,
});

export async function billingFigures(db: D1Database, periods: IndiaPeriods): Promise<BillingFigures> {
  const since = Math.min(periods.weekStart, periods.monthStart);
  const [noShows, payments, refunds] = await db.batch([
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM appointments WHERE status = 'no-show' AND starts_at >= ?1 AND starts_at < ?2`,
      )
      .bind(periods.monthStart, periods.nextMonthStart),
    db
      .prepare(
        `SELECT
           SUM(CASE WHEN paid_at >= ?1 THEN amount ELSE 0 END) AS today_sum, SUM(paid_at >= ?1) AS today_count,
           SUM(CASE WHEN paid_at >= ?2 THEN amount ELSE 0 END) AS week_sum, SUM(paid_at >= ?2) AS week_count,
           SUM(CASE WHEN paid_at >= ?3 THEN amount ELSE 0 END) AS month_sum, SUM(paid_at >= ?3) AS month_count
         FROM payments WHERE paid_at >= ?4 AND paid_at < ?5`,
      )
      .bind(periods.todayStart, periods.weekStart, periods.monthStart, since, periods.tomorrowStart),
    db
      .prepare(
        `SELECT
           SUM(CASE WHEN status = 'due' THEN amount ELSE 0 END) AS due_sum, SUM(status = 'due') AS due_count,
           SUM(CASE WHEN status = 'paid' AND paid_at >= ?1 AND paid_at < ?2 THEN amount ELSE 0 END) AS paid_sum,
           SUM(status = 'paid' AND paid_at >= ?1 AND paid_at < ?2) AS paid_count
         FROM refunds`,
      )
      .bind(periods.monthStart, periods.nextMonthStart),
  ]);
  const paymentRow = (payments?.results ?? [])[0] as MoneyRow | undefined;
  const refundRow = (refunds?.results ?? [])[0] as MoneyRow | undefined;
  return {
    noShowsThisMonth: ((noShows?.results ?? []) as { total: number }[])[0]?.total ?? 0,
    payments: {
      today: money(paymentRow, 'today_sum', 'today_count'),
      week: money(paymentRow, 'week_sum', 'week_count'),
      month: money(paymentRow, 'month_sum', 'month_count'),
    },
    refundsPaidThisMonth: money(refundRow, 'paid_sum', 'paid_count'),
    refundsDue: money(refundRow, 'due_sum', 'due_count'),
  };
}
