// The records and prescriptions store (issue 31): each function scoped to the doctor's own appointments, each
// refusal with its rule, issued-is-final through the store, a verification answer with nothing of the patient, and
// the access log.
import { heldAsBooked } from './consult-support';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  addDraftLine,
  issuePrescription,
  type LineInput,
  logAccess,
  prescriptionForVerification,
  prescriptionsForDoctor,
  type RecordInput,
  recordForDoctor,
  recordsOfPatient,
  replaceDraftLines,
  saveRecord,
  supersede,
} from '../../src/records';
import { newReference } from '../../src/references';
import { testDoctor } from './appointment-support';

const db = env.DB;
const actor = { id: 'doctor-account-1', email: 'doctor@example.com' };
const PHONE = '+919812345678';
let slot = Date.UTC(2030, 0, 1);

async function appointment(doctorId: string, mode: 'video' | 'audio' | 'chat', status = 'in-consultation') {
  const reference = newReference('AP');
  slot += 3_600_000;
  const row = await db
    .prepare(
      `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
         locale, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 50000, 'Asha Verma', ?6, 'en', ?7, ?3, ?3) RETURNING id`,
    )
    .bind(reference, doctorId, slot, slot + 1_800_000, mode, PHONE, status)
    .first<{ id: number }>();
  await heldAsBooked(reference);
  return { reference, id: row?.id ?? 0 };
}

const record = (overrides: Partial<RecordInput> = {}): RecordInput => ({
  age: '42',
  sex: 'female',
  symptomIds: ['fever', 'headache'],
  symptomsNote: 'Fever for two days',
  vitals: [{ id: 'temperature-c', value: '38.4', unit: '°C' }],
  diagnosis: 'Viral fever',
  advice: 'Rest and fluids',
  investigations: '',
  followUpOn: '',
  ...overrides,
});

const line = (medicineId: string, overrides: Partial<LineInput> = {}): LineInput => ({
  medicineId,
  dose: '1',
  doseUnit: 'tablet',
  frequency: 'TDS',
  durationDays: '3',
  instructions: 'After food',
  ...overrides,
});

async function twoDoctors() {
  const x = await testDoctor();
  const y = await testDoctor(undefined, { name: 'Dr. Ravi Iyer', registrationNumber: 'KA-11111' });
  return { x, y };
}

describe('consultation records', () => {
  it('saves and reads a record only for the appointment’s own doctor', async () => {
    const { x, y } = await twoDoctors();
    const a = await appointment(x.id, 'video');
    expect(await saveRecord(db, x.id, a.reference, record(), actor)).toMatchObject({ ok: true });
    const saved = await recordForDoctor(db, x.id, a.reference);
    expect(saved).toMatchObject({ ageYears: 42, sex: 'female', diagnosis: 'Viral fever', locked: false });
    expect(saved?.symptomIds).toEqual(['fever', 'headache']);
    expect(saved?.vitals).toEqual([{ id: 'temperature-c', value: 38.4, unit: '°C' }]);

    expect(await recordForDoctor(db, y.id, a.reference)).toBeNull();
    expect(await saveRecord(db, y.id, a.reference, record({ diagnosis: 'x' }), actor)).toMatchObject({ status: 404 });
    expect(await replaceDraftLines(db, y.id, a.reference, [line('paracetamol-500-tablet')], actor)).toMatchObject({
      status: 404,
    });
    expect(await issuePrescription(db, y.id, a.reference, actor)).toMatchObject({ status: 404 });
    expect((await recordForDoctor(db, x.id, a.reference))?.diagnosis).toBe('Viral fever');

    const audit = await db
      .prepare("SELECT action FROM audit_log WHERE reference = ?1 AND action LIKE 'record-%'")
      .bind(a.reference)
      .all<{ action: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(['record-create']);
  });

  it('refuses bad fields with a message beside each, and a consultation not yet started', async () => {
    const { x } = await twoDoctors();
    const a = await appointment(x.id, 'video');
    const bad = await saveRecord(
      db,
      x.id,
      a.reference,
      record({ age: '130', symptomIds: ['no-such'], vitals: [{ id: 'pulse', value: '500', unit: '/min' }] }),
      actor,
    );
    expect(bad).toMatchObject({ ok: false, status: 400 });
    if (bad.ok) return;
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['age', 'symptoms', 'vital-pulse']);
    expect(await recordForDoctor(db, x.id, a.reference)).toBeNull();

    const later = await appointment(x.id, 'video', 'confirmed');
    expect(await saveRecord(db, x.id, later.reference, record(), actor)).toMatchObject({ status: 409 });
  });
});

describe('prescriptions', () => {
  it('answers which rule refused which line, by mode and follow-up', async () => {
    const { x } = await twoDoctors();
    const a = await appointment(x.id, 'audio');
    await saveRecord(db, x.id, a.reference, record(), actor);
    const refused = await replaceDraftLines(
      db,
      x.id,
      a.reference,
      [
        line('paracetamol-500-tablet'),
        line('amoxicillin-500-capsule'),
        line('enalapril-5-tablet'),
        line('morphine-10-tablet'),
      ],
      actor,
    );
    expect(refused).toMatchObject({ ok: false, status: 400 });
    if (refused.ok || !('lines' in refused)) throw new Error('expected line refusals');
    expect(refused.lines.map((r) => [r.index, r.rule])).toEqual([
      [1, 'list-a'],
      [2, 'list-b'],
      [3, 'prohibited'],
    ]);
    expect(await prescriptionsForDoctor(db, x.id, a.reference)).toEqual([]);

    const fields = await replaceDraftLines(
      db,
      x.id,
      a.reference,
      [line('paracetamol-500-tablet', { dose: '' })],
      actor,
    );
    expect(fields).toMatchObject({ status: 400, lines: [{ index: 0, field: 'dose' }] });
  });

  it('adds lines one at a time to the draft, the refused one named by its place', async () => {
    const { x, y } = await twoDoctors();
    const a = await appointment(x.id, 'chat');
    await saveRecord(db, x.id, a.reference, record(), actor);
    const first = await addDraftLine(db, x.id, a.reference, line('paracetamol-500-tablet'), actor);
    expect(first).toMatchObject({ ok: true });
    expect(await addDraftLine(db, x.id, a.reference, line('cetirizine-10-tablet'), actor)).toEqual(first);
    expect(await addDraftLine(db, x.id, a.reference, line('azithromycin-500-tablet'), actor)).toMatchObject({
      status: 400,
      lines: [{ index: 2, rule: 'list-a' }],
    });
    expect(await addDraftLine(db, y.id, a.reference, line('paracetamol-500-tablet'), actor)).toMatchObject({
      status: 404,
    });
    const [draft] = (await prescriptionsForDoctor(db, x.id, a.reference)) ?? [];
    expect(draft?.lines.map((l) => [l.position, l.medicineId, l.dose, l.durationDays])).toEqual([
      [1, 'paracetamol-500-tablet', 1, 3],
      [2, 'cetirizine-10-tablet', 1, 3],
    ]);
  });

  it('keeps one draft per record when two saves race: the loser is told to reload (409), never a 500', async () => {
    const { x } = await twoDoctors();
    const a = await appointment(x.id, 'video');
    await saveRecord(db, x.id, a.reference, record(), actor);
    const results = await Promise.all(
      ['3', '5'].map((days) =>
        replaceDraftLines(db, x.id, a.reference, [line('paracetamol-500-tablet', { durationDays: days })], actor),
      ),
    );
    expect(results.some((result) => result.ok)).toBe(true);
    for (const result of results) if (!result.ok) expect(result.status).toBe(409);
    const drafts = (await prescriptionsForDoctor(db, x.id, a.reference)) ?? [];
    expect(drafts.map((p) => p.status)).toEqual(['draft']);
  });

  it('issues once with an RX number and audit, then the record and lines stay as issued', async () => {
    const { x, y } = await twoDoctors();
    const a = await appointment(x.id, 'video');
    await saveRecord(db, x.id, a.reference, record({ age: '' }), actor);
    const draft = await replaceDraftLines(
      db,
      x.id,
      a.reference,
      [line('paracetamol-500-tablet'), line('amoxicillin-500-capsule')],
      actor,
    );
    expect(draft).toMatchObject({ ok: true });
    if (!draft.ok) return;
    expect(draft.number).toMatch(/^RX-[0-9A-Z]{8}$/);

    expect(await issuePrescription(db, x.id, a.reference, actor)).toMatchObject({ status: 400, rule: 'age-missing' });
    await saveRecord(db, x.id, a.reference, record(), actor);
    expect(await issuePrescription(db, y.id, a.reference, actor)).toMatchObject({ status: 404 });
    // No e-mail on the appointment: no mail, only the message to its mobile.
    const first = await issuePrescription(db, x.id, a.reference, actor);
    expect(first).toEqual({ ok: true, number: draft.number, notifications: [expect.any(String)] });
    const written = first.ok ? first.notifications : [];
    const channels = await db
      .prepare('SELECT channel FROM notifications WHERE id = ?1')
      .bind(written[0] ?? '')
      .first<{ channel: string }>();
    expect(channels?.channel).toBe('sms');

    expect(await saveRecord(db, x.id, a.reference, record({ diagnosis: 'Changed' }), actor)).toMatchObject({
      status: 409,
    });
    expect(await replaceDraftLines(db, x.id, a.reference, [line('paracetamol-500-tablet')], actor)).toMatchObject({
      status: 409,
    });
    expect(await issuePrescription(db, x.id, a.reference, actor)).toMatchObject({ status: 409 });
    const [issued] = (await prescriptionsForDoctor(db, x.id, a.reference)) ?? [];
    expect(issued).toMatchObject({ status: 'issued', lines: [{ position: 1 }, { position: 2 }] });
    expect((await recordForDoctor(db, x.id, a.reference))?.diagnosis).toBe('Viral fever');

    const audit = await db
      .prepare('SELECT action, actor_id FROM audit_log WHERE reference = ?1 ORDER BY id')
      .bind(draft.number)
      .all<{ action: string; actor_id: string }>();
    expect(audit.results).toEqual([
      { action: 'prescription-draft', actor_id: actor.id },
      { action: 'prescription-issue', actor_id: actor.id },
    ]);
  });

  it('supersedes an issued prescription with a corrected one; verification tells only validity and the doctor', async () => {
    const { x, y } = await twoDoctors();
    const a = await appointment(x.id, 'video');
    await saveRecord(db, x.id, a.reference, record(), actor);
    const first = await replaceDraftLines(db, x.id, a.reference, [line('paracetamol-500-tablet')], actor);
    if (!first.ok) throw new Error('draft refused');
    await issuePrescription(db, x.id, a.reference, actor);

    expect(await supersede(db, y.id, a.reference, first.number, actor)).toMatchObject({ status: 404 });
    const correction = await supersede(db, x.id, a.reference, first.number, actor);
    if (!correction.ok) throw new Error('supersede refused');
    expect(await supersede(db, x.id, a.reference, first.number, actor)).toMatchObject({ status: 409 });
    expect(
      await replaceDraftLines(db, x.id, a.reference, [line('paracetamol-500-tablet', { durationDays: '5' })], actor),
    ).toEqual({ ok: true, number: correction.number });
    expect(await prescriptionForVerification(db, correction.number)).toBeNull();
    await issuePrescription(db, x.id, a.reference, actor);

    const old = await prescriptionForVerification(db, first.number.toLowerCase());
    expect(old).toMatchObject({ valid: false, supersededBy: correction.number, doctorName: x.name });
    const now = await prescriptionForVerification(db, correction.number);
    expect(now).toEqual({
      number: correction.number,
      valid: true,
      issuedAt: expect.any(Number),
      supersededBy: null,
      doctorName: x.name,
      registrationNumber: x.registrationNumber,
      council: x.council,
    });
    const text = JSON.stringify([old, now]);
    for (const secret of ['Asha', PHONE, 'Viral', 'female', 'Paracetamol', a.reference])
      expect(text).not.toContain(secret);
    expect(await prescriptionForVerification(db, 'RX-00000000')).toBeNull();
    expect(await prescriptionForVerification(db, 'not a number')).toBeNull();
  });

  it('accepts a List A re-fill in an audio consultation only of the patient’s issued prescription', async () => {
    const { x } = await twoDoctors();
    const first = await appointment(x.id, 'video');
    await saveRecord(db, x.id, first.reference, record(), actor);
    const earlier = await replaceDraftLines(db, x.id, first.reference, [line('metformin-500-tablet')], actor);
    if (!earlier.ok) throw new Error('draft refused');
    await issuePrescription(db, x.id, first.reference, actor);

    const later = await appointment(x.id, 'audio');
    await saveRecord(db, x.id, later.reference, record({ followUpOf: first.reference }), actor);
    expect((await recordForDoctor(db, x.id, later.reference))?.followUpOf).not.toBeNull();
    const wrong = await replaceDraftLines(
      db,
      x.id,
      later.reference,
      [line('metformin-500-tablet', { refillOf: 'RX-00000000' })],
      actor,
    );
    expect(wrong).toMatchObject({
      status: 400,
      lines: [
        { index: 0, field: 'refill' },
        { index: 0, rule: 'list-a' },
      ],
    });
    const refill = await replaceDraftLines(
      db,
      x.id,
      later.reference,
      [line('metformin-500-tablet', { refillOf: earlier.number }), line('enalapril-5-tablet')],
      actor,
    );
    expect(refill).toMatchObject({ ok: true });
    expect(await issuePrescription(db, x.id, later.reference, actor)).toMatchObject({ ok: true });
  });
});

describe('patient records and the access log', () => {
  it('lists the records of the given appointments (completed only) and logs each access', async () => {
    const { x } = await twoDoctors();
    const done = await appointment(x.id, 'video', 'completed');
    const open = await appointment(x.id, 'video');
    await saveRecord(db, x.id, done.reference, record(), actor);
    await saveRecord(db, x.id, open.reference, record(), actor);
    const records = await recordsOfPatient(db, [done.id, open.id]);
    expect(records.map((r) => r.appointmentReference)).toEqual([done.reference]);
    expect(await recordsOfPatient(db, [])).toEqual([]);

    const recordId = records[0]?.id ?? 0;
    await logAccess(db, {
      actor: { id: 'patient-1', email: 'p@example.com' },
      role: 'patient',
      recordId,
      what: 'read',
    });
    await logAccess(db, { actor: 'public', role: 'public', number: 'RX-ABCDEFGH', what: 'verify' });
    const rows = await db
      .prepare(
        "SELECT actor_id, actor_role, record_id, prescription_number, action FROM medical_record_access WHERE record_id = ?1 OR prescription_number = 'RX-ABCDEFGH' ORDER BY id",
      )
      .bind(recordId)
      .all();
    expect(rows.results).toEqual([
      { actor_id: 'patient-1', actor_role: 'patient', record_id: recordId, prescription_number: null, action: 'read' },
      {
        actor_id: 'public',
        actor_role: 'public',
        record_id: null,
        prescription_number: 'RX-ABCDEFGH',
        action: 'verify',
      },
    ]);
  });
});
