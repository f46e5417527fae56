// The coordinator's appointments under /admin/appointments and /admin/consults, against the tests' D1 database and
// a doctor of the tests' own (every day 00:00 to 24:00 India time, 30-minute slots): creating one from a request
// (linked and marked) and from scratch, confirming (history, audit, the WhatsApp text in the booking's language),
// moving to a taken time, cancelling a paid one (refund due in full), the moves a status allows, bad input, the CSV.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  changeStatus,
  findAppointment,
  indiaDate,
  indiaInstant,
  insertAppointment,
  recordPayment,
  refundOfAppointment,
  saveCalendar,
  saveDoctor,
  type NewAppointment,
} from '../../src/appointments';
import { insertRequest } from '../../src/requests/store';
import { ACCOUNTS, postForm, signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';
import { newBooking } from './appointment-support';

const DAY = 24 * 3_600_000;
const FEE = 70_000;
const COORDINATOR = { id: 'test-coordinator', email: 'coordinator@careline.example' };
const stamp = Date.now().toString(36);
const doctorId = `test-dr-${stamp}`;

let admin = '';
let patient = '';

const get = (path: string, cookie: string) =>
  SELF.fetch(`${SITE}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });

/** A slot start `days` India days from today at `minutes` after India midnight. */
const slotAt = (days: number, minutes: number) => indiaInstant(indiaDate(Date.now() + days * DAY), minutes)!;

async function book(start: number, overrides: Partial<NewAppointment> = {}): Promise<string> {
  const booked = await insertAppointment(
    env.DB,
    newBooking(doctorId, start, {
      fee: FEE,
      status: 'scheduled',
      dedupeKey: null,
      actor: COORDINATOR.email,
      ...overrides,
    }),
  );
  if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
  return booked.reference;
}

const status = async (reference: string) => (await findAppointment(env.DB, reference))?.status;

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
  await saveDoctor(
    env.DB,
    {
      id: doctorId,
      name: `Dr. Test ${stamp}`,
      specialization: 'General Physician',
      department: 'general-physician',
      qualifications: 'MBBS',
      registrationNumber: 'KA-11111',
      council: 'Karnataka Medical Council',
      languages: ['en', 'hi'],
      fee: FEE,
      minutes: 30,
      meetingLink: 'https://meet.example/test',
      active: true,
      accountId: null,
      sample: false,
      experienceYears: null,
      rating: null,
      wordsHi: { name: 'डॉ. टेस्ट' },
    },
    Date.now(),
  );
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  await saveCalendar(env.DB, doctorId, { hours: everyDay, breaks: [], daysOff: [] });
});

describe('who may open the appointment screens', () => {
  it('answers an admin, refuses a patient (403) and sends a stranger to sign in (303)', async () => {
    const reference = await book(slotAt(3, 600));
    const pages = [
      '/admin/appointments',
      '/admin/appointments?view=requests',
      '/admin/appointments/new',
      `/admin/appointments/${reference}`,
      '/admin/appointments/appointments.csv',
      '/admin/consults',
    ];
    for (const path of pages) {
      expect((await get(path, admin)).status, path).toBe(200);
      expect((await get(path, patient)).status, path).toBe(403);
      const stranger = await get(path, '');
      expect(stranger.status, path).toBe(303);
      expect(stranger.headers.get('Location')).toMatch(/^\/auth\?next=/);
    }
    for (const action of ['confirm', 'move', 'cancel', 'reschedule']) {
      const path = `/admin/appointments/${reference}/${action}`;
      expect((await postForm(path, { to: 'completed' }, { Cookie: patient })).status, path).toBe(403);
      expect((await postForm(path, { to: 'completed' })).status, path).toBe(303);
    }
    expect((await postForm('/admin/appointments/new', { doctor: doctorId }, { Cookie: patient })).status).toBe(403);
    expect((await postForm('/admin/appointments/new', { doctor: doctorId })).status).toBe(303);
    expect(await status(reference)).toBe('scheduled');
  });
});

describe('creating an appointment', () => {
  it('chooses the doctor a request names: Book Now’s topic (English or Hindi) or the patient’s words', async () => {
    const chosen = async (kind: 'booking' | 'doctor', locale: 'en' | 'hi', values: Record<string, string>) => {
      const request = await insertRequest(env.DB, {
        kind,
        locale,
        values: { name: 'Nisha Named', phone: '+919812345670', ...values },
        consentVersion: 'callback-2026-11',
        dedupeKey: `named-${crypto.randomUUID()}`,
        now: Date.now(),
      });
      // Tomorrow's times: today's may all have passed (at 23:55 India time).
      const tomorrow = indiaDate(Date.now() + DAY);
      const form = await (
        await get(`/admin/appointments/new?request=${request.reference}&date=${tomorrow}`, admin)
      ).text();
      const selected = (await select(form, '#new-doctor option[selected]'))
        .map((option) => option.attrs.value)
        .filter((value) => value !== '');
      return { selected, slots: await select(form, '#new-slot option') };
    };
    const english = await chosen('booking', 'en', {
      topic: `Dr. Test ${stamp} · General Physician · Consultation fee ₹700`,
    });
    expect(english.selected).toEqual([doctorId]);
    // Chosen, so the form goes on to the day's free times.
    expect(english.slots.length).toBeGreaterThan(0);
    expect((await chosen('booking', 'hi', { topic: 'डॉ. टेस्ट · सामान्य चिकित्सक' })).selected).toEqual([doctorId]);
    expect(
      (
        await chosen('doctor', 'en', {
          specialization: 'General Physician',
          requirements: `I saw Test ${stamp} last year; the same doctor please.`,
        })
      ).selected,
    ).toEqual([doctorId]);
    // Naming no doctor (a package's Book Now): none chosen.
    expect((await chosen('booking', 'en', { topic: 'Health Check-ups · ₹1,499' })).selected).toEqual([]);
  });

  it('books one from a request: prefilled, linked, the request marked contacted, the inbox row showing it', async () => {
    const request = await insertRequest(env.DB, {
      kind: 'booking',
      locale: 'hi',
      values: { name: `Request Patient ${stamp}`, phone: '+919812345678', email: 'asha@example.com' },
      consentVersion: 'callback-2026-11',
      dedupeKey: `request-${stamp}`,
      now: Date.now(),
    });
    const date = indiaDate(slotAt(4, 0));
    const form = await (
      await get(`/admin/appointments/new?request=${request.reference}&doctor=${doctorId}&date=${date}`, admin)
    ).text();
    expect((await selectOne(form, '#new-name')).attrs.value).toBe(`Request Patient ${stamp}`);
    expect((await selectOne(form, '#new-phone')).attrs.value).toBe('+91 98123 45678');
    expect((await selectOne(form, '#new-email')).attrs.value).toBe('asha@example.com');
    expect((await selectOne(form, '#new-locale option[selected]')).attrs.value).toBe('hi');
    const start = slotAt(4, 11 * 60);
    expect((await select(form, `#new-slot option[value="${start}"]`)).length).toBe(1);

    const created = await postForm(
      '/admin/appointments/new',
      {
        request: request.reference,
        doctor: doctorId,
        date,
        slot: String(start),
        mode: 'audio',
        name: `Request Patient ${stamp}`,
        phone: '98123 45678',
        email: 'asha@example.com',
        locale: 'hi',
      },
      { Cookie: admin },
    );
    expect(created.status).toBe(303);
    const reference = created.headers.get('Location')!.split('/').pop()!;
    expect(reference).toMatch(/^AP-/);
    const appointment = await findAppointment(env.DB, reference);
    expect(appointment).toMatchObject({
      status: 'scheduled',
      start,
      mode: 'audio',
      fee: FEE,
      patientPhone: '+919812345678',
      locale: 'hi',
      requestReference: request.reference,
    });
    const marked = await env.DB.prepare('SELECT status, status_changed_by FROM requests WHERE reference = ?1')
      .bind(request.reference)
      .first<{ status: string; status_changed_by: string }>();
    expect(marked).toEqual({ status: 'contacted', status_changed_by: ACCOUNTS.admin.email });
    const inbox = visibleText(await (await get(`/admin/appointments?q=${request.reference}`, admin)).text());
    expect(inbox).toContain(`Appointment ${reference}`);
    // The appointments tab finds it by the request's reference too.
    const listed = await (await get(`/admin/appointments?view=appointments&q=${request.reference}`, admin)).text();
    expect((await select(listed, 'tbody tr th')).map((cell) => cell.text)).toEqual([reference]);
    const history = await env.DB.prepare('SELECT actor, change FROM appointment_history WHERE appointment_id = ?1')
      .bind(appointment!.id)
      .all<{ actor: string; change: string }>();
    expect(history.results).toEqual([{ actor: ACCOUNTS.admin.email, change: 'created' }]);
  });

  it('books one from scratch, and refuses bad input with a 400 and the message, a taken time with the form again', async () => {
    const start = slotAt(5, 9 * 60);
    const fields = {
      doctor: doctorId,
      date: indiaDate(start),
      slot: String(start),
      mode: 'video',
      name: 'Scratch Patient',
      phone: '+91 99887 76655',
      email: '',
      locale: 'en',
    };
    const refused = async (changes: Record<string, string>, message: string, code = 400) => {
      const response = await postForm('/admin/appointments/new', { ...fields, ...changes }, { Cookie: admin });
      expect(response.status, message).toBe(code);
      const html = await response.text();
      expect((await selectOne(html, '[role="alert"]')).text).toContain(message);
      return html;
    };
    await refused({ phone: '12345' }, 'Enter an Indian mobile number');
    await refused({ name: '' }, 'Enter the patient’s name');
    await refused({ mode: 'fax' }, 'Choose video, audio call or chat.');
    await refused({ email: 'not-an-address' }, 'Enter a valid email address');
    await refused({ locale: 'fr' }, 'Choose English or Hindi.');
    await refused({ doctor: 'nobody-here' }, 'Choose an active doctor.');
    await refused({ slot: 'soon' }, 'Choose one of the free times.');
    await refused({ slot: String(start + 7 * 60_000) }, 'not one of the doctor’s slots');
    await refused({ slot: String(slotAt(-1, 600)) }, 'That time has passed.');
    await refused({ request: 'CL-000000' }, 'There is no request with that reference.');

    const created = await postForm('/admin/appointments/new', fields, { Cookie: admin });
    expect(created.status).toBe(303);
    const reference = created.headers.get('Location')!.split('/').pop()!;
    expect(await findAppointment(env.DB, reference)).toMatchObject({
      status: 'scheduled',
      patientName: 'Scratch Patient',
      patientPhone: '+919988776655',
      patientEmail: null,
      requestReference: null,
    });
    // The same form sent twice (its one-time token): one booking, the first reference both times.
    const twice = { ...fields, slot: String(start + 30 * 60_000), token: crypto.randomUUID() };
    const first = await postForm('/admin/appointments/new', twice, { Cookie: admin });
    const second = await postForm('/admin/appointments/new', twice, { Cookie: admin });
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    // The same time again from another form: taken, and the form comes back with what was typed.
    const again = await refused({ name: 'Second Patient' }, 'That time was just taken.', 409);
    expect((await selectOne(again, '#new-name')).attrs.value).toBe('Second Patient');
  });
});

describe("an appointment's page and actions", () => {
  it('confirms: status, history and audit, and the WhatsApp confirmation in Hindi for a Hindi booking', async () => {
    const reference = await book(slotAt(6, 600), { locale: 'hi', patientName: 'सीता देवी' });
    const confirmed = await postForm(`/admin/appointments/${reference}/confirm`, {}, { Cookie: admin });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe(`/admin/appointments/${reference}`);
    expect(await status(reference)).toBe('confirmed');
    const audit = await env.DB.prepare('SELECT actor_email, detail FROM audit_log WHERE reference = ?1')
      .bind(reference)
      .all<{ actor_email: string; detail: string }>();
    expect(audit.results).toContainEqual({ actor_email: ACCOUNTS.admin.email, detail: 'scheduled → confirmed' });

    const html = await (await get(`/admin/appointments/${reference}`, admin)).text();
    const historyText = (await select(html, 'section[aria-labelledby="history-title"] tbody tr')).map((r) => r.text);
    expect(historyText.at(-1)).toContain(`${ACCOUNTS.admin.email} Status: scheduled → confirmed`);
    const link = (await selectOne(html, 'a[data-whatsapp]')).attrs.href!;
    expect(link).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    const text = decodeURIComponent(link.split('?text=')[1]!);
    expect(text).toContain('नमस्ते सीता देवी');
    expect(text).toContain('डॉ. टेस्ट');
    expect(text).toContain('पक्का हो गया है');
    expect(text).toMatch(new RegExp(`/hi/appointments/${reference}\\?key=[\\w-]{22}`));
    // Confirmed already: the confirm button is gone, and posting it again is not allowed.
    expect(await select(html, `form[action="/admin/appointments/${reference}/confirm"]`)).toHaveLength(0);
    const twice = await postForm(`/admin/appointments/${reference}/confirm`, {}, { Cookie: admin });
    expect(twice.status).toBe(409);
    expect(visibleText(await twice.text())).toContain('That change is not possible while the appointment is confirmed');
  });

  it('moves to another free time, and refuses a taken one with the message', async () => {
    const reference = await book(slotAt(7, 600));
    const taken = slotAt(7, 660);
    await book(taken, { patientPhone: '+919000000001' });
    const refused = await postForm(
      `/admin/appointments/${reference}/reschedule`,
      { slot: String(taken) },
      { Cookie: admin },
    );
    expect(refused.status).toBe(409);
    expect((await selectOne(await refused.text(), '[role="alert"]')).text).toContain('That time was just taken.');
    const free = slotAt(7, 720);
    const moved = await postForm(
      `/admin/appointments/${reference}/reschedule`,
      { slot: String(free) },
      { Cookie: admin },
    );
    expect(moved.status).toBe(303);
    expect((await findAppointment(env.DB, reference))?.start).toBe(free);
    // The history says who moved it, from when to when, in India time.
    const page = await (await get(`/admin/appointments/${reference}`, admin)).text();
    const rows = (await select(page, 'section[aria-labelledby="history-title"] tbody tr')).map((row) => row.text);
    expect(rows.at(-1)).toMatch(/admin@example\.com\s*Moved: .+, 10:00 am → .+, 12:00 pm$/);
  });

  it('cancels a paid appointment by the provider: the refund shown first, then due in full', async () => {
    const reference = await book(slotAt(2, 600));
    const paid = await recordPayment(env.DB, {
      reference,
      upiReference: `${Date.now()}`.slice(-12).padStart(12, '1'),
      amount: FEE,
      paidAt: Date.now(),
      actor: COORDINATOR,
      now: Date.now(),
    });
    expect(paid.ok).toBe(true);
    const page = await (await get(`/admin/appointments/${reference}`, admin)).text();
    expect((await selectOne(page, '[data-refund]')).text).toBe(
      'The rules give back 100% of what was paid: ₹700, written as due in Billing → Refunds.',
    );
    const cancelled = await postForm(`/admin/appointments/${reference}/cancel`, {}, { Cookie: admin });
    expect(cancelled.status).toBe(303);
    const appointment = await findAppointment(env.DB, reference);
    expect(appointment).toMatchObject({ status: 'cancelled-by-provider', payment: 'refund-due' });
    expect(await refundOfAppointment(env.DB, appointment!.id)).toMatchObject({
      amount: FEE,
      percent: 100,
      status: 'due',
    });
  });

  it('offers only the moves the status allows: no-show only from confirmed (and from its time, see consultation-times)', async () => {
    // Begun ten minutes ago, on a whole minute: the time rule allows every move, so only the status decides here.
    const reference = await book(Math.floor((Date.now() - 10 * 60_000) / 60_000) * 60_000);
    const before = await (await get(`/admin/appointments/${reference}`, admin)).text();
    expect(await select(before, 'input[name="to"][value="no-show"]')).toHaveLength(0);
    const early = await postForm(`/admin/appointments/${reference}/move`, { to: 'no-show' }, { Cookie: admin });
    expect(early.status).toBe(409);
    expect(await status(reference)).toBe('scheduled');
    await changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: Date.now() });
    const after = await (await get(`/admin/appointments/${reference}`, admin)).text();
    const moves = (await select(after, 'input[name="to"]')).map((input) => input.attrs.value);
    expect(moves).toEqual(['in-consultation', 'completed', 'no-show']);
    const missed = await postForm(`/admin/appointments/${reference}/move`, { to: 'no-show' }, { Cookie: admin });
    expect(missed.status).toBe(303);
    expect(await status(reference)).toBe('no-show');
  });

  it('answers bad input with 400 and an unknown reference with 404', async () => {
    const reference = await book(slotAt(9, 600));
    const bad = await postForm(`/admin/appointments/${reference}/move`, { to: 'confirmed' }, { Cookie: admin });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Choose a status');
    // A status not offered, none, or another's words: 400 and the same question; the appointment unchanged.
    for (const to of ['', 'constructor', 'COMPLETED', 'completed'.repeat(100)]) {
      const refused = await postForm(
        `/admin/appointments/${reference}/move`,
        { to, back: 'consults' },
        { Cookie: admin },
      );
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe('Choose a status: in consultation, completed or no-show.');
    }
    expect(await status(reference)).toBe('scheduled');
    // A time that is not an instant (letters, a negative, too many digits, none): 400 on the appointment's page.
    for (const slot of ['x', '-5', '9'.repeat(16), '']) {
      const noSlot = await postForm(`/admin/appointments/${reference}/reschedule`, { slot }, { Cookie: admin });
      expect(noSlot.status).toBe(400);
      expect(visibleText(await noSlot.text())).toContain('Choose one of the free times.');
    }
    for (const path of ['/admin/appointments/AP-000000', '/admin/appointments/AP-000000/confirm']) {
      const response = path.endsWith('confirm') ? await postForm(path, {}, { Cookie: admin }) : await get(path, admin);
      expect(response.status, path).toBe(404);
      expect(visibleText(await response.text())).toContain('There is no appointment with that reference.');
    }
    expect((await get('/admin/appointments/not-a-reference', admin)).status).toBe(404);
  });
});

describe('the list and its CSV', () => {
  it('pages by start time with a keyset: 50, then the rest, none twice, none left out', async () => {
    const day = indiaDate(slotAt(20, 0));
    const starts = Array.from({ length: 53 }, (_, index) => slotAt(20, 0) + index * 30 * 60_000);
    const made = new Set<string>();
    for (const [index, start] of starts.entries())
      made.add(await book(start, { patientPhone: `+9190000${String(index).padStart(5, '0')}` }));
    const filter = `doctor=${doctorId}&from=${day}&to=${indiaDate(slotAt(21, 0))}`;
    const first = await (await get(`/admin/appointments?${filter}`, admin)).text();
    const firstRefs = (await select(first, 'tbody tr th')).map((cell) => cell.text);
    expect(firstRefs).toHaveLength(50);
    expect(visibleText(first)).toContain('Showing 50 of 53');
    const next = (await selectOne(first, 'a[rel="next"]')).attrs.href!;
    expect(next).toMatch(/after=\d+\.\d+/);
    const second = await (await get(next, admin)).text();
    const secondRefs = (await select(second, 'tbody tr th')).map((cell) => cell.text);
    expect(secondRefs).toHaveLength(3);
    expect(await select(second, 'a[rel="next"]')).toHaveLength(0);
    expect(new Set([...firstRefs, ...secondRefs])).toEqual(made);
  });

  it('searches, filters and exports the filter, recording the export', async () => {
    const start = slotAt(10, 600);
    const reference = await book(start, { patientName: `Listed Patient ${stamp}`, patientEmail: 'listed@example.com' });
    const refsIn = async (query: string) =>
      (await select(await (await get(`/admin/appointments?${query}`, admin)).text(), 'tbody tr th')).map((c) => c.text);
    expect(await refsIn(`q=${encodeURIComponent(`Listed Patient ${stamp}`)}`)).toEqual([reference]);
    expect(await refsIn(`q=${reference.toLowerCase()}`)).toEqual([reference]);
    expect(await refsIn(`q=listed%40example.com&doctor=${doctorId}`)).toEqual([reference]);
    // A reference's digits are not a phone search: AP-0N1C0Z never finds a phone with 010 in it.
    await book(slotAt(10, 660), { patientPhone: '+919876501020' });
    expect(await refsIn('q=AP-0N1C0Z')).toEqual([]);
    expect(await refsIn('q=501020')).toHaveLength(1);
    expect(await refsIn(`q=${reference}&status=confirmed`)).toEqual([]);
    expect(await refsIn(`q=${reference}&when=past`)).toEqual([]);
    expect(await refsIn(`q=${reference}&from=${indiaDate(start)}&to=${indiaDate(start)}`)).toEqual([reference]);
    const html = await (await get('/admin/appointments', admin)).text();
    expect((await selectOne(html, 'nav[aria-label="Appointments and requests"] a[aria-current="page"]')).text).toBe(
      'Appointments',
    );

    const csv = await get(`/admin/appointments/appointments.csv?q=${reference}`, admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="appointments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"reference","starts_at","starts_india"/);
    expect(lines[1]).toContain(`"${reference}","${new Date(start).toISOString()}"`);
    expect(lines[1]).toContain('"700.00"');
    const audit = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE action = 'export' ORDER BY id DESC LIMIT 1",
    ).first<{
      detail: string;
    }>();
    expect(JSON.parse(audit!.detail)).toMatchObject({ appointments: { search: reference } });
  });
});
