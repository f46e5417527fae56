// What the patient's own area reads of their records, always from the appointment ids the account linking rule gave
// (src/account/linked.ts): the issued prescriptions of the consultations they see (visibility.ts; drafts never), the
// names of the symptoms and vitals their records name, and the access log of their own records and prescriptions.
import { PATIENT_SEES } from './visibility';
import { SUPERSEDED_BY } from './sql';

/** An issued prescription as the patient's Records list shows it. */
export interface PatientPrescription {
  recordId: number;
  number: string;
  issuedAt: number;
  supersedes: string | null;
  supersededBy: string | null;
}

const idsOf = (appointmentIds: readonly number[]) =>
  JSON.stringify(appointmentIds.filter((id) => Number.isInteger(id)));

/** The issued prescriptions of the consultations the patient sees (of `recordIds` only, when given), oldest first. */
export async function prescriptionsOfPatient(
  db: D1Database,
  appointmentIds: readonly number[],
  recordIds?: readonly number[],
): Promise<PatientPrescription[]> {
  if (appointmentIds.length === 0 || recordIds?.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT p.record_id AS recordId, p.number, p.issued_at AS issuedAt, p.supersedes,
         ${SUPERSEDED_BY} AS supersededBy
       FROM prescriptions p JOIN consultation_records r ON r.id = p.record_id
       JOIN appointments_view_appointments a ON a.id = r.appointment_id
       WHERE p.status = 'issued' AND ${PATIENT_SEES} AND r.appointment_id IN (SELECT value FROM json_each(?1))
         AND (?2 IS NULL OR p.record_id IN (SELECT value FROM json_each(?2)))
       ORDER BY p.issued_at, p.id`,
    )
    .bind(idsOf(appointmentIds), recordIds ? idsOf(recordIds) : null)
    .all<PatientPrescription>();
  return results;
}

/** The names of symptoms and vitals by id (retired ones too: an old record still names them). */
export async function masterNames(
  db: D1Database,
  symptomIds: readonly string[],
  vitalIds: readonly string[],
): Promise<{ symptoms: Map<string, string>; vitals: Map<string, string> }> {
  const [symptoms, vitals] = await db.batch([
    db
      .prepare('SELECT id, name FROM symptoms WHERE id IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify([...new Set(symptomIds)])),
    db
      .prepare('SELECT id, name FROM vitals WHERE id IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify([...new Set(vitalIds)])),
  ]);
  const map = (rows: unknown[] | undefined) =>
    new Map(((rows ?? []) as { id: string; name: string }[]).map((row) => [row.id, row.name]));
  return { symptoms: map(symptoms?.results), vitals: map(vitals?.results) };
}

/** The record a prescription belongs to (for the access log of a public check), or null. */
export async function recordOfPrescription(db: D1Database, number: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT record_id FROM prescriptions WHERE number = ?1')
    .bind(number)
    .first<{ record_id: number }>();
  return row?.record_id ?? null;
}

/**
 * One row of the patient's "Who opened your records".
 * @table medical_record_access
 * @table medical_record_access actorId=actor_id role=actor_role number=prescription_number
 * @table appointments_view_doctors doctorName=name
 * @table appointments_view_appointments consultationAt=starts_at
 */
export interface PatientAccessRow {
  id: number;
  at: number;
  actorId: string;
  role: 'patient' | 'doctor' | 'admin' | 'public';
  action: 'read' | 'print' | 'verify';
  number: string | null;
  /** The doctor's name when the reader was a doctor (from the doctor record linked to that account). */
  doctorName: string | null;
  /** When the consultation the record is of took place. */
  consultationAt: number;
}

export const PATIENT_ACCESS_PAGE_SIZE = 20;
/** How many consultation records one page of the patient's Records shows (older ones on the next pages). */
export const PATIENT_RECORDS_PAGE_SIZE = 20;

/**
 * The access log of the patient's own records and prescriptions (any of their appointments, by the linking rule),
 * newest first, a page at a time: `before` is the id of the last row of the previous page. Rows are found through
 * the log's record index (a row that names only a prescription number sits in its NULL range).
 */
export async function accessLogOfPatient(
  db: D1Database,
  appointmentIds: readonly number[],
  before: number | null,
  limit = PATIENT_ACCESS_PAGE_SIZE,
): Promise<{ rows: PatientAccessRow[]; more: boolean }> {
  if (appointmentIds.length === 0) return { rows: [], more: false };
  const { results } = await db
    .prepare(
      `WITH mine AS (SELECT id FROM consultation_records WHERE appointment_id IN (SELECT value FROM json_each(?1))),
       hits AS (
         SELECT id FROM medical_record_access WHERE record_id IN (SELECT id FROM mine)
         UNION
         SELECT id FROM medical_record_access WHERE record_id IS NULL AND prescription_number IN
           (SELECT number FROM prescriptions WHERE record_id IN (SELECT id FROM mine))
       )
       SELECT l.id, l.at, l.actor_id AS actorId, l.actor_role AS role, l.action, l.prescription_number AS number,
         (SELECT d.name FROM appointments_view_doctors d WHERE d.account_id = l.actor_id) AS doctorName,
         a.starts_at AS consultationAt
       FROM medical_record_access l
       JOIN consultation_records r ON r.id = COALESCE(l.record_id,
         (SELECT p.record_id FROM prescriptions p WHERE p.number = l.prescription_number))
       JOIN appointments_view_appointments a ON a.id = r.appointment_id
       WHERE l.id IN (SELECT id FROM hits) AND (?2 IS NULL OR l.id < ?2)
       ORDER BY l.id DESC LIMIT ?3`,
    )
    .bind(idsOf(appointmentIds), before, limit + 1)
    .all<PatientAccessRow>();
  return { rows: results.slice(0, limit), more: results.length > limit };
}
