// A consultation with its record written and a prescription issued, then corrected (superseded by a second issued
// one), for the tests of what admins see and what the retention sweeps keep.
import { heldAsBooked } from './consult-support';
import { env } from 'cloudflare:test';
import type { DoctorRecord } from '../../src/appointments';
import { issuePrescription, replaceDraftLines, saveRecord, supersede } from '../../src/records';
import { newReference } from '../../src/references';
import { testDoctor } from './appointment-support';

export const DOCTOR_ACTOR = { id: 'doctor-account-records', email: 'records-doctor@example.com' };

/** What the record says: none of it may reach an admin's page. */
export const CONTENT = {
  note: 'Fever since Tuesday evening',
  diagnosis: 'Suspected dengue fever',
  advice: 'Drink plenty of oral fluids',
  investigations: 'NS1 antigen test',
  medicine: 'Paracetamol',
};

/** An appointment of `doctor` at `start`, in `status` (a row as the core writes it). */
export async function appointmentOf(doctor: DoctorRecord, start: number, status = 'in-consultation') {
  const reference = newReference('AP');
  const row = await env.DB.prepare(
    `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
       patient_email, locale, status, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, 'video', 50000, 'Kiran Rao', '+919812340000', 'kiran@example.com', 'en', ?5, ?3, ?3)
     RETURNING id`,
  )
    .bind(reference, doctor.id, start, start + 1_800_000, status)
    .first<{ id: number }>();
  // Held by video in the consultation room, the patient's identity confirmed there (issue 42).
  await heldAsBooked(reference);
  return { reference, id: row?.id ?? 0 };
}

/** A record with every field filled, one prescription issued then superseded by a second, issued too. */
export async function writtenRecord(doctor?: DoctorRecord, start = Date.UTC(2031, 0, 5, 5, 0)) {
  const owner = doctor ?? (await testDoctor());
  const appointment = await appointmentOf(owner, start);
  const db = env.DB;
  const must = <T extends { ok: boolean }>(result: T, what: string) => {
    if (!result.ok) throw new Error(`${what}: ${JSON.stringify(result)}`);
    return result as T & { ok: true; number?: string };
  };
  must(
    await saveRecord(
      db,
      owner.id,
      appointment.reference,
      {
        age: '37',
        sex: 'male',
        symptomIds: ['fever', 'body-ache'],
        symptomsNote: CONTENT.note,
        vitals: [{ id: 'temperature-c', value: '39.1', unit: '°C' }],
        diagnosis: CONTENT.diagnosis,
        advice: CONTENT.advice,
        investigations: CONTENT.investigations,
        followUpOn: '',
      },
      DOCTOR_ACTOR,
    ),
    'record',
  );
  const line = {
    medicineId: 'paracetamol-500-tablet',
    dose: '1',
    doseUnit: 'tablet',
    frequency: 'TDS',
    durationDays: '3',
    instructions: 'After food',
  };
  const first = must(await replaceDraftLines(db, owner.id, appointment.reference, [line], DOCTOR_ACTOR), 'draft');
  must(await issuePrescription(db, owner.id, appointment.reference, DOCTOR_ACTOR, start + 60_000), 'issue');
  const second = must(
    await supersede(db, owner.id, appointment.reference, first.number ?? '', DOCTOR_ACTOR),
    'supersede',
  );
  must(await issuePrescription(db, owner.id, appointment.reference, DOCTOR_ACTOR, start + 120_000), 'issue again');
  const record = await db
    .prepare('SELECT id FROM consultation_records WHERE appointment_id = ?1')
    .bind(appointment.id)
    .first<{ id: number }>();
  return {
    doctor: owner,
    appointment,
    recordId: record?.id ?? 0,
    first: first.number ?? '',
    second: second.number ?? '',
  };
}
