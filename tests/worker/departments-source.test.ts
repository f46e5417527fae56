// The departments and specialties masters are the one source (issue 31): the admin's doctor form offers the current
// departments (and a doctor's own retired one) and validates against the table, suggests the specialties; the public
// Doctors page's filter lists the departments published doctors use, named by the master (Hindi by the dictionary),
// with one more D1 query; without a database the dictionaries' departments; a department a published doctor uses is
// not retired (409, naming them).
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { findDoctor, publishedDepartments } from '../../src/appointments';
import { createApp } from '../../src/app';
import { DOCTORS_HI } from '../../src/content/doctors/copy.hi';
import { findMasterRow } from '../../src/records';
import { testDoctor } from './appointment-support';
import { postForm, signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const CALENDARS = '/admin/scheduling/calendars';
const DEPARTMENTS = '/admin/masters/departments';
let admin = '';

const adminGet = async (address: string) =>
  (await createApp({ cachePages: false }).request(`${SITE}${address}`, { headers: { Cookie: admin } }, env)).text();

/** A public page rendered fresh (no page cache), and the D1 statements it prepared. */
async function publicPage(address: string, bindings: Partial<typeof env> = env) {
  let statements = 0;
  const db = bindings.DB;
  const counted = db && {
    prepare: (sql: string) => {
      statements += 1;
      return db.prepare(sql);
    },
    batch: db.batch.bind(db),
  };
  const response = await createApp({ cachePages: false }).request(
    `${SITE}${address}`,
    {},
    { ...bindings, DB: counted },
  );
  return { status: response.status, html: await response.text(), statements };
}

const options = async (html: string, select_: string) =>
  (await select(html, `${select_} option`)).map((option) => [option.attrs.value, option.text]);

const doctorFields = (department: string, overrides: Record<string, string> = {}) => ({
  form: 'doctor',
  doctor: 'new',
  name: 'Dr. Lata Menon',
  specialization: 'Paediatrician',
  department,
  qualifications: 'MBBS, MD (Paediatrics)',
  registrationNumber: 'KL-20931',
  council: 'Travancore-Cochin Medical Council',
  fee: '499',
  minutes: '20',
  experienceYears: '6',
  'language-en': 'on',
  active: 'on',
  ...overrides,
});

beforeAll(async () => {
  admin = await signIn('admin', 'admin');
});

describe('the doctor form offers the masters', () => {
  it('offers the current departments from the table and the specialties as suggestions', async () => {
    const html = await adminGet(`${CALENDARS}?doctor=new`);
    const departments = await options(html, 'select[name="department"]');
    expect(departments).toEqual(
      expect.arrayContaining([
        ['general-physician', 'General Physician'],
        ['paediatrics', 'Paediatrics'],
        ['obstetrics-gynaecology', 'Obstetrics & Gynaecology'],
      ]),
    );
    expect((await selectOne(html, 'input[name="specialization"]')).attrs.list).toBe('doctor-specialties');
    const suggested = (await select(html, 'datalist#doctor-specialties option')).map((option) => option.attrs.value);
    expect(suggested).toEqual(expect.arrayContaining(['Diabetology', 'Medical Oncology']));
  });

  it('saves a doctor in a department added to the master, and refuses one the master lacks', async () => {
    const stamp = Date.now().toString(36);
    const added = await postForm(DEPARTMENTS, { action: 'add', name: `Nephrology ${stamp}` }, { Cookie: admin });
    expect(added.status).toBe(303);
    const id = `nephrology-${stamp}`;
    expect(await options(await adminGet(`${CALENDARS}?doctor=new`), 'select[name="department"]')).toContainEqual([
      id,
      `Nephrology ${stamp}`,
    ]);
    const saved = await postForm(CALENDARS, doctorFields(id, { registrationNumber: `KL-${stamp}` }), { Cookie: admin });
    expect(saved.status).toBe(303);
    const doctorId = /doctor=([^&]+)/.exec(saved.headers.get('Location') ?? '')?.[1] ?? '';
    expect((await findDoctor(env.DB, doctorId))?.department).toBe(id);

    const refused = await postForm(CALENDARS, doctorFields('astrology'), { Cookie: admin });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain('from the Departments master');
  });

  it('keeps a doctor’s own retired department, and offers it to no one else', async () => {
    const retiredDoctor = await testDoctor(undefined, { department: 'psychiatry', active: false });
    const retire = await postForm(DEPARTMENTS, { action: 'retire', id: 'psychiatry' }, { Cookie: admin });
    expect(retire.status).toBe(303);
    expect((await findMasterRow(env.DB, 'departments', 'psychiatry'))?.retiredAt).toEqual(expect.any(Number));

    const own = await adminGet(`${CALENDARS}?doctor=${retiredDoctor.id}`);
    expect(await options(own, 'select[name="department"]')).toContainEqual(['psychiatry', 'Psychiatry (retired)']);
    const fresh = await adminGet(`${CALENDARS}?doctor=new`);
    expect((await options(fresh, 'select[name="department"]')).map(([value]) => value)).not.toContain('psychiatry');

    const keep = await postForm(
      CALENDARS,
      doctorFields('psychiatry', {
        doctor: retiredDoctor.id,
        name: retiredDoctor.name,
        registrationNumber: retiredDoctor.registrationNumber,
      }),
      { Cookie: admin },
    );
    expect(keep.status).toBe(303);
    const other = await postForm(CALENDARS, doctorFields('psychiatry', { registrationNumber: 'KL-77777' }), {
      Cookie: admin,
    });
    expect(other.status).toBe(400);
  });
});

describe('retiring a department a published doctor uses', () => {
  it('is refused with a message naming the doctors, leaving the row and the audit log as they were', async () => {
    const doctor = await testDoctor(undefined, { department: 'dermatology', name: 'Dr. Farah Qureshi' });
    const response = await postForm(DEPARTMENTS, { action: 'retire', id: 'dermatology' }, { Cookie: admin });
    expect(response.status).toBe(409);
    const text = visibleText(await response.text());
    expect(text).toContain('Dermatology is not retired: the Doctors page lists Dr. Farah Qureshi under it.');
    expect((await findMasterRow(env.DB, 'departments', 'dermatology'))?.retiredAt).toBeNull();
    const audit = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE reference = 'departments/dermatology'",
    ).first<{ n: number }>();
    expect(audit?.n).toBe(0);
    // Once the doctor is unpublished, it may be retired.
    await env.DB.prepare('UPDATE doctors SET active = 0 WHERE id = ?1').bind(doctor.id).run();
    expect((await postForm(DEPARTMENTS, { action: 'retire', id: 'dermatology' }, { Cookie: admin })).status).toBe(303);
  });
});

describe('the public Doctors page lists the departments published doctors use', () => {
  it('names them by the master (English) and the dictionary (Hindi), with one more D1 query', async () => {
    await testDoctor(undefined, { department: 'paediatrics', name: 'Dr. Anita Das' });
    const listed = (await publishedDepartments(env.DB)) ?? [];
    expect(listed).toContainEqual({ id: 'paediatrics', name: 'Paediatrics' });
    expect(listed.map((department) => department.id)).not.toContain('cardiology');

    const english = await publicPage('/doctors');
    expect(english.status).toBe(200);
    const filter = await options(english.html, 'select[name="department"]');
    expect(filter).toContainEqual(['paediatrics', 'Paediatrics']);
    expect(filter).toContainEqual(['oncology', 'Oncology']);
    expect(filter.map(([value]) => value)).not.toContain('cardiology');

    const hindi = await publicPage('/hi/doctors');
    const hindiFilter = await options(hindi.html, 'select[name="department"]');
    expect(hindiFilter).toContainEqual(['oncology', DOCTORS_HI.departments.oncology]);
    // No Hindi name in the dictionary: the master's.
    expect(hindiFilter).toContainEqual(['paediatrics', 'Paediatrics']);

    const home = await publicPage('/');
    expect(english.statements).toBe(home.statements + 1);

    const chosen = await publicPage('/doctors?department=paediatrics');
    expect(visibleText(chosen.html)).toContain('Showing 1 doctor in Paediatrics.');
  });

  it('follows a rename in the master', async () => {
    await env.DB.prepare("UPDATE departments SET name = 'Child Health' WHERE id = 'paediatrics'").run();
    const filter = await options((await publicPage('/doctors')).html, 'select[name="department"]');
    expect(filter).toContainEqual(['paediatrics', 'Child Health']);
    await env.DB.prepare("UPDATE departments SET name = 'Paediatrics' WHERE id = 'paediatrics'").run();
  });

  it('without a database (npm run dev) lists the dictionaries’ departments', async () => {
    expect(await publishedDepartments(undefined)).toBeNull();
    const page = await publicPage('/doctors', { ...env, DB: undefined });
    expect(page.status).toBe(200);
    expect((await options(page.html, 'select[name="department"]')).map(([value]) => value)).toEqual([
      '',
      'general-physician',
      'diabetes-care',
      'oncology',
    ]);
  });
});
