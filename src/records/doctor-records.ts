// The doctor's side of the records that store.ts does not answer: which earlier consultations a record may follow
// up, which of a day's appointments already have a record (one query for the whole day), and the doctor's list of
// records with the state of their prescription. Every query is scoped to the doctor's own id; none reads medical
// content (the list shows who and when, never a diagnosis).
import { EARLIER_OF_SAME_PATIENT, SUPERSEDED_BY } from './sql';

/** An earlier consultation of this doctor with the same patient (same phone) that has a record. */
export interface FollowUpChoice {
  recordId: number;
  reference: string;
  start: number;
}

/** The earlier consultations with a record this appointment may follow up, newest first. */
export async function followUpChoices(db: D1Database, doctorId: string, reference: string): Promise<FollowUpChoice[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id AS recordId, e.reference, e.starts_at AS start
       FROM appointments_view_appointments a
       JOIN appointments_view_appointments e ON ${EARLIER_OF_SAME_PATIENT}
       JOIN consultation_records r ON r.appointment_id = e.id AND r.doctor_id = ?1
       WHERE a.reference = ?2 AND a.doctor_id = ?1
       ORDER BY e.starts_at DESC LIMIT 50`,
    )
    .bind(doctorId, reference)
    .all<FollowUpChoice>();
  return results;
}

/** The reference of the consultation a record follows up, when it is this doctor's. */
export async function followUpReference(db: D1Database, doctorId: string, recordId: number): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT a.reference FROM consultation_records r
       JOIN appointments_view_appointments a ON a.id = r.appointment_id
       WHERE r.id = ?1 AND r.doctor_id = ?2`,
    )
    .bind(recordId, doctorId)
    .first<{ reference: string }>();
  return row?.reference ?? null;
}

/** Which of these appointments of the doctor already have a record: one query, whatever the number. */
export async function recordedAmong(
  db: D1Database,
  doctorId: string,
  references: readonly string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const { results } = await db
    .prepare(
      `SELECT a.reference FROM consultation_records r
       JOIN appointments_view_appointments a ON a.id = r.appointment_id
       WHERE r.doctor_id = ?1 AND a.doctor_id = ?1 AND a.reference IN (SELECT value FROM json_each(?2))`,
    )
    .bind(doctorId, JSON.stringify(references))
    .all<{ reference: string }>();
  return new Set(results.map((row) => row.reference));
}

/** One line of the doctor's records list: who, when, and where the prescription stands. No medical content. */
export interface DoctorRecordItem {
  reference: string;
  patientName: string;
  start: number;
  /** The issued prescription still valid (not superseded), if any. */
  issued: string | null;
  /** The draft being written (a first prescription, or a correction), if any. */
  draft: string | null;
}

export const RECORDS_PAGE_SIZE = 50;

/** A page of the doctor's records, newest consultation first; `more` when another page follows. */
export async function doctorRecordList(
  db: D1Database,
  doctorId: string,
  page: number,
): Promise<{ items: DoctorRecordItem[]; more: boolean }> {
  const offset = (Math.max(1, Math.floor(page)) - 1) * RECORDS_PAGE_SIZE;
  const { results } = await db
    .prepare(
      `SELECT a.reference, a.patient_name AS patientName, a.starts_at AS start,
         (SELECT p.number FROM prescriptions p WHERE p.record_id = r.id AND p.status = 'issued'
            AND ${SUPERSEDED_BY} IS NULL
          ORDER BY p.issued_at DESC LIMIT 1) AS issued,
         (SELECT p.number FROM prescriptions p WHERE p.record_id = r.id AND p.status = 'draft') AS draft
       FROM consultation_records r JOIN appointments_view_appointments a ON a.id = r.appointment_id
       WHERE r.doctor_id = ?1 AND a.doctor_id = ?1
       ORDER BY a.starts_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(doctorId, RECORDS_PAGE_SIZE + 1, offset)
    .all<DoctorRecordItem>();
  return { items: results.slice(0, RECORDS_PAGE_SIZE), more: results.length > RECORDS_PAGE_SIZE };
}
