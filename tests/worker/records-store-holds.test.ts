// The records store's holds found in review (issue 31): a follow-up only of the same patient's earlier consultation;
// a medicine judged at issue as the list has it now; a re-fill only of the same patient (phone and name) and of a
// prescription still valid; a lost issue race writes nothing and answers 409; the triggers' refusals are 409s, not
// 500s; a crafted form costs a fixed number of queries; an older record keeps its stored follow-up date; sex required.
import { heldAsBooked } from './consult-support';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  issuePrescription,
  type LineInput,
  prescriptionsForDoctor,
  type RecordInput,
  recordForDoctor,
  replaceDraftLines,
  saveRecord,
  supersede,
} from '../../src/records';
import { prescriptionRefusalOf } from '../../src/records/prescriptions-store';
import { recordRefusalOf } from '../../src/records/store';
import { newReference } from '../../src/references';
import { testDoctor } from './appointment-support';

const db = env.DB;
const actor = { id: 'doctor-account-holds', email: 'holds@example.com' };
let slot = Date.UTC(2030, 5, 1);

async function appointment(
  doctorId: string,
  mode: 'video' | 'audio' | 'chat',
  patient: { name?: string; phone?: string; start?: number; status?: string } = {},
) {
  const reference = newReference('AP');
  slot += 3_600_000;
  const start = patient.start ?? slot;
  await db
    .prepare(
      `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
         patient_email, locale, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 50000, ?6, ?7, 'holds@example.com', 'en', ?8, ?3, ?3)`,
    )
    .bind(
      reference,
      doctorId,
      start,
      start + 1_800_000,
      mode,
      patient.name ?? 'Asha Verma',
      patient.phone ?? '+919812399999',
      patient.status ?? 'in-consultation',
    )
    .run();
  await heldAsBooked(reference);
  return reference;
}

const record = (overrides: Partial<RecordInput> = {}): RecordInput => ({
  age: '42',
  sex: 'female',
  symptomIds: ['fever'],
  symptomsNote: '',
  vitals: [],
  diagnosis: 'Viral fever',
  advice: '',
  investigations: '',
  followUpOn: '',
  ...overrides,
});

const line = (medicineId: string, overrides: Partial<LineInput> = {}): LineInput => ({
  medicineId,
  dose: '1',
  doseUnit: 'tablet',
  frequency: 'BD',
  durationDays: '5',
  instructions: '',
  ...overrides,
});

async function must<T extends { ok: boolean }>(result: Promise<T>): Promise<T & { ok: true }> {
  const done = await result;
  if (!done.ok) throw new Error(JSON.stringify(done));
  return done as T & { ok: true };
}

/** Runs `change` on a medicine's master row, then puts it back as the starter set has it. */
async function withMedicine(id: string, set: string, run: () => Promise<void>) {
  const before = await db
    .prepare('SELECT category, retired_at FROM medicines WHERE id = ?1')
    .bind(id)
    .first<{ category: string; retired_at: number | null }>();
  await db.prepare(`UPDATE medicines SET ${set} WHERE id = ?1`).bind(id).run();
  try {
    await run();
  } finally {
    await db
      .prepare('UPDATE medicines SET category = ?2, retired_at = ?3 WHERE id = ?1')
      .bind(id, before?.category, before?.retired_at ?? null)
      .run();
  }
}

/** The database, counting the statements prepared through it. */
function counting() {
  const counter = { prepared: 0 };
  const wrapped = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') {
        return (query: string) => {
          counter.prepared += 1;
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: wrapped, counter };
}

describe('a follow-up', () => {
  it('names only an earlier consultation of the same patient: another patient’s or a later one lets no List B', async () => {
    const x = await testDoctor();
    const other = await appointment(x.id, 'video', { phone: '+919812300777', name: 'Ravi Kumar' });
    await must(saveRecord(db, x.id, other, record(), actor));
    const earlier = await appointment(x.id, 'video');
    await must(saveRecord(db, x.id, earlier, record(), actor));
    const now = await appointment(x.id, 'audio');
    const later = await appointment(x.id, 'video');
    await must(saveRecord(db, x.id, later, record(), actor));

    for (const wrong of [other, later]) {
      const refused = await saveRecord(db, x.id, now, record({ followUpOf: wrong }), actor);
      expect(refused).toMatchObject({ ok: false, status: 400, errors: { followUpOf: expect.any(String) } });
    }
    expect(await recordForDoctor(db, x.id, now)).toBeNull();
    await must(saveRecord(db, x.id, now, record({ followUpOf: earlier }), actor));
    await must(replaceDraftLines(db, x.id, now, [line('enalapril-5-tablet')], actor));
  });

  it('a trigger refusing the follow-up or a vital between check and write answers 409, not a 500', async () => {
    const x = await testDoctor();
    const a = await appointment(x.id, 'video');
    await must(saveRecord(db, x.id, a, record(), actor));
    const recordId = (await recordForDoctor(db, x.id, a))?.id ?? 0;
    const errorOf = async (statement: D1PreparedStatement) =>
      statement.run().then(
        () => null,
        (error) => error,
      );
    const vital = await errorOf(
      db
        .prepare("INSERT INTO consultation_vitals (record_id, vital_id, value, unit) VALUES (?1, 'pulse', 900, '/min')")
        .bind(recordId),
    );
    expect(recordRefusalOf(vital)).toEqual({
      ok: false,
      status: 409,
      message: 'The vitals list changed meanwhile: reload and try again.',
    });
    const later = await appointment(x.id, 'video');
    await must(saveRecord(db, x.id, later, record(), actor));
    const laterId = (await recordForDoctor(db, x.id, later))?.id ?? 0;
    const followUp = await errorOf(
      db.prepare('UPDATE consultation_records SET follow_up_of = ?2 WHERE id = ?1').bind(recordId, laterId),
    );
    expect(recordRefusalOf(followUp)).toMatchObject({ status: 409 });
    expect(recordRefusalOf(new Error('something else'))).toBeNull();
  });
});

describe('issuing judges the medicines as the list has them now', () => {
  it('refuses a medicine retired, prohibited or moved to List B since it was put on the draft', async () => {
    const x = await testDoctor();
    const a = await appointment(x.id, 'video');
    await must(saveRecord(db, x.id, a, record(), actor));
    await must(replaceDraftLines(db, x.id, a, [line('paracetamol-500-tablet'), line('zinc-20-syrup')], actor));
    await withMedicine('zinc-20-syrup', 'retired_at = 1', async () => {
      expect(await issuePrescription(db, x.id, a, actor)).toMatchObject({
        status: 400,
        lines: [{ index: 1, rule: 'retired' }],
      });
    });
    await withMedicine('zinc-20-syrup', "category = 'prohibited'", async () => {
      expect(await issuePrescription(db, x.id, a, actor)).toMatchObject({
        status: 400,
        lines: [{ index: 1, rule: 'prohibited' }],
      });
    });
    await withMedicine('zinc-20-syrup', "category = 'B'", async () => {
      expect(await issuePrescription(db, x.id, a, actor)).toMatchObject({
        status: 400,
        lines: [{ index: 1, rule: 'list-b' }],
      });
    });
    // Moved to List A: allowed by video, and the issued line carries the category it was judged by.
    await withMedicine('zinc-20-syrup', "category = 'A'", async () => {
      await must(issuePrescription(db, x.id, a, actor));
      const [issued] = (await prescriptionsForDoctor(db, x.id, a)) ?? [];
      expect(issued?.lines.map((l) => l.category)).toEqual(['O', 'A']);
      // A correction copies each line with its medicine's category now, leaving out a retired one.
      await withMedicine('paracetamol-500-tablet', 'retired_at = 1', async () => {
        const correction = await must(supersede(db, x.id, a, issued?.number ?? '', actor));
        await db.prepare("UPDATE medicines SET category = 'O' WHERE id = 'zinc-20-syrup'").run();
        const draft = ((await prescriptionsForDoctor(db, x.id, a)) ?? []).find((p) => p.number === correction.number);
        expect(draft?.lines.map((l) => [l.medicineId, l.category])).toEqual([['zinc-20-syrup', 'A']]);
      });
    });
  });

  it('a trigger refusing a retired or prohibited medicine at issue answers 409 with the medicines message', async () => {
    const error = await db
      .prepare(
        `INSERT INTO prescription_items (prescription_id, position, medicine_id, medicine_text, category, dose,
           dose_unit, frequency, duration_days) VALUES (0, 1, 'morphine-10-tablet', 'Morphine', 'O', 1, 'tablet', 'BD', 1)`,
      )
      .run()
      .then(
        () => null,
        (thrown) => thrown,
      );
    expect(prescriptionRefusalOf(error)).toEqual({
      ok: false,
      status: 409,
      message: 'The medicines list changed meanwhile: reload and try again.',
    });
  });

  it('refuses to issue without the patient’s sex, naming the rule; “not stated” is enough', async () => {
    const x = await testDoctor();
    const a = await appointment(x.id, 'video');
    await must(saveRecord(db, x.id, a, record({ sex: '' }), actor));
    await must(replaceDraftLines(db, x.id, a, [line('paracetamol-500-tablet')], actor));
    expect(await issuePrescription(db, x.id, a, actor)).toMatchObject({ status: 400, rule: 'sex-missing' });
    await must(saveRecord(db, x.id, a, record({ sex: 'not-stated' }), actor));
    await must(issuePrescription(db, x.id, a, actor));
  });
});

describe('issuing races', () => {
  it('two issues at once: one issued, the other 409; one audit row, one mail and one phone message', async () => {
    const x = await testDoctor();
    const a = await appointment(x.id, 'video');
    await must(saveRecord(db, x.id, a, record(), actor));
    const draft = await must(replaceDraftLines(db, x.id, a, [line('paracetamol-500-tablet')], actor));
    const results = await Promise.all([1, 2].map(() => issuePrescription(db, x.id, a, actor)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results) if (!r.ok) expect(r.status).toBe(409);
    const counts = await db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM audit_log WHERE reference = ?1 AND action = 'prescription-issue') AS audits,
           (SELECT COUNT(*) FROM notifications WHERE reference = ?1 AND channel = 'email') AS mails,
           (SELECT COUNT(*) FROM notifications WHERE reference = ?1 AND channel <> 'email') AS phones`,
      )
      .bind(draft.number)
      .first<{ audits: number; mails: number; phones: number }>();
    expect(counts).toEqual({ audits: 1, mails: 1, phones: 1 });
  });
});

describe('a re-fill', () => {
  it('is of the same patient (phone and name, whatever the case and spaces) and of a prescription still valid', async () => {
    const x = await testDoctor();
    const phone = '+919812300888';
    const mother = await appointment(x.id, 'video', { phone, name: 'Sunita Rao' });
    await must(saveRecord(db, x.id, mother, record(), actor));
    const hers = await must(replaceDraftLines(db, x.id, mother, [line('metformin-500-tablet')], actor));
    await must(issuePrescription(db, x.id, mother, actor));

    const son = await appointment(x.id, 'audio', { phone, name: 'Vikram Rao' });
    await must(saveRecord(db, x.id, son, record(), actor));
    const refused = await replaceDraftLines(
      db,
      x.id,
      son,
      [line('metformin-500-tablet', { refillOf: hers.number })],
      actor,
    );
    expect(refused).toMatchObject({ status: 400, lines: [{ index: 0, field: 'refill' }, { rule: 'list-a' }] });

    const again = await appointment(x.id, 'audio', { phone, name: '  sunita   RAO ' });
    await must(saveRecord(db, x.id, again, record(), actor));
    await must(replaceDraftLines(db, x.id, again, [line('metformin-500-tablet', { refillOf: hers.number })], actor));

    // Corrected: the old number is no re-fill source; the message names the one that replaced it.
    const correction = await must(supersede(db, x.id, mother, hers.number, actor));
    await must(issuePrescription(db, x.id, mother, actor));
    const stale = await replaceDraftLines(
      db,
      x.id,
      again,
      [line('metformin-500-tablet', { refillOf: hers.number })],
      actor,
    );
    expect(stale).toMatchObject({ status: 400, lines: [{ field: 'refill' }, { rule: 'list-a' }] });
    if (!stale.ok && 'lines' in stale) expect(stale.lines[0]?.reason).toContain(correction.number);
  });
});

describe('a fixed number of queries, whatever was posted', () => {
  it('a record with every symptom and vital costs what a record with one costs; more than the lists hold is a 400', async () => {
    const x = await testDoctor();
    const [symptoms, vitals] = await Promise.all([
      db.prepare('SELECT id FROM symptoms WHERE retired_at IS NULL').all<{ id: string }>(),
      db.prepare('SELECT id, min_value AS min, unit FROM vitals WHERE retired_at IS NULL').all<{
        id: string;
        min: number;
        unit: string;
      }>(),
    ]);
    const oneOfEach = counting();
    const small = await appointment(x.id, 'video');
    await must(
      saveRecord(oneOfEach.db, x.id, small, record({ vitals: [{ id: 'pulse', value: '80', unit: '/min' }] }), actor),
    );
    const everything = counting();
    const big = await appointment(x.id, 'video');
    const result = await saveRecord(
      everything.db,
      x.id,
      big,
      record({
        symptomIds: symptoms.results.map((s) => s.id),
        // One reading per vital (temperature in one unit only).
        vitals: vitals.results
          .filter((v) => v.id !== 'temperature-f')
          .map((v) => ({ id: v.id, value: String(Math.ceil(v.min)), unit: v.unit })),
      }),
      actor,
    );
    expect(result).toMatchObject({ ok: true });
    expect(everything.counter.prepared).toBe(oneOfEach.counter.prepared);

    const crafted = counting();
    const tooMany = await saveRecord(
      crafted.db,
      x.id,
      await appointment(x.id, 'video'),
      record({ vitals: Array.from({ length: 500 }, (_, i) => ({ id: `made-up-${i}`, value: '1', unit: 'x' })) }),
      actor,
    );
    expect(tooMany).toMatchObject({ ok: false, status: 400 });
    expect(crafted.counter.prepared).toBeLessThan(10);
  });

  it('thirty lines cost what one costs; a thirty-first is refused before any medicine is read', async () => {
    const x = await testDoctor();
    const a = await appointment(x.id, 'video');
    await must(saveRecord(db, x.id, a, record(), actor));
    const one = counting();
    await must(replaceDraftLines(one.db, x.id, a, [line('paracetamol-500-tablet')], actor));
    const thirty = counting();
    const lines = Array.from({ length: 30 }, () => line('paracetamol-500-tablet'));
    await must(replaceDraftLines(thirty.db, x.id, a, lines, actor));
    expect(thirty.counter.prepared).toBe(one.counter.prepared);
    expect((await prescriptionsForDoctor(db, x.id, a))?.[0]?.lines).toHaveLength(30);
    const over = counting();
    const refused = await replaceDraftLines(over.db, x.id, a, [...lines, line('paracetamol-500-tablet')], actor);
    expect(refused).toMatchObject({ status: 400, lines: [{ index: 30, reason: 'At most 30 medicines.' }] });
  });
});

describe('an older record', () => {
  it('keeps its stored follow-up date once that day is past; a changed date must be after the consultation', async () => {
    const x = await testDoctor();
    const start = Date.UTC(2024, 2, 10, 5);
    const a = await appointment(x.id, 'video', { start, status: 'completed' });
    await must(saveRecord(db, x.id, a, record({ followUpOn: '2024-03-17' }), actor));
    await must(saveRecord(db, x.id, a, record({ followUpOn: '2024-03-17', advice: 'Rest' }), actor));
    expect((await recordForDoctor(db, x.id, a))?.followUpOn).toBe('2024-03-17');
    expect(await saveRecord(db, x.id, a, record({ followUpOn: '2024-03-10' }), actor)).toMatchObject({
      status: 400,
      errors: { followUpOn: 'The follow-up date must be after the day of the consultation (2024-03-10).' },
    });
  });
});
