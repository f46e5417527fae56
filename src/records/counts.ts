// Counts of prescriptions issued: in a period for the admin dashboard, and per week for one doctor's own numbers (a
// superseded prescription was issued too, so it counts in the period it was issued in). Only counts: nothing a
// prescription says leaves the records area.
import { indiaWeekNumberSql, indiaWeekStart } from '../../shared/india-days';

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

/**
 * One doctor's issued prescriptions per India week of issue, for the weeks [fromWeek, toWeek): only the weeks with
 * one, oldest first. Scoped by the record's doctor; a correction is a prescription issued too, so it counts.
 */
export async function issuedPerWeekOf(
  db: D1Database,
  doctorId: string,
  fromWeek: number,
  toWeek: number,
): Promise<{ week: number; issued: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT ${indiaWeekNumberSql('p.issued_at')} AS week, COUNT(*) AS issued
       FROM consultation_records r JOIN prescriptions p ON p.record_id = r.id
       WHERE r.doctor_id = ?1 AND p.status = 'issued' AND p.issued_at >= ?2 AND p.issued_at < ?3
       GROUP BY week ORDER BY week`,
    )
    .bind(doctorId, indiaWeekStart(fromWeek), indiaWeekStart(toWeek))
    .all<{ week: number; issued: number }>();
  return results;
}
