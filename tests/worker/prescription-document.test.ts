// The prescription document and its print pages: the doctor's (/doctor/prescriptions/<number>, their own records
// only, drafts marked not valid) and the patient's (/account/prescriptions/<number> and /hi, issued prescriptions of
// their own consultations only, completed or not: the mail goes at issue); in Hindi, the dose units and the starter
// symptoms and vitals in Hindi; each view in the access log; and the patient's e-mail on issue, which says who
// issued it and where to see it and nothing medical.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderNotification } from '../../src/notifications/templates/render';
import { documentForDoctor, documentForPatient, DOSE_UNITS } from '../../src/records';
import { DOCUMENT_WORDS, masterName } from '../../src/patient';
import { SITE } from './auth-helpers';
import { testDoctor } from './appointment-support';
import { select, visibleText } from './html';
import {
  ADVICE,
  accessRows,
  consultation,
  DIAGNOSIS,
  doctorAccount,
  INVESTIGATIONS,
  PATIENT_NAME,
  patientAccount,
  type Consultation,
  type Patient,
} from './rx-support';

const visit = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

let x: Awaited<ReturnType<typeof doctorAccount>>;
let y: Awaited<ReturnType<typeof doctorAccount>>;
let a: Patient;
let b: Patient;
let issued: Consultation;
let draft: Consultation;

beforeAll(async () => {
  [x, y, a, b] = await Promise.all([
    doctorAccount('Dr. Farah Khan'),
    doctorAccount('Dr. Sunil Rao'),
    patientAccount(),
    patientAccount(),
  ]);
  issued = await consultation(x.doctor.id, { accountId: a.id });
  draft = await consultation(x.doctor.id, { accountId: a.id, issue: false });
});

describe('the scoped loaders', () => {
  it('a doctor reads only prescriptions of their own records, drafts too', async () => {
    expect(await documentForDoctor(env.DB, x.doctor.id, issued.number)).toMatchObject({
      status: 'issued',
      patient: { name: PATIENT_NAME, ageYears: 34, sex: 'female' },
      diagnosis: DIAGNOSIS,
    });
    expect((await documentForDoctor(env.DB, x.doctor.id, draft.number))?.status).toBe('draft');
    expect(await documentForDoctor(env.DB, y.doctor.id, issued.number)).toBeNull();
    expect(await documentForDoctor(env.DB, x.doctor.id, 'RX-NOTVALID')).toBeNull();
  });

  it('a patient reads only issued prescriptions of their own consultations', async () => {
    const doc = await documentForPatient(env.DB, [issued.id, draft.id], issued.number);
    expect(doc?.lines.map((line) => line.genericName)).toEqual(['Paracetamol', 'Cetirizine']);
    expect(doc?.symptoms).toEqual([
      { id: 'fever', name: 'Fever' },
      { id: 'sore-throat', name: 'Sore throat' },
    ]);
    expect(await documentForPatient(env.DB, [draft.id], draft.number)).toBeNull();
    expect(await documentForPatient(env.DB, [draft.id], issued.number)).toBeNull();
    expect(await documentForPatient(env.DB, [], issued.number)).toBeNull();
    // Issued while the consultation is still going on: the patient sees it (the mail went at issue) ...
    const ongoing = await consultation(x.doctor.id, { accountId: a.id, complete: false });
    expect((await documentForPatient(env.DB, [ongoing.id], ongoing.number))?.status).toBe('issued');
    // ... a draft of one going on, never.
    const drafting = await consultation(x.doctor.id, { accountId: a.id, issue: false, complete: false });
    expect(await documentForPatient(env.DB, [drafting.id], drafting.number)).toBeNull();
  });
});

describe('/doctor/prescriptions/<number>', () => {
  it('shows the doctor the document in the guidelines’ layout, with a print button and the access row', async () => {
    const response = await visit(`/doctor/prescriptions/${issued.number}`, x.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    const text = visibleText(html);
    for (const expected of [
      'Dr. Farah Khan',
      'MBBS',
      'TN-54321',
      'Tamil Nadu Medical Council',
      '+91 90000 00000',
      PATIENT_NAME,
      '34 years',
      'Female',
      DIAGNOSIS,
      ADVICE,
      INVESTIGATIONS,
      'Three times a day',
      'At bedtime',
      '5 days',
      'After food',
      'Check it is valid at http',
      `/rx/${issued.number}`,
      'Digitally signed: issued by Dr. Farah Khan',
    ])
      expect(text).toContain(expected);
    expect(await select(html, '.rx-generic')).toHaveLength(2);
    const [print] = await select(html, 'a[href$="?print=1"]');
    expect(print?.attrs.href).toBe(`/doctor/prescriptions/${issued.number}?print=1`);
    const rows = await accessRows(issued.number);
    expect(rows.at(-1)).toMatchObject({ actor_id: x.id, actor_role: 'doctor', action: 'read' });
  });

  it('marks a draft DRAFT – not valid, unsigned', async () => {
    const text = visibleText(await (await visit(`/doctor/prescriptions/${draft.number}`, x.cookie)).text());
    expect(text).toContain('DRAFT – not valid');
    expect(text).toContain('Not signed');
  });

  it('prints without JavaScript: the document alone, logged as a print', async () => {
    const response = await visit(`/doctor/prescriptions/${issued.number}?print=1`, x.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(await select(html, 'nav')).toEqual([]);
    expect(await select(html, 'article[data-prescription]')).toHaveLength(1);
    expect((await accessRows(issued.number)).at(-1)).toMatchObject({ actor_role: 'doctor', action: 'print' });
  });

  it('another doctor’s number, or nonsense, answers 404 and is not logged', async () => {
    const before = (await accessRows(issued.number)).length;
    expect((await visit(`/doctor/prescriptions/${issued.number}`, y.cookie)).status).toBe(404);
    expect((await visit('/doctor/prescriptions/RX-1', x.cookie)).status).toBe(404);
    expect(await accessRows(issued.number)).toHaveLength(before);
  });

  it('a patient gets 403, no session 303 to the sign-in page', async () => {
    expect((await visit(`/doctor/prescriptions/${issued.number}`, a.cookie)).status).toBe(403);
    const anonymous = await visit(`/doctor/prescriptions/${issued.number}`);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('Location')).toContain('/auth?next=');
  });
});

describe('/account/prescriptions/<number>', () => {
  it('shows the patient their issued prescription, logged as their read', async () => {
    const response = await visit(`/account/prescriptions/${issued.number}`, a.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(visibleText(html)).toContain('Paracetamol 500 mg tablet');
    expect(await select(html, `a[href="/account/prescriptions/${issued.number}?print=1"]`)).toHaveLength(1);
    expect((await accessRows(issued.number)).at(-1)).toMatchObject({
      actor_id: a.id,
      actor_role: 'patient',
      action: 'read',
    });
  });

  it('in Hindi: Hindi labels, the medical text as written', async () => {
    const html = await (await visit(`/hi/account/prescriptions/${issued.number}`, a.cookie)).text();
    const text = visibleText(html);
    expect(text).toContain('पर्चा नंबर');
    expect(text).toContain('दिन में तीन बार');
    expect(text).toContain(DIAGNOSIS);
    // The doctor's name as their record gives it in Hindi.
    expect(text).toContain('डॉ. मीरा शाह');
    // The starter symptoms and vitals by their Hindi names, the dose in Hindi; the medicine as prescribed.
    expect(text).toContain('बुखार, गले में खराश. Since three days');
    expect(text).toContain('शरीर का तापमान: 38.2 °C');
    expect(text).toContain('ख़ुराक: 1 गोली');
    expect(text).toContain('Paracetamol 500 mg tablet');
    for (const english of ['Fever', 'Sore throat', 'Temperature', '1 tablet']) expect(text).not.toContain(english);
    // The print view too.
    const print = visibleText(
      await (await visit(`/hi/account/prescriptions/${issued.number}?print=1`, a.cookie)).text(),
    );
    expect(print).toContain('ख़ुराक: 1 गोली');
    expect(print).toContain('बुखार');
  });

  it('every dose unit has Hindi words; every starter symptom and vital a Hindi name; others keep the master’s', async () => {
    for (const unit of DOSE_UNITS) {
      expect(DOCUMENT_WORDS.hi.doseUnits[unit]).toMatch(/[\u0900-\u097F]/);
      expect(DOCUMENT_WORDS.en.doseUnits[unit]).toBe(unit);
    }
    for (const kind of ['symptom', 'vital'] as const) {
      const { results } = await env.DB.prepare(`SELECT id, name FROM ${kind}s WHERE starter = 1`).all<{
        id: string;
        name: string;
      }>();
      expect(results.length).toBeGreaterThan(5);
      for (const row of results) {
        expect(masterName(kind, row.id, row.name, 'hi'), row.id).toMatch(/[\u0900-\u097F]/);
        expect(masterName(kind, row.id, row.name, 'en')).toBe(row.name);
      }
    }
    // One an admin added later: its master's English name, until the dictionary has it.
    expect(masterName('symptom', 'hiccups', 'Hiccups', 'hi')).toBe('Hiccups');
  });

  it('another patient’s number, a draft, and no session', async () => {
    expect((await visit(`/account/prescriptions/${issued.number}`, b.cookie)).status).toBe(404);
    expect((await visit(`/account/prescriptions/${draft.number}`, a.cookie)).status).toBe(404);
    expect((await visit('/account/prescriptions/nonsense', a.cookie)).status).toBe(404);
    const anonymous = await visit(`/account/prescriptions/${issued.number}`);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('Location')).toBe(
      `/auth?next=${encodeURIComponent(`/account/prescriptions/${issued.number}`)}`,
    );
  });
});

describe('vitals in the order a doctor reads them (the master’s display order)', () => {
  // Written in another order than they are read; alphabetically (and by id) diastolic came before systolic.
  const VITALS = [
    { id: 'temperature-c', value: '37.4', unit: '°C' },
    { id: 'bp-diastolic', value: '84', unit: 'mmHg' },
    { id: 'pulse', value: '76', unit: '/min' },
    { id: 'bp-systolic', value: '132', unit: 'mmHg' },
  ];
  /** What each reading starts with on a page, in the order a doctor reads them. */
  const readOrder = async (locale: 'en' | 'hi') => {
    const names = await Promise.all(
      ['bp-systolic', 'bp-diastolic', 'pulse', 'temperature-c'].map(async (id) => {
        const row = await env.DB.prepare('SELECT name FROM vitals WHERE id = ?1').bind(id).first<{ name: string }>();
        return masterName('vital', id, row?.name ?? id, locale);
      }),
    );
    return names.map((name, index) => `${name}: ${['132', '84', '76', '37.4'][index]}`);
  };
  const expectInOrder = (text: string, parts: string[]) => {
    const at = parts.map((part) => text.indexOf(part));
    for (const [index, position] of at.entries()) expect(position, parts[index]).toBeGreaterThanOrEqual(0);
    expect(at).toEqual([...at].sort((left, right) => left - right));
  };
  let read: Consultation;

  beforeAll(async () => {
    read = await consultation(x.doctor.id, { accountId: a.id, vitals: VITALS });
  });

  it('the printed prescription: the doctor’s and the patient’s, in English and Hindi, systolic first', async () => {
    const english = await readOrder('en');
    expect(english[0]).toBe('Blood pressure (systolic): 132');
    for (const [path, cookie] of [
      [`/doctor/prescriptions/${read.number}?print=1`, x.cookie],
      [`/doctor/prescriptions/${read.number}`, x.cookie],
      [`/account/prescriptions/${read.number}?print=1`, a.cookie],
    ] as const) {
      const response = await visit(path, cookie);
      expect(response.status, path).toBe(200);
      expectInOrder(visibleText(await response.text()), english);
    }
    const hindi = visibleText(await (await visit(`/hi/account/prescriptions/${read.number}?print=1`, a.cookie)).text());
    expectInOrder(hindi, await readOrder('hi'));
  });

  it('the patient’s Records and the doctor’s record page list them in the same order', async () => {
    const records = visibleText(await (await visit('/account/records', a.cookie)).text());
    expectInOrder(records, await readOrder('en'));
    const page = await (await visit(`/doctor/appointments/${read.reference}/record`, x.cookie)).text();
    expect(page).toBeTruthy();
    expectInOrder(visibleText(page), [
      'Blood pressure (systolic) 132 mmHg',
      'Blood pressure (diastolic) 84 mmHg',
      'Pulse 76 /min',
      'Temperature 37.4 °C',
    ]);
  });

  it('the doctor’s form offers them in that order too', async () => {
    const doctor = await doctorAccount('Dr. Order Form');
    const open = await consultation(doctor.doctor.id, { issue: false, complete: false });
    const html = await (await visit(`/doctor/appointments/${open.reference}/record`, doctor.cookie)).text();
    const names = (await select(html, 'input[name^="vital-"]')).map((input) => input.attrs.name);
    const at = (id: string) => names.indexOf(`vital-${id}`);
    expect(at('bp-systolic')).toBeGreaterThanOrEqual(0);
    expect(at('bp-systolic')).toBeLessThan(at('bp-diastolic'));
    expect(at('bp-diastolic')).toBeLessThan(at('pulse'));
  });
});

describe('the e-mail on issue', () => {
  const outbox = async (number: string, channel: 'email' | 'phone' = 'email') =>
    (
      await env.DB.prepare(
        `SELECT event, recipient, locale, payload FROM notifications
         WHERE reference = ?1 AND (channel = 'email') = (?2 = 'email')`,
      )
        .bind(number, channel)
        .all<{ event: string; recipient: string; locale: 'en' | 'hi'; payload: string }>()
    ).results;

  const context = { siteName: 'CareLine Health', siteUrl: 'https://careline.example', supportPhone: '+91 90000 00000' };

  it('is written with the issue, to the appointment’s e-mail, and says nothing medical', async () => {
    const doctor = await testDoctor(undefined, { name: 'Dr. Neha Joshi' });
    const done = await consultation(doctor.id, { email: 'kavita.iyer@example.com' });
    const rows = await outbox(done.number);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'prescription.issued', recipient: 'kavita.iyer@example.com', locale: 'en' });
    const mail = renderNotification('prescription.issued', 'en', JSON.parse(rows[0]!.payload), context);
    const all = `${mail.subject}\n${mail.text}\n${mail.html}\n${rows[0]!.payload}`;
    expect(mail.text).toContain('Dr. Neha Joshi');
    expect(mail.text).toContain('https://careline.example/account/records');
    for (const secret of [DIAGNOSIS, ADVICE, INVESTIGATIONS, 'Paracetamol', 'Cetirizine', 'After food', done.number])
      expect(all).not.toContain(secret);
    // Beside it, the phone's "your prescription is ready", with the same facts and nothing medical.
    const phone = await outbox(done.number, 'phone');
    expect(phone.map((row) => [row.event, row.recipient.split(':')[0], row.payload])).toEqual([
      ['prescription.issued', 'sms', rows[0]!.payload],
    ]);
  });

  it('in the appointment’s language: Hindi words, the Hindi doctor name and the Hindi Records page', async () => {
    const doctor = await testDoctor();
    const done = await consultation(doctor.id, { email: 'asha.hi@example.com', locale: 'hi' });
    const [row] = await outbox(done.number);
    expect(row?.locale).toBe('hi');
    const mail = renderNotification('prescription.issued', 'hi', JSON.parse(row!.payload), context);
    expect(mail.text).toContain('डॉ. मीरा शाह');
    expect(mail.text).toContain('https://careline.example/hi/account/records');
    expect(mail.text).not.toContain(DIAGNOSIS);
  });

  it('no e-mail on the appointment, no mail (the phone still hears); a draft, no message', async () => {
    const doctor = await testDoctor();
    const noEmail = (await consultation(doctor.id)).number;
    expect(await outbox(noEmail)).toEqual([]);
    expect(await outbox(noEmail, 'phone')).toHaveLength(1);
    expect(await outbox((await consultation(doctor.id, { email: 'x@example.com', issue: false })).number)).toEqual([]);
  });
});
