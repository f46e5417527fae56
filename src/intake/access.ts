// The files' access rows as the patient reads them in /account (beside the records' access log).

/**
 * One view or download of a file.
 * @table intake_file_access id at action role=actor_role
 * @table intake_files fileName=name
 * @table appointments_view_appointments reference
 * @computed doctorName
 */
export interface FileAccessRow {
  id: number;
  at: number;
  role: 'patient' | 'doctor';
  action: 'view' | 'download';
  fileName: string;
  reference: string;
  doctorName: string | null;
}

/** The newest views and downloads of the files of these appointments. */
export async function fileAccessOfPatient(
  db: D1Database,
  appointmentIds: readonly number[],
  limit = 50,
): Promise<FileAccessRow[]> {
  if (appointmentIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT l.id, l.at, l.actor_role AS role, l.action, f.name AS fileName, a.reference,
         (SELECT d.name FROM appointments_view_doctors d WHERE d.account_id = l.actor_id) AS doctorName
       FROM intake_file_access l
       JOIN intake_files f ON f.id = l.file_id
       JOIN appointments_view_appointments a ON a.id = l.appointment_id
       WHERE l.appointment_id IN (SELECT value FROM json_each(?1))
       ORDER BY l.id DESC LIMIT ?2`,
    )
    .bind(JSON.stringify(appointmentIds), limit)
    .all<FileAccessRow>();
  return results;
}

/** How many times the appointment's files were viewed or downloaded, by role (tests and the admin's figures). */
export async function fileAccessCount(db: D1Database, appointmentId: number): Promise<number> {
  const row = await db
    .prepare('SELECT count(*) AS n FROM intake_file_access WHERE appointment_id = ?1')
    .bind(appointmentId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
