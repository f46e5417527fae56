// Consultations with a written record and a prescription, as the prescription document, /rx and the patient's
// Records tests need them: an appointment of a doctor (linked to a patient account or not), its record, a draft with
// medicines, issued or not, and the consultation completed or not.
import { heldAsBooked } from './consult-support';
import { env } from 'cloudflare:test';
import type { DoctorRecord } from '../../src/appointments';
import { issuePrescription, replaceDraftLines, saveRecord } from '../../src/records';
import { newReference } from '../../src/references';
import { createAccount, signInWith } from './auth-helpers';
import { testDoctor } from './appointment-support';

const db = env.DB;
let slot = Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 5000) * 86_400_000;

export const PATIENT_NAME = 'Kavita Iyer';
export const PATIENT_PHONE = '+919811122233';
export const DIAGNOSIS = 'Acute viral pharyngitis';
export const ADVICE = 'Warm saline gargles and rest';
export const INVESTIGATIONS = 'Complete blood count';

export interface Consultation {
  id: number;
  reference: string;
  number: string;
}

export interface Patient {
  id: string;
  email: string;
  cookie: string;
}

export async function patientAccount(): Promise<Patient> {
  const account = await createAccount('patient');
  return { id: account.id, email: account.email, cookie: await signInWith(account.email, account.password) };
}

/** A doctor account signed in and linked to a doctor record of its own. */
export async function doctorAccount(name: string): Promise<{ id: string; cookie: string; doctor: DoctorRecord }> {
  const account = await createAccount('doctor');
  const doctor = await testDoctor(undefined, { name, accountId: account.id });
  return { id: account.id, doctor, cookie: await signInWith(account.email, account.password) };
}

/**
 * A video consultation of `doctorId` with a record and a draft of paracetamol and cetirizine; issued unless told
 * otherwise; completed unless told otherwise.
 */
export async function consultation(
  doctorId: string,
  options: {
    accountId?: string | null;
    email?: string | null;
    locale?: 'en' | 'hi';
    issue?: boolean;
    complete?: boolean;
    /** The vitals the record holds (a temperature unless told otherwise). */
    vitals?: { id: string; value: string; unit: string }[];
  } = {},
): Promise<Consultation> {
  const reference = newReference('AP');
  slot += 3_600_000;
  const row = await db
    .prepare(
      `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
         patient_email, account_id, locale, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'video', 50000, ?5, ?6, ?7, ?8, ?9, 'in-consultation', ?3, ?3) RETURNING id`,
    )
    .bind(
      reference,
      doctorId,
      slot,
      slot + 1_800_000,
      PATIENT_NAME,
      PATIENT_PHONE,
      options.email ?? null,
      options.accountId ?? null,
      options.locale ?? 'en',
    )
    .first<{ id: number }>();
  await heldAsBooked(reference);
  const actor = { id: `account-of-${doctorId}`, email: null };
  const saved = await saveRecord(
    db,
    doctorId,
    reference,
    {
      age: '34',
      sex: 'female',
      symptomIds: ['sore-throat', 'fever'],
      symptomsNote: 'Since three days',
      vitals: options.vitals ?? [{ id: 'temperature-c', value: '38.2', unit: '°C' }],
      diagnosis: DIAGNOSIS,
      advice: ADVICE,
      investigations: INVESTIGATIONS,
      followUpOn: '',
    },
    actor,
  );
  if (!saved.ok) throw new Error(`record refused: ${saved.message}`);
  const line = { dose: '1', doseUnit: 'tablet', frequency: 'TDS', durationDays: '5', instructions: 'After food' };
  const drafted = await replaceDraftLines(
    db,
    doctorId,
    reference,
    [
      { medicineId: 'paracetamol-500-tablet', ...line },
      { medicineId: 'cetirizine-10-tablet', ...line, frequency: 'HS', instructions: '' },
    ],
    actor,
  );
  if (!drafted.ok) throw new Error(`draft refused: ${drafted.message}`);
  if (options.issue !== false) {
    const issued = await issuePrescription(db, doctorId, reference, actor);
    if (!issued.ok) throw new Error(`issue refused: ${issued.message}`);
  }
  if (options.complete !== false)
    await db.prepare("UPDATE appointments SET status = 'completed' WHERE id = ?1").bind(row?.id).run();
  return { id: row?.id ?? 0, reference, number: drafted.number };
}

/** The access-log rows of a prescription number, oldest first. */
export async function accessRows(number: string) {
  const { results } = await db
    .prepare(
      `SELECT actor_id, actor_role, record_id, prescription_number, action FROM medical_record_access
       WHERE prescription_number = ?1 ORDER BY id`,
    )
    .bind(number)
    .all<{
      actor_id: string;
      actor_role: string;
      record_id: number | null;
      prescription_number: string;
      action: string;
    }>();
  return results;
}

/** The access-log rows of a record, oldest first. */
export async function recordAccessRows(recordId: number) {
  const { results } = await db
    .prepare(
      'SELECT actor_id, actor_role, prescription_number, action FROM medical_record_access WHERE record_id = ?1 ORDER BY id',
    )
    .bind(recordId)
    .all<{ actor_id: string; actor_role: string; prescription_number: string | null; action: string }>();
  return results;
}

export async function recordIdOf(reference: string): Promise<number> {
  const row = await db
    .prepare(
      'SELECT r.id FROM consultation_records r JOIN appointments a ON a.id = r.appointment_id WHERE a.reference = ?1',
    )
    .bind(reference)
    .first<{ id: number }>();
  return row?.id ?? 0;
}
