// The patient's choices about messages to their phone: the booking forms' WhatsApp box (opt-in, stored with the
// booking and in its audit row; the patient's "received" goes on the channel chosen), the appointment page's section
// (WhatsApp on or off for the booking, reminders stopped or back on for its number, each with the page's key, audited,
// and a later reminder skipped or sent accordingly), /account's choices for the account's own numbers only, and the
// payment request a confirmation of an unpaid appointment with a fee writes to the phone (once, not to a number that
// opted out, not for a free or paid appointment), carrying the appointment page's link with its key.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  changeStatus,
  findAppointment,
  indiaDate,
  insertAppointment,
  recordPayment,
  type DoctorRecord,
} from '../../src/appointments';
import { WHATSAPP_CONSENT_WORDS } from '../../src/admin/screens/appointments/appointment-copy';
import { APPOINTMENT_WRITTEN } from '../../src/appointments/outbox-written';
import { ACCOUNT_COPY_EN } from '../../src/account/copy.en';
import type { Bindings } from '../../src/env';
import { appointmentOutbox, type AppointmentEvent } from '../../src/notifications';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { createAccount, get, postForm, SITE, signIn, signInWith } from './auth-helpers';
import { FEE, newBooking, pickFields, slotAhead, testDoctor } from './appointment-support';
import { select, selectOne, visibleText } from './html';
import { deliver } from './notifications-support';

const COORDINATOR = { id: 'coordinator-1', email: 'coordinator@careline.example' };
const PHONE_WORDS = APPOINTMENT_COPY_EN.phone;

/** A mobile no other test uses: ten digits starting 96, as typed ('96xxxxxxxx') and as stored ('+9196xxxxxxxx'). */
function uniqueMobile() {
  const digits = `96${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1e8).padStart(8, '0')}`;
  return { typed: digits, stored: `+91${digits}` };
}

const masked = (stored: string) => `+91 ${stored.slice(3, 5)}••• ••${stored.slice(10)}`;

interface PhoneRow {
  id: string;
  event: string;
  channel: string;
  state: string;
  last_error: string | null;
}

async function phoneRows(reference: string, event?: string): Promise<PhoneRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, event, channel, state, last_error FROM notifications
     WHERE reference = ?1 AND channel <> 'email' AND (?2 IS NULL OR event = ?2) ORDER BY event`,
  )
    .bind(reference, event ?? null)
    .all<PhoneRow>();
  return results;
}

async function auditOf(reference: string | null, action: string, like = '%') {
  const { results } = await env.DB.prepare(
    `SELECT actor_id, actor_email, detail FROM audit_log
     WHERE action = ?2 AND (?1 IS NULL OR reference = ?1) AND detail LIKE ?3 ORDER BY id`,
  )
    .bind(reference, action, like)
    .all<{ actor_id: string; actor_email: string | null; detail: string }>();
  return results;
}

const optOut = (phone: string) =>
  env.DB.prepare('SELECT how FROM phone_opt_outs WHERE phone = ?1').bind(phone).first<{ how: string }>();

async function phoneInbox(to: string): Promise<{ channel: string; event: string; text: string }[]> {
  const response = await fetch(`${env.TEST_PHONE_URL}/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { channel: string; event: string; text: string }[];
}

/** A pick through the doctor's page; the reference, the page's address with its key, the key and the path. */
async function pick(doctor: DoctorRecord, fields: Record<string, string>, prefix = '', cookie?: string) {
  const page = await (await get(`${prefix}/doctors/${doctor.id}/book`)).text();
  const response = await postForm(
    `${prefix}/doctors/${doctor.id}/book`,
    pickFields(slotAhead(page, 30), fields),
    cookie ? { Cookie: cookie } : {},
  );
  expect(response.status).toBe(303);
  const location = response.headers.get('Location') ?? '';
  const path = location.split('?')[0] ?? '';
  return {
    reference: path.split('/').pop() ?? '',
    location,
    path,
    key: new URL(location, 'http://x').searchParams.get('key') ?? '',
  };
}

/** Writes `event`'s outbox rows for a stored appointment, as the change or cron that causes it does. */
async function write(reference: string, event: AppointmentEvent) {
  const appointment = await findAppointment(env.DB, reference);
  if (!appointment) throw new Error(`no ${reference}`);
  const outbox = appointmentOutbox(env as Bindings, event, Date.now());
  await env.DB.batch(outbox.alongside(env.DB, appointment, APPOINTMENT_WRITTEN));
  return outbox.ids();
}

/** Confirms a stored appointment as the admin's Confirm button does, with its messages. */
async function confirm(reference: string) {
  const appointment = await findAppointment(env.DB, reference);
  const outbox = appointmentOutbox(env as Bindings, 'appointment.confirmation', Date.now());
  const changed = await changeStatus(env.DB, {
    reference,
    to: 'confirmed',
    actor: COORDINATOR,
    now: Date.now(),
    alongside: outbox.alongside,
  });
  expect(changed.ok).toBe(true);
  expect(appointment).not.toBeNull();
  return outbox.ids();
}

let doctor: DoctorRecord;
beforeAll(async () => {
  doctor = await testDoctor();
});

describe('the booking forms’ WhatsApp box', () => {
  it('is offered unticked, in the page’s language, with a label and a hint', async () => {
    for (const [prefix, words] of [
      ['', APPOINTMENT_COPY_EN],
      ['/hi', APPOINTMENT_COPY_HI],
    ] as const) {
      const html = await (await get(`${prefix}/doctors/${doctor.id}/book`)).text();
      const box = await selectOne(html, 'input[type="checkbox"][name="whatsapp"]');
      expect(box.attrs.checked).toBeUndefined();
      expect(box.attrs['aria-describedby']).toBe('pick-whatsapp-hint');
      expect(visibleText(html)).toContain(words.pick.whatsapp);
      expect(visibleText(html)).toContain(words.pick.whatsappHint);
    }
  });

  it('unticked: the booking is SMS, its "received" goes by SMS and the audit row says nothing of WhatsApp', async () => {
    const mobile = uniqueMobile();
    const { reference } = await pick(doctor, { phone: mobile.typed });
    expect((await findAppointment(env.DB, reference))?.whatsapp).toBe(false);
    expect((await phoneRows(reference)).map((row) => [row.event, row.channel])).toEqual([
      ['appointment.received', 'sms'],
    ]);
    expect((await auditOf(reference, 'appointment')).map((row) => row.detail)).toEqual(['created (requested)']);
    const admin = await signIn('admin', 'admin');
    const detail = visibleText(
      await (await get(`/admin/appointments/${reference}`, { headers: { Cookie: admin } })).text(),
    );
    expect(detail).toContain('Messages to the phone SMS');
  });

  it('ticked: the booking is WhatsApp, its "received" goes on WhatsApp, and the audit row records the choice', async () => {
    const mobile = uniqueMobile();
    const { reference } = await pick(doctor, { phone: mobile.typed, whatsapp: 'yes' }, '/hi');
    expect((await findAppointment(env.DB, reference))?.whatsapp).toBe(true);
    const rows = await phoneRows(reference);
    expect(rows.map((row) => [row.event, row.channel])).toEqual([['appointment.received', 'whatsapp']]);
    expect((await auditOf(reference, 'appointment')).map((row) => row.detail)).toEqual([
      'created (requested), WhatsApp updates on',
    ]);
    await deliver([{ id: rows[0]!.id }]);
    const [message] = await phoneInbox(mobile.stored);
    expect(message).toMatchObject({ channel: 'whatsapp', event: 'booking_received' });
    // The coordinator's page of the booking says where its messages go.
    const admin = await signIn('admin', 'admin');
    const detail = visibleText(
      await (await get(`/admin/appointments/${reference}`, { headers: { Cookie: admin } })).text(),
    );
    expect(detail).toContain('Messages to the phone WhatsApp (the patient agreed)');
  });

  it('stays ticked when the form comes back with a problem', async () => {
    const page = await (await get(`/doctors/${doctor.id}/book`)).text();
    const response = await postForm(
      `/doctors/${doctor.id}/book`,
      pickFields(slotAhead(page, 30), { name: '', whatsapp: 'yes' }),
    );
    expect(response.status).toBe(400);
    const box = await selectOne(await response.text(), 'input[name="whatsapp"]');
    expect(box.attrs.checked).toBe('');
  });

  it('is on the coordinator’s booking form too: ticked, the booking is WhatsApp; unticked, SMS', async () => {
    const admin = await signIn('admin', 'admin');
    const page = await (await get(`/doctors/${doctor.id}/book`)).text();
    const form = await (
      await get(`/admin/appointments/new?doctor=${doctor.id}`, { headers: { Cookie: admin } })
    ).text();
    const box = await selectOne(form, 'input[type="checkbox"][name="whatsapp"]');
    expect(box.attrs.checked).toBeUndefined();
    expect(box.attrs['aria-describedby']).toBe('new-whatsapp-hint');
    expect(visibleText(form)).toContain(WHATSAPP_CONSENT_WORDS.label);
    expect((await selectOne(form, '#new-whatsapp-hint')).text).toBe(WHATSAPP_CONSENT_WORDS.hint);
    const references: string[] = [];
    for (const [hours, whatsapp] of [
      [40, 'yes'],
      [50, ''],
    ] as const) {
      const start = slotAhead(page, hours);
      const created = await postForm(
        '/admin/appointments/new',
        {
          doctor: doctor.id,
          date: indiaDate(start),
          slot: String(start),
          mode: 'audio',
          name: 'Ravi Kumar',
          phone: uniqueMobile().typed,
          email: '',
          locale: 'en',
          token: crypto.randomUUID(),
          ...(whatsapp ? { whatsapp } : {}),
        },
        { Cookie: admin },
      );
      expect(created.status).toBe(303);
      references.push(created.headers.get('Location')!.split('/').pop()!);
    }
    const [ticked, unticked] = await Promise.all(references.map((reference) => findAppointment(env.DB, reference)));
    expect([ticked?.whatsapp, unticked?.whatsapp]).toEqual([true, false]);
    expect((await auditOf(references[0]!, 'appointment'))[0]?.detail).toBe('created (scheduled), WhatsApp updates on');
  });
});

describe('the appointment page’s Messages to your phone', () => {
  it('shows the channel and the masked number, and switches WhatsApp on and off with the key, audited', async () => {
    const mobile = uniqueMobile();
    const { reference, location, path, key } = await pick(doctor, { phone: mobile.typed });
    const before = await (await get(location)).text();
    const section = await selectOne(before, 'section[data-phone-channel]');
    expect(section.attrs['data-phone-channel']).toBe('sms');
    expect(visibleText(before)).toContain(PHONE_WORDS.channelSms(masked(mobile.stored)));
    expect(visibleText(before)).not.toContain(mobile.typed);

    const on = await postForm(`${path}/whatsapp`, { key, choice: 'on' });
    expect(on.status).toBe(303);
    expect(on.headers.get('Location')).toBe(`${path}?key=${key}`);
    expect(on.headers.get('Set-Cookie')).toContain('flash=phone-whatsapp');
    expect((await findAppointment(env.DB, reference))?.whatsapp).toBe(true);
    const after = await (
      await get(on.headers.get('Location')!, { headers: { Cookie: 'flash=phone-whatsapp' } })
    ).text();
    expect((await selectOne(after, 'section[data-phone-channel]')).attrs['data-phone-channel']).toBe('whatsapp');
    expect(visibleText(after)).toContain('We will send updates on WhatsApp.');

    // The same choice again changes nothing and writes no second audit row.
    expect((await postForm(`${path}/whatsapp`, { key, choice: 'on' })).status).toBe(303);
    expect((await postForm(`${path}/whatsapp`, { key, choice: 'off' })).status).toBe(303);
    expect((await findAppointment(env.DB, reference))?.whatsapp).toBe(false);
    expect((await auditOf(reference, 'whatsapp-consent')).map((row) => [row.actor_id, row.detail])).toEqual([
      ['patient', 'WhatsApp updates on (the appointment page)'],
      ['patient', 'WhatsApp updates off (the appointment page)'],
    ]);
  });

  it('refuses a wrong or missing key as the page does, and a choice that is not one of its buttons with 400', async () => {
    const mobile = uniqueMobile();
    const { reference, path, key } = await pick(doctor, { phone: mobile.typed });
    const other = await pick(doctor, { phone: uniqueMobile().typed });
    for (const fields of <Record<string, string>[]>[
      { key: other.key, choice: 'on' },
      { choice: 'on' },
      { key: 'short', choice: 'on' },
    ]) {
      for (const form of ['whatsapp', 'reminders']) {
        const response = await postForm(`${path}/${form}`, fields);
        expect(response.status).toBe(400);
        expect(visibleText(await response.text())).toContain(APPOINTMENT_COPY_EN.lookup.badLink);
      }
    }
    for (const choice of ['', 'yes', 'ON']) {
      const response = await postForm(`${path}/reminders`, { key, choice });
      expect(response.status).toBe(400);
      expect(visibleText(await response.text())).toContain(PHONE_WORDS.badChoice);
    }
    expect((await findAppointment(env.DB, reference))?.whatsapp).toBe(false);
    expect(await optOut(mobile.stored)).toBeNull();
    expect(await auditOf(reference, 'whatsapp-consent')).toEqual([]);
    expect(await auditOf(reference, 'phone-opt-out')).toEqual([]);
  });

  it('stops the reminders to the number (a later reminder is skipped), then turns them back on (the next is sent)', async () => {
    const mobile = uniqueMobile();
    const { reference, location, path, key } = await pick(doctor, { phone: mobile.typed }, '/hi');
    const stopped = await postForm(`${path}/reminders`, { key, choice: 'off' });
    expect(stopped.status).toBe(303);
    expect(stopped.headers.get('Set-Cookie')).toContain('flash=phone-stopped');
    expect(await optOut(mobile.stored)).toEqual({ how: 'appointment-page' });
    expect(await auditOf(reference, 'phone-opt-out')).toEqual([
      {
        actor_id: 'patient',
        actor_email: null,
        detail: `${masked(mobile.stored)} stopped optional messages (the appointment page)`,
      },
    ]);
    const page = await (await get(location)).text();
    expect((await selectOne(page, 'p[data-reminders]')).attrs['data-reminders']).toBe('off');
    expect(visibleText(page)).toContain(APPOINTMENT_COPY_HI.phone.startReminders);

    const [hourId] = (await write(reference, 'appointment.reminder-hour')).slice(-1);
    await deliver([{ id: hourId! }]);
    expect((await phoneRows(reference, 'appointment.reminder-hour'))[0]).toMatchObject({
      state: 'skipped',
      last_error: 'the number opted out',
    });

    const started = await postForm(`${path}/reminders`, { key, choice: 'on' });
    expect(started.status).toBe(303);
    expect(started.headers.get('Set-Cookie')).toContain('flash=phone-reminders-on');
    expect(await optOut(mobile.stored)).toBeNull();
    expect((await auditOf(reference, 'phone-opt-in')).map((row) => row.detail)).toEqual([
      `${masked(mobile.stored)} turned reminders back on (the appointment page)`,
    ]);
    const [eveningId] = (await write(reference, 'appointment.reminder-evening')).slice(-1);
    await deliver([{ id: eveningId! }]);
    expect((await phoneRows(reference, 'appointment.reminder-evening'))[0]).toMatchObject({ state: 'sent' });
    expect((await phoneInbox(mobile.stored))[0]).toMatchObject({ event: 'reminder_evening' });
  });
});

describe('/account’s Messages to your phone', () => {
  it('lists the account’s own numbers and sets WhatsApp on their upcoming bookings and the number’s reminders', async () => {
    const account = await createAccount('patient');
    const cookie = await signInWith(account.email, account.password);
    const mine = uniqueMobile();
    const first = await pick(doctor, { phone: mine.typed }, '', cookie);
    const second = await pick(doctor, { phone: mine.typed }, '', cookie);
    // Someone else's booking: not signed in, another number.
    const theirs = uniqueMobile();
    const stranger = await pick(doctor, { phone: theirs.typed });

    const profile = await (await get('/account/profile', { headers: { Cookie: cookie } })).text();
    const numbers = await select(profile, 'li[data-phone]');
    expect(numbers.map((item) => item.attrs['data-phone'])).toEqual([masked(mine.stored)]);
    expect(visibleText(profile)).toContain(ACCOUNT_COPY_EN.phoneMessages.upcoming('2'));
    expect(visibleText(profile)).not.toContain(masked(theirs.stored));

    const on = await postForm(
      '/account/profile/phone',
      { phone: mine.stored, what: 'whatsapp', choice: 'on' },
      { Cookie: cookie },
    );
    expect(on.status).toBe(303);
    expect(on.headers.get('Location')).toBe('/account/profile');
    for (const reference of [first.reference, second.reference])
      expect((await findAppointment(env.DB, reference))?.whatsapp).toBe(true);
    expect((await findAppointment(env.DB, stranger.reference))?.whatsapp).toBe(false);
    expect(await auditOf(null, 'whatsapp-consent', `%${masked(mine.stored)}%`)).toEqual([
      {
        actor_id: account.id,
        actor_email: account.email,
        detail: `WhatsApp updates on for ${masked(mine.stored)}'s upcoming appointments (their account)`,
      },
    ]);

    const off = await postForm(
      '/account/profile/phone',
      { phone: mine.stored, what: 'reminders', choice: 'off' },
      { Cookie: cookie },
    );
    expect(off.status).toBe(303);
    expect(await optOut(mine.stored)).toEqual({ how: 'account' });
    const after = await (await get('/account/profile', { headers: { Cookie: cookie } })).text();
    expect((await selectOne(after, 'li[data-phone] p[data-reminders]')).attrs['data-reminders']).toBe('off');
    expect(
      (
        await postForm(
          '/account/profile/phone',
          { phone: mine.stored, what: 'reminders', choice: 'on' },
          { Cookie: cookie },
        )
      ).status,
    ).toBe(303);
    expect(await optOut(mine.stored)).toBeNull();
    expect((await auditOf(null, 'phone-opt-in', `%${masked(mine.stored)}%`)).map((row) => row.actor_id)).toEqual([
      account.id,
    ]);
  });

  it('answers 404 for a number that is not the account’s, 400 for a form that is not its buttons, and needs a sign-in', async () => {
    const account = await createAccount('patient');
    const cookie = await signInWith(account.email, account.password);
    const mine = uniqueMobile();
    await pick(doctor, { phone: mine.typed }, '', cookie);
    const theirs = uniqueMobile();
    const stranger = await pick(doctor, { phone: theirs.typed });
    const notMine = await postForm(
      '/account/profile/phone',
      { phone: theirs.stored, what: 'whatsapp', choice: 'on' },
      { Cookie: cookie },
    );
    expect(notMine.status).toBe(404);
    const stopOther = await postForm(
      '/account/profile/phone',
      { phone: theirs.stored, what: 'reminders', choice: 'off' },
      { Cookie: cookie },
    );
    expect(stopOther.status).toBe(404);
    expect((await findAppointment(env.DB, stranger.reference))?.whatsapp).toBe(false);
    expect(await optOut(theirs.stored)).toBeNull();
    for (const fields of [
      { phone: mine.stored, what: 'email', choice: 'on' },
      { phone: mine.stored, what: 'reminders', choice: 'maybe' },
      { phone: '12345', what: 'reminders', choice: 'off' },
    ]) {
      const refused = await postForm('/account/profile/phone', fields, { Cookie: cookie });
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toContain(ACCOUNT_COPY_EN.phoneMessages.badChoice);
    }
    expect(await optOut(mine.stored)).toBeNull();
    const anonymous = await postForm('/account/profile/phone', {
      phone: mine.stored,
      what: 'reminders',
      choice: 'off',
    });
    // The area's guard answers first (to the sign-in page): nothing is recorded.
    expect(anonymous.headers.get('Location') ?? '').not.toBe('/account/profile');
    expect(await optOut(mine.stored)).toBeNull();
  });
});

describe('the payment request', () => {
  it('is written once when an unpaid appointment with a fee is confirmed, and carries the page’s link with its key', async () => {
    const mobile = uniqueMobile();
    const { reference, location } = await pick(doctor, { phone: mobile.typed, whatsapp: 'yes' });
    const ids = await confirm(reference);
    const rows = await phoneRows(reference, 'appointment.payment-request');
    expect(rows.map((row) => row.channel)).toEqual(['whatsapp']);
    expect(ids).toContain(rows[0]!.id);
    // The confirmation's rows written again (a retried request): still one payment request.
    await write(reference, 'appointment.confirmation');
    expect(await phoneRows(reference, 'appointment.payment-request')).toHaveLength(1);
    await deliver([{ id: rows[0]!.id }]);
    const [message] = await phoneInbox(mobile.stored);
    expect(message).toMatchObject({ channel: 'whatsapp', event: 'payment_request' });
    expect(message!.text).toContain('₹599');
    // Its links are short (a DLT URL variable holds about 50 characters); the page's one leads to the page with its key.
    const links = [...message!.text.matchAll(/http:\/\/localhost:8787(\/s\/[\w-]+)/g)].map((match) => match[1]!);
    expect(links).toHaveLength(2);
    for (const link of links) expect(`http://localhost:8787${link}`.length).toBeLessThanOrEqual(50);
    const hops = await Promise.all(links.map((link) => SELF.fetch(`${SITE}${link}`, { redirect: 'manual' })));
    expect(hops.map((hop) => hop.status)).toEqual([302, 302]);
    const targets = hops.map((hop) => hop.headers.get('Location'));
    expect(targets).toContain(location);
    expect(targets.some((target) => /^\/stop\/[\w.-]+$/.test(target ?? ''))).toBe(true);
  });

  it('is not written to a number that opted out, though the confirmation still is', async () => {
    const mobile = uniqueMobile();
    const { reference, path, key } = await pick(doctor, { phone: mobile.typed });
    expect((await postForm(`${path}/reminders`, { key, choice: 'off' })).status).toBe(303);
    await confirm(reference);
    expect((await phoneRows(reference)).map((row) => row.event)).toEqual([
      'appointment.confirmation',
      'appointment.received',
    ]);
  });

  it('is not written for a free appointment, nor for one already paid', async () => {
    // The database keeps no appointment without a fee (CHECK fee > 0): a fee of nothing in the facts writes none.
    const free = await pick(doctor, { phone: uniqueMobile().typed });
    const appointment = await findAppointment(env.DB, free.reference);
    const outbox = appointmentOutbox(env as Bindings, 'appointment.confirmation', Date.now());
    await changeStatus(env.DB, {
      reference: free.reference,
      to: 'confirmed',
      actor: COORDINATOR,
      now: Date.now(),
      alongside: (db, _after, written) => outbox.alongside(db, { ...appointment!, fee: 0 }, written),
    });
    expect(await phoneRows(free.reference, 'appointment.payment-request')).toEqual([]);
    expect(await phoneRows(free.reference, 'appointment.confirmation')).toHaveLength(1);

    const start = Date.now() + 4 * 86_400_000;
    const booked = await insertAppointment(
      env.DB,
      newBooking(doctor.id, start - (start % 1_800_000), { patientPhone: uniqueMobile().stored }),
    );
    if (!booked.ok) throw new Error(booked.reason);
    await changeStatus(env.DB, { reference: booked.reference, to: 'confirmed', actor: COORDINATOR, now: Date.now() });
    const paid = await recordPayment(env.DB, {
      reference: booked.reference,
      upiReference: String(crypto.getRandomValues(new Uint32Array(1))[0]).padStart(12, '8'),
      amount: FEE,
      paidAt: Date.now(),
      actor: COORDINATOR,
      now: Date.now(),
    });
    expect(paid.ok).toBe(true);
    // Its confirmation's messages written now (the same rows a confirmation writes): no payment request once paid.
    await write(booked.reference, 'appointment.confirmation');
    expect((await phoneRows(booked.reference)).map((row) => row.event)).toEqual(['appointment.confirmation']);
  });
});
