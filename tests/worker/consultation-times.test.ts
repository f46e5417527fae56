// Issue 38, item 13: one time rule for the moves a consultation's time governs, the same for a coordinator and a
// doctor. Started or completed from 15 minutes before the start, a no-show from the start: the buttons are offered
// from then, the reason (with the time they open) is shown where they are not, and the server refuses a post sent
// before (409, with the reason), whichever area sent it. Clocks are explicit: the core is given its `now`, and the
// pages are asked about appointments a day ahead of, or minutes behind, the moment the test runs.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeStatus, findAppointment } from '../../src/appointments';
import { get, postForm, signIn } from './auth-helpers';
import { testDoctor } from './appointment-support';
import { bookAppointment, COORDINATOR } from './billing-support';
import { linked, type Doctor } from './doctor-records-support';
import { select, visibleText } from './html';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** '10:15 am': the time of day in India, as the staff's screens write it. */
const clock = (instant: number) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(instant);

/** A start on a whole minute `minutes` from now. */
const startIn = (minutes: number) => Math.floor((Date.now() + minutes * MINUTE) / MINUTE) * MINUTE;

let admin = '';
let doctor: Doctor;
/** Two more doctors: appointments minutes apart would overlap on one doctor's calendar. */
let begun = '';
let soon = '';

beforeAll(async () => {
  [admin, doctor] = await Promise.all([signIn('admin', 'admin'), linked('Dr. Tara Timekeeper')]);
  [begun, soon] = (await Promise.all([testDoctor(), testDoctor()])).map((record) => record.id) as [string, string];
});

const page = async (path: string, cookie: string) =>
  (await get(path, { headers: { Cookie: cookie }, redirect: 'manual' })).text();
const statusOf = async (reference: string) => (await findAppointment(env.DB, reference))?.status;

describe('the core: one window for every caller', () => {
  it('starts or completes from 15 minutes before the start, marks a no-show from the start, never earlier', async () => {
    // A fixed start, far from the other appointments of this file: 27 Nov 2031, 10:30 India time.
    const start = Date.parse('2031-11-27T05:00:00Z');
    const early = await bookAppointment(doctor.doctor.id, start, { now: start - 30 * DAY });
    const refused = await changeStatus(env.DB, {
      reference: early,
      to: 'in-consultation',
      actor: COORDINATOR,
      now: start - 15 * MINUTE - 1,
    });
    expect(refused).toMatchObject({ ok: false, reason: 'too-early', opensAt: start - 15 * MINUTE });
    const noShow = await changeStatus(env.DB, { reference: early, to: 'no-show', actor: COORDINATOR, now: start - 1 });
    expect(noShow).toMatchObject({ ok: false, reason: 'too-early', opensAt: start });
    expect(await statusOf(early)).toBe('confirmed');
    const started = await changeStatus(env.DB, {
      reference: early,
      to: 'in-consultation',
      actor: COORDINATOR,
      now: start - 15 * MINUTE,
    });
    expect(started.ok).toBe(true);
    // Completed once started, whenever (it ran long).
    const done = await changeStatus(env.DB, {
      reference: early,
      to: 'completed',
      actor: COORDINATOR,
      now: start + 2 * 60 * MINUTE,
    });
    expect(done.ok).toBe(true);
  });
});

describe('a coordinator, a day ahead and when it is due', () => {
  it('offers no move a day ahead and says from when; refuses the post with a 409 and the reason', async () => {
    const start = startIn(24 * 60);
    const reference = await bookAppointment(doctor.doctor.id, start);
    const html = await page(`/admin/appointments/${reference}`, admin);
    expect(await select(html, `form[action="/admin/appointments/${reference}/move"]`)).toHaveLength(0);
    const reasons = (await select(html, '[data-not-yet]')).map((line) => line.text);
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toMatch(/^Mark in consultation and Mark completed are not offered yet\. Can be marked from /);
    expect(reasons[0]).toContain(`${clock(start - 15 * MINUTE)} (India time), 15 minutes before the start.`);
    expect(reasons[1]).toMatch(/^Mark no-show is not offered yet\. Can be marked from /);
    expect(reasons[1]).toContain(`${clock(start)} (India time), once the appointment has started.`);

    for (const to of ['in-consultation', 'completed', 'no-show']) {
      const early = await postForm(`/admin/appointments/${reference}/move`, { to }, { Cookie: admin });
      expect(early.status, to).toBe(409);
      expect(visibleText(await early.text()), to).toContain('Not changed yet. Can be marked from ');
    }
    expect(await statusOf(reference)).toBe('confirmed');
  });

  it('offers the three moves once the appointment has begun, and makes them', async () => {
    const reference = await bookAppointment(begun, startIn(-5));
    const html = await page(`/admin/appointments/${reference}`, admin);
    const moves = (await select(html, 'input[name="to"]')).map((input) => input.attrs.value);
    expect(moves).toEqual(['in-consultation', 'completed', 'no-show']);
    expect(await select(html, '[data-not-yet]')).toHaveLength(0);
    const started = await postForm(
      `/admin/appointments/${reference}/move`,
      { to: 'in-consultation' },
      { Cookie: admin },
    );
    expect(started.status).toBe(303);
    expect(await statusOf(reference)).toBe('in-consultation');
  });

  it('ten minutes ahead: started or completed, but a no-show not yet, with its reason', async () => {
    const start = startIn(10);
    const reference = await bookAppointment(soon, start);
    const html = await page(`/admin/appointments/${reference}`, admin);
    const moves = (await select(html, 'input[name="to"]')).map((input) => input.attrs.value);
    expect(moves).toEqual(['in-consultation', 'completed']);
    const reasons = (await select(html, '[data-not-yet]')).map((line) => line.text);
    // The time alone, or the day and the time when the start falls after India's midnight (at 23:55).
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^Mark no-show is not offered yet\. Can be marked from /);
    expect(reasons[0]).toContain(`${clock(start)} (India time), once the appointment has started.`);
  });
});

describe('the doctor, under the same rule', () => {
  it('shows the reason on the card a day ahead, and refuses the post with the same words', async () => {
    const start = startIn(24 * 60 + 30);
    const reference = await bookAppointment(doctor.doctor.id, start);
    const from = new Date(start + 5.5 * 60 * MINUTE).toISOString().slice(0, 10);
    const week = await page(`/doctor/week?from=${from}`, doctor.cookie);
    const card = `article[aria-labelledby="appointment-${reference}"]`;
    expect(await select(week, `${card} form`)).toHaveLength(0);
    const reasons = (await select(week, `${card} [data-not-yet]`)).map((line) => line.text);
    expect(reasons[0]).toMatch(/^Start consultation and Mark completed are not offered yet\. Can be marked from /);
    expect(reasons[0]).toContain(`${clock(start - 15 * MINUTE)} (India time), 15 minutes before the start.`);
    expect(reasons[1]).toContain(`${clock(start)} (India time), once the appointment has started.`);

    const early = await postForm(
      `/doctor/appointments/${reference}/complete`,
      { back: from },
      { Cookie: doctor.cookie },
    );
    expect(early.status).toBe(409);
    const text = visibleText(await early.text());
    expect(text).toContain('Not changed yet. Can be marked from ');
    expect(text).toContain(`${clock(start - 15 * MINUTE)} (India time), 15 minutes before the start.`);
    expect(await statusOf(reference)).toBe('confirmed');
  });

  it('offers start, complete and no-show once the time has begun, as the coordinator is offered', async () => {
    const start = startIn(-6);
    const reference = await bookAppointment(doctor.doctor.id, start);
    const from = new Date(start + 5.5 * 60 * MINUTE).toISOString().slice(0, 10);
    const week = await page(`/doctor/week?from=${from}`, doctor.cookie);
    const forms = await select(week, `article[aria-labelledby="appointment-${reference}"] form`);
    expect(forms.map((form) => form.attrs.action)).toEqual(
      ['start', 'complete', 'no-show'].map((move) => `/doctor/appointments/${reference}/${move}`),
    );
  });
});
