// The Telemedicine Practice Guidelines 2020 prescribing rules and the record's field validation, at each boundary;
// and the database's own guards for the same rules (migrations/0008_consultations.sql).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { indiaInstant } from '../../src/appointments/india-time';
import { newReference } from '../../src/references';
import {
  checkAge,
  checkDose,
  checkDuration,
  checkFollowUpDate,
  checkFrequency,
  checkMedicine,
  checkPrescription,
  checkSex,
  checkText,
  checkVital,
  type PrescribingContext,
} from '../../src/records';

const first = (mode: PrescribingContext['mode']): PrescribingContext => ({
  mode,
  followUpOfSameDoctor: false,
  patientAgeYears: 40,
  patientSex: 'female',
});
const followUp = (mode: PrescribingContext['mode']): PrescribingContext => ({
  ...first(mode),
  followUpOfSameDoctor: true,
});
const paracetamol = { name: 'Paracetamol', category: 'O', refill: false } as const;
const amoxicillin = { name: 'Amoxicillin', category: 'A', refill: false } as const;
const metforminRefill = { name: 'Metformin', category: 'A', refill: true } as const;
const enalapril = { name: 'Enalapril', category: 'B', refill: false } as const;
const morphine = { name: 'Morphine', category: 'prohibited', refill: false } as const;

describe('List O', () => {
  it('is accepted in every mode, first consultation or follow-up', () => {
    for (const mode of ['video', 'audio', 'chat'] as const) {
      expect(checkMedicine(first(mode), paracetamol)).toEqual({ ok: true });
      expect(checkMedicine(followUp(mode), paracetamol)).toEqual({ ok: true });
    }
  });
});

describe('prohibited', () => {
  it('is refused in every mode, even at a follow-up or as a re-fill, and says why', () => {
    for (const mode of ['video', 'audio', 'chat'] as const) {
      for (const verdict of [
        checkMedicine(first(mode), morphine),
        checkMedicine(followUp(mode), { ...morphine, refill: true }),
      ]) {
        expect(verdict.ok).toBe(false);
        if (verdict.ok) continue;
        expect(verdict.rule).toBe('prohibited');
        expect(verdict.reason).toContain('Morphine');
        expect(verdict.reason).toMatch(/Schedule X/);
        expect(verdict.reason).toMatch(/NDPS/);
      }
    }
  });
});

describe('List A', () => {
  it('is accepted by video at a first consultation', () => {
    expect(checkMedicine(first('video'), amoxicillin)).toEqual({ ok: true });
  });
  it('is refused by audio or chat unless it is a re-fill, naming the mode', () => {
    for (const mode of ['audio', 'chat'] as const) {
      const verdict = checkMedicine(first(mode), amoxicillin);
      expect(verdict).toMatchObject({ ok: false, rule: 'list-a' });
      if (!verdict.ok) {
        expect(verdict.reason).toContain('Amoxicillin is a List A medicine');
        expect(verdict.reason).toContain(`by ${mode}`);
      }
      // A follow-up alone does not make it allowed: it must be a re-fill.
      expect(checkMedicine(followUp(mode), amoxicillin)).toMatchObject({ ok: false, rule: 'list-a' });
      expect(checkMedicine(first(mode), metforminRefill)).toEqual({ ok: true });
    }
  });
});

describe('List B', () => {
  it('is accepted at a follow-up with the same doctor, in any mode', () => {
    for (const mode of ['video', 'audio', 'chat'] as const) {
      expect(checkMedicine(followUp(mode), enalapril)).toEqual({ ok: true });
    }
  });
  it('is refused at a first consultation, even by video or as a re-fill', () => {
    const verdict = checkMedicine(first('video'), enalapril);
    expect(verdict).toMatchObject({ ok: false, rule: 'list-b' });
    if (!verdict.ok) expect(verdict.reason).toContain('follow-up of an earlier consultation with the same doctor');
    expect(checkMedicine(first('audio'), { ...enalapril, refill: true })).toMatchObject({ ok: false, rule: 'list-b' });
  });
});

describe('the whole prescription', () => {
  it('is accepted when every line is', () => {
    expect(checkPrescription(followUp('audio'), [paracetamol, metforminRefill, enalapril])).toEqual({ ok: true });
  });
  it('is refused as a whole when the age is missing, even with only List O medicines', () => {
    const verdict = checkPrescription({ ...first('video'), patientAgeYears: null }, [paracetamol]);
    expect(verdict).toMatchObject({ ok: false, whole: { rule: 'age-missing' }, lines: [] });
    if (!verdict.ok) expect(verdict.whole?.reason).toContain("patient's age");
  });
  it('accepts an age of 0 (a baby under one)', () => {
    expect(checkPrescription({ ...first('video'), patientAgeYears: 0 }, [paracetamol])).toEqual({ ok: true });
  });
  it('is refused when it has no medicine', () => {
    expect(checkPrescription(first('video'), [])).toMatchObject({ ok: false, whole: { rule: 'no-medicines' } });
  });
  it('names each refused line by its index and rule, keeping the others', () => {
    const verdict = checkPrescription(first('audio'), [paracetamol, amoxicillin, enalapril, morphine]);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.whole).toBeUndefined();
    expect(verdict.lines.map(({ index, rule }) => [index, rule])).toEqual([
      [1, 'list-a'],
      [2, 'list-b'],
      [3, 'prohibited'],
    ]);
  });
});

describe('fields', () => {
  it('age: 0 to 120 whole years, blank is null', () => {
    expect(checkAge('0')).toEqual({ ok: true, value: 0 });
    expect(checkAge(' 120 ')).toEqual({ ok: true, value: 120 });
    expect(checkAge('')).toEqual({ ok: true, value: null });
    expect(checkAge('121')).toMatchObject({ ok: false, message: 'The age must be from 0 to 120 years.' });
    for (const bad of ['-1', '4.5', 'forty', '1e2']) expect(checkAge(bad).ok).toBe(false);
  });
  it('sex: one of a small set', () => {
    for (const sex of ['female', 'male', 'other', 'not-stated'])
      expect(checkSex(sex)).toEqual({ ok: true, value: sex });
    expect(checkSex('')).toMatchObject({ ok: false });
    expect(checkSex('F')).toMatchObject({ ok: false });
  });
  it('dose: a positive number with a unit from the list', () => {
    expect(checkDose('1', 'tablet')).toEqual({ ok: true, value: { dose: 1, unit: 'tablet' } });
    expect(checkDose('2.5', 'ml')).toEqual({ ok: true, value: { dose: 2.5, unit: 'ml' } });
    expect(checkDose('10000', 'mg').ok).toBe(true);
    const noUnit = checkDose('500', '');
    expect(noUnit).toMatchObject({ ok: false });
    if (!noUnit.ok) expect(noUnit.message).toContain('needs its unit');
    expect(checkDose('', 'tablet')).toMatchObject({ ok: false });
    expect(checkDose('0', 'tablet')).toMatchObject({ ok: false });
    expect(checkDose('10001', 'mg')).toMatchObject({ ok: false });
    expect(checkDose('1 tab', 'tablet')).toMatchObject({ ok: false });
    expect(checkDose('1', 'spoon')).toMatchObject({ ok: false });
  });
  it('frequency: one of the usual abbreviations', () => {
    expect(checkFrequency('BD')).toEqual({ ok: true, value: 'BD' });
    expect(checkFrequency('bd')).toMatchObject({ ok: false });
    expect(checkFrequency('toString')).toMatchObject({ ok: false });
  });
  it('duration: 1 to 365 whole days', () => {
    expect(checkDuration('1')).toEqual({ ok: true, value: 1 });
    expect(checkDuration('365')).toEqual({ ok: true, value: 365 });
    for (const bad of ['0', '366', '', '2.5', '-3', 'week']) expect(checkDuration(bad).ok).toBe(false);
  });
  it('text: trimmed, within its limit', () => {
    expect(checkText('  rest  ', 'Advice', 10)).toEqual({ ok: true, value: 'rest' });
    const long = checkText('x'.repeat(11), 'Advice', 10);
    expect(long).toMatchObject({ ok: false });
    if (!long.ok) expect(long.message).toContain('at most 10 characters');
  });
  it('vitals: within the range, in the unit, with the decimals the master allows', () => {
    const spo2 = { name: 'Oxygen saturation (SpO2)', unit: '%', minValue: 50, maxValue: 100, decimals: 0 };
    const tempC = { name: 'Temperature', unit: '°C', minValue: 32, maxValue: 43, decimals: 1 };
    expect(checkVital(spo2, '50', '%')).toEqual({ ok: true, value: { value: 50, unit: '%' } });
    expect(checkVital(spo2, '100', '%')).toEqual({ ok: true, value: { value: 100, unit: '%' } });
    expect(checkVital(spo2, '49', '%')).toMatchObject({ ok: false });
    expect(checkVital(spo2, '101', '%')).toMatchObject({ ok: false });
    expect(checkVital(spo2, '97.5', '%')).toMatchObject({ ok: false });
    expect(checkVital(tempC, '38.4', '°C')).toEqual({ ok: true, value: { value: 38.4, unit: '°C' } });
    expect(checkVital(tempC, '38.45', '°C')).toMatchObject({ ok: false });
    const fahrenheit = checkVital(tempC, '101', '°F');
    expect(fahrenheit).toMatchObject({ ok: false });
    if (!fahrenheit.ok) expect(fahrenheit.message).toContain('recorded in °C');
    const high = checkVital(tempC, '101', '°C');
    if (!high.ok) expect(high.message).toContain('outside 32 to 43 °C');
    expect(high.ok).toBe(false);
    expect(checkVital(tempC, '', '°C')).toMatchObject({ ok: false });
  });
  it('follow-up date: after the consultation’s day in India, within a year of it, a real date', () => {
    // 23:30 on 27 November in India is still the 27th there (18:00 UTC).
    const start = indiaInstant('2026-11-27', 23 * 60 + 30)!;
    expect(checkFollowUpDate('', start)).toEqual({ ok: true, value: null });
    expect(checkFollowUpDate('2026-11-28', start)).toEqual({ ok: true, value: '2026-11-28' });
    expect(checkFollowUpDate('2026-11-27', start)).toMatchObject({
      ok: false,
      message: 'The follow-up date must be after the day of the consultation (2026-11-27).',
    });
    expect(checkFollowUpDate('2027-11-27', start)).toEqual({ ok: true, value: '2027-11-27' });
    expect(checkFollowUpDate('2027-11-28', start)).toMatchObject({ ok: false });
    expect(checkFollowUpDate('2026-02-30', start)).toMatchObject({ ok: false });
    expect(checkFollowUpDate('28/11/2026', start)).toMatchObject({ ok: false });
  });
  it('follow-up date: the record’s stored date is accepted unchanged, a changed one is checked', () => {
    const start = indiaInstant('2026-11-27', 10 * 60)!;
    // Stored once; the consultation's own day would be refused if typed anew, but the stored value stays.
    expect(checkFollowUpDate('2026-11-20', start, '2026-11-20')).toEqual({ ok: true, value: '2026-11-20' });
    expect(checkFollowUpDate('2026-11-21', start, '2026-11-20')).toMatchObject({ ok: false });
  });
});

describe('sex before issuing', () => {
  it('is required as a whole-prescription rule after the age; “not stated” is an answer', () => {
    const verdict = checkPrescription({ ...first('video'), patientSex: null }, [paracetamol]);
    expect(verdict).toMatchObject({ ok: false, whole: { rule: 'sex-missing' } });
    if (!verdict.ok) expect(verdict.whole?.reason).toContain('prints it');
    expect(checkPrescription({ ...first('video'), patientSex: 'not-stated' }, [paracetamol])).toEqual({ ok: true });
    expect(
      checkPrescription({ ...first('video'), patientAgeYears: null, patientSex: null }, [paracetamol]),
    ).toMatchObject({ ok: false, whole: { rule: 'age-missing' } });
  });
});

describe('the database holds the same rules', () => {
  const now = Date.now();
  async function recordInConsultation(reference: string, startsAt: number): Promise<number> {
    const appointment = await env.DB.prepare(
      `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
         locale, status, created_at, updated_at)
       VALUES (?1, 'arjun-mehta', ?2, ?3, 'video', 49900, 'Asha', '+919876543210', 'en', 'in-consultation', ?4, ?4)
       RETURNING id`,
    )
      .bind(reference, startsAt, startsAt + 1_800_000, now)
      .first<{ id: number }>();
    const record = await env.DB.prepare(
      `INSERT INTO consultation_records (appointment_id, doctor_id, created_at, updated_at)
       VALUES (?1, 'arjun-mehta', ?2, ?2) RETURNING id`,
    )
      .bind(appointment!.id, now)
      .first<{ id: number }>();
    return record!.id;
  }
  const item = (prescription: number, position: number, medicine: string) =>
    env.DB.prepare(
      `INSERT INTO prescription_items (prescription_id, position, medicine_id, medicine_text, category, dose, dose_unit,
         frequency, duration_days)
       VALUES (?1, ?2, ?3, ?3, 'O', 1, 'tablet', 'BD', 5)`,
    ).bind(prescription, position, medicine);

  it('takes the prescription numbers RX- references draw, and refuses others', async () => {
    const recordId = await recordInConsultation('AP-RX0002', Date.UTC(2031, 0, 6, 6));
    const insert = (number: string) =>
      env.DB.prepare(
        `INSERT INTO prescriptions (number, record_id, status, created_at, updated_at) VALUES (?1, ?2, 'draft', ?3, ?3)`,
      ).bind(number, recordId, now);
    const number = newReference('RX');
    expect(number).toMatch(/^RX-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    await insert(number).run();
    await env.DB.prepare('DELETE FROM prescriptions WHERE number = ?1').bind(number).run();
    for (const bad of ['RX-ABCDEFGI', 'RX-ABCDEFG', 'AP-ABCDEFGH', 'rx-abcdefgh']) {
      await expect(insert(bad).run()).rejects.toThrow(/CHECK/);
    }
  });

  it('refuses a prohibited medicine, an issue without the age, and any change once issued', async () => {
    const recordId = await recordInConsultation('AP-RX0001', Date.UTC(2031, 0, 6, 5));
    const draft = await env.DB.prepare(
      `INSERT INTO prescriptions (number, record_id, status, created_at, updated_at)
       VALUES ('RX-TEST0001', ?1, 'draft', ?2, ?2) RETURNING id`,
    )
      .bind(recordId, now)
      .first<{ id: number }>();
    const id = draft!.id;
    await expect(item(id, 1, 'morphine-10-tablet').run()).rejects.toThrow(/prohibited/);
    await item(id, 1, 'paracetamol-500-tablet').run();
    const issue = env.DB.prepare(
      `UPDATE prescriptions SET status = 'issued', issued_at = ?2, issued_by = 'doctor-account' WHERE id = ?1`,
    ).bind(id, now);
    await expect(issue.run()).rejects.toThrow(/patient's (age|sex)/);
    const answers = (age: number | null, sex: string | null) =>
      env.DB.prepare('UPDATE consultation_records SET patient_age_years = ?2, patient_sex = ?3 WHERE id = ?1')
        .bind(recordId, age, sex)
        .run();
    await answers(40, null);
    await expect(issue.run()).rejects.toThrow(/patient's sex/);
    await answers(null, 'not-stated');
    await expect(issue.run()).rejects.toThrow(/patient's age/);
    await answers(40, 'not-stated');
    await issue.run();
    await expect(item(id, 2, 'cetirizine-10-tablet').run()).rejects.toThrow(/cannot change/);
    await expect(env.DB.prepare('DELETE FROM prescriptions WHERE id = ?1').bind(id).run()).rejects.toThrow(
      /cannot change/,
    );
    await expect(
      env.DB.prepare("UPDATE consultation_records SET advice = 'more rest' WHERE id = ?1").bind(recordId).run(),
    ).rejects.toThrow(/after a prescription is issued/);
    await expect(env.DB.prepare("DELETE FROM medicines WHERE id = 'paracetamol-500-tablet'").run()).rejects.toThrow(
      /retire/,
    );
  });
  it('refuses a follow-up of another patient’s consultation, or of a later one, on insert and on update', async () => {
    const at = (reference: string, phone: string, startsAt: number) =>
      env.DB.prepare(
        `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
           locale, status, created_at, updated_at)
         VALUES (?1, 'arjun-mehta', ?2, ?3, 'audio', 49900, 'Asha', ?4, 'en', 'in-consultation', ?5, ?5) RETURNING id`,
      )
        .bind(reference, startsAt, startsAt + 1_800_000, phone, now)
        .first<{ id: number }>();
    const recordOf = (appointmentId: number, followUpOf: number | null) =>
      env.DB.prepare(
        `INSERT INTO consultation_records (appointment_id, doctor_id, follow_up_of, created_at, updated_at)
         VALUES (?1, 'arjun-mehta', ?2, ?3, ?3) RETURNING id`,
      ).bind(appointmentId, followUpOf, now);
    const other = await at('AP-FUP0001', '+919800000001', Date.UTC(2031, 1, 1, 5));
    const otherRecord = await recordOf(other!.id, null).first<{ id: number }>();
    const earlier = await at('AP-FUP0002', '+919800000002', Date.UTC(2031, 1, 2, 5));
    const earlierRecord = await recordOf(earlier!.id, null).first<{ id: number }>();
    const later = await at('AP-FUP0003', '+919800000002', Date.UTC(2031, 1, 9, 5));
    const laterRecord = await recordOf(later!.id, null).first<{ id: number }>();
    const now3 = await at('AP-FUP0004', '+919800000002', Date.UTC(2031, 1, 5, 5));
    await expect(recordOf(now3!.id, otherRecord!.id).run()).rejects.toThrow(/same patient/);
    await expect(recordOf(now3!.id, laterRecord!.id).run()).rejects.toThrow(/earlier consultation/);
    const ok = await recordOf(now3!.id, earlierRecord!.id).first<{ id: number }>();
    const change = (followUpOf: number) =>
      env.DB.prepare('UPDATE consultation_records SET follow_up_of = ?2 WHERE id = ?1').bind(ok!.id, followUpOf);
    await expect(change(otherRecord!.id).run()).rejects.toThrow(/same patient/);
    await expect(change(laterRecord!.id).run()).rejects.toThrow(/same patient/);
  });

  it('refuses to issue a draft whose medicine was retired or made prohibited after it was written', async () => {
    const recordId = await recordInConsultation('AP-RX0003', Date.UTC(2031, 0, 6, 7));
    await env.DB.prepare("UPDATE consultation_records SET patient_age_years = 40, patient_sex = 'male' WHERE id = ?1")
      .bind(recordId)
      .run();
    const draft = await env.DB.prepare(
      `INSERT INTO prescriptions (number, record_id, status, created_at, updated_at)
       VALUES ('RX-TEST0003', ?1, 'draft', ?2, ?2) RETURNING id`,
    )
      .bind(recordId, now)
      .first<{ id: number }>();
    await item(draft!.id, 1, 'zinc-20-syrup').run();
    const issue = env.DB.prepare(
      `UPDATE prescriptions SET status = 'issued', issued_at = ?2, issued_by = 'doctor-account' WHERE id = ?1`,
    ).bind(draft!.id, now);
    try {
      await env.DB.prepare("UPDATE medicines SET retired_at = 1 WHERE id = 'zinc-20-syrup'").run();
      await expect(issue.run()).rejects.toThrow(/medicine prohibited or retired/);
      await env.DB.prepare(
        "UPDATE medicines SET retired_at = NULL, category = 'prohibited' WHERE id = 'zinc-20-syrup'",
      ).run();
      await expect(issue.run()).rejects.toThrow(/medicine prohibited or retired/);
    } finally {
      await env.DB.prepare("UPDATE medicines SET retired_at = NULL, category = 'O' WHERE id = 'zinc-20-syrup'").run();
    }
    await issue.run();
  });
});
