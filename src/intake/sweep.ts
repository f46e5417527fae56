// The daily sweep of files (decision 0033): the files of an appointment that never took place (cancelled by either
// side, lapsed, or missed) are deleted, objects and all, FILE_LIMITS.unusedDays after its time, with its intake
// answers; so are uploads the Worker never finished. Files of a consultation that took place follow the medical-record
// retention (decision 0022) and are never touched here.
import { SYSTEM_ACTOR, auditStatement } from '../audit';
import { FILE_LIMITS } from './limits';

const NEVER_HELD = `('cancelled-by-patient', 'cancelled-by-provider', 'lapsed', 'no-show')`;
const BATCH = 200;

/** Deletes what is due; the number of files deleted. */
export async function sweepFiles(db: D1Database, bucket: R2Bucket, now: number): Promise<number> {
  const before = now - FILE_LIMITS.unusedDays * 24 * 60 * 60 * 1000;
  const { results } = await db
    .prepare(
      `SELECT f.id, f.r2_key AS key, f.appointment_id AS appointmentId, a.reference FROM intake_files f
       JOIN appointments_view_appointments a ON a.id = f.appointment_id
       WHERE f.state <> 'deleted' AND a.status IN ${NEVER_HELD} AND a.starts_at < ?1
       UNION ALL
       SELECT f.id, f.r2_key, f.appointment_id, NULL FROM intake_files f
       WHERE f.state = 'uploading' AND f.created_at < ?2
       LIMIT ?3`,
    )
    .bind(before, now - FILE_LIMITS.abandonedMs, BATCH)
    .all<{ id: number; key: string; appointmentId: number; reference: string | null }>();
  if (results.length === 0) return 0;
  // The objects first: a row marked deleted never points at an object left behind.
  await bucket.delete(results.map((row) => row.key));
  const ids = JSON.stringify(results.map((row) => row.id));
  const appointments = JSON.stringify([
    ...new Set(results.filter((row) => row.reference !== null).map((row) => row.appointmentId)),
  ]);
  await db.batch([
    db
      .prepare(
        `UPDATE intake_files SET state = 'deleted', deleted_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(now, ids),
    db
      .prepare(
        `DELETE FROM intake_answers WHERE appointment_id IN (SELECT value FROM json_each(?1))
         AND appointment_id IN (SELECT id FROM appointments_view_appointments WHERE status IN ${NEVER_HELD})`,
      )
      .bind(appointments),
    auditStatement(db, {
      at: now,
      actor: SYSTEM_ACTOR,
      action: 'file-delete',
      reference: null,
      detail: `daily sweep: ${results.length} files of appointments that never took place or uploads never finished`,
    }),
  ]);
  return results.length;
}
