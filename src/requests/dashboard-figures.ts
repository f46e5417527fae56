// What the admin dashboard reads about requests, in one D1 batch: how many came in today and this week by kind, how
// many still wait for a first call (status new) and since when, and the median time from a request arriving to its
// first move to "contacted" (the audit log's status rows: "new → contacted"), over the requests received this month.
import { REQUEST_KINDS } from '../../shared/requests/kinds';

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

/** The audit detail of a status change that reached "contacted" (src/requests/store.ts writes "<from> → <to>"). */
const TO_CONTACTED = '%→ contacted';

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
    // The first contact of each request received this month (a contact never precedes its request, so the audit
    // rows from the month's start are enough), then the middle one or two waits of the sorted list.
    db
      .prepare(
        `WITH waits AS (
           SELECT MIN(a.at) - r.created_at AS wait
           FROM audit_log a JOIN requests r ON r.reference = a.reference
           WHERE a.at >= ?1 AND a.action = 'status' AND a.detail LIKE ?2 AND r.created_at >= ?1
           GROUP BY r.id
         )
         SELECT wait, (SELECT COUNT(*) FROM waits) AS total FROM waits ORDER BY wait
         LIMIT 2 - (SELECT COUNT(*) FROM waits) % 2 OFFSET ((SELECT COUNT(*) FROM waits) - 1) / 2`,
      )
      .bind(periods.monthStart, TO_CONTACTED),
  ]);
  const byKind: RequestFigures['byKind'] = {};
  for (const row of (kinds?.results ?? []) as { kind: string; today: number; week: number }[])
    byKind[row.kind] = { today: row.today ?? 0, week: row.week ?? 0 };
  const wait = ((waiting?.results ?? []) as { total: number; oldest: number | null }[])[0];
  const middle = (median?.results ?? []) as { wait: number; total: number }[];
  return {
    byKind,
    waiting: { count: wait?.total ?? 0, oldestAt: wait?.oldest ?? null },
    firstContact: {
      count: middle[0]?.total ?? 0,
      medianMs: middle.length ? middle.reduce((sum, row) => sum + row.wait, 0) / middle.length : null,
    },
  };
}
