// What the patient's data download holds of their intake: each appointment's answers and the list of its files (the
// files' names, labels, notes, types and sizes; the files themselves are on the appointment's page).

export interface IntakeDownload {
  reference: string;
  answers: {
    complaint: string;
    since: string;
    medicines: string;
    allergies: string;
    conditions: string;
    pregnancy: string;
    consentAt: string;
    updatedAt: string;
  } | null;
  files: { name: string; label: string; note: string; type: string; bytes: number; addedAt: string }[];
}

/**
 * @table intake_answers
 * @table appointments_view_appointments reference
 */
interface AnswerRow {
  reference: string;
  complaint: string;
  since: string;
  medicines: string;
  allergies: string;
  conditions: string;
  pregnancy: string;
  consent_at: number;
  updated_at: number;
}

/**
 * @table intake_files
 * @table appointments_view_appointments reference
 */
interface FileRow {
  reference: string;
  name: string;
  label: string;
  note: string;
  content_type: string;
  size: number;
  created_at: number;
}

const iso = (instant: number) => new Date(instant).toISOString();

export async function intakeDownload(db: D1Database, appointmentIds: readonly number[]): Promise<IntakeDownload[]> {
  if (appointmentIds.length === 0) return [];
  const ids = JSON.stringify(appointmentIds);
  const [answers, files] = await db.batch([
    db
      .prepare(
        `SELECT a.reference, i.complaint, i.since, i.medicines, i.allergies, i.conditions, i.pregnancy, i.consent_at,
           i.updated_at
         FROM intake_answers i JOIN appointments_view_appointments a ON a.id = i.appointment_id
         WHERE i.appointment_id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT a.reference, f.name, f.label, f.note, f.content_type, f.size, f.created_at
         FROM intake_files f JOIN appointments_view_appointments a ON a.id = f.appointment_id
         WHERE f.appointment_id IN (SELECT value FROM json_each(?1)) AND f.state = 'stored' ORDER BY f.id`,
      )
      .bind(ids),
  ]);
  const byReference = new Map<string, IntakeDownload>();
  const entry = (reference: string) => {
    let found = byReference.get(reference);
    if (!found) {
      found = { reference, answers: null, files: [] };
      byReference.set(reference, found);
    }
    return found;
  };
  for (const row of (answers?.results ?? []) as AnswerRow[])
    entry(row.reference).answers = {
      complaint: row.complaint,
      since: row.since,
      medicines: row.medicines,
      allergies: row.allergies,
      conditions: row.conditions,
      pregnancy: row.pregnancy,
      consentAt: iso(row.consent_at),
      updatedAt: iso(row.updated_at),
    };
  for (const row of (files?.results ?? []) as FileRow[])
    entry(row.reference).files.push({
      name: row.name,
      label: row.label,
      note: row.note,
      type: row.content_type,
      bytes: row.size,
      addedAt: iso(row.created_at),
    });
  return [...byReference.values()];
}
