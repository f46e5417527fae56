// The consultation record's SQL, each query scoped to the caller's right: a doctor reads and writes only records of
// their own appointments (another doctor's reference answers null, as if it did not exist); a patient's records
// come from the appointment ids the account linking rule gave; every change is one D1 batch with its audit row.
import { auditStatement, type Actor } from '../audit';
import { parseRecord, type RecordInput } from './record-input';
import { EARLIER_OF_SAME_PATIENT, VITALS_IN_ORDER } from './sql';
import { PATIENT_SEES } from './visibility';

export type { RecordInput } from './record-input';

/** A refusal the caller turns into a 4xx: 404 not this caller's, 409 the state forbids it, 400 bad input. */
export type Refusal = { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

export interface ConsultationRecord {
  id: number;
  appointmentId: number;
  appointmentReference: string;
  mode: 'video' | 'audio' | 'chat';
  doctorId: string;
  followUpOf: number | null;
  ageYears: number | null;
  sex: string | null;
  symptomIds: string[];
  symptomsNote: string;
  vitals: { id: string; value: number; unit: string }[];
  diagnosis: string;
  advice: string;
  investigations: string;
  followUpOn: string | null;
  /** True once a prescription of it is issued: the record then stays as it is. */
  locked: boolean;
  updatedAt: number;
}

export interface DoctorAppointment {
  id: number;
  reference: string;
  /**
   * The mode the consultation was held in, as the consultation room measured it (consult_view_holds): video once
   * video went both ways, audio once audio did, chat otherwise (and before the room is used). The prescription rules
   * read this, never the booked mode (issue 42).
   */
  mode: 'video' | 'audio' | 'chat';
  /** When the doctor confirmed the patient's identity in the room; null until then (no prescription is issued). */
  identityAt: number | null;
  status: string;
  startsAt: number;
  patientName: string;
  patientPhone: string;
}

/** The mode held, from the room's minutes (`h`: consult_view_holds, LEFT JOINed). */
const HELD_MODE = "CASE WHEN h.video_ms > 0 THEN 'video' WHEN h.audio_ms > 0 THEN 'audio' ELSE 'chat' END";

/** The appointment by its reference, only when it is this doctor's. */
export async function doctorAppointment(
  db: D1Database,
  doctorId: string,
  reference: string,
): Promise<DoctorAppointment | null> {
  const row = await db
    .prepare(
      `SELECT a.id, a.reference, ${HELD_MODE} AS mode, h.identity_at AS identityAt, a.status,
         a.starts_at AS startsAt, a.patient_name AS patientName, a.patient_phone AS patientPhone
       FROM appointments_view_appointments a LEFT JOIN consult_view_holds h ON h.appointment_id = a.id
       WHERE a.reference = ?1 AND a.doctor_id = ?2`,
    )
    .bind(reference, doctorId)
    .first<DoctorAppointment>();
  return row ?? null;
}

/**
 * RECORD_COLUMNS, from `consultation_records r JOIN appointments_view_appointments a`.
 * @table consultation_records
 * @table appointments_view_appointments reference mode
 * @computed locked
 */
interface RecordRow {
  id: number;
  appointment_id: number;
  reference: string;
  mode: 'video' | 'audio' | 'chat';
  doctor_id: string;
  follow_up_of: number | null;
  patient_age_years: number | null;
  patient_sex: string | null;
  symptoms_note: string;
  provisional_diagnosis: string;
  advice: string;
  investigations: string;
  follow_up_on: string | null;
  updated_at: number;
  locked: number;
}

const RECORD_COLUMNS = `r.id, r.appointment_id, a.reference, a.mode, r.doctor_id, r.follow_up_of, r.patient_age_years,
  r.patient_sex, r.symptoms_note, r.provisional_diagnosis, r.advice, r.investigations, r.follow_up_on, r.updated_at,
  EXISTS (SELECT 1 FROM prescriptions p WHERE p.record_id = r.id AND p.status = 'issued') AS locked`;

/** @table consultation_symptoms */
type SymptomRow = { record_id: number; symptom_id: string };
/** @table consultation_vitals */
type VitalRow = { record_id: number; vital_id: string; value: number; unit: string };

/** The symptoms and vitals of records, for all of them in one batch. */
async function namedIn(db: D1Database, recordIds: readonly number[]) {
  const ids = JSON.stringify(recordIds);
  const [symptoms, vitals] = await db.batch([
    db
      .prepare(
        `SELECT record_id, symptom_id FROM consultation_symptoms WHERE record_id IN (SELECT value FROM json_each(?1))
         ORDER BY symptom_id`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT c.record_id, c.vital_id, c.value, c.unit FROM consultation_vitals c JOIN vitals v ON v.id = c.vital_id
         WHERE c.record_id IN (SELECT value FROM json_each(?1)) ORDER BY ${VITALS_IN_ORDER}`,
      )
      .bind(ids),
  ]);
  return { symptoms: (symptoms?.results ?? []) as SymptomRow[], vitals: (vitals?.results ?? []) as VitalRow[] };
}

async function complete(db: D1Database, row: RecordRow): Promise<ConsultationRecord> {
  return shape(row, await namedIn(db, [row.id]));
}

function shape(row: RecordRow, named: { symptoms: SymptomRow[]; vitals: VitalRow[] }): ConsultationRecord {
  const symptoms = named.symptoms.filter((s) => s.record_id === row.id);
  const vitals = named.vitals.filter((v) => v.record_id === row.id);
  return {
    id: row.id,
    appointmentId: row.appointment_id,
    appointmentReference: row.reference,
    mode: row.mode,
    doctorId: row.doctor_id,
    followUpOf: row.follow_up_of,
    ageYears: row.patient_age_years,
    sex: row.patient_sex,
    symptomIds: symptoms.map((s) => s.symptom_id),
    symptomsNote: row.symptoms_note,
    vitals: vitals.map((v) => ({
      id: v.vital_id,
      value: v.value,
      unit: v.unit,
    })),
    diagnosis: row.provisional_diagnosis,
    advice: row.advice,
    investigations: row.investigations,
    followUpOn: row.follow_up_on,
    locked: row.locked === 1,
    updatedAt: row.updated_at,
  };
}

/** The record of this doctor's appointment, or null (no such appointment of theirs, or nothing written yet). */
export async function recordForDoctor(
  db: D1Database,
  doctorId: string,
  reference: string,
): Promise<ConsultationRecord | null> {
  const row = await db
    .prepare(
      `SELECT ${RECORD_COLUMNS} FROM consultation_records r
       JOIN appointments_view_appointments a ON a.id = r.appointment_id
       WHERE a.reference = ?1 AND a.doctor_id = ?2 AND r.doctor_id = ?2`,
    )
    .bind(reference, doctorId)
    .first<RecordRow>();
  return row ? complete(db, row) : null;
}

/**
 * The records of the appointments the account linking rule gave the patient, of the consultations the patient sees
 * (visibility.ts), newest first: `limit` of them from `offset` (a page), in two round trips whatever the page size.
 */
export async function recordsOfPatient(
  db: D1Database,
  appointmentIds: readonly number[],
  page: { limit: number; offset: number } = { limit: 100, offset: 0 },
): Promise<ConsultationRecord[]> {
  if (appointmentIds.length === 0) return [];
  const ids = JSON.stringify(appointmentIds.filter((id) => Number.isInteger(id)));
  const { results } = await db
    .prepare(
      `SELECT ${RECORD_COLUMNS} FROM consultation_records r
       JOIN appointments_view_appointments a ON a.id = r.appointment_id
       WHERE r.appointment_id IN (SELECT value FROM json_each(?1)) AND ${PATIENT_SEES}
       ORDER BY a.starts_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(ids, page.limit, page.offset)
    .all<RecordRow>();
  if (results.length === 0) return [];
  const named = await namedIn(
    db,
    results.map((row) => row.id),
  );
  return results.map((row) => shape(row, named));
}

/** What the database's triggers say when a master or the earlier consultation changed between check and write. */
const SAVE_CHANGED: [RegExp, string][] = [
  [/record cannot change/, 'A prescription of this record is issued: the record stays as issued.'],
  [/vital outside the master/, 'The vitals list changed meanwhile: reload and try again.'],
  [/follow-up must follow/, 'The earlier consultations changed meanwhile: reload and try again.'],
];

/** The 409 for a trigger's refusal of a record's save (something changed between check and write), or null. */
export function recordRefusalOf(error: unknown): Refusal | null {
  const found = SAVE_CHANGED.find(([pattern]) => pattern.test(String(error)));
  return found ? { ok: false, status: 409, message: found[1] } : null;
}

/** Creates or updates the record of this doctor's appointment; refused once a prescription of it is issued. */
export async function saveRecord(
  db: D1Database,
  doctorId: string,
  reference: string,
  input: RecordInput,
  actor: Actor,
  now = Date.now(),
): Promise<{ ok: true; recordId: number } | Refusal> {
  const appointment = await doctorAppointment(db, doctorId, reference);
  if (!appointment) return { ok: false, status: 404, message: 'No such appointment of yours.' };
  if (appointment.status !== 'in-consultation' && appointment.status !== 'completed') {
    return { ok: false, status: 409, message: 'A record is written once the consultation has started.' };
  }
  const existing = await recordForDoctor(db, doctorId, reference);
  if (existing?.locked) {
    return {
      ok: false,
      status: 409,
      message: 'A prescription of this record is issued: the record stays as issued. Supersede it to correct it.',
    };
  }
  const { parsed, symptomIds, errors, tooMany } = await parseRecord(db, input, appointment.startsAt, existing);
  if (tooMany) {
    return { ok: false, status: 400, message: 'More symptoms or vitals were sent than the lists hold.' };
  }
  let followUpOf: number | null = null;
  const earlier = input.followUpOf?.trim() ?? '';
  if (earlier !== '') {
    // The same rule as the form's list of choices (doctor-records.ts followUpChoices).
    const row = await db
      .prepare(
        `SELECT r.id FROM appointments_view_appointments a
         JOIN appointments_view_appointments e ON ${EARLIER_OF_SAME_PATIENT}
         JOIN consultation_records r ON r.appointment_id = e.id AND r.doctor_id = ?2
         WHERE a.id = ?3 AND a.doctor_id = ?2 AND e.reference = ?1`,
      )
      .bind(earlier, doctorId, appointment.id)
      .first<{ id: number }>();
    if (row) followUpOf = row.id;
    else errors.followUpOf = 'A follow-up names an earlier consultation of yours with this patient, with a record.';
  }
  if (Object.keys(errors).length > 0) {
    return { ok: false, status: 400, message: 'Some fields need a correction.', errors };
  }
  const recordId = '(SELECT id FROM consultation_records WHERE appointment_id = ?1)';
  const statements = [
    db
      .prepare(
        `INSERT INTO consultation_records (appointment_id, doctor_id, follow_up_of, patient_age_years, patient_sex,
           symptoms_note, provisional_diagnosis, advice, investigations, follow_up_on, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)
         ON CONFLICT (appointment_id) DO UPDATE SET follow_up_of = excluded.follow_up_of,
           patient_age_years = excluded.patient_age_years, patient_sex = excluded.patient_sex,
           symptoms_note = excluded.symptoms_note, provisional_diagnosis = excluded.provisional_diagnosis,
           advice = excluded.advice, investigations = excluded.investigations, follow_up_on = excluded.follow_up_on,
           updated_at = excluded.updated_at
         WHERE consultation_records.doctor_id = excluded.doctor_id`,
      )
      .bind(
        appointment.id,
        doctorId,
        followUpOf,
        parsed.age,
        parsed.sex,
        parsed.symptomsNote,
        parsed.diagnosis,
        parsed.advice,
        parsed.investigations,
        parsed.followUpOn,
        now,
      ),
    db.prepare(`DELETE FROM consultation_symptoms WHERE record_id = ${recordId}`).bind(appointment.id),
    db.prepare(`DELETE FROM consultation_vitals WHERE record_id = ${recordId}`).bind(appointment.id),
    // One statement each for the symptoms and the vitals, whatever their number (json_each of what was checked).
    db
      .prepare(`INSERT INTO consultation_symptoms (record_id, symptom_id) SELECT ${recordId}, value FROM json_each(?2)`)
      .bind(appointment.id, JSON.stringify(symptomIds)),
    db
      .prepare(
        `INSERT INTO consultation_vitals (record_id, vital_id, value, unit)
         SELECT ${recordId}, value ->> 'id', value ->> 'value', value ->> 'unit' FROM json_each(?2)`,
      )
      .bind(appointment.id, JSON.stringify(parsed.vitals)),
    auditStatement(db, {
      at: now,
      actor,
      action: existing ? 'record-update' : 'record-create',
      reference,
      detail: 'consultation record',
    }),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    const refusal = recordRefusalOf(error);
    if (refusal) return refusal;
    throw error;
  }
  const saved = await recordForDoctor(db, doctorId, reference);
  return { ok: true, recordId: saved?.id ?? 0 };
}

// The access log's writes live in access-log.ts; read here too by the callers that import them from the store.
export { logAccess, logAccessMany, type AccessAction, type AccessWrite } from './access-log';
