// Live Consults (/admin/consults) and the sidebar's live counts: the appointments whose time is now, from 15 minutes
// before the start to 15 minutes after the end (confirmed or in consultation only), their badge, and the
// Appointments badge (new requests and appointments waiting for a coordinator).
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentsAround,
  askAnotherTime,
  changeStatus,
  countAround,
  countWaiting,
  insertAppointment,
  LIVE_MARGIN_MS,
  saveCalendar,
  saveDoctor,
  type NewAppointment,
} from '../../src/appointments';
import { countNewRequests } from '../../src/requests/store';
import { postForm, signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';
import { newBooking } from './appointment-support';

const MINUTE = 60_000;
const COORDINATOR = { id: 'test-coordinator', email: 'coordinator@careline.example' };
const stamp = Date.now().toString(36);
const doctorId = `live-dr-${stamp}`;
let admin = '';

const get = (path: string) => SELF.fetch(`${SITE}${path}`, { headers: { Cookie: admin }, redirect: 'manual' });

async function book(start: number, overrides: Partial<NewAppointment> = {}): Promise<string> {
  const booked = await insertAppointment(
    env.DB,
    newBooking(doctorId, start, {
      fee: 50_000,
      patientName: `Live Patient ${stamp}`,
      patientPhone: '+919876500000',
      status: 'scheduled',
      dedupeKey: null,
      actor: COORDINATOR.email,
      ...overrides,
    }),
  );
  if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
  return booked.reference;
}

async function confirmed(start: number): Promise<string> {
  const reference = await book(start);
  await changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: Date.now() });
  return reference;
}

beforeAll(async () => {
  admin = await signIn('admin', 'admin');
  await saveDoctor(
    env.DB,
    {
      id: doctorId,
      name: `Dr. Live ${stamp}`,
      specialization: 'General Physician',
      department: 'general-physician',
      qualifications: 'MBBS',
      registrationNumber: 'KA-22222',
      council: 'Karnataka Medical Council',
      languages: ['en'],
      fee: 50_000,
      minutes: 30,
      meetingLink: 'https://meet.example/live',
      active: true,
      accountId: null,
      sample: false,
      experienceYears: null,
      rating: null,
      wordsHi: {},
    },
    Date.now(),
  );
  await saveCalendar(env.DB, doctorId, { hours: [], breaks: [], daysOff: [] });
});

describe('appointmentsAround', () => {
  it('takes an appointment from 15 minutes before its start to 15 minutes after its end, not a millisecond more', async () => {
    // A fixed instant far from the others, so no other appointment of this file falls near it.
    const start = Date.parse('2031-03-01T04:30:00Z');
    const end = start + 30 * MINUTE;
    const reference = await confirmed(start);
    const around = async (now: number) => (await appointmentsAround(env.DB, now)).map((a) => a.reference);
    expect(await around(start - LIVE_MARGIN_MS - 1)).not.toContain(reference);
    expect(await around(start - LIVE_MARGIN_MS)).toContain(reference);
    expect(await around(start + 10 * MINUTE)).toContain(reference);
    expect(await around(end + LIVE_MARGIN_MS)).toContain(reference);
    expect(await around(end + LIVE_MARGIN_MS + 1)).not.toContain(reference);
    expect(await countAround(env.DB, start)).toBe(1);
    // Started: still live; completed: gone.
    expect(
      await changeStatus(env.DB, { reference, to: 'in-consultation', actor: COORDINATOR, now: start }),
    ).toMatchObject({
      ok: true,
    });
    expect(await around(start)).toContain(reference);
    expect(await changeStatus(env.DB, { reference, to: 'completed', actor: COORDINATOR, now: end })).toMatchObject({
      ok: true,
    });
    expect(await around(start)).not.toContain(reference);
  });

  it('leaves out appointments not confirmed', async () => {
    const start = Date.parse('2031-04-01T04:30:00Z');
    const reference = await book(start);
    expect((await appointmentsAround(env.DB, start)).map((a) => a.reference)).not.toContain(reference);
  });
});

describe('/admin/consults', () => {
  it('lists the consultation due now with the call and meeting links, counts it in the badge, and starts it', async () => {
    const now = Date.now();
    const reference = await confirmed(now - 5 * MINUTE);
    const later = await confirmed(now + 3 * 60 * MINUTE);
    const html = await (await get('/admin/consults')).text();
    const rows = (await select(html, 'tbody tr th')).map((cell) => cell.text);
    expect(rows).toContain(reference);
    expect(rows).not.toContain(later);
    expect(await select(html, 'a[href="tel:+919876500000"]')).not.toHaveLength(0);
    expect(await select(html, 'a[href="https://meet.example/live"]')).not.toHaveLength(0);
    const badge = await selectOne(html, 'nav[aria-label="Admin"] a[href="/admin/consults"]');
    expect(badge.text).toBe(`Live Consults : ${await countAround(env.DB, Date.now())}`);
    expect(visibleText(html)).not.toContain('Sample');

    const started = await postForm(
      `/admin/appointments/${reference}/move`,
      { to: 'in-consultation', back: 'consults' },
      { Cookie: admin },
    );
    expect(started.status).toBe(303);
    expect(started.headers.get('Location')).toBe('/admin/consults');
    const after = await (await get('/admin/consults')).text();
    const buttons = (await select(after, `form[action="/admin/appointments/${reference}/move"] input[name="to"]`)).map(
      (input) => input.attrs.value,
    );
    expect(buttons).toEqual(['completed']);
  });
});

describe('the Appointments badge', () => {
  it('counts new requests and appointments waiting for a coordinator: picks on hold and asks for another time', async () => {
    const now = Date.now();
    const before = await countWaiting(env.DB, now);
    await book(now + 2 * 86_400_000, { status: 'requested', holdExpiresAt: now + 30 * MINUTE });
    // A hold that expired is no longer waiting (the cron lapses it).
    await book(now + 2 * 86_400_000 + 30 * MINUTE, { status: 'requested', holdExpiresAt: now - MINUTE });
    const asked = await book(now + 3 * 86_400_000);
    await askAnotherTime(env.DB, { reference: asked, actor: COORDINATOR, now });
    expect(await countWaiting(env.DB, Date.now())).toBe(before + 2);
    const html = await (await get('/admin/appointments?status=waiting')).text();
    const badge = await selectOne(html, 'nav[aria-label="Admin"] a[href="/admin/appointments"]');
    const expected = (await countNewRequests(env.DB)) + (await countWaiting(env.DB, Date.now()));
    expect(badge.text).toBe(`Appointments : ${expected}`);
    const text = visibleText(html);
    expect(text).toContain('Patient asked for another time');
    expect(text).toContain('Hold expires at');
  });
});
