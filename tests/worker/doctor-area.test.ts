// The doctor's area (/doctor): who gets in (the doctor role on the auth server's record and a doctor record linked
// to the account), who is told to wait (asked for doctor at sign-up; approved but not linked), who is refused; and
// that a doctor sees and changes only their own appointments (doctor X vs doctor Y: another's answers 404), each
// change audited by the core; their hours read and a change asked for (stored, audited, told to the coordinators,
// marked handled by an admin on Doctor Calendars); their profile as the public pages show it.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  changeStatus,
  findAppointment,
  indiaDate,
  indiaDayStart,
  insertAppointment,
  type DoctorRecord,
  type NewAppointment,
} from '../../src/appointments';
import worker from '../../src/index';
import { renderNotification } from '../../src/notifications/templates/render';
import { adminApi, createAccount, postForm, signIn, signInWith, SITE, uniqueEmail } from './auth-helpers';
import { HOUR, newBooking, testDoctor } from './appointment-support';
import { select, selectOne, visibleText } from './html';

const visit = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

interface SignedInDoctor {
  id: string;
  email: string;
  cookie: string;
  doctor: DoctorRecord;
}

/** A doctor account, signed in, linked to a doctor record of its own (as an admin's approval leaves it). */
async function linkedDoctor(name: string): Promise<SignedInDoctor> {
  const account = await createAccount('doctor');
  const doctor = await testDoctor(undefined, { name, accountId: account.id });
  return { id: account.id, email: account.email, doctor, cookie: await signInWith(account.email, account.password) };
}

/** A booking with the doctor, moved to `status` through the core as a coordinator would. */
async function booked(
  doctorId: string,
  start: number,
  patientName: string,
  status: 'scheduled' | 'confirmed' = 'confirmed',
  overrides: Partial<NewAppointment> = {},
): Promise<string> {
  const result = await insertAppointment(
    env.DB,
    newBooking(doctorId, start, { status: 'scheduled', patientName, actor: 'coordinator@example.com', ...overrides }),
  );
  if (!result.ok) throw new Error(`booking refused: ${result.reason}`);
  if (status === 'confirmed') {
    const changed = await changeStatus(env.DB, {
      reference: result.reference,
      to: 'confirmed',
      actor: { id: 'coordinator', email: 'coordinator@example.com' },
      now: Date.now(),
    });
    if (!changed.ok) throw new Error(`could not confirm: ${changed.reason}`);
  }
  return result.reference;
}

const statusOf = async (reference: string) => (await findAppointment(env.DB, reference))?.status;

const auditRows = async (reference: string) =>
  (
    await env.DB.prepare('SELECT actor_id, actor_email, action, detail FROM audit_log WHERE reference = ?1 ORDER BY id')
      .bind(reference)
      .all<{ actor_id: string; actor_email: string | null; action: string; detail: string }>()
  ).results;

// Today in India, at whole half hours clear of the bookings made around now (an hour before it to three and a half
// hours after), so today's page lists them and none meets another whenever the test runs (00:55 India time included).
const HALF_HOUR = 30 * 60_000;
function todayClearOfNow(count: number): number[] {
  const dayStart = indiaDayStart(Date.now());
  const busyFrom = Date.now() - 2 * HOUR;
  const busyTo = Date.now() + 4 * HOUR;
  const free: number[] = [];
  for (let half = 0; half < 48 && free.length < count; half++) {
    const start = dayStart + half * HALF_HOUR;
    if (start + HALF_HOUR <= busyFrom || start >= busyTo) free.push(start);
  }
  return free;
}

let x: SignedInDoctor;
let y: SignedInDoctor;
let xToday = '';
let yToday = '';
let xPast = '';
let xNow = '';
let xNowStart = 0;
let xFuture = '';
let xScheduled = '';

beforeAll(async () => {
  [x, y] = await Promise.all([linkedDoctor('Dr. Xena Kapoor'), linkedDoctor('Dr. Yash Menon')]);
  const now = Date.now();
  const minute = 60_000;
  const pastStart = Math.floor((now - HOUR) / minute) * minute;
  const futureStart = Math.ceil((now + 3 * HOUR) / minute) * minute;
  xNowStart = Math.floor((now - 10 * minute) / minute) * minute;
  const [todayStart, unconfirmedStart] = todayClearOfNow(2) as [number, number];
  [xToday, yToday, xPast, xNow, xFuture, xScheduled] = await Promise.all([
    booked(x.doctor.id, todayStart, 'Xavier Patient'),
    booked(y.doctor.id, todayStart, 'Yamini Patient'),
    booked(x.doctor.id, pastStart, 'Xerxes Late'),
    booked(x.doctor.id, xNowStart, 'Xenia Now'),
    booked(x.doctor.id, futureStart, 'Xiomara Later'),
    booked(x.doctor.id, unconfirmedStart, 'Xander Unconfirmed', 'scheduled'),
  ]);
});

describe('who gets into /doctor', () => {
  it.each(['/doctor', '/doctor/week', '/doctor/hours', '/doctor/profile'])(
    '%s without a session: 303 to sign-in, coming back after',
    async (path) => {
      const response = await visit(path);
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(`/auth?next=${encodeURIComponent(path)}`);
    },
  );

  it('a patient and an admin are refused with the 403 page', async () => {
    const [patient, admin] = await Promise.all([signIn('patient'), signIn('admin', 'admin')]);
    for (const cookie of [patient, admin]) {
      const response = await visit('/doctor', cookie);
      expect(response.status).toBe(403);
      expect(visibleText(await response.text())).toContain('does not have doctor access');
    }
  });

  it('an account that asked for doctor at sign-up, not yet approved, is told it waits, and sees no data', async () => {
    const email = uniqueEmail('pending-doctor');
    const password = `pw-${crypto.randomUUID()}`;
    // What the sign-up form leaves: user_metadata.role (the visitor's own words), no app_metadata.role.
    await adminApi('/users', {
      method: 'POST',
      body: { email, password, email_confirm: true, user_metadata: { role: 'doctor', full_name: 'Dr. Waiting' } },
    });
    const cookie = await signInWith(email, password);
    for (const path of ['/doctor', '/doctor/week']) {
      const response = await visit(path, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toContain('no-store');
      const text = visibleText(await response.text());
      expect(text).toContain('Waiting for approval');
      expect(text).toContain('has not approved yours yet');
      expect(text).not.toContain('Xavier Patient');
    }
    // Asking for doctor opens nothing: a form posted from there is refused.
    const posted = await postForm('/doctor/hours', { message: 'Mondays off' }, { Cookie: cookie });
    expect(posted.status).toBe(403);
  });

  it('a doctor account approved but not linked to a doctor record is told so, and sees no data', async () => {
    const account = await createAccount('doctor');
    const cookie = await signInWith(account.email, account.password);
    const response = await visit('/doctor', cookie);
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain('not yet linked to your doctor profile');
    expect(text).toContain('Ask the administrators at');
    expect(text).not.toContain('Xavier Patient');
    expect((await postForm(`/doctor/appointments/${xToday}/start`, {}, { Cookie: cookie })).status).toBe(403);
    expect(await statusOf(xToday)).toBe('confirmed');
  });

  it('a doctor whose role is revoked is refused on the very next request', async () => {
    const revoked = await linkedDoctor('Dr. Revoked Rao');
    expect((await visit('/doctor', revoked.cookie)).status).toBe(200);
    await adminApi(`/users/${revoked.id}`, { method: 'PUT', body: { app_metadata: { role: null } } });
    const response = await visit('/doctor', revoked.cookie);
    expect(response.status).toBe(403);
    expect(visibleText(await response.text())).toContain('does not have doctor access');
  });

  it('a revoked doctor who had asked for doctor at sign-up is told access was withdrawn (403), not "waiting"', async () => {
    const revoked = await linkedDoctor('Dr. Withdrawn Iyer');
    await adminApi(`/users/${revoked.id}`, {
      method: 'PUT',
      body: { app_metadata: { role: null }, user_metadata: { role: 'doctor' } },
    });
    const response = await visit('/doctor', revoked.cookie);
    expect(response.status).toBe(403);
    const text = visibleText(await response.text());
    expect(text).toContain('Doctor access withdrawn');
    expect(text).not.toContain('Waiting for approval');
  });
});

describe('a doctor whose access an admin revoked on the Users screen', () => {
  let admin = '';
  beforeAll(async () => {
    const me = await createAccount('admin');
    admin = await signInWith(me.email, me.password);
  });

  const revoke = (id: string) => postForm(`/admin/users/doctors/${id}/revoke`, {}, { Cookie: admin });

  it('is told access was withdrawn (403), not "waiting", though the revoke unlinked the record', async () => {
    const revoked = await linkedDoctor('Dr. Revoked Menon');
    // They signed up as a doctor, as every doctor does.
    await adminApi(`/users/${revoked.id}`, { method: 'PUT', body: { user_metadata: { role: 'doctor' } } });
    expect((await visit('/doctor', revoked.cookie)).status).toBe(200);
    const answer = await revoke(revoked.id);
    expect(answer.status).toBe(303);
    const record = await env.DB.prepare('SELECT account_id FROM doctors WHERE id = ?1').bind(revoked.doctor.id).first();
    expect(record?.account_id).toBeNull();
    const response = await visit('/doctor', revoked.cookie);
    expect(response.status).toBe(403);
    const text = visibleText(await response.text());
    expect(text).toContain('Doctor access withdrawn');
    expect(text).not.toContain('Waiting for approval');
    const metadata = (await adminApi(`/users/${revoked.id}`, { method: 'GET' })).app_metadata;
    expect(metadata).toMatchObject({ access_withdrawn: 'doctor' });
    expect(metadata).not.toHaveProperty('role');

    // Approved again: the marker goes, and the area opens.
    const approved = await postForm(
      `/admin/users/doctors/${revoked.id}/approve`,
      { doctor: revoked.doctor.id },
      { Cookie: admin },
    );
    expect(approved.status).toBe(303);
    const after = (await adminApi(`/users/${revoked.id}`, { method: 'GET' })).app_metadata;
    expect(after).toMatchObject({ role: 'doctor' });
    expect(after).not.toHaveProperty('access_withdrawn');
    expect((await visit('/doctor', revoked.cookie)).status).toBe(200);
  });

  it('is told the same when they had signed up as a patient', async () => {
    const revoked = await linkedDoctor('Dr. Revoked Das');
    expect((await revoke(revoked.id)).status).toBe(303);
    const response = await visit('/doctor', revoked.cookie);
    expect(response.status).toBe(403);
    expect(visibleText(await response.text())).toContain('Doctor access withdrawn');
  });

  it('answers 503 with a message, not 500, when the database fails', async () => {
    const doctor = await linkedDoctor('Dr. No Database');
    const failing = {
      prepare: () => {
        throw new Error('D1_ERROR: the database is unavailable');
      },
      batch: () => Promise.reject(new Error('D1_ERROR: the database is unavailable')),
    };
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${SITE}/doctor`, { headers: { Cookie: doctor.cookie }, redirect: 'manual' }),
      { ...env, DB: failing } as unknown as typeof env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
    expect(visibleText(await response.text())).toContain('the database is not available');
  });
});

describe("a doctor's day and week: their own appointments only", () => {
  it('today lists X’s appointments with the patient, mode, tel: link, the consultation room and status, never Y’s', async () => {
    const response = await visit('/doctor', x.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain('Xavier Patient');
    expect(text).not.toContain('Yamini Patient');
    const card = (await select(html, `article[aria-labelledby="appointment-${xToday}"]`))[0];
    expect(card?.text).toContain('Confirmed');
    expect(card?.text).toContain('Video');
    expect(card?.text).toContain(xToday);
    const links = await select(html, `article[aria-labelledby="appointment-${xToday}"] a`);
    // The consultation happens in the site's room, not at an outside meeting link (issue 42).
    expect(links.map((link) => link.attrs.href)).toEqual(['tel:+919876543210', `/consult/${xToday}`]);
    // One that began ten minutes ago (on the week from its own India date): start, complete or no-show.
    const week = await (await visit(`/doctor/week?from=${indiaDate(xNowStart)}`, x.cookie)).text();
    const forms = await select(week, `article[aria-labelledby="appointment-${xNow}"] form`);
    expect(forms.map((form) => form.attrs.action)).toEqual(
      ['start', 'complete', 'no-show'].map((move) => `/doctor/appointments/${xNow}/${move}`),
    );
    // Three hours ahead: not yet, and the card says when.
    const later = (await select(week, `article[aria-labelledby="appointment-${xFuture}"]`))[0];
    expect(later?.text).toContain('Start consultation and Mark completed are not offered yet. Can be marked from');
    expect(later?.text).toContain('15 minutes before the start.');
    expect(await select(week, `article[aria-labelledby="appointment-${xFuture}"] form`)).toHaveLength(0);
    // An appointment a coordinator has not confirmed yet: no buttons, and what happens next.
    const waiting = (await select(html, `article[aria-labelledby="appointment-${xScheduled}"]`))[0];
    expect(waiting?.text).toContain('A coordinator confirms it with the patient first.');
    expect(await select(html, `article[aria-labelledby="appointment-${xScheduled}"] form`)).toHaveLength(0);

    const yText = visibleText(await (await visit('/doctor', y.cookie)).text());
    expect(yText).toContain('Yamini Patient');
    expect(yText).not.toContain('Xavier Patient');
  });

  it('the week lists seven India days from ?from=, X’s only; a malformed date means from today', async () => {
    const today = indiaDate(Date.now());
    const html = await (await visit('/doctor/week', x.cookie)).text();
    expect(await select(html, 'section[aria-labelledby^="day-"]')).toHaveLength(7);
    expect((await select(html, 'section[aria-labelledby^="day-"] h2'))[0]?.text).toContain('(today)');
    expect(visibleText(html)).toContain('Xiomara Later');
    expect(visibleText(html)).not.toContain('Yamini Patient');
    const bad = await visit('/doctor/week?from=2026-02-31', x.cookie);
    expect(bad.status).toBe(200);
    expect(await select(await bad.text(), `section[aria-labelledby="day-${today}"]`)).toHaveLength(1);
    const later = await (await visit('/doctor/week?from=2099-01-01', x.cookie)).text();
    expect(visibleText(later)).toContain('No appointments in these 7 days.');
  });

  it('X cannot change Y’s appointment, nor one that does not exist: 404, and nothing changes', async () => {
    for (const move of ['start', 'complete', 'no-show']) {
      const response = await postForm(
        `/doctor/appointments/${yToday}/${move}`,
        { back: 'today' },
        { Cookie: x.cookie },
      );
      expect(response.status).toBe(404);
      expect(visibleText(await response.text())).toContain('There is no appointment of yours with that reference.');
    }
    expect(await statusOf(yToday)).toBe('confirmed');
    expect((await auditRows(yToday)).filter((row) => row.actor_id === x.id)).toEqual([]);
    expect((await postForm('/doctor/appointments/AP-ZZZZZZ/start', {}, { Cookie: x.cookie })).status).toBe(404);
    expect((await postForm(`/doctor/appointments/${xToday}/cancel`, {}, { Cookie: x.cookie })).status).toBe(404);
  });

  it('X starts and completes their own appointment: each move audited with X as the actor', async () => {
    const started = await postForm(`/doctor/appointments/${xNow}/start`, { back: 'today' }, { Cookie: x.cookie });
    expect(started.status).toBe(303);
    expect(started.headers.get('Location')).toBe('/doctor');
    expect(started.headers.get('Set-Cookie')).toContain('flash=appointment-status-updated');
    expect(await statusOf(xNow)).toBe('in-consultation');
    const from = indiaDate(Date.now());
    const completed = await postForm(`/doctor/appointments/${xNow}/complete`, { back: from }, { Cookie: x.cookie });
    expect(completed.status).toBe(303);
    expect(completed.headers.get('Location')).toBe(`/doctor/week?from=${from}`);
    expect(await statusOf(xNow)).toBe('completed');
    const rows = (await auditRows(xNow)).filter((row) => row.actor_id === x.id);
    expect(rows).toEqual([
      { actor_id: x.id, actor_email: x.email, action: 'appointment', detail: 'confirmed → in-consultation' },
      { actor_id: x.id, actor_email: x.email, action: 'appointment', detail: 'in-consultation → completed' },
    ]);
    // Once completed, nothing more: the page again, 409, with the reason.
    const again = await postForm(`/doctor/appointments/${xNow}/start`, { back: 'today' }, { Cookie: x.cookie });
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain(
      'That change is not possible while the appointment is completed.',
    );
    // A way back that is not a date (or is no real one) is today's page; a real one is that week's.
    for (const back of ['', 'yesterday', '2026-02-31', '//evil.example', 'x'.repeat(2000)]) {
      const refused = await postForm(`/doctor/appointments/${xNow}/start`, { back }, { Cookie: x.cookie });
      expect(refused.status).toBe(409);
      const html = await refused.text();
      expect(visibleText(html)).toContain('That change is not possible while the appointment is completed.');
      expect((await selectOne(html, 'title')).text).not.toMatch(/^Week/);
    }
    const onWeek = await postForm(`/doctor/appointments/${xNow}/start`, { back: from }, { Cookie: x.cookie });
    expect(onWeek.status).toBe(409);
    expect((await selectOne(await onWeek.text(), 'title')).text).toMatch(/^Week/);
  });

  it('two starts sent at once: one wins, the other is told (409), and the move is audited once', async () => {
    const racer = await linkedDoctor('Dr. Rhea Race');
    const start = Math.floor((Date.now() - 5 * 60_000) / 60_000) * 60_000;
    const reference = await booked(racer.doctor.id, start, 'Rohan Race');
    const send = () => postForm(`/doctor/appointments/${reference}/start`, { back: 'today' }, { Cookie: racer.cookie });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const lost = answers.find((answer) => answer.status === 409);
    expect(visibleText((await lost?.text()) ?? '')).toMatch(
      /Someone else changed this appointment just now|not possible while the appointment is in consultation/,
    );
    expect(await statusOf(reference)).toBe('in-consultation');
    expect((await auditRows(reference)).filter((row) => row.actor_id === racer.id)).toHaveLength(1);
  });

  it('a no-show is marked once the time has begun, never before; an unconfirmed one cannot be started', async () => {
    const early = await postForm(`/doctor/appointments/${xFuture}/no-show`, {}, { Cookie: x.cookie });
    expect(early.status).toBe(409);
    expect(visibleText(await early.text())).toContain('(India time), once the appointment has started.');
    const tooSoon = await postForm(`/doctor/appointments/${xFuture}/start`, {}, { Cookie: x.cookie });
    expect(tooSoon.status).toBe(409);
    expect(visibleText(await tooSoon.text())).toContain('(India time), 15 minutes before the start.');
    expect(await statusOf(xFuture)).toBe('confirmed');

    const missed = await postForm(`/doctor/appointments/${xPast}/no-show`, {}, { Cookie: x.cookie });
    expect(missed.status).toBe(303);
    expect(await statusOf(xPast)).toBe('no-show');
    expect((await auditRows(xPast)).at(-1)).toMatchObject({ actor_id: x.id, detail: 'confirmed → no-show' });
    // Nothing was paid, and a no-show gives nothing back under the rules: no refund row.
    const refunds = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM refunds r JOIN appointments a ON a.id = r.appointment_id WHERE a.reference = ?1',
    )
      .bind(xPast)
      .first<{ n: number }>();
    expect(refunds?.n).toBe(0);

    const unconfirmed = await postForm(`/doctor/appointments/${xScheduled}/start`, {}, { Cookie: x.cookie });
    expect(unconfirmed.status).toBe(409);
    expect(visibleText(await unconfirmed.text())).toContain('while the appointment is scheduled');
  });
});

describe("a doctor's working hours and their requests to change them", () => {
  const openRows = (doctorId: string) =>
    env.DB.prepare('SELECT id, account_id, message, handled_at FROM hours_change_requests WHERE doctor_id = ?1')
      .bind(doctorId)
      .all<{ id: number; account_id: string; message: string; handled_at: number | null }>();

  it('shows the week from the calendar and refuses an empty or overlong request with a message (400)', async () => {
    const html = await (await visit('/doctor/hours', x.cookie)).text();
    const rows = await select(html, 'tbody tr');
    expect(rows).toHaveLength(7);
    expect(rows[0]?.text).toBe('Monday 00:00–24:00 None');
    for (const message of ['   ', 'x'.repeat(1001)]) {
      const response = await postForm('/doctor/hours', { message }, { Cookie: x.cookie });
      expect(response.status).toBe(400);
      expect(visibleText(await response.text())).toContain('Write what should change (1 to 1000 characters).');
    }
    expect((await openRows(x.doctor.id)).results).toEqual([]);
  });

  it('stores a request once, audits it, tells the coordinators, and lists it to its doctor only', async () => {
    const message = 'From 1 December, no Saturday hours please.';
    const first = await postForm('/doctor/hours', { message }, { Cookie: x.cookie });
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe('/doctor/hours');
    expect(first.headers.get('Set-Cookie')).toContain('flash=hours-change-requested');
    // A double click: the same open text is stored once.
    expect((await postForm('/doctor/hours', { message }, { Cookie: x.cookie })).status).toBe(303);
    const stored = (await openRows(x.doctor.id)).results;
    expect(stored).toEqual([{ id: expect.any(Number), account_id: x.id, message, handled_at: null }]);
    const reference = `HR-${stored[0]?.id}`;
    expect(await auditRows(reference)).toEqual([
      {
        actor_id: x.id,
        actor_email: x.email,
        action: 'hours-request',
        detail: `doctor ${x.doctor.id} asked to change their hours`,
      },
    ]);
    const mail = await env.DB.prepare('SELECT event, recipient, payload FROM notifications WHERE reference = ?1')
      .bind(reference)
      .all<{ event: string; recipient: string; payload: string }>();
    expect(mail.results.map(({ event, recipient }) => ({ event, recipient }))).toEqual([
      { event: 'hours.change-requested', recipient: 'coordinators@careline.example' },
    ]);
    // The mail names the doctor; the doctor's own words stay in the admin.
    expect(JSON.parse(mail.results[0]?.payload ?? '{}')).toMatchObject({ doctorId: x.doctor.id, reference });
    expect(mail.results[0]?.payload).not.toContain('Saturday');
    const rendered = renderNotification('hours.change-requested', 'en', JSON.parse(mail.results[0]?.payload ?? '{}'), {
      siteName: 'CareLine Health',
      siteUrl: SITE,
      supportPhone: '1800 000 000',
    });
    expect(rendered.subject).toBe(`Dr. Xena Kapoor asks to change their working hours (${reference})`);
    expect(rendered.text).toContain(`${SITE}/admin/scheduling/calendars?doctor=${x.doctor.id}`);
    expect(rendered.html).not.toContain('Saturday');

    expect(visibleText(await (await visit('/doctor/hours', x.cookie)).text())).toContain(message);
    expect(visibleText(await (await visit('/doctor/hours', y.cookie)).text())).not.toContain(message);
  });

  it('an admin sees the open request on Doctor Calendars and marks it handled (audited, once); others cannot', async () => {
    const message = 'Day off on 25 December.';
    expect((await postForm('/doctor/hours', { message }, { Cookie: y.cookie })).status).toBe(303);
    const [request] = (await openRows(y.doctor.id)).results;
    if (!request) throw new Error('no request stored');
    const admin = await signIn('admin', 'admin');
    const calendars = visibleText(await (await visit('/admin/scheduling/calendars', admin)).text());
    expect(calendars).toContain(message);
    expect(calendars).toContain('Mark handled');

    const fields = { form: 'hours-handled', request: String(request.id) };
    // A doctor cannot mark it: the admin area refuses them.
    expect((await postForm('/admin/scheduling/calendars', fields, { Cookie: y.cookie })).status).toBe(403);
    const marked = await postForm('/admin/scheduling/calendars', fields, { Cookie: admin });
    expect(marked.status).toBe(303);
    expect(marked.headers.get('Location')).toBe('/admin/scheduling/calendars?saved=handled');
    expect((await openRows(y.doctor.id)).results[0]?.handled_at).toEqual(expect.any(Number));
    expect((await postForm('/admin/scheduling/calendars', fields, { Cookie: admin })).status).toBe(409);
    const unknown = { form: 'hours-handled', request: '999999999' };
    expect((await postForm('/admin/scheduling/calendars', unknown, { Cookie: admin })).status).toBe(404);
    expect((await postForm('/admin/scheduling/calendars', { form: 'hours-handled' }, { Cookie: admin })).status).toBe(
      400,
    );
    const audit = (await auditRows(`HR-${request.id}`)).map((row) => row.detail);
    expect(audit).toEqual([`doctor ${y.doctor.id} asked to change their hours`, 'marked handled']);

    const after = visibleText(await (await visit('/admin/scheduling/calendars', admin)).text());
    expect(after).not.toContain(message);
    expect(visibleText(await (await visit('/doctor/hours', y.cookie)).text())).toMatch(/Handled \d/);
  });
});

describe("a doctor's profile", () => {
  it('shows the published record as patients see it, with the way to it and to corrections', async () => {
    const html = await (await visit('/doctor/profile', x.cookie)).text();
    const text = visibleText(html);
    for (const fact of ['Dr. Xena Kapoor', 'General Physician', 'MBBS', 'TN-54321, Tamil Nadu Medical Council']) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/Languages English(, | and )Tamil/);
    expect(text).toContain('₹599');
    expect(text).toContain('30 minutes');
    expect(text).toContain(x.email);
    const hrefs = (await select(html, 'main a')).map((link) => link.attrs.href);
    expect(hrefs).toContain(`/doctors#doctor-${x.doctor.id}`);
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
  });
});
