// Doctors live in D1 (docs/decisions/0015-doctors-in-d1.md): the sample doctors are its seed, with a week each; the
// public pages read the published (active) ones with one query, keep their cached copy until purgeDoctorPages, and
// show what an admin saves in English and Hindi.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  calendarOf,
  deriveSlots,
  indiaDate,
  indiaInstant,
  INDIA_OFFSET_MS,
  listDoctors,
  publishedDoctors,
  saveDoctor,
  type DoctorRecord,
} from '../../src/appointments';
import { createApp } from '../../src/app';
import { SAMPLE_DOCTORS } from '../../src/content/doctors/facts';
import { languageName, splitQualifications } from '../../src/content/doctors/profile';
import { CACHE_STATUS_HEADER } from '../../src/render/page-cache';
import { doctorPagePaths, purgeDoctorPages } from '../../src/site';
import { SITE, get } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const NOW = Date.parse('2026-11-27T06:00:00Z');

/** A doctor as an admin saves one: no Hindi words unless given, figures left out. */
async function addDoctor(overrides: Partial<DoctorRecord> = {}): Promise<DoctorRecord> {
  const id = `doctor-${crypto.randomUUID().slice(0, 8)}`;
  const record: DoctorRecord = {
    id,
    name: 'Dr. Meera Nair',
    specialization: 'Cardiologist',
    department: 'cardiology',
    qualifications: 'MBBS, MD (Medicine, Cardiology), DM (Cardiology)',
    registrationNumber: `KL-${id.slice(-5)}`,
    council: 'Travancore-Cochin Medical Council',
    languages: ['en', 'mr'],
    fee: 79_950,
    minutes: 30,
    meetingLink: 'https://meet.example.com/private-room',
    active: true,
    accountId: null,
    sample: false,
    experienceYears: null,
    rating: null,
    wordsHi: { specialization: 'हृदय रोग विशेषज्ञ (कार्डियोलॉजिस्ट)' },
    ...overrides,
  };
  await saveDoctor(env.DB, record, NOW);
  return record;
}

/** Minutes after midnight in India time. */
const indiaMinutes = (instant: number) => Math.round(((instant + INDIA_OFFSET_MS) % 86_400_000) / 60_000);

describe('the seed (migrations/0005_sample_doctors.sql)', () => {
  it('is applied by the tests’ migrations, and holds the three sample doctors as the dev fallback has them', async () => {
    const { results } = await env.DB.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>();
    expect(results.map((row) => row.name)).toContain('0005_sample_doctors.sql');
    const samples = (await listDoctors(env.DB, 'all')).filter((doctor) => doctor.sample);
    expect(samples.map((doctor) => [doctor.id, doctor.active, doctor.meetingLink, doctor.accountId])).toEqual([
      ['arjun-mehta', true, null, null],
      ['kavya-iyer', true, null, null],
      ['priya-raman', true, null, null],
    ]);
    const published = (await publishedDoctors(env.DB)).filter((doctor) => doctor.sample);
    expect(published).toEqual(SAMPLE_DOCTORS);
    for (const doctor of published) expect(doctor.registrationNumber).toMatch(/^SAMPLE-/);
  });

  it('gives each a week in India time: Monday to Saturday with a lunch break, Sunday off, evenings for two', async () => {
    // Sunday 29 November 2026 to Saturday 5 December, from midnight in India.
    const from = indiaInstant('2026-11-29', 0) ?? 0;
    const perDay = async (id: string) => {
      const calendar = await calendarOf(env.DB, id);
      expect(calendar, id).not.toBeNull();
      const slots = deriveSlots(calendar!, from, 7);
      const days = new Map<string, number[]>();
      for (const slot of slots)
        days.set(indiaDate(slot.start), [...(days.get(indiaDate(slot.start)) ?? []), slot.start]);
      return { minutes: calendar!.minutes, days };
    };

    // Lengths of their departments' plans (migration 0018): Dr. Mehta 20 minutes, Dr. Raman 30.
    const arjun = await perDay('arjun-mehta');
    expect(arjun.minutes).toBe(20);
    expect(arjun.days.has('2026-11-29')).toBe(false);
    const monday = (arjun.days.get('2026-11-30') ?? []).map(indiaMinutes);
    expect(monday[0]).toBe(10 * 60);
    expect(monday.filter((minute) => minute >= 13 * 60 && minute < 14 * 60)).toEqual([]);
    expect(monday).toContain(20 * 60 + 40); // the evening: 19:00-21:00 on Mondays
    expect(monday).toHaveLength(9 + 12 + 6);
    expect((arjun.days.get('2026-12-01') ?? []).map(indiaMinutes)).not.toContain(19 * 60);

    const priya = await perDay('priya-raman');
    expect(priya.minutes).toBe(30);
    expect(priya.days.get('2026-12-01')?.map(indiaMinutes)).toContain(19 * 60 + 30);
    expect(priya.days.get('2026-12-05')?.map(indiaMinutes).at(-1)).toBe(12 * 60 + 30); // Saturday to 13:00

    const kavya = await perDay('kavya-iyer');
    expect(kavya.minutes).toBe(45);
    expect(kavya.days.get('2026-12-02')?.map(indiaMinutes)).toEqual(
      [600, 645, 690, 735, 825, 870, 915, 960, 1005].map((minute) => minute),
    );
    expect([...kavya.days.keys()]).toHaveLength(6);
  });
});

describe('the public pages read the published doctors from D1', () => {
  it('a doctors page makes two D1 round trips, the doctors and their next free times (the Doctors page three: its departments); a page without doctors and a cached copy make none', async () => {
    // A round trip: one statement run on its own, or one batch of statements.
    let trips = 0;
    const RUNS = new Set(['all', 'first', 'run', 'raw']);
    const counted = (statement: D1PreparedStatement): D1PreparedStatement =>
      new Proxy(statement, {
        get(target, name) {
          if (name === '__target') return target;
          const value = Reflect.get(target, name);
          if (typeof value !== 'function') return value;
          if (name === 'bind') return (...values: unknown[]) => counted(value.apply(target, values));
          if (RUNS.has(String(name))) trips += 1;
          return value.bind(target);
        },
      });
    const db = new Proxy(env.DB, {
      get(target, name) {
        const value = Reflect.get(target, name);
        if (name === 'prepare') return (query: string) => counted(target.prepare(query));
        if (name === 'batch')
          return (statements: D1PreparedStatement[]) => {
            trips += 1;
            // The batch runs the statements themselves, not their counted wrappers.
            return target.batch(statements.map((statement) => Reflect.get(statement, '__target') ?? statement));
          };
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const app = createApp({ cachePages: true, build: `queries-${crypto.randomUUID()}` });
    const ask = (path: string) => app.request(`${SITE}${path}`, {}, { ...env, DB: db });
    for (const [path, expected] of [
      // The doctors, their next free times, and the departments they are listed under (the filter, named by the
      // master): in parallel.
      ['/doctors', 3],
      ['/doctors', 0],
      ['/hi/diabetes-care', 2],
      ['/', 2],
      ['/pricing', 0],
      ['/about', 0],
    ] as const) {
      trips = 0;
      expect((await ask(path)).status, path).toBe(200);
      expect(trips, path).toBe(expected);
    }
  });

  it('keeps a doctors page cached after a change in D1, and shows the change once the pages are purged', async () => {
    const build = `purge-${crypto.randomUUID()}`;
    const app = createApp({ cachePages: true, build });
    const ask = (path: string) => app.request(`${SITE}${path}`, {}, env);
    for (const path of ['/doctors', '/hi/doctors', '/', '/hi/diabetes-care']) await ask(path);
    expect((await ask('/doctors')).headers.get(CACHE_STATUS_HEADER)).toBe('isolate');

    const doctor = await addDoctor({ name: 'Dr. Anil Kumar', department: 'diabetes-care' });
    // Without the purge: the cached copy, without the new doctor.
    const stale = await ask('/doctors');
    expect(stale.headers.get(CACHE_STATUS_HEADER)).toBe('isolate');
    expect(await stale.text()).not.toContain('Dr. Anil Kumar');

    await purgeDoctorPages(`${SITE}/admin/users/doctors`, { build });
    const fresh = await ask('/doctors');
    expect(fresh.headers.get(CACHE_STATUS_HEADER)).toBe('render');
    const cards = await select(await fresh.text(), 'article');
    const card = cards.find((item) => item.text.includes('Dr. Anil Kumar'))?.text ?? '';
    expect(card).toContain(`${doctor.registrationNumber}, Travancore-Cochin Medical Council`);
    expect(card).toContain('₹799.50');
    expect(card).not.toContain('Sample profile');
    // The other pages that show doctors, in both languages, were purged too.
    for (const path of ['/hi/doctors', '/', '/hi/diabetes-care'])
      expect(await (await ask(path)).text(), path).toContain('Dr. Anil Kumar');
    // Another isolate of the same data centre does not find the stale copy at the edge.
    const other = await createApp({ cachePages: true, build }).request(`${SITE}/doctors`, {}, env);
    expect(await other.text()).toContain('Dr. Anil Kumar');

    // Unpublished: gone from the pages after the next purge, and its booking page answers 400.
    await saveDoctor(env.DB, { ...doctor, active: false }, NOW);
    await purgeDoctorPages(SITE, { build });
    expect(await (await ask('/doctors')).text()).not.toContain('Dr. Anil Kumar');
    expect((await get(`/book?doctor=${doctor.id}`)).status).toBe(400);
  });

  it('names every page that shows doctors, in both languages, for the purge', () => {
    expect(doctorPagePaths()).toEqual(
      expect.arrayContaining(['/', '/hi', '/doctors', '/hi/doctors', '/general-physician', '/cancer-advisory-plan']),
    );
    expect(doctorPagePaths()).not.toContain('/pricing');
  });

  it('shows a doctor an admin added: a new department, languages by their codes, English where Hindi is missing', async () => {
    const doctor = await addDoctor({ name: 'Dr. Meera Nair' });
    const app = createApp({ cachePages: false });
    const ask = async (path: string) => (await app.request(`${SITE}${path}`, {}, env)).text();

    const english = await ask('/doctors?department=cardiology');
    const card = (await selectOne(english, 'article')).text;
    expect(card).toContain('Dr. Meera Nair');
    expect(card).toContain('cardiology');
    expect(card).toContain('English, Marathi');
    expect(card).toContain('MBBS, MD (Medicine, Cardiology), DM (Cardiology)');
    expect(card).not.toContain('Experience');
    expect(card).not.toContain('Rating');
    expect((await selectOne(english, 'option[selected]')).attrs.value).toBe('cardiology');
    expect(visibleText(english)).not.toContain('private-room');

    const hindi = await ask('/hi/doctors?department=cardiology');
    const hindiCard = (await selectOne(hindi, 'article')).text;
    expect(hindiCard).toContain('Dr. Meera Nair');
    expect(hindiCard).toContain('हृदय रोग विशेषज्ञ (कार्डियोलॉजिस्ट)');
    expect(hindiCard).toContain('अंग्रेज़ी, मराठी');
    expect(hindi).not.toContain('private-room');

    const booking = await get(`/book?doctor=${doctor.id}`);
    expect(booking.status).toBe(200);
    expect(visibleText(await booking.text())).toContain('Dr. Meera Nair');
  });

  it('names languages by code (the dictionary, else Intl), or by the English name a record may hold', () => {
    expect(['ta', 'kn', 'mr'].map((code) => languageName(code, 'en'))).toEqual(['Tamil', 'Kannada', 'Marathi']);
    expect(['ta', 'kn'].map((code) => languageName(code, 'hi'))).toEqual(['तमिल (தமிழ்)', 'कन्नड़']);
    expect(languageName('Hindi', 'hi')).toBe('हिंदी');
    expect(languageName('Sign language (ISL)', 'en')).toBe('Sign language (ISL)');
    expect(splitQualifications('MBBS, MD (Medicine, Cardiology),DM')).toEqual([
      'MBBS',
      'MD (Medicine, Cardiology)',
      'DM',
    ]);
  });
});
