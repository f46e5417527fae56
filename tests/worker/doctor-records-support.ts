// The doctor's record page tests' shared parts: doctors linked to accounts, appointments as the core leaves them,
// the record form as posted, and counts of what was written.
import { heldAsBooked } from './consult-support';
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { indiaDayStart, type DoctorRecord } from '../../src/appointments';
import { newReference } from '../../src/references';
import { testDoctor } from './appointment-support';
import { createAccount, postForm, signInWith, SITE } from './auth-helpers';

export const db = env.DB;
export const visit = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

export interface Doctor {
  id: string;
  cookie: string;
  doctor: DoctorRecord;
}

export async function linked(name: string): Promise<Doctor> {
  const account = await createAccount('doctor');
  const doctor = await testDoctor(undefined, { name, accountId: account.id });
  return { id: account.id, doctor, cookie: await signInWith(account.email, account.password) };
}

export const PHONE = '+919812300001';
let slot = indiaDayStart(Date.now()) + 60_000;

/** An appointment of the doctor, as the core leaves it (inserted with its status), today in India. */
export async function appointment(
  doctorId: string,
  mode: 'video' | 'audio' | 'chat',
  status = 'in-consultation',
  patientName = 'Asha Verma',
) {
  const reference = newReference('AP');
  slot += 60_000;
  await db
    .prepare(
      `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
         locale, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 50000, ?6, ?7, 'en', ?8, ?3, ?3)`,
    )
    .bind(reference, doctorId, slot, slot + 50_000, mode, patientName, PHONE, status)
    .run();
  await heldAsBooked(reference);
  return reference;
}

export const record = (reference: string) => `/doctor/appointments/${reference}/record`;

export const GOOD: Record<string, string> = {
  age: '42',
  sex: 'female',
  'symptom-fever': 'on',
  'symptom-headache': 'on',
  symptomsNote: 'Fever for two days',
  'vital-temperature-c': '38.4',
  'vital-pulse': '96',
  diagnosis: 'Viral fever',
  advice: 'Rest and fluids',
  investigations: '',
  followUpOn: '',
  followUpOf: '',
};

export const line = (medicineId: string, overrides: Record<string, string> = {}) => ({
  medicineId,
  dose: '1',
  doseUnit: 'tablet',
  frequency: 'TDS',
  durationDays: '3',
  instructions: 'After food',
  refillOf: '',
  ...overrides,
});

export const reads = async (reference: string, actorId: string) =>
  (
    await db
      .prepare(
        `SELECT COUNT(*) AS n FROM medical_record_access m JOIN consultation_records r ON r.id = m.record_id
         JOIN appointments a ON a.id = r.appointment_id
         WHERE a.reference = ?1 AND m.actor_id = ?2 AND m.actor_role = 'doctor' AND m.action = 'read'`,
      )
      .bind(reference, actorId)
      .first<{ n: number }>()
  )?.n ?? 0;

export const hasRecord = async (reference: string) =>
  (await db
    .prepare(
      'SELECT 1 AS one FROM consultation_records r JOIN appointments a ON a.id = r.appointment_id WHERE a.reference = ?1',
    )
    .bind(reference)
    .first()) !== null;

export async function saved(doctor: Doctor, reference: string, fields: Record<string, string> = GOOD) {
  const response = await postForm(record(reference), fields, { Cookie: doctor.cookie });
  expect(response.status).toBe(303);
  return response;
}

export async function added(
  doctor: Doctor,
  reference: string,
  medicineId: string,
  overrides: Record<string, string> = {},
) {
  return postForm(`${record(reference)}/lines`, line(medicineId, overrides), { Cookie: doctor.cookie });
}
