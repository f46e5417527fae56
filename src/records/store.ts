// The consultation record's SQL, each query scoped to the caller's right: a doctor reads and writes only records of
// their own appointments (another doctor's reference answers null, as if it did not exist); a patient's records
// come from the appointment ids the account linking rule gave; every change is one D1 batch with its audit row.
import { checkAge, checkFollowUpDate, checkSex, checkText, checkVital } from './fields';
import { PATIENT_SEES } from './visibility';

export interface RecordActor {
  id: string;
  email: string | null;
}

/** A refusal the caller turns into a 4xx: 404 not this caller's, 409 the state forbids it, 400 bad input. */
export type Refusal = { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

/** What the doctor's form sends: text as typed, ids from the masters. */
export interface RecordInput {
  age: string;
  sex: string;
  symptomIds: string[];
  symptomsNote: string;
  vitals: { id: string; value: string; unit: string }[];
  diagnosis: string;
  advice: string;
  investigations: string;
  followUpOn: string;
  /** The reference of an earlier appointment with the same doctor this one follows up, or ''. */
  followUpOf?: string;
}

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
  mode: 'video' | 'audio' | 'chat';
  status: string;
  patientPhone: string;
}

export function auditStatement(
  db: D1Database,
  actor: RecordActor,
  action: string,
  reference: string,
  detail: string,
  now: number,
) {
  return db
    .prepare(
      'INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
    .bind(now, actor.id, actor.email, action, reference, detail);
}

/** The appointment by its reference, only when it is this doctor's. */
export async function doctorAppointment(
  db: D1Database,
  doctorId: string,
  reference: string,
): Promise<DoctorAppointment | null> {
  const row = await db
    .prepare(
      `SELECT id, reference, mode, status, patient_phone AS patientPhone FROM appointments
       WHERE reference = ?1 AND doctor_id = ?2`,
    )
    .bind(reference, doctorId)
    .first<DoctorAppointment>();
  return row ?? null;
}

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

type SymptomRow = { record_id: number; symptom_id: string };
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
        `SELECT record_id, vital_id, value, unit FROM consultation_vitals
         WHERE record_id IN (SELECT value FROM json_each(?1)) ORDER BY vital_id`,
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
      `SELECT ${RECORD_COLUMNS} FROM consultation_records r JOIN appointments a ON a.id = r.appointment_id
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
      `SELECT ${RECORD_COLUMNS} FROM consultation_records r JOIN appointments a ON a.id = r.appointment_id
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

type Parsed = {
  age: number | null;
  sex: string | null;
  symptomsNote: string;
  diagnosis: string;
  advice: string;
  investigations: string;
  followUpOn: string | null;
  vitals: { id: string; value: number; unit: string }[];
};

async function parseRecord(db: D1Database, input: RecordInput, now: number) {
  const errors: Record<string, string> = {};
  const take = <T>(key: string, checked: { ok: true; value: T } | { ok: false; message: string }, blank: T): T => {
    if (checked.ok) return checked.value;
    errors[key] = checked.message;
    return blank;
  };
  const age = take('age', checkAge(input.age), null);
  const sex = input.sex.trim() === '' ? null : take<string | null>('sex', checkSex(input.sex), null);
  const parsed: Parsed = {
    age,
    sex,
    symptomsNote: take('symptomsNote', checkText(input.symptomsNote, 'The symptoms note', 2000), ''),
    diagnosis: take('diagnosis', checkText(input.diagnosis, 'The provisional diagnosis', 1000), ''),
    advice: take('advice', checkText(input.advice, 'The advice', 2000), ''),
    investigations: take('investigations', checkText(input.investigations, 'The investigations', 1000), ''),
    followUpOn: take('followUpOn', checkFollowUpDate(input.followUpOn, now), null),
    vitals: [],
  };
  const symptomIds = [...new Set(input.symptomIds)];
  if (symptomIds.length > 0) {
    const { results } = await db
      .prepare('SELECT id FROM symptoms WHERE id IN (SELECT value FROM json_each(?1)) AND retired_at IS NULL')
      .bind(JSON.stringify(symptomIds))
      .all<{ id: string }>();
    if (results.length !== symptomIds.length) errors.symptoms = 'Choose symptoms from the list.';
  }
  // A reading in two units (temperature in °C and in °F) is written once: the second is refused.
  const named = new Map<string, string>();
  for (const vital of input.vitals) {
    if (vital.value.trim() === '') continue;
    const master = await db
      .prepare(
        `SELECT name, unit, min_value AS minValue, max_value AS maxValue, decimals FROM vitals
         WHERE id = ?1 AND retired_at IS NULL`,
      )
      .bind(vital.id)
      .first<{ name: string; unit: string; minValue: number; maxValue: number; decimals: number }>();
    if (!master) {
      errors[`vital-${vital.id}`] = 'Choose vitals from the list.';
      continue;
    }
    const first = named.get(master.name);
    if (first !== undefined) {
      errors[`vital-${vital.id}`] = `${master.name} is already written in ${first}: fill one unit only.`;
      continue;
    }
    named.set(master.name, master.unit);
    const checked = checkVital(master, vital.value, vital.unit);
    if (checked.ok) parsed.vitals.push({ id: vital.id, ...checked.value });
    else errors[`vital-${vital.id}`] = checked.message;
  }
  return { parsed, symptomIds, errors };
}

/** Creates or updates the record of this doctor's appointment; refused once a prescription of it is issued. */
export async function saveRecord(
  db: D1Database,
  doctorId: string,
  reference: string,
  input: RecordInput,
  actor: RecordActor,
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
  const { parsed, symptomIds, errors } = await parseRecord(db, input, now);
  let followUpOf: number | null = null;
  const earlier = input.followUpOf?.trim() ?? '';
  if (earlier !== '') {
    const row = await db
      .prepare(
        `SELECT r.id FROM consultation_records r JOIN appointments a ON a.id = r.appointment_id
         WHERE a.reference = ?1 AND r.doctor_id = ?2 AND r.appointment_id <> ?3`,
      )
      .bind(earlier, doctorId, appointment.id)
      .first<{ id: number }>();
    if (row) followUpOf = row.id;
    else errors.followUpOf = 'A follow-up names an earlier consultation of yours with a record.';
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
    ...symptomIds.map((id) =>
      db
        .prepare(`INSERT INTO consultation_symptoms (record_id, symptom_id) VALUES (${recordId}, ?2)`)
        .bind(appointment.id, id),
    ),
    ...parsed.vitals.map((v) =>
      db
        .prepare(`INSERT INTO consultation_vitals (record_id, vital_id, value, unit) VALUES (${recordId}, ?2, ?3, ?4)`)
        .bind(appointment.id, v.id, v.value, v.unit),
    ),
    auditStatement(db, actor, existing ? 'record-update' : 'record-create', reference, 'consultation record', now),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    if (String(error).includes('record cannot change')) {
      return {
        ok: false,
        status: 409,
        message: 'A prescription of this record is issued: the record stays as issued.',
      };
    }
    throw error;
  }
  const saved = await recordForDoctor(db, doctorId, reference);
  return { ok: true, recordId: saved?.id ?? 0 };
}

// The access log's writes live in access-log.ts; read here too by the callers that import them from the store.
export { logAccess, logAccessMany, type AccessAction, type AccessWrite } from './access-log';
