// One prescription as its printed document needs it: the doctor (name, qualifications, registration and council),
// the patient (name, age, sex), the consultation's record (complaints, reported vitals, provisional diagnosis,
// advice, investigations, follow-up) and the medicine lines, with what it supersedes or is superseded by. Two scoped
// loaders: the doctor's (only prescriptions of their own records, drafts too) and the patient's (only issued ones, of
// consultations the patient sees (visibility.ts), among the appointments the account linking rule gave); any other
// number is null (404).
import type { Frequency } from './fields';
import { PRESCRIPTION_NUMBER } from './verification';
import { PATIENT_SEES } from './visibility';
import { SUPERSEDED_BY, VITALS_IN_ORDER } from './sql';

export interface DocumentLine {
  position: number;
  /** As frozen on the line when prescribed: 'Paracetamol 500 mg tablet'. */
  medicineText: string;
  /** The generic name (from the medicine master), to print in capitals. */
  genericName: string;
  dose: number;
  doseUnit: string;
  frequency: Frequency;
  durationDays: number;
  instructions: string;
  refillOf: string | null;
}

export interface PrescriptionDocumentData {
  number: string;
  status: 'draft' | 'issued';
  issuedAt: number | null;
  supersedes: string | null;
  supersededBy: string | null;
  recordId: number;
  doctor: {
    name: string;
    qualifications: string;
    registrationNumber: string;
    council: string;
    /** The doctor's words in Hindi where the record has them (name, qualifications, council). */
    hi: { name?: string; qualifications?: string; council?: string };
  };
  patient: { name: string; ageYears: number | null; sex: string | null };
  consultation: { reference: string; mode: 'video' | 'audio' | 'chat'; start: number };
  /** The symptoms by their master's id and (English) name: the page names them in its language (master-names.copy.hi.ts). */
  symptoms: { id: string; name: string }[];
  symptomsNote: string;
  vitals: { id: string; name: string; value: number; unit: string }[];
  diagnosis: string;
  advice: string;
  investigations: string;
  followUpOn: string | null;
  lines: DocumentLine[];
}

/**
 * SELECT below: a prescription with its record, and its appointment and doctor from the views appointments publishes.
 * @table prescriptions
 * @table consultation_records record_id=id patient_age_years patient_sex symptoms_note provisional_diagnosis
 * @table consultation_records advice investigations follow_up_on
 * @table appointments_view_appointments reference mode starts_at patient_name
 * @table appointments_view_doctors doctor_name=name qualifications registration_number council words_hi
 * @computed superseded_by
 */
interface Row {
  id: number;
  number: string;
  status: 'draft' | 'issued';
  issued_at: number | null;
  supersedes: string | null;
  superseded_by: string | null;
  record_id: number;
  patient_age_years: number | null;
  patient_sex: string | null;
  symptoms_note: string;
  provisional_diagnosis: string;
  advice: string;
  investigations: string;
  follow_up_on: string | null;
  reference: string;
  mode: 'video' | 'audio' | 'chat';
  starts_at: number;
  patient_name: string;
  doctor_name: string;
  qualifications: string;
  registration_number: string;
  council: string;
  words_hi: string;
}

const SELECT = `SELECT p.id, p.number, p.status, p.issued_at, p.supersedes,
    ${SUPERSEDED_BY} AS superseded_by,
    r.id AS record_id, r.patient_age_years, r.patient_sex, r.symptoms_note, r.provisional_diagnosis, r.advice,
    r.investigations, r.follow_up_on, a.reference, a.mode, a.starts_at, a.patient_name, d.name AS doctor_name,
    d.qualifications, d.registration_number, d.council, d.words_hi
  FROM prescriptions p JOIN consultation_records r ON r.id = p.record_id
  JOIN appointments_view_appointments a ON a.id = r.appointment_id
  JOIN appointments_view_doctors d ON d.id = r.doctor_id`;

function hindiWords(json: string): PrescriptionDocumentData['doctor']['hi'] {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    const text = (key: string) =>
      typeof value[key] === 'string' && value[key] !== '' ? (value[key] as string) : undefined;
    return { name: text('name'), qualifications: text('qualifications'), council: text('council') };
  } catch {
    return {};
  }
}

async function complete(db: D1Database, row: Row): Promise<PrescriptionDocumentData> {
  const [symptoms, vitals, lines] = await db.batch([
    db
      .prepare(
        `SELECT s.id, s.name FROM consultation_symptoms c JOIN symptoms s ON s.id = c.symptom_id
         WHERE c.record_id = ?1 ORDER BY s.name`,
      )
      .bind(row.record_id),
    db
      .prepare(
        `SELECT v.id, v.name, c.value, c.unit FROM consultation_vitals c JOIN vitals v ON v.id = c.vital_id
         WHERE c.record_id = ?1 ORDER BY ${VITALS_IN_ORDER}`,
      )
      .bind(row.record_id),
    db
      .prepare(
        `SELECT i.position, i.medicine_text AS medicineText, m.generic_name AS genericName, i.dose,
           i.dose_unit AS doseUnit, i.frequency, i.duration_days AS durationDays, i.instructions,
           i.refill_of AS refillOf
         FROM prescription_items i JOIN medicines m ON m.id = i.medicine_id
         WHERE i.prescription_id = ?1 ORDER BY i.position`,
      )
      .bind(row.id),
  ]);
  return {
    number: row.number,
    status: row.status,
    issuedAt: row.issued_at,
    supersedes: row.supersedes,
    supersededBy: row.superseded_by,
    recordId: row.record_id,
    doctor: {
      name: row.doctor_name,
      qualifications: row.qualifications,
      registrationNumber: row.registration_number,
      council: row.council,
      hi: hindiWords(row.words_hi),
    },
    patient: { name: row.patient_name, ageYears: row.patient_age_years, sex: row.patient_sex },
    consultation: { reference: row.reference, mode: row.mode, start: row.starts_at },
    symptoms: (symptoms?.results ?? []) as PrescriptionDocumentData['symptoms'],
    symptomsNote: row.symptoms_note,
    vitals: (vitals?.results ?? []) as PrescriptionDocumentData['vitals'],
    diagnosis: row.provisional_diagnosis,
    advice: row.advice,
    investigations: row.investigations,
    followUpOn: row.follow_up_on,
    lines: (lines?.results ?? []) as DocumentLine[],
  };
}

/** A prescription of one of this doctor's own records (a draft too), or null. */
export async function documentForDoctor(
  db: D1Database,
  doctorId: string,
  number: string,
): Promise<PrescriptionDocumentData | null> {
  if (!PRESCRIPTION_NUMBER.test(number)) return null;
  const row = await db
    .prepare(`${SELECT} WHERE p.number = ?1 AND r.doctor_id = ?2 AND a.doctor_id = ?2`)
    .bind(number, doctorId)
    .first<Row>();
  return row ? complete(db, row) : null;
}

/** An issued prescription of a consultation the patient sees, among their appointments (linking rule), or null. */
export async function documentForPatient(
  db: D1Database,
  appointmentIds: readonly number[],
  number: string,
): Promise<PrescriptionDocumentData | null> {
  if (!PRESCRIPTION_NUMBER.test(number) || appointmentIds.length === 0) return null;
  const ids = JSON.stringify(appointmentIds.filter((id) => Number.isInteger(id)));
  const row = await db
    .prepare(
      `${SELECT} WHERE p.number = ?1 AND p.status = 'issued' AND ${PATIENT_SEES}
         AND r.appointment_id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(number, ids)
    .first<Row>();
  return row ? complete(db, row) : null;
}
