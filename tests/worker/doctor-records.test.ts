// The doctor's consultation record page (/doctor/appointments/<reference>/record) and the Records list, through the
// routes: who gets in (no session 303, patient and admin 403, another doctor's reference 404 on every route), the
// each guideline rule refused with its name, issue refused without the age, issued-is-final (409, read-only), supersede, and the access log (a read per render
// that shows a record, none for a form that redirects).
// The record form itself is tests/worker/doctor-records-form.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, signIn } from './auth-helpers';
import {
  added,
  appointment,
  type Doctor,
  db,
  GOOD,
  hasRecord,
  line,
  linked,
  reads,
  record,
  saved,
  visit,
} from './doctor-records-support';
import { select, visibleText } from './html';

let x: Doctor;
let y: Doctor;

beforeAll(async () => {
  [x, y] = await Promise.all([linked('Dr. Xena Record'), linked('Dr. Yash Record')]);
});

describe('who may open a record', () => {
  it('no session: 303 to sign-in; a patient and an admin: 403', async () => {
    const reference = await appointment(x.doctor.id, 'video');
    for (const path of [record(reference), '/doctor/records']) {
      const response = await visit(path);
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(`/auth?next=${encodeURIComponent(path)}`);
    }
    const [patient, admin] = await Promise.all([signIn('patient'), signIn('admin', 'admin')]);
    for (const cookie of [patient, admin]) {
      expect((await visit(record(reference), cookie)).status).toBe(403);
      expect((await postForm(record(reference), GOOD, { Cookie: cookie })).status).toBe(403);
    }
    expect(await hasRecord(reference)).toBe(false);
  });

  it('another doctor’s reference and an unknown one: 404 on the page and on every form, nothing written', async () => {
    const reference = await appointment(x.doctor.id, 'video');
    await saved(x, reference);
    await added(x, reference, 'paracetamol-500-tablet');
    const before = await reads(reference, y.id);
    for (const ref of [reference, 'AP-ZZZZZZ', 'not-a-reference']) {
      for (const path of [record(ref), `${record(ref)}/issue`]) {
        const response = await visit(path, y.cookie);
        expect(response.status).toBe(404);
        expect(visibleText(await response.text())).toContain('There is no appointment of yours with that reference.');
      }
      for (const [suffix, fields] of [
        ['', { ...GOOD, diagnosis: 'Changed by Y' }],
        ['/lines', line('paracetamol-500-tablet')],
        ['/remove', { position: '1' }],
        ['/issue', {}],
        ['/supersede', { number: 'RX-00000000' }],
      ] as const) {
        const response = await postForm(`${record(ref)}${suffix}`, fields, { Cookie: y.cookie });
        expect(response.status, `${suffix} for ${ref}`).toBe(404);
        expect(visibleText(await response.text())).toContain('There is no appointment of yours');
      }
    }
    // No such action: the doctor area's 404 page too.
    const unknown = await postForm(`${record(reference)}/delete`, {}, { Cookie: x.cookie });
    expect(unknown.status).toBe(404);
    expect(visibleText(await unknown.text())).toContain('Records');
    const row = await db
      .prepare(
        `SELECT r.provisional_diagnosis AS d, (SELECT COUNT(*) FROM prescription_items i JOIN prescriptions p
           ON p.id = i.prescription_id WHERE p.record_id = r.id) AS lines
         FROM consultation_records r JOIN appointments a ON a.id = r.appointment_id WHERE a.reference = ?1`,
      )
      .bind(reference)
      .first<{ d: string; lines: number }>();
    expect(row).toEqual({ d: 'Viral fever', lines: 1 });
    expect(await reads(reference, y.id)).toBe(before);
  });

  it('an appointment not yet in consultation: says when, with no form; a posted record is refused (409)', async () => {
    const reference = await appointment(x.doctor.id, 'video', 'confirmed');
    const response = await visit(record(reference), x.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(visibleText(html)).toContain('The record is written once the consultation has started.');
    expect(await select(html, `form[action^="${record(reference)}"]`)).toHaveLength(0);
    const posted = await postForm(record(reference), GOOD, { Cookie: x.cookie });
    expect(posted.status).toBe(409);
    expect(visibleText(await posted.text())).toContain('A record is written once the consultation has started.');
    expect(await hasRecord(reference)).toBe(false);
  });
});

describe('the prescription: the guideline rules through the routes', () => {
  it('refuses prohibited, List A by audio without a re-fill and List B outside a follow-up, naming the rule', async () => {
    const reference = await appointment(x.doctor.id, 'audio');
    await saved(x, reference);
    const page = await (await visit(record(reference), x.cookie)).text();
    expect(await select(page, 'option[value="morphine-10-tablet"]')).toHaveLength(0);
    expect(await select(page, 'option[value="amoxicillin-500-capsule"]')).toHaveLength(1);
    for (const [medicine, rule, reason] of [
      ['morphine-10-tablet', 'Prohibited medicine', 'cannot be prescribed in a tele-consultation'],
      ['amoxicillin-500-capsule', 'List A rule', 'This consultation is by audio and the line is not a re-fill.'],
      ['enalapril-5-tablet', 'List B rule', 'only at a follow-up of an earlier consultation with the same doctor'],
    ]) {
      const response = await added(x, reference, medicine as string);
      expect(response.status, medicine).toBe(400);
      const html = await response.text();
      const text = visibleText(html);
      expect(text).toContain(`Refused by: ${rule}.`);
      expect(text).toContain(reason);
      expect((await select(html, 'select[name="medicineId"] option[selected]'))[0]?.attrs.value ?? '').toBe(
        medicine === 'morphine-10-tablet' ? '' : medicine,
      );
      expect((await select(html, 'input[name="instructions"]'))[0]?.attrs.value).toBe('After food');
    }
    expect((await added(x, reference, 'paracetamol-500-tablet')).status).toBe(303);
  });

  it('allows List A by video, List A as a re-fill, and List B at a follow-up', async () => {
    const first = await appointment(x.doctor.id, 'video');
    await saved(x, first);
    expect((await added(x, first, 'amoxicillin-500-capsule')).status).toBe(303);
    expect((await postForm(`${record(first)}/issue`, {}, { Cookie: x.cookie })).status).toBe(303);
    const number = (
      await db
        .prepare(
          `SELECT p.number FROM prescriptions p JOIN consultation_records r ON r.id = p.record_id
           JOIN appointments a ON a.id = r.appointment_id WHERE a.reference = ?1`,
        )
        .bind(first)
        .first<{ number: string }>()
    )?.number;
    const later = await appointment(x.doctor.id, 'audio');
    const page = await (await visit(record(later), x.cookie)).text();
    expect(await select(page, `select[name="followUpOf"] option[value="${first}"]`)).toHaveLength(1);
    await saved(x, later, { ...GOOD, followUpOf: first });
    expect((await added(x, later, 'amoxicillin-500-capsule', { refillOf: number ?? '' })).status).toBe(303);
    expect((await added(x, later, 'enalapril-5-tablet')).status).toBe(303);
    const bad = await added(x, later, 'amoxicillin-500-capsule', { refillOf: 'RX-00000000' });
    expect(bad.status).toBe(400);
    expect(visibleText(await bad.text())).toContain('A re-fill names an issued prescription of this patient');
  });

  it.each([
    [{ dose: '' }, 'Write the dose, with its unit'],
    [{ doseUnit: '' }, 'A dose needs its unit: 1 what?'],
    [{ frequency: 'hourly' }, 'Choose how often'],
    [{ durationDays: '0' }, 'The duration must be from 1 to 365 days.'],
    [{ medicineId: 'no-such' }, 'Choose the medicine from the list.'],
  ])('a line with %j is refused (400) with its message', async (bad, message) => {
    const reference = await appointment(x.doctor.id, 'video');
    await saved(x, reference);
    const response = await added(x, reference, 'paracetamol-500-tablet', bad);
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain(message);
  });
});

describe('issue, final, supersede', () => {
  it('issue without the age is refused with the rule; issued, the record is read-only and a POST 409', async () => {
    const reference = await appointment(x.doctor.id, 'video');
    await saved(x, reference, { ...GOOD, age: '' });
    expect((await added(x, reference, 'paracetamol-500-tablet')).status).toBe(303);
    expect((await added(x, reference, 'amoxicillin-500-capsule')).status).toBe(303);
    const before = await reads(reference, x.id);
    const confirm = await visit(`${record(reference)}/issue`, x.cookie);
    expect(confirm.status).toBe(200);
    // The confirmation shows the medicines: it is a read of the record too.
    expect(await reads(reference, x.id)).toBe(before + 1);
    expect(visibleText(await confirm.text())).toContain('cannot be edited');
    const refused = await postForm(`${record(reference)}/issue`, {}, { Cookie: x.cookie });
    expect(refused.status).toBe(400);
    const refusedText = visibleText(await refused.text());
    expect(refusedText).toContain('Refused by: Age required.');
    expect(refusedText).toContain("Record the patient's age before prescribing");

    await saved(x, reference);
    const issued = await postForm(`${record(reference)}/issue`, {}, { Cookie: x.cookie });
    expect(issued.status).toBe(303);
    expect(issued.headers.get('Set-Cookie')).toContain('flash=record-prescription-issued');

    const again = await postForm(record(reference), { ...GOOD, diagnosis: 'Changed' }, { Cookie: x.cookie });
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain('the record stays as issued');
    const html = await (await visit(record(reference), x.cookie)).text();
    expect(await select(html, `form[action="${record(reference)}"]`)).toHaveLength(0);
    expect(await select(html, `form[action="${record(reference)}/lines"]`)).toHaveLength(0);
    const text = visibleText(html);
    expect(text).toContain('Viral fever');
    expect(text).toContain('Valid');
    const print = await select(html, 'a[href^="/doctor/prescriptions/RX-"]');
    expect(print).toHaveLength(1);
    expect(
      (await postForm(`${record(reference)}/lines`, line('paracetamol-500-tablet'), { Cookie: x.cookie })).status,
    ).toBe(409);
  });

  it('supersede starts a new draft naming the old one; removing a line keeps the others', async () => {
    const reference = await appointment(x.doctor.id, 'video');
    await saved(x, reference);
    await added(x, reference, 'paracetamol-500-tablet');
    await added(x, reference, 'amoxicillin-500-capsule');
    const removed = await postForm(`${record(reference)}/remove`, { position: '1' }, { Cookie: x.cookie });
    expect(removed.status).toBe(303);
    // A position the draft has not, or one that is not a number at all: 409, named, and the other line kept.
    for (const position of ['9', 'first', '', '-1', '9'.repeat(400)]) {
      const refused = await postForm(`${record(reference)}/remove`, { position }, { Cookie: x.cookie });
      expect(refused.status).toBe(409);
      expect(visibleText(await refused.text())).toContain('That medicine is no longer on the draft.');
    }
    await postForm(`${record(reference)}/issue`, {}, { Cookie: x.cookie });
    const html = await (await visit(record(reference), x.cookie)).text();
    const number = (await select(html, 'form[action$="/supersede"] input[name="number"]'))[0]?.attrs.value ?? '';
    expect(number).toMatch(/^RX-/);
    const corrected = await postForm(`${record(reference)}/supersede`, { number }, { Cookie: x.cookie });
    expect(corrected.status).toBe(303);
    const after = await (await visit(record(reference), x.cookie)).text();
    expect(visibleText(after)).toContain(`(correcting ${number})`);
    const draftLines = await select(after, 'table tbody th');
    expect(draftLines.map((cell) => cell.text)).toEqual(['Amoxicillin 500 mg capsule']);
    const twice = await postForm(`${record(reference)}/supersede`, { number }, { Cookie: x.cookie });
    expect(twice.status).toBe(409);
    // A number that is none of this record's prescriptions (malformed, missing, too long): 404 on the record page.
    for (const wrong of ['RX-NOPE', '', `${number}${'9'.repeat(300)}`]) {
      const refused = await postForm(`${record(reference)}/supersede`, { number: wrong }, { Cookie: x.cookie });
      expect(refused.status).toBe(404);
      expect(visibleText(await refused.text())).toContain('No correction started');
    }
  });
});

describe('the Records list and the cards', () => {
  it('lists the doctor’s own records with the prescription state and no medical content; cards link to them', async () => {
    const reference = await appointment(x.doctor.id, 'video', 'in-consultation', 'Rekha Listed');
    const unwritten = await appointment(x.doctor.id, 'video', 'in-consultation', 'Ravi Unwritten');
    await saved(x, reference, { ...GOOD, diagnosis: 'Secret diagnosis words' });
    await added(x, reference, 'paracetamol-500-tablet');
    const html = await (await visit('/doctor/records', x.cookie)).text();
    const text = visibleText(html);
    expect(text).toContain('Rekha Listed');
    expect(text).not.toContain('Secret diagnosis words');
    const row = (await select(html, 'tbody tr')).find((item) => item.text.includes(reference));
    expect(row?.text).toContain('Draft');
    expect(visibleText(await (await visit('/doctor/records', y.cookie)).text())).not.toContain('Rekha Listed');

    const today = await (await visit('/doctor', x.cookie)).text();
    const written = await select(
      today,
      `article[aria-labelledby="appointment-${reference}"] a[href="${record(reference)}"]`,
    );
    expect(written[0]?.text).toContain('Consultation record');
    const notYet = await select(
      today,
      `article[aria-labelledby="appointment-${unwritten}"] a[href="${record(unwritten)}"]`,
    );
    expect(notYet[0]?.text).toContain('Write the record');
  });
});
