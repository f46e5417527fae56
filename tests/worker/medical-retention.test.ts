// Medical records outlive the request and notification sweeps (issue 31, docs/decisions/0022): the daily retention
// trigger over rows older than the requests' retention deletes the request and its notifications, and keeps the
// consultation record, its symptoms and vitals, both prescriptions and their lines, the access log, and the
// appointment's patient name and phone; unlinking a deleted account keeps them too; and the database refuses to
// delete a record or its appointment, or to change the patient an issued prescription names.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { forgetAppointmentsAccountStatement } from '../../src/appointments';
import { POLICY_LIMITS } from '../../src/content/policies/facts';
import worker from '../../src/index';
import { logAccess, saveRecord } from '../../src/records';
import { testDoctor } from './appointment-support';
import { writeNotifications } from './notifications-support';
import { appointmentOf, CONTENT, DOCTOR_ACTOR, writtenRecord } from './records-support';

const DAY = 24 * 60 * 60 * 1000;
const db = env.DB;

/** Everything kept of one appointment's record, counted. */
async function kept(appointmentId: number, recordId: number) {
  const count = async (sql: string) => (await db.prepare(sql).bind(recordId).first<{ n: number }>())?.n ?? 0;
  return {
    appointment: await db
      .prepare('SELECT patient_name, patient_phone FROM appointments WHERE id = ?1')
      .bind(appointmentId)
      .first(),
    record: await db
      .prepare('SELECT provisional_diagnosis, advice, patient_age_years FROM consultation_records WHERE id = ?1')
      .bind(recordId)
      .first(),
    symptoms: await count('SELECT COUNT(*) AS n FROM consultation_symptoms WHERE record_id = ?1'),
    vitals: await count('SELECT COUNT(*) AS n FROM consultation_vitals WHERE record_id = ?1'),
    prescriptions: await count("SELECT COUNT(*) AS n FROM prescriptions WHERE record_id = ?1 AND status = 'issued'"),
    lines: await count(
      'SELECT COUNT(*) AS n FROM prescription_items WHERE prescription_id IN (SELECT id FROM prescriptions WHERE record_id = ?1)',
    ),
    reads: await count('SELECT COUNT(*) AS n FROM medical_record_access WHERE record_id = ?1'),
  };
}

describe('the retention sweeps keep medical records', () => {
  it('the daily trigger deletes an old request and its notifications, and keeps the record of its appointment', async () => {
    const now = Date.now();
    const old = now - 400 * DAY;
    const { reference: request, ids } = await writeNotifications([{ recipient: 'kiran@example.com' }], { now: old });
    const written = await writtenRecord(undefined, old + DAY);
    await db
      .prepare('UPDATE appointments SET request_reference = ?2, account_id = ?3 WHERE id = ?1')
      .bind(written.appointment.id, request, 'account-to-forget')
      .run();
    await logAccess(
      db,
      { actor: { id: 'p', email: 'kiran@example.com' }, role: 'patient', recordId: written.recordId, what: 'read' },
      old + 2 * DAY,
    );
    await logAccess(db, { actor: 'public', role: 'public', number: written.second, what: 'verify' }, old + 3 * DAY);
    const before = await kept(written.appointment.id, written.recordId);
    expect(before).toMatchObject({
      appointment: { patient_name: 'Kiran Rao', patient_phone: '+919812340000' },
      record: { provisional_diagnosis: CONTENT.diagnosis, advice: CONTENT.advice, patient_age_years: 37 },
      symptoms: 2,
      vitals: 1,
      prescriptions: 2,
      lines: 2,
      reads: 1,
    });

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '0 22 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    // The sweep ran: the old request and its notification are gone...
    expect(await db.prepare('SELECT 1 FROM requests WHERE reference = ?1').bind(request).first()).toBeNull();
    expect(await db.prepare('SELECT 1 FROM notifications WHERE id = ?1').bind(ids[0]).first()).toBeNull();
    // ...and everything of the record is as it was, the public check of a prescription included.
    expect(await kept(written.appointment.id, written.recordId)).toEqual(before);
    const verify = await db
      .prepare('SELECT COUNT(*) AS n FROM medical_record_access WHERE prescription_number = ?1')
      .bind(written.second)
      .first<{ n: number }>();
    expect(verify?.n).toBe(1);

    // A deleted account's appointments are unlinked, not blanked: the record keeps its patient.
    await forgetAppointmentsAccountStatement(db, 'account-to-forget').run();
    expect(await kept(written.appointment.id, written.recordId)).toEqual(before);
  });

  it('keeps records for the years the privacy notice states, at least the law’s three', () => {
    expect(POLICY_LIMITS.medicalRecordYears).toBeGreaterThanOrEqual(3);
  });
});

describe('the database refuses to lose a record while it is kept', () => {
  it('a record (issued or not) and its appointment are never deleted', async () => {
    const issued = await writtenRecord(undefined, Date.UTC(2031, 3, 1, 5, 0));
    await expect(
      db.prepare('DELETE FROM consultation_records WHERE id = ?1').bind(issued.recordId).run(),
    ).rejects.toThrow(/record cannot change|kept for their retention/);
    await expect(
      db.prepare('DELETE FROM appointments WHERE id = ?1').bind(issued.appointment.id).run(),
    ).rejects.toThrow('kept for their retention period');

    const doctor = await testDoctor();
    const draft = await appointmentOf(doctor, Date.UTC(2031, 3, 2, 5, 0));
    const saved = await saveRecord(
      db,
      doctor.id,
      draft.reference,
      {
        age: '',
        sex: '',
        symptomIds: [],
        symptomsNote: 'Cough',
        vitals: [],
        diagnosis: '',
        advice: '',
        investigations: '',
        followUpOn: '',
      },
      DOCTOR_ACTOR,
    );
    expect(saved).toMatchObject({ ok: true });
    await expect(
      db.prepare('DELETE FROM consultation_records WHERE appointment_id = ?1').bind(draft.id).run(),
    ).rejects.toThrow('kept for their retention period');
    await expect(
      db.prepare("UPDATE appointments SET patient_name = ' ' WHERE id = ?1").bind(draft.id).run(),
    ).rejects.toThrow('kept for their retention period');
    // Before a prescription is issued, the coordinator may still correct the name.
    await db.prepare("UPDATE appointments SET patient_name = 'Kiran R. Rao' WHERE id = ?1").bind(draft.id).run();

    await expect(
      db
        .prepare("UPDATE appointments SET patient_name = 'Someone Else' WHERE id = ?1")
        .bind(issued.appointment.id)
        .run(),
    ).rejects.toThrow('the patient named on an issued prescription stays');
    await expect(
      db
        .prepare("UPDATE appointments SET patient_phone = '+919000000000' WHERE id = ?1")
        .bind(issued.appointment.id)
        .run(),
    ).rejects.toThrow('the patient named on an issued prescription stays');
    // Other changes of the appointment go through.
    await db
      .prepare('UPDATE appointments SET account_id = NULL, updated_at = ?2 WHERE id = ?1')
      .bind(issued.appointment.id, Date.now())
      .run();
  });

  it('an appointment without a record may still go (the triggers are about records only)', async () => {
    const plain = await appointmentOf(await testDoctor(), Date.UTC(2031, 3, 3, 5, 0), 'lapsed');
    await db.prepare('DELETE FROM appointment_history WHERE appointment_id = ?1').bind(plain.id).run();
    await db.prepare('DELETE FROM appointments WHERE id = ?1').bind(plain.id).run();
    expect(await db.prepare('SELECT 1 FROM appointments WHERE id = ?1').bind(plain.id).first()).toBeNull();
  });
});
