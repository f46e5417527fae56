// The admin's Scheduling screens behind the admin guard: Doctor Calendars adds and edits a doctor and their week
// (refused whole, 400 with a message, when a field is wrong), Consultation Slots shows the coming week's slots with
// their state and blocks or unblocks one; every save is in the audit log.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarOf, checkSlot, findDoctor, insertAppointment, PATIENT_DAYS, slotBoard } from '../../src/appointments';
import { ACCOUNTS, postForm, signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const CALENDARS = '/admin/scheduling/calendars';
const SLOTS = '/admin/scheduling/slots';

let admin = '';
let patient = '';
const stamp = Date.now().toString(36);
const name = `Dr. Sched Test ${stamp}`;
const id = `sched-test-${stamp}`;

const get = (path: string, cookie = admin) =>
  SELF.fetch(`${SITE}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });

const doctorForm = (overrides: Record<string, string> = {}) => ({
  form: 'doctor',
  doctor: 'new',
  name,
  specialization: 'General Physician',
  department: 'general-physician',
  qualifications: 'MBBS, MD (General Medicine)',
  registrationNumber: 'TN-98765',
  council: 'Tamil Nadu Medical Council',
  fee: '599.50',
  minutes: '30',
  meetingLink: 'https://meet.example.com/sched-test',
  experienceYears: '12',
  rating: '4.6',
  nameHi: 'डॉ. शेड्यूल टेस्ट',
  'language-en': 'on',
  'language-hi': 'on',
  'language-ta': 'on',
  active: 'on',
  ...overrides,
});

/** Every weekday 08:00 to 20:00 with a lunch break. */
const weekForm = (overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = { form: 'calendar', doctor: id, daysOff: '' };
  for (let weekday = 0; weekday < 7; weekday++) {
    fields[`hours-${weekday}`] = '08:00-13:00, 14:00-20:00';
    fields[`breaks-${weekday}`] = '10:30-11:00';
  }
  return { ...fields, ...overrides };
};

const auditRows = async (action: string, reference: string) =>
  (
    await env.DB.prepare('SELECT actor_email, detail FROM audit_log WHERE action = ?1 AND reference = ?2 ORDER BY id')
      .bind(action, reference)
      .all<{ actor_email: string; detail: string }>()
  ).results;

const refused = async (response: Response, message: string) => {
  expect(response.status).toBe(400);
  const text = visibleText(await response.text());
  expect(text).toContain(message);
  return text;
};

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
});

describe('/admin/scheduling/calendars', () => {
  it('adds a doctor: the id a slug of the name, the fee in paise, the save audited', async () => {
    const response = await postForm(CALENDARS, doctorForm(), { Cookie: admin });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${CALENDARS}?doctor=${id}&saved=added`);
    const doctor = await findDoctor(env.DB, id);
    expect(doctor).toMatchObject({
      name,
      fee: 59_950,
      minutes: 30,
      languages: ['en', 'hi', 'ta'],
      meetingLink: 'https://meet.example.com/sched-test',
      experienceYears: 12,
      rating: 4.6,
      wordsHi: { name: 'डॉ. शेड्यूल टेस्ट' },
      active: true,
      sample: false,
      accountId: null,
    });
    const [row] = await auditRows('doctor', id);
    expect(row?.actor_email).toBe(ACCOUNTS.admin.email);
    expect(row?.detail).toContain('added: name Dr. Sched Test');
    expect(row?.detail).toContain('fee ₹599.50');

    const page = await get(`${CALENDARS}?doctor=${id}&saved=added`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(visibleText(html)).toContain('The doctor is added.');
    expect((await selectOne(html, '#doctor-fee')).attrs.value).toBe('599.50');
    const listed = (await select(html, 'tbody tr')).find((tr) => tr.text.includes(id));
    expect(listed?.text).toContain('₹599.50');
    expect(listed?.text).toContain('30 min');
    expect(listed?.text).toContain('Active');
    expect(listed?.text).toContain('Not linked');
  });

  it('edits the doctor, keeping the id, and the audit row names what changed', async () => {
    const response = await postForm(
      CALENDARS,
      doctorForm({ doctor: id, name: `${name} Jr`, fee: '650', minutes: '20', rating: '' }),
      { Cookie: admin },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${CALENDARS}?doctor=${id}&saved=doctor`);
    expect(await findDoctor(env.DB, id)).toMatchObject({
      id,
      name: `${name} Jr`,
      fee: 65_000,
      minutes: 20,
      rating: null,
    });
    const detail = (await auditRows('doctor', id)).at(-1)?.detail ?? '';
    expect(detail).toContain('fee ₹599.50 → ₹650');
    expect(detail).toContain('minutes 30 min → 20 min');
    expect(detail).not.toContain('specialization');
  });

  it.each([
    ['fee', { fee: 'free' }, 'Write the fee in rupees'],
    ['fee of zero', { fee: '0' }, 'Write the fee in rupees'],
    ['minutes', { minutes: '3' }, 'from 5 to 240'],
    ['minutes over', { minutes: '241' }, 'from 5 to 240'],
    ['meeting link', { meetingLink: 'http://meet.example.com/x' }, 'full https:// address'],
    ['meeting link text', { meetingLink: 'not a link' }, 'full https:// address'],
    ['department', { department: 'astrology' }, 'Choose the department'],
    ['rating', { rating: '5.5' }, 'from 0 to 5'],
    ['languages', { 'language-en': '', 'language-hi': '', 'language-ta': '' }, 'at least one language'],
  ])('refuses a bad %s with 400 and its message, saving nothing', async (_what, bad, message) => {
    const fields = Object.fromEntries(
      Object.entries(doctorForm({ doctor: id, ...bad })).filter(
        ([key, value]) => !key.startsWith('language-') || value,
      ),
    );
    const before = await findDoctor(env.DB, id);
    const audits = (await auditRows('doctor', id)).length;
    await refused(await postForm(CALENDARS, fields, { Cookie: admin }), message);
    expect(await findDoctor(env.DB, id)).toEqual(before);
    expect(await auditRows('doctor', id)).toHaveLength(audits);
  });

  it('refuses a new doctor with a bad field, adding none, and shows the values as typed', async () => {
    const count = async () =>
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM doctors').first<{ n: number }>())?.n ?? 0;
    const before = await count();
    const response = await postForm(CALENDARS, doctorForm({ name: `Dr. Refused ${stamp}`, minutes: 'ten' }), {
      Cookie: admin,
    });
    const html = await response.clone().text();
    await refused(response, 'The doctor was not saved');
    expect((await selectOne(html, '#doctor-name')).attrs.value).toBe(`Dr. Refused ${stamp}`);
    expect((await selectOne(html, '#doctor-minutes')).attrs['aria-invalid']).toBe('true');
    expect(await count()).toBe(before);
  });

  it('saves the week, audited, and the slots follow it', async () => {
    const response = await postForm(CALENDARS, weekForm({ 'hours-0': '', 'breaks-0': '' }), { Cookie: admin });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${CALENDARS}?doctor=${id}&saved=calendar`);
    const calendar = await calendarOf(env.DB, id);
    expect(calendar?.hours.filter((span) => span.weekday === 1)).toEqual([
      { weekday: 1, start: '08:00', end: '13:00' },
      { weekday: 1, start: '14:00', end: '20:00' },
    ]);
    expect(calendar?.breaks.filter((span) => span.weekday === 1)).toEqual([
      { weekday: 1, start: '10:30', end: '11:00' },
    ]);
    expect(calendar?.hours.some((span) => span.weekday === 0)).toBe(false);
    expect((await auditRows('calendar', id)).at(-1)?.detail).toContain('Mon 08:00–13:00, 14:00–20:00');

    const html = await (await get(`${SLOTS}?doctor=${id}`)).text();
    const board = (await slotBoard(env.DB, id, Date.now(), PATIENT_DAYS)) ?? [];
    expect(board.length).toBeGreaterThan(0);
    const rows = await select(html, 'tbody tr[id^="slot-"]');
    expect(rows.map((row) => row.attrs.id)).toEqual(board.map((slot) => `slot-${slot.start}`));
    expect(rows.every((row) => row.text.includes('Free'))).toBe(true);
    // No slot in the break, none on a Sunday (no hours), none in the past.
    expect(visibleText(html)).not.toContain('10:20–10:40');
    const days = await select(html, 'section[aria-labelledby^="day-"]');
    expect(days).toHaveLength(PATIENT_DAYS);
    const sunday = days.find((day) => day.text.startsWith('Sunday,'));
    expect(sunday?.text).toContain('No slots: no working hours');
    expect(board.every((slot) => slot.start >= Date.now() - 60_000)).toBe(true);
  });

  it.each([
    ['end before start', { 'hours-2': '13:00-09:00' }, 'The end must be after the start.'],
    ['not a time', { 'hours-2': '9 to 5' }, 'is not a span of time'],
    ['break outside the hours', { 'breaks-3': '07:00-07:30' }, 'is outside the working hours'],
    ['break across two spans', { 'breaks-3': '12:30-14:30' }, 'is outside the working hours'],
    ['overlapping hours', { 'hours-4': '08:00-13:00, 12:00-15:00' }, 'overlaps the span before it'],
    [
      'hours shorter than a consultation',
      { 'hours-5': '08:00-08:10', 'breaks-5': '' },
      'shorter than one consultation',
    ],
    ['day off not a date', { daysOff: '2026-02-30' }, 'is not a date'],
    ['day off in the past', { daysOff: '2020-01-01' }, 'is in the past'],
  ])('refuses a week with %s (400, nothing saved)', async (_what, bad, message) => {
    const before = await calendarOf(env.DB, id);
    const audits = (await auditRows('calendar', id)).length;
    await refused(await postForm(CALENDARS, weekForm(bad), { Cookie: admin }), message);
    expect(await calendarOf(env.DB, id)).toEqual(before);
    expect(await auditRows('calendar', id)).toHaveLength(audits);
  });

  it('answers 404 for an unknown doctor', async () => {
    expect((await get(`${CALENDARS}?doctor=no-such-doctor`)).status).toBe(404);
    expect((await postForm(CALENDARS, weekForm({ doctor: 'no-such-doctor' }), { Cookie: admin })).status).toBe(404);
  });
});

describe('/admin/scheduling/slots', () => {
  it('blocks a free slot: checkSlot refuses it, the screen says Blocked, the change is audited; unblocking frees it', async () => {
    const board = (await slotBoard(env.DB, id, Date.now(), PATIENT_DAYS)) ?? [];
    const slot = board.find((candidate) => candidate.state === 'free' && candidate.start > Date.now() + 3_600_000);
    expect(slot).toBeDefined();
    const start = String(slot?.start);
    const blocked = await postForm(SLOTS, { doctor: id, start, change: 'block' }, { Cookie: admin });
    expect(blocked.status).toBe(303);
    expect(blocked.headers.get('Location')).toBe(`${SLOTS}?doctor=${id}&saved=blocked#slot-${start}`);
    expect(await checkSlot(env.DB, id, Number(start), Date.now(), PATIENT_DAYS)).toEqual({
      ok: false,
      problem: 'taken',
    });
    const html = await (await get(`${SLOTS}?doctor=${id}&saved=blocked`)).text();
    expect((await selectOne(html, `#slot-${start}`)).text).toMatch(/Blocked Unblock/);
    expect(visibleText(html)).toContain('The slot is blocked');
    expect((await auditRows('slot', id)).at(-1)?.detail).toBe(`blocked ${new Date(Number(start)).toISOString()}`);

    // Blocking it again is refused: it is not free.
    const again = await postForm(SLOTS, { doctor: id, start, change: 'block' }, { Cookie: admin });
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain('is blocked now, so it cannot be blocked');

    const unblocked = await postForm(SLOTS, { doctor: id, start, change: 'unblock' }, { Cookie: admin });
    expect(unblocked.status).toBe(303);
    expect((await checkSlot(env.DB, id, Number(start), Date.now(), PATIENT_DAYS)).ok).toBe(true);
    expect((await auditRows('slot', id)).at(-1)?.detail).toBe(`unblocked ${new Date(Number(start)).toISOString()}`);
  });

  it('shows a patient’s pick as held, with its reference linking to the appointment', async () => {
    const board = (await slotBoard(env.DB, id, Date.now(), PATIENT_DAYS)) ?? [];
    const slot = board.filter((candidate) => candidate.state === 'free').at(-1);
    const booked = await insertAppointment(env.DB, {
      doctorId: id,
      start: slot!.start,
      end: slot!.end,
      mode: 'video',
      fee: 65_000,
      patientName: 'Asha Rao',
      patientPhone: '+919876543210',
      patientEmail: null,
      accountId: null,
      requestReference: null,
      locale: 'en',
      status: 'requested',
      holdExpiresAt: Date.now() + 3_600_000,
      dedupeKey: null,
      actor: 'patient',
      now: Date.now(),
    });
    expect(booked.ok).toBe(true);
    const reference = booked.ok ? booked.reference : '';
    const html = await (await get(`${SLOTS}?doctor=${id}`)).text();
    expect((await selectOne(html, `#slot-${slot!.start}`)).text).toContain(
      `Held, waiting for a coordinator: ${reference}`,
    );
    expect((await selectOne(html, `#slot-${slot!.start} a`)).attrs.href).toBe(`/admin/appointments?q=${reference}`);
    // A held slot offers no block.
    expect(await select(html, `#slot-${slot!.start} button`)).toHaveLength(0);
    const refusedBlock = await postForm(
      SLOTS,
      { doctor: id, start: String(slot!.start), change: 'block' },
      { Cookie: admin },
    );
    expect(refusedBlock.status).toBe(409);
  });

  it('refuses a slot that is not offered and a change it does not know', async () => {
    expect((await postForm(SLOTS, { doctor: id, start: '12345', change: 'block' }, { Cookie: admin })).status).toBe(
      404,
    );
    expect((await postForm(SLOTS, { doctor: id, start: 'soon', change: 'block' }, { Cookie: admin })).status).toBe(404);
    expect((await postForm(SLOTS, { doctor: id, start: '12345', change: 'delete' }, { Cookie: admin })).status).toBe(
      400,
    );
  });

  it('answers bad fields with the status and the message the screen shows, never a 500', async () => {
    const post = (fields: Record<string, string>) => postForm(SLOTS, fields, { Cookie: admin });
    // An unknown change, and none at all: 400 and the question, on the doctor's board.
    const unknown: Record<string, string>[] = [
      { doctor: id, start: '12345', change: 'delete' },
      { doctor: id, start: '12345' },
    ];
    for (const fields of unknown) {
      const response = await post(fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(visibleText(html)).toContain('Choose to block or to unblock a slot.');
      expect((await selectOne(html, '#slots-doctor option[selected]')).attrs.value).toBe(id);
    }
    // A start that is not an instant, or too long to be one, matches no slot: 404, named as a slot not offered.
    for (const start of ['soon', '9'.repeat(16), '']) {
      const response = await post({ doctor: id, start, change: 'block' });
      expect(response.status).toBe(404);
      expect(visibleText(await response.text())).toContain(`has no such slot in the coming ${PATIENT_DAYS} days`);
    }
    // A doctor who does not exist, or none.
    for (const doctor of ['no-such-doctor', '']) {
      const response = await post({ doctor, start: '12345', change: 'unblock' });
      expect(response.status).toBe(404);
      expect(visibleText(await response.text())).toContain('There is no doctor with that id.');
    }
  });

  it('reads ?saved= and ?doctor= leniently: an unknown note shows none, and an empty doctor the first one', async () => {
    for (const saved of ['deleted', 'constructor', '']) {
      const response = await get(`${SLOTS}?doctor=${id}&saved=${saved}`);
      expect(response.status).toBe(200);
      expect(await select(await response.text(), 'p[role="status"]')).toHaveLength(0);
    }
    expect((await get(`${SLOTS}?doctor=`)).status).toBe(200);
    expect((await get(`${SLOTS}?doctor=no-such-doctor`)).status).toBe(404);
  });

  it('an inactive doctor keeps their week, offers no slots, and both screens say so', async () => {
    const response = await postForm(CALENDARS, doctorForm({ doctor: id, active: '' }), { Cookie: admin });
    expect(response.status).toBe(303);
    expect(await calendarOf(env.DB, id)).toBeNull();
    const calendars = await (await get(`${CALENDARS}?doctor=${id}`)).text();
    expect(visibleText(calendars)).toContain('is inactive (not published)');
    expect((await selectOne(calendars, '#week-hours-1')).attrs.value).toBe('08:00-13:00, 14:00-20:00');
    const slots = await (await get(`${SLOTS}?doctor=${id}`)).text();
    expect(visibleText(slots)).toContain('Appointments already made are kept');
    expect(await select(slots, 'tbody tr[id^="slot-"]')).toHaveLength(0);
  });

  it('lists the audit rows in words', async () => {
    const text = visibleText(await (await get('/admin/audit')).text());
    expect(text).toContain('Doctor record saved');
    expect(text).toContain('Doctor’s week saved');
    expect(text).toContain('Slot blocked or unblocked');
  });
});

describe('the Scheduling screens are for admins only', () => {
  it.each([CALENDARS, SLOTS])('%s: a patient gets 403, a stranger goes to sign in', async (path) => {
    expect((await get(path, patient)).status).toBe(403);
    const stranger = await get(path, '');
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('Location')).toMatch(/^\/auth\?next=/);
  });

  it('refuses a patient’s post, saving nothing', async () => {
    const response = await postForm(CALENDARS, doctorForm({ name: `Dr. Patient Made ${stamp}` }), { Cookie: patient });
    expect(response.status).toBe(403);
    expect(await findDoctor(env.DB, `patient-made-${stamp}`)).toBeNull();
    expect((await postForm(SLOTS, { doctor: id, start: '1', change: 'block' })).status).toBe(303);
  });
});
