// The doctor's record form (/doctor/appointments/<reference>/record) through the routes: every field labelled, each
// field's message (400, beside the field, what was typed kept), a save with its flash and access log; an older
// record keeps what the masters have since retired and its stored follow-up date; sex required before issuing.
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm } from './auth-helpers';
import {
  appointment,
  type Doctor,
  db,
  GOOD,
  hasRecord,
  linked,
  reads,
  record,
  saved,
  visit,
} from './doctor-records-support';
import { select, visibleText } from './html';

let x: Doctor;

beforeAll(async () => {
  x = await linked('Dr. Xena Form');
});

describe('the record form', () => {
  it('an empty record: every field labelled, the age’s reason beside it, no access-log row', async () => {
    const reference = await appointment(x.doctor.id, 'video');
    const response = await visit(record(reference), x.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain('Asha Verma');
    expect(text).toContain(reference);
    expect(text).toContain('Required before prescribing');
    expect(text).toContain('Save the record first; then add medicines.');
    const controls = await select(
      html,
      `form[action="${record(reference)}"] input, form[action="${record(reference)}"] select, form[action="${record(reference)}"] textarea`,
    );
    const labelled = await select(html, 'label');
    const wrapping = labelled.map((label) => label.attrs.for).filter(Boolean);
    for (const control of controls.filter((item) => item.attrs.type !== 'checkbox' && item.attrs.type !== 'radio')) {
      expect(wrapping, `label for ${control.attrs.name}`).toContain(control.attrs.id);
    }
    expect(await select(html, 'input[name="vital-temperature-c"]')).toHaveLength(1);
    expect(await select(html, 'input[name="vital-temperature-f"]')).toHaveLength(1);
    expect(await reads(reference, x.id)).toBe(0);
  });

  it.each([
    ['age', { age: '130' }, 'The age must be from 0 to 120 years.'],
    ['age', { age: 'forty' }, 'Write the age in whole years'],
    ['sex', { sex: 'alien' }, "Choose the patient's sex"],
    ['symptoms', { 'symptom-no-such': 'on' }, 'Choose symptoms from the list.'],
    ['symptomsNote', { symptomsNote: 'x'.repeat(2001) }, 'The symptoms note is too long'],
    ['vital-pulse', { 'vital-pulse': '500' }, 'Pulse of 500 /min is outside 30 to 220 /min'],
    ['vital-pulse', { 'vital-pulse': 'fast' }, 'Write Pulse as a number in /min.'],
    ['vital-temperature-f', { 'vital-temperature-f': '101.2' }, 'Temperature is already written in °C'],
    ['diagnosis', { diagnosis: 'd'.repeat(1001) }, 'The provisional diagnosis is too long'],
    ['advice', { advice: 'a'.repeat(2001) }, 'The advice is too long'],
    ['investigations', { investigations: 'i'.repeat(1001) }, 'The investigations is too long'],
    ['followUpOn', { followUpOn: '2020-01-01' }, 'The follow-up date must be after the day of the consultation'],
    ['followUpOn', { followUpOn: '2026-02-31' }, 'Write the follow-up date as a date'],
    ['followUpOf', { followUpOf: 'AP-ZZZZZZ' }, 'A follow-up names an earlier consultation of yours'],
  ])(
    '%s: a bad value is refused (400) with its message beside the field, the form keeping what was typed',
    async (key, bad, message) => {
      const reference = await appointment(x.doctor.id, 'video');
      const response = await postForm(record(reference), { ...GOOD, ...bad }, { Cookie: x.cookie });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(visibleText(html)).toContain(message);
      const ids: Record<string, string> = {
        age: 'record-age',
        sex: 'record-sex',
        symptoms: 'record-symptoms',
        symptomsNote: 'record-symptoms-note',
        diagnosis: 'record-diagnosis',
        advice: 'record-advice',
        investigations: 'record-investigations',
        followUpOn: 'record-follow-up-on',
        followUpOf: 'record-follow-up-of',
      };
      const id = ids[key] ?? key;
      const error = await select(html, `#${id}-error`);
      expect(error[0]?.text).toContain(message.slice(0, 20));
      // The summary above the form links to the field.
      expect(await select(html, `[role="alert"] a[href="#${id}"]`)).toHaveLength(1);
      expect(await select(html, `#${id}`)).toHaveLength(1);
      const described = await select(html, `[aria-describedby~="${id}-error"]`);
      expect(described.length).toBeGreaterThan(0);
      // What was typed is still there.
      expect((await select(html, 'input[name="vital-temperature-c"]'))[0]?.attrs.value).toBe('38.4');
      expect((await select(html, 'textarea[name="diagnosis"]'))[0]?.text).toBe(
        'diagnosis' in bad ? bad.diagnosis : 'Viral fever',
      );
      expect(await hasRecord(reference)).toBe(false);
    },
  );

  it('saved: 303 back with a flash and no read logged; the page shows it and logs one read per render', async () => {
    const reference = await appointment(x.doctor.id, 'audio');
    const response = await saved(x, reference);
    expect(response.headers.get('Location')).toBe(record(reference));
    expect(response.headers.get('Set-Cookie')).toContain('flash=record-saved');
    expect(await reads(reference, x.id)).toBe(0);
    const html = await (await visit(record(reference), x.cookie)).text();
    expect((await select(html, 'input[name="age"]'))[0]?.attrs.value).toBe('42');
    expect(await select(html, 'input[name="symptom-fever"][checked]')).toHaveLength(1);
    expect(await reads(reference, x.id)).toBe(1);
    await visit(record(reference), x.cookie);
    expect(await reads(reference, x.id)).toBe(2);
  });
});

describe('an older record and the masters', () => {
  it('shows retired symptoms and vitals the record holds (marked), and saves again keeping them', async () => {
    const reference = await appointment(x.doctor.id, 'video');
    await saved(x, reference, { ...GOOD, 'symptom-tiredness': 'on', 'vital-weight': '61.5' });
    await db.prepare("UPDATE symptoms SET retired_at = 1 WHERE id = 'tiredness'").run();
    await db.prepare("UPDATE vitals SET retired_at = 1 WHERE id = 'weight'").run();
    try {
      const html = await (await visit(record(reference), x.cookie)).text();
      expect(await select(html, 'input[name="symptom-tiredness"][checked]')).toHaveLength(1);
      expect((await select(html, 'input[name="vital-weight"]'))[0]?.attrs.value).toBe('61.5');
      const text = visibleText(html);
      expect(text).toContain('Tiredness (retired)');
      expect(text).toContain('Weight (kg) (retired)');
      // A new record does not offer them.
      const fresh = await (await visit(record(await appointment(x.doctor.id, 'video')), x.cookie)).text();
      expect(await select(fresh, 'input[name="symptom-tiredness"]')).toHaveLength(0);
      expect(await select(fresh, 'input[name="vital-weight"]')).toHaveLength(0);
      // The form as shown, posted again: saved, nothing dropped.
      await saved(x, reference, { ...GOOD, 'symptom-tiredness': 'on', 'vital-weight': '61.5', advice: 'More rest' });
      const kept = await db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM consultation_symptoms s WHERE s.record_id = r.id AND s.symptom_id = 'tiredness')
             + (SELECT COUNT(*) FROM consultation_vitals v WHERE v.record_id = r.id AND v.vital_id = 'weight') AS n
           FROM consultation_records r JOIN appointments a ON a.id = r.appointment_id WHERE a.reference = ?1`,
        )
        .bind(reference)
        .first<{ n: number }>();
      expect(kept?.n).toBe(2);
    } finally {
      await db.prepare("UPDATE symptoms SET retired_at = NULL WHERE id = 'tiredness'").run();
      await db.prepare("UPDATE vitals SET retired_at = NULL WHERE id = 'weight'").run();
    }
  });

  it('the sex hint says it is required before prescribing, and “Not stated” is an answer', async () => {
    const html = await (await visit(record(await appointment(x.doctor.id, 'video')), x.cookie)).text();
    const hint = (await select(html, '#record-sex-hint'))[0]?.text ?? '';
    expect(hint).toContain('Required before prescribing');
    expect(hint).toContain('Not stated');
  });
});
