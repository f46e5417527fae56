// The medical-record access log's writes (append-only, migrations/0008_consultations.sql): every read, print or
// check of a record or a prescription, by whom. One row, or a page's rows in one D1 batch.
export type AccessAction = 'read' | 'print' | 'verify';

/** Who read, printed or verified which record: one row of the medical-record access log (append-only). */
export interface AccessWrite {
  actor: { id: string; email: string | null } | 'public';
  role: 'patient' | 'doctor' | 'admin' | 'public';
  recordId?: number | null;
  number?: string | null;
  what: AccessAction;
}

function accessStatement(db: D1Database, entry: AccessWrite, now: number): D1PreparedStatement {
  const actorId = entry.actor === 'public' ? 'public' : entry.actor.id;
  const email = entry.actor === 'public' ? null : entry.actor.email;
  return db
    .prepare(
      `INSERT INTO medical_record_access (at, actor_id, actor_email, actor_role, record_id, prescription_number, action)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(now, actorId, email, entry.role, entry.recordId ?? null, entry.number ?? null, entry.what);
}

/** Writes one row of the access log. */
export async function logAccess(db: D1Database, entry: AccessWrite, now = Date.now()): Promise<void> {
  await accessStatement(db, entry, now).run();
}

/** Writes several rows of the access log (a page of records shown) in one D1 batch: one round trip, all or none. */
export async function logAccessMany(db: D1Database, entries: readonly AccessWrite[], now = Date.now()): Promise<void> {
  if (entries.length > 0) await db.batch(entries.map((entry) => accessStatement(db, entry, now)));
}

/**
 * A read of what belongs to an appointment's consultation record outside the record page (the consultation room's
 * chat, issue 42): one row naming that record, written only when the appointment has one (no row otherwise).
 */
export async function logRoomRead(
  db: D1Database,
  entry: { actor: { id: string; email: string | null }; role: 'patient' | 'doctor'; appointmentId: number },
  now = Date.now(),
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO medical_record_access (at, actor_id, actor_email, actor_role, record_id, prescription_number, action)
       SELECT ?1, ?2, ?3, ?4, id, NULL, 'read' FROM consultation_records WHERE appointment_id = ?5`,
    )
    .bind(now, entry.actor.id, entry.actor.email, entry.role, entry.appointmentId)
    .run();
}
