// Issue 38: a doctor's card says when the doctor is next free, from their slots (their week, days off, bookings and
// blocks), or nothing; never "Available Now" on a Sunday when the first free time is Monday. The clock is set by each
// test (never the real time or weekday). A page that shows doctors is cached for DOCTOR_PAGE_MAX_AGE_SECONDS, so a
// card never offers a time starting within twice that (NEXT_FREE_LEAD_MS): it would be past before the copy is.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indiaInstant, insertAppointment, saveDoctor, setSlotBlocked, type DoctorRecord } from '../../src/appointments';
import { createApp } from '../../src/app';
import { DOCTOR_PAGE_MAX_AGE_SECONDS } from '../../src/site';
import { NEXT_FREE_LEAD_MS } from '../../src/site/doctor-pages';
import { SITE } from './auth-helpers';

const at = (date: string, hour: number, minute = 0) => indiaInstant(date, hour * 60 + minute) ?? 0;

/** Each card of a page rendered now (a fresh render: the cache would keep another test's copy): its next free time. */
async function nextFreeOf(path: string): Promise<Record<string, string | null>> {
  const html = await (await createApp({ cachePages: false }).request(`${SITE}${path}`, {}, env)).text();
  const cards: { name: string; badge: string | null }[] = [];
  await new HTMLRewriter()
    .on('article', { element: () => void cards.push({ name: '', badge: null }) })
    .on('article h3', {
      text(chunk) {
        const card = cards.at(-1);
        if (card) card.name += chunk.text;
      },
    })
    .on('article [data-next-free]', {
      text(chunk) {
        const card = cards.at(-1);
        if (card) card.badge = (card.badge ?? '') + chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return Object.fromEntries(cards.map((card) => [card.name.trim(), card.badge?.trim() ?? null]));
}

/** What an English card says for a slot starting at `instant`: its day and time in India. */
const english = (instant: number) => {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' }).format(instant);
  return `Next free time: ${part({ weekday: 'long', day: 'numeric', month: 'long' })}, ${part({ hour: 'numeric', minute: '2-digit' })} IST`;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the doctor cards say the next free time', () => {
  it('on a Sunday, says each doctor’s first free time on Monday, in English and Hindi, and never "Available Now"', async () => {
    // Sunday 29 November 2026, 11:00 in India: no sample doctor works on Sundays.
    vi.setSystemTime(at('2026-11-29', 11));
    const cards = await nextFreeOf('/doctors');
    expect(cards).toEqual({
      'Dr. Arjun Mehta': english(at('2026-11-30', 10)),
      'Dr. Kavya Iyer': english(at('2026-11-30', 10)),
      'Dr. Priya Raman': english(at('2026-11-30', 9)),
    });
    expect(cards['Dr. Priya Raman']).toBe('Next free time: Monday, 30 November, 9:00 am IST');
    const html = await (await createApp({ cachePages: false }).request(`${SITE}/doctors`, {}, env)).text();
    expect(html).not.toContain('Available Now');

    const hindi = await nextFreeOf('/hi/doctors');
    expect(Object.values(hindi)).toEqual([
      'अगला खाली समय: सोमवार, 30 नवंबर, सुबह 10:00 बजे (भारतीय समय)',
      'अगला खाली समय: सोमवार, 30 नवंबर, सुबह 10:00 बजे (भारतीय समय)',
      'अगला खाली समय: सोमवार, 30 नवंबर, सुबह 9:00 बजे (भारतीय समय)',
    ]);
    // Hindi says the time of day in Hindi words, not "am".
    expect(Object.values(hindi).join(' ')).not.toMatch(/[A-Za-z]/);
    // The home page and the department pages show the same cards.
    expect(Object.values(await nextFreeOf('/'))).toEqual(Object.values(cards));
    expect(await nextFreeOf('/diabetes-care')).toEqual({ 'Dr. Priya Raman': english(at('2026-11-30', 9)) });
  });

  it('skips times already held, booked or blocked, and those starting before a cached copy of the page expires', async () => {
    expect(NEXT_FREE_LEAD_MS).toBe(2 * DOCTOR_PAGE_MAX_AGE_SECONDS * 1000);
    // Tuesday 1 December 2026, 09:25 in India. Dr. Raman's 30-minute slots: 9:00 (begun), 9:30 (starts within the
    // cache's lifetime), 10:00, 10:30, ...; Dr. Mehta's 20-minute slots from 10:00.
    const now = at('2026-12-01', 9, 25);
    vi.setSystemTime(now);
    expect((await nextFreeOf('/doctors'))['Dr. Priya Raman']).toBe(english(at('2026-12-01', 10)));

    // A patient holds 10:00 while a coordinator confirms it, and a coordinator blocks 10:30.
    const held = await insertAppointment(env.DB, {
      doctorId: 'priya-raman',
      start: at('2026-12-01', 10),
      end: at('2026-12-01', 10, 30),
      mode: 'video',
      fee: 59_900,
      patientName: 'Asha Rao',
      patientPhone: '+919876543210',
      patientEmail: null,
      accountId: null,
      requestReference: null,
      locale: 'en',
      status: 'requested',
      holdExpiresAt: now + 30 * 60_000,
      dedupeKey: null,
      actor: 'patient',
      now,
    });
    expect(held.ok).toBe(true);
    expect(
      await setSlotBlocked(env.DB, {
        doctorId: 'priya-raman',
        start: at('2026-12-01', 10, 30),
        blocked: true,
        actor: { id: 'coordinator', email: 'coordinator@example.com' },
        now,
      }),
    ).toBe(true);
    const cards = await nextFreeOf('/doctors');
    expect(cards['Dr. Priya Raman']).toBe(english(at('2026-12-01', 11)));
    expect(cards['Dr. Arjun Mehta']).toBe(english(at('2026-12-01', 10)));
  });

  it('says nothing for a doctor with no free time in the days a patient may pick', async () => {
    vi.setSystemTime(at('2026-11-29', 11));
    const doctor: DoctorRecord = {
      id: `no-week-${crypto.randomUUID().slice(0, 8)}`,
      name: 'Dr. Zoya Qureshi',
      specialization: 'General Physician',
      department: 'general-physician',
      qualifications: 'MBBS',
      registrationNumber: 'MH-11223',
      council: 'Maharashtra Medical Council',
      languages: ['en'],
      fee: 49_900,
      minutes: 20,
      meetingLink: null,
      active: true,
      accountId: null,
      sample: false,
      experienceYears: null,
      rating: null,
      wordsHi: {},
    };
    // Published, but with no working hours yet.
    await saveDoctor(env.DB, doctor, Date.now());
    const cards = await nextFreeOf('/doctors');
    expect(cards[doctor.name]).toBeNull();
    expect(cards['Dr. Arjun Mehta']).toBe(english(at('2026-11-30', 10)));
    await env.DB.prepare('UPDATE doctors SET active = 0 WHERE id = ?1').bind(doctor.id).run();
  });
});
