// How long requests waited for their first call: the median and the 90th percentile (nearest rank) of the wait from
// arrival to first contact, over the requests received in a period of India days that have been contacted.
// request_first_waits (migration 0014) holds how many requests waited how long, per day of arrival, with waits kept
// to the minute up to 2 hours, to the quarter hour up to a day and to the hour beyond (each wait counted at the start
// of its step), so the figures come from a few hundred counts a day however many requests the period holds.

export interface FirstContactFigures {
  /** Requests received in the period that have been marked contacted. */
  contacted: number;
  medianMs: number | null;
  p90Ms: number | null;
}

const MINUTE_MS = 60_000;

/** The statement: requests contacted after each wait (in minutes, as kept), shortest first. */
export function firstContactStatement(db: D1Database, fromDay: number, toDay: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT minutes, SUM(requests) AS requests FROM request_first_waits
       WHERE day >= ?1 AND day < ?2 GROUP BY minutes HAVING SUM(requests) > 0 ORDER BY minutes`,
    )
    .bind(fromDay, toDay);
}

/** The median (the mean of the two middle waits for an even count) and the wait at rank ceil(0.9 n). */
export function firstContactFigures(result: D1Result | undefined): FirstContactFigures {
  const counts = (result?.results ?? []) as { minutes: number; requests: number }[];
  const contacted = counts.reduce((sum, row) => sum + row.requests, 0);
  if (contacted === 0) return { contacted: 0, medianMs: null, p90Ms: null };
  /** The wait at a 1-based rank of the sorted waits. */
  const at = (rank: number) => {
    let seen = 0;
    for (const row of counts) {
      seen += row.requests;
      if (seen >= rank) return row.minutes * MINUTE_MS;
    }
    return (counts.at(-1)?.minutes ?? 0) * MINUTE_MS;
  };
  return {
    contacted,
    medianMs: (at(Math.floor((contacted + 1) / 2)) + at(Math.floor(contacted / 2) + 1)) / 2,
    p90Ms: at(Math.ceil((9 * contacted) / 10)),
  };
}

/** The figures for requests received from India day `fromDay` up to (not including) `toDay`. */
export async function firstContactsOf(db: D1Database, fromDay: number, toDay: number): Promise<FirstContactFigures> {
  return firstContactFigures(await firstContactStatement(db, fromDay, toDay).all());
}
