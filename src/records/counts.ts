// The admin dashboard's count of prescriptions issued in a period (a superseded prescription was issued too, so it
// counts in the period it was issued in). Only the count: nothing a prescription says leaves the records area.

/** Prescriptions issued from `from` (included) to `to` (excluded), UTC ms. */
export async function countIssuedBetween(db: D1Database, from: number, to: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS total FROM prescriptions WHERE status = 'issued' AND issued_at >= ?1 AND issued_at < ?2`,
    )
    .bind(from, to)
    .first<{ total: number }>();
  return row?.total ?? 0;
}
