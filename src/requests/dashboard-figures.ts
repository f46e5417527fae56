// What the admin dashboard reads about requests, in one D1 batch: how many came in today and this week by kind, how
// many still wait for a first call (status new) and since when, and the median time from a request arriving to its
// first move to "contacted" (to the minute, from request_first_waits), over the requests received this month.
import { REQUEST_KINDS } from '../../shared/requests/kinds';
import { firstContactFigures, firstContactStatement } from './first-contact';
import { indiaDayNumber } from '../../shared/india-days';

/** The India period starts the figures count from (UTC ms); `weekStart` may fall in the month before. */
export interface RequestPeriods {
  todayStart: number;
  weekStart: number;
  monthStart: number;
}

export interface RequestFigures {
  /** Requests received per kind: today and this week (kinds with none this week are left out). */
  byKind: Record<string, { today: number; week: number }>;
  /** Requests still new, and when the oldest of them arrived (null when none wait). */
  waiting: { count: number; oldestAt: number | null };
  /** Requests received this month that have been contacted, and the median wait for that first contact (ms). */
  firstContact: { count: number; medianMs: number | null };
}

/** Every kind, named in the query so each is a range search of requests_by_kind (not a scan of the index). */
const KINDS = Object.keys(REQUEST_KINDS);

export async function requestFigures(db: D1Database, periods: RequestPeriods): Promise<RequestFigures> {
  const since = Math.min(periods.weekStart, periods.todayStart);
  const kindList = KINDS.map((_, index) => `?${index + 4}`).join(', ');
  const [kinds, waiting, median] = await db.batch([
    db
      .prepare(
        `SELECT kind, SUM(created_at >= ?1) AS today, SUM(created_at >= ?2) AS week
         FROM requests WHERE kind IN (${kindList}) AND created_at >= ?3 GROUP BY kind`,
      )
      .bind(periods.todayStart, periods.weekStart, since, ...KINDS),
    db.prepare(`SELECT COUNT(*) AS total, MIN(created_at) AS oldest FROM requests WHERE status = 'new'`),
    firstContactStatement(db, indiaDayNumber(periods.monthStart), Number.MAX_SAFE_INTEGER),
  ]);
  const byKind: RequestFigures['byKind'] = {};
  for (const row of (kinds?.results ?? []) as { kind: string; today: number; week: number }[])
    byKind[row.kind] = { today: row.today ?? 0, week: row.week ?? 0 };
  const wait = ((waiting?.results ?? []) as { total: number; oldest: number | null }[])[0];
  const contacts = firstContactFigures(median);
  return {
    byKind,
    waiting: { count: wait?.total ?? 0, oldestAt: wait?.oldest ?? null },
    firstContact: { count: contacts.contacted, medianMs: contacts.medianMs },
  };
}
