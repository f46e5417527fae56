// What one statement of a D1 batch answered: its rows, or the `total` a COUNT(*) AS total read.

/** The rows of one statement of a batch. */
export function rowsOf<T>(result: D1Result | undefined): T[] {
  return (result?.results ?? []) as T[];
}

/** The `total` of a batch's `SELECT COUNT(*) AS total`; 0 when it answered nothing. */
export function totalOf(result: D1Result | undefined): number {
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}
