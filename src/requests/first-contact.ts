// How long requests waited for their first call: the median and the 90th percentile (nearest rank) of
// first_contacted_at − created_at over the requests received in a period that have been contacted, worked out in
// D1 (one sort of one index range) so that only three numbers come back, however many requests the period holds.

export interface FirstContactFigures {
  /** Requests received in the period that have been marked contacted. */
  contacted: number;
  medianMs: number | null;
  p90Ms: number | null;
}

/**
 * The statement: the waits in order, numbered, with their count; kept are the one or two middle ones and the one at
 * the 90th percentile's rank, ceil(0.9 n), written (9n + 9) / 10 in integers.
 */
export function firstContactStatement(db: D1Database, start: number, end: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT wait, position, total FROM (
         SELECT wait, ROW_NUMBER() OVER (ORDER BY wait) AS position, COUNT(*) OVER () AS total
         FROM (SELECT first_contacted_at - created_at AS wait FROM requests
               WHERE created_at >= ?1 AND created_at < ?2 AND first_contacted_at IS NOT NULL)
       )
       WHERE position IN ((total + 1) / 2, total / 2 + 1, (9 * total + 9) / 10)`,
    )
    .bind(start, end);
}

export function firstContactFigures(result: D1Result | undefined): FirstContactFigures {
  const rows = (result?.results ?? []) as { wait: number; position: number; total: number }[];
  const contacted = rows[0]?.total ?? 0;
  if (contacted === 0) return { contacted: 0, medianMs: null, p90Ms: null };
  const at = (position: number) => rows.find((row) => row.position === position)?.wait ?? 0;
  return {
    contacted,
    medianMs: (at(Math.floor((contacted + 1) / 2)) + at(Math.floor(contacted / 2) + 1)) / 2,
    p90Ms: at(Math.floor((9 * contacted + 9) / 10)),
  };
}

/** The figures for requests received in [start, end). */
export async function firstContactsOf(db: D1Database, start: number, end: number): Promise<FirstContactFigures> {
  return firstContactFigures(await firstContactStatement(db, start, end).all());
}
