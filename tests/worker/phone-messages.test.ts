// Messages to phones: a booking with a mobile writes one phone row per event beside its mail rows (SMS, or WhatsApp
// where the patient agreed), once however often the event is written; the consumer sends it to the phone stand-in in
// the booking's language; a WhatsApp refusal or failure writes the SMS row once; a provider that is down is retried,
// then failed after the last retry; the webhooks' signatures and secrets are checked before anything changes, and a
// replay changes nothing; a STOP reply or the stop link stops the optional messages only; the sign-in code leaves at once.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeStatus, insertAppointment } from '../../src/appointments';
import type { Bindings } from '../../src/env';
import { PHONE_CODE_EXPIRY_SECONDS } from '../../shared/auth/phone-code';
import { appointmentOutbox, phoneText, sendLoginCode, type AppointmentEvent } from '../../src/notifications';
import { NOTIFICATION_DEAD_LETTER_QUEUE } from '../../src/notifications/consumer';
import { WHATSAPP_ATTEMPTS } from '../../src/notifications/phone/send';
import { stopToken } from '../../src/notifications/phone/stop';
import { DEVELOPMENT_PHONE_SECRETS } from '../../src/phone-config';
import { newBooking } from './appointment-support';
import { COORDINATOR, HALF_HOUR, testDoctor } from './billing-support';
import { deliver, deliverRecording, DOWN_INBOX, until } from './notifications-support';

const SITE = 'http://localhost:8787';
/** The confirmation's own rows (a confirmation of an unpaid booking also asks for payment: phone-choices.test.ts). */
const CONFIRMED = 'appointment.confirmation';
const HOUR = 3_600_000;
let doctorId = '';
let slot = 0;
const nextStart = () => {
  slot += 1;
  return Math.ceil((Date.now() + 5 * 24 * HOUR) / HALF_HOUR) * HALF_HOUR + slot * HALF_HOUR;
};
const uniqueMobile = () => `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

interface PhoneRow {
  id: string;
  event: string;
  recipient: string;
  channel: string;
  locale: string;
  state: string;
  attempts: number;
  last_error: string | null;
  provider_id: string | null;
  delivery: string | null;
  delivery_error: string | null;
}

async function phoneRows(reference: string, event?: string): Promise<PhoneRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, event, recipient, channel, locale, state, attempts, last_error, provider_id, delivery, delivery_error
     FROM notifications WHERE reference = ?1 AND channel <> 'email' AND (?2 IS NULL OR event = ?2)
     ORDER BY created_at, channel DESC`,
  )
    .bind(reference, event ?? null)
    .all<PhoneRow>();
  return results;
}

interface StandInMessage {
  id: string;
  channel: 'whatsapp' | 'sms';
  event: string;
  locale: string;
  text: string;
}

async function phoneInbox(to: string): Promise<StandInMessage[]> {
  const response = await fetch(`${env.TEST_PHONE_URL}/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as StandInMessage[];
}

async function failWhatsApp(to: string, fail: boolean) {
  const body = new URLSearchParams({ to, ...(fail ? { fail: 'on' } : {}) });
  await fetch(`${env.TEST_PHONE_URL}/fail-whatsapp`, { method: 'POST', body, redirect: 'manual' });
}

/** A confirmed booking's confirmation written, as the admin writes it; returns its reference. */
async function confirmedBooking(phone: string, options: { whatsapp?: boolean; locale?: 'en' | 'hi' } = {}) {
  const booked = await insertAppointment(
    env.DB,
    newBooking(doctorId, nextStart(), {
      patientPhone: phone,
      locale: options.locale ?? 'en',
      whatsapp: options.whatsapp ?? false,
      status: 'scheduled',
      dedupeKey: null,
      actor: COORDINATOR.email,
    }),
  );
  if (!booked.ok) throw new Error(booked.reason);
  const confirmation = appointmentOutbox(env as Bindings, 'appointment.confirmation', Date.now());
  const changed = await changeStatus(env.DB, {
    reference: booked.reference,
    to: 'confirmed',
    actor: COORDINATOR,
    now: Date.now(),
    alongside: confirmation.alongside,
  });
  expect(changed.ok).toBe(true);
  return booked.reference;
}

/** Writes `event`'s rows for a stored appointment again (a cron run twice, a retried request). */
async function writeAgain(reference: string, event: AppointmentEvent, phone: string, whatsapp = false) {
  const outbox = appointmentOutbox(env as Bindings, event, Date.now());
  const start = Date.now() + 6 * 24 * HOUR;
  const statements = outbox.alongside(
    env.DB,
    {
      reference,
      doctorName: 'Dr. Test',
      start,
      end: start + HALF_HOUR,
      mode: 'video',
      fee: 59_900,
      patientName: 'Asha Rao',
      patientPhone: phone,
      patientEmail: null,
      whatsapp,
      locale: 'en',
    },
    { onlyIf: 'EXISTS (SELECT 1 FROM appointments WHERE reference = ?3)', cancelledPayload: '?6' },
  );
  await env.DB.batch(statements);
}

async function hubSignature(body: string, secret: string = DEVELOPMENT_PHONE_SECRETS.WHATSAPP_APP_SECRET) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return `sha256=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function whatsappCall(value: Record<string, unknown>) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
  });
}

async function postWhatsApp(body: string, signature?: string) {
  return SELF.fetch(`${SITE}/webhooks/whatsapp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature ?? (await hubSignature(body)) },
    body,
  });
}

beforeAll(async () => {
  doctorId = await testDoctor(Date.now(), 'KA-2021-7788');
});

describe('phone rows in the outbox', () => {
  it('a booking with a mobile writes the patient its "received" on SMS, and a Hindi confirmation arrives in Hindi', async () => {
    const phone = uniqueMobile();
    const now = Date.now();
    const coordinators = appointmentOutbox(env as Bindings, 'appointment.coordinators', now);
    const start = nextStart();
    const booking = newBooking(doctorId, start, { patientPhone: phone, locale: 'hi', now });
    const booked = await insertAppointment(env.DB, booking, (db, reference, written) =>
      coordinators.alongside(
        db,
        { ...booking, doctorName: 'Dr. Kavya Iyer', reference, locale: 'hi', end: start + HALF_HOUR },
        written,
      ),
    );
    expect(booked.ok).toBe(true);
    const reference = booked.ok ? booked.reference : '';
    const rows = await phoneRows(reference);
    expect(rows.map((row) => [row.event, row.channel, row.recipient, row.locale])).toEqual([
      ['appointment.received', 'sms', `sms:${phone}`, 'hi'],
    ]);
    expect(coordinators.ids()).toContain(rows[0]!.id);

    const result = await deliver([{ id: rows[0]!.id }]);
    expect(result.explicitAcks).toHaveLength(1);
    const [sent] = await phoneRows(reference);
    expect(sent).toMatchObject({ state: 'sent', attempts: 1 });
    const [message, ...more] = await phoneInbox(phone);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ channel: 'sms', event: 'booking_received', locale: 'hi', id: sent!.provider_id });
    expect(message!.text).toContain(reference);
    expect(message!.text).toContain('बुकिंग हमें मिल गई है');
  });

  it('goes on WhatsApp where the patient agreed, once per event however often the event is written', async () => {
    const phone = uniqueMobile();
    const reference = await confirmedBooking(phone, { whatsapp: true });
    await writeAgain(reference, 'appointment.confirmation', phone, true);
    await writeAgain(reference, 'appointment.confirmation', phone, false);
    const rows = await phoneRows(reference, 'appointment.confirmation');
    expect(rows.map((row) => [row.channel, row.recipient])).toEqual([['whatsapp', `whatsapp:${phone}`]]);
    await deliver([{ id: rows[0]!.id }]);
    await deliver([{ id: rows[0]!.id, attempts: 2 }]);
    const inbox = await phoneInbox(phone);
    expect(inbox.map((message) => [message.channel, message.event])).toEqual([['whatsapp', 'booking_confirmed']]);
    expect(inbox[0]!.text).toContain(`is confirmed for`);
  });
});

describe('WhatsApp first, SMS when it fails', () => {
  it('a WhatsApp refusal fails the row and writes its SMS row once, which reaches the phone', async () => {
    const phone = uniqueMobile();
    await failWhatsApp(phone, true);
    const reference = await confirmedBooking(phone, { whatsapp: true });
    const [whatsapp] = await phoneRows(reference, CONFIRMED);
    await deliver([{ id: whatsapp!.id }]);
    const rows = await phoneRows(reference, CONFIRMED);
    expect(rows.map((row) => [row.channel, row.state])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', expect.stringMatching(/queued|sent/)],
    ]);
    expect(rows[0]!.last_error).toMatch(/WhatsApp answered 400: .*131026/);
    // The same failure delivered again (a duplicate) writes no second SMS row.
    await deliver([{ id: whatsapp!.id }], { queue: NOTIFICATION_DEAD_LETTER_QUEUE });
    expect(await phoneRows(reference, CONFIRMED)).toHaveLength(2);
    await deliver([{ id: rows[1]!.id }]);
    const inbox = await until(
      () => phoneInbox(phone),
      (messages) => messages.length > 0,
    );
    expect(inbox.map((message) => [message.channel, message.event])).toEqual([['sms', 'booking_confirmed']]);
    await failWhatsApp(phone, false);
  });

  it('retries with back-off while the provider is down; after the last retry the row is failed and replaced', async () => {
    const phone = uniqueMobile();
    const reference = await confirmedBooking(phone, { whatsapp: true });
    const [row] = await phoneRows(reference, CONFIRMED);
    const down = { env: { WHATSAPP_API_URL: DOWN_INBOX } };
    expect(await deliverRecording([{ id: row!.id, attempts: 1 }], down)).toEqual({ 'msg-0': { retry: 15 } });
    const waiting = (await phoneRows(reference, CONFIRMED))[0];
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting!.last_error).toMatch(/^WhatsApp not reachable/);
    await deliver([{ id: row!.id }], { queue: NOTIFICATION_DEAD_LETTER_QUEUE });
    const rows = await phoneRows(reference, CONFIRMED);
    expect(rows[0]).toMatchObject({ channel: 'whatsapp', state: 'failed' });
    expect(rows[0]!.last_error).toMatch(/^WhatsApp not reachable/);
    expect(rows.map((r) => r.channel)).toEqual(['whatsapp', 'sms']);
  });

  it('WhatsApp unreachable: after the second failed try the row is failed and its SMS row written once, and sent once', async () => {
    expect(WHATSAPP_ATTEMPTS).toBe(2);
    const phone = uniqueMobile();
    const reference = await confirmedBooking(phone, { whatsapp: true });
    const [row] = await phoneRows(reference, CONFIRMED);
    const down = { env: { WHATSAPP_API_URL: DOWN_INBOX } };
    expect(await deliverRecording([{ id: row!.id, attempts: 1 }], down)).toEqual({ 'msg-0': { retry: 15 } });
    expect((await phoneRows(reference, CONFIRMED)).map((r) => [r.channel, r.state])).toEqual([['whatsapp', 'queued']]);
    // The second try fails too: acknowledged, not retried for half an hour; the SMS row takes over.
    expect(await deliverRecording([{ id: row!.id, attempts: 2 }], down)).toEqual({ 'msg-0': { ack: true } });
    const rows = await phoneRows(reference, CONFIRMED);
    expect(rows.map((r) => [r.channel, r.state])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', expect.stringMatching(/queued|sent/)],
    ]);
    expect(rows[0]).toMatchObject({ attempts: 2 });
    expect(rows[0]!.last_error).toMatch(/^WhatsApp unreachable after 2 tries \(WhatsApp not reachable/);
    // The same queue message delivered again, and its dead letter: the row is done, no second SMS row.
    expect(await deliverRecording([{ id: row!.id, attempts: 3 }], down)).toEqual({ 'msg-0': { ack: true } });
    await deliver([{ id: row!.id }], { queue: NOTIFICATION_DEAD_LETTER_QUEUE });
    const after = await phoneRows(reference, CONFIRMED);
    expect(after.map((r) => r.channel)).toEqual(['whatsapp', 'sms']);
    expect(after[0]!.attempts).toBe(2);
    await deliver([{ id: after[1]!.id }]);
    await deliver([{ id: after[1]!.id, attempts: 2 }]);
    const inbox = await until(
      () => phoneInbox(phone),
      (messages) => messages.length > 0,
    );
    expect(inbox.map((message) => [message.channel, message.event])).toEqual([['sms', 'booking_confirmed']]);
  });

  it('WhatsApp failing once, then working: the message goes on WhatsApp alone, no SMS row', async () => {
    const phone = uniqueMobile();
    const reference = await confirmedBooking(phone, { whatsapp: true });
    const [row] = await phoneRows(reference, CONFIRMED);
    const blip = await deliverRecording([{ id: row!.id, attempts: 1 }], {
      env: { WHATSAPP_API_URL: DOWN_INBOX },
    });
    expect(blip).toEqual({ 'msg-0': { retry: 15 } });
    expect(await deliverRecording([{ id: row!.id, attempts: 2 }])).toEqual({ 'msg-0': { ack: true } });
    const rows = await phoneRows(reference, CONFIRMED);
    expect(rows.map((r) => [r.channel, r.state, r.attempts])).toEqual([['whatsapp', 'sent', 2]]);
    const inbox = await phoneInbox(phone);
    expect(inbox.map((message) => [message.channel, message.event])).toEqual([['whatsapp', 'booking_confirmed']]);
  });

  it('an SMS row keeps the whole back-off while the SMS provider is down', async () => {
    const phone = uniqueMobile();
    const reference = await confirmedBooking(phone);
    const [row] = await phoneRows(reference, CONFIRMED);
    const down = { env: { SMS_API_URL: DOWN_INBOX } };
    for (const [attempts, delay] of [
      [1, 15],
      [2, 30],
      [3, 60],
    ] as const)
      expect(await deliverRecording([{ id: row!.id, attempts }], down)).toEqual({ 'msg-0': { retry: delay } });
    const rows = await phoneRows(reference, CONFIRMED);
    expect(rows.map((r) => [r.channel, r.state, r.attempts])).toEqual([['sms', 'queued', 3]]);
  });

  it('an SMS row that runs out of retries is failed, with no further fallback', async () => {
    const phone = uniqueMobile();
    const reference = await confirmedBooking(phone);
    const [row] = await phoneRows(reference, CONFIRMED);
    await deliver([{ id: row!.id, attempts: 9 }], { env: { SMS_API_URL: DOWN_INBOX } });
    await deliver([{ id: row!.id }], { queue: NOTIFICATION_DEAD_LETTER_QUEUE });
    const rows = await phoneRows(reference, CONFIRMED);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', state: 'failed' });
    expect(rows[0]!.last_error).toMatch(/^SMS provider not reachable/);
  });
});

describe('the delivery webhooks', () => {
  it('answers the WhatsApp handshake only with the verify token', async () => {
    const query = (token: string) =>
      `${SITE}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
    const good = await SELF.fetch(query(DEVELOPMENT_PHONE_SECRETS.WHATSAPP_VERIFY_TOKEN));
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('1158201444');
    expect((await SELF.fetch(query('wrong'))).status).toBe(403);
  });

  it('applies a signed status once; a bad signature is 401 and changes nothing; a failure writes the SMS row once', async () => {
    const phone = uniqueMobile();
    const reference = await confirmedBooking(phone, { whatsapp: true });
    const [row] = await phoneRows(reference, CONFIRMED);
    await deliver([{ id: row!.id }]);
    const wamid = (await phoneRows(reference, CONFIRMED))[0]!.provider_id!;
    expect(wamid).toMatch(/^wamid\./);

    const delivered = whatsappCall({ statuses: [{ id: wamid, status: 'delivered', recipient_id: phone.slice(1) }] });
    const forged = await postWhatsApp(delivered, await hubSignature(delivered, 'not-the-app-secret'));
    expect(forged.status).toBe(401);
    expect((await postWhatsApp(delivered, 'sha256=00')).status).toBe(401);
    expect((await phoneRows(reference, CONFIRMED))[0]!.delivery).toBeNull();

    const first = await postWhatsApp(delivered);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ changed: 1 });
    const replay = await postWhatsApp(delivered);
    expect(await replay.json()).toMatchObject({ changed: 0 });
    // A late "sent" does not move it back.
    await postWhatsApp(whatsappCall({ statuses: [{ id: wamid, status: 'sent' }] }));
    expect((await phoneRows(reference, CONFIRMED))[0]).toMatchObject({ delivery: 'delivered', state: 'sent' });

    const failed = whatsappCall({
      statuses: [{ id: wamid, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }],
    });
    expect(await (await postWhatsApp(failed)).json()).toMatchObject({ changed: 1 });
    expect(await (await postWhatsApp(failed)).json()).toMatchObject({ changed: 0 });
    const rows = await phoneRows(reference, CONFIRMED);
    expect(rows.map((r) => r.channel)).toEqual(['whatsapp', 'sms']);
    expect(rows[0]).toMatchObject({ state: 'failed', delivery: 'failed' });
    expect(rows[0]!.delivery_error).toBe('WhatsApp: Message undeliverable (code 131026)');
  });

  it('takes MSG91 delivery reports only at the secret address', async () => {
    const phone = uniqueMobile();
    const reference = await confirmedBooking(phone);
    const [row] = await phoneRows(reference, CONFIRMED);
    await deliver([{ id: row!.id }]);
    const requestId = (await phoneRows(reference, CONFIRMED))[0]!.provider_id!;
    const report = JSON.stringify({ requestId, number: phone.slice(1), status: '1', desc: 'DELIVERED' });
    const post = (secret: string) =>
      SELF.fetch(`${SITE}/webhooks/sms/${secret}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: report,
      });
    expect((await post('wrong-secret')).status).toBe(401);
    expect((await phoneRows(reference, CONFIRMED))[0]!.delivery).toBeNull();
    const good = await post(DEVELOPMENT_PHONE_SECRETS.SMS_WEBHOOK_SECRET);
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ changed: 1 });
    expect(await (await post(DEVELOPMENT_PHONE_SECRETS.SMS_WEBHOOK_SECRET)).json()).toMatchObject({ changed: 0 });
    expect((await phoneRows(reference, CONFIRMED))[0]).toMatchObject({ delivery: 'delivered' });
    const bad = await SELF.fetch(`${SITE}/webhooks/sms/${DEVELOPMENT_PHONE_SECRETS.SMS_WEBHOOK_SECRET}`, {
      method: 'POST',
      body: '{"no":"report"}',
    });
    expect(bad.status).toBe(400);
  });
});

describe('opting out', () => {
  it('a STOP reply stops the reminders to that number, not its service messages, and is audited', async () => {
    const phone = uniqueMobile();
    const stop = whatsappCall({
      messages: [{ from: phone.slice(1), id: 'wamid.x', type: 'text', text: { body: 'Stop' } }],
    });
    expect(await (await postWhatsApp(stop)).json()).toMatchObject({ stopped: 1 });
    expect(await (await postWhatsApp(stop)).json()).toMatchObject({ stopped: 0 });
    const reference = await confirmedBooking(phone);
    await writeAgain(reference, 'appointment.reminder-hour', phone);
    const rows = await phoneRows(reference);
    await deliver(rows.map((row) => ({ id: row.id })));
    const after = await phoneRows(reference);
    expect(after.map((row) => [row.event, row.state, row.last_error])).toEqual([
      ['appointment.confirmation', 'sent', null],
      ['appointment.reminder-hour', 'skipped', 'the number opted out'],
    ]);
    const audit = await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'phone-opt-out' AND detail LIKE ?1")
      .bind(`+91 ${phone.slice(3, 5)}••• ••${phone.slice(10)}%`)
      .all();
    expect(audit.results).toHaveLength(1);
    expect((await phoneInbox(phone)).map((message) => message.event)).toEqual(['booking_confirmed']);
  });

  it('the stop link in a reminder records the number; a forged link does not', async () => {
    const phone = uniqueMobile();
    const reference = await confirmedBooking(phone);
    await writeAgain(reference, 'appointment.reminder-evening', phone);
    const reminder = (await phoneRows(reference, 'appointment.reminder-evening'))[0]!;
    await deliver([{ id: reminder.id }]);
    const [message] = await phoneInbox(phone);
    // The message carries a short link (a template's variable holds at most 30 characters, a URL about 50), which
    // leads to the number's stop link.
    const short = /http:\/\/localhost:8787(\/s\/[\w-]+)/.exec(message!.text)?.[1];
    expect(short).toBeDefined();
    expect(`http://localhost:8787${short}`.length).toBeLessThanOrEqual(50);
    const hop = await SELF.fetch(`${SITE}${short}`, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    const link = hop.headers.get('Location');
    expect(link).toMatch(/^\/stop\/[\w.-]+$/);
    expect((await SELF.fetch(`${SITE}/s/se${phone.slice(3)}AAAAAAAAAA`, { redirect: 'manual' })).status).toBe(404);

    const forged = await stopToken('another-secret', phone);
    const refused = await SELF.fetch(`${SITE}/hi/stop/${forged}`, { redirect: 'manual' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('Location')).toBe('/hi');
    const optedOut = () => env.DB.prepare('SELECT how FROM phone_opt_outs WHERE phone = ?1').bind(phone).first();
    expect(await optedOut()).toBeNull();

    const answer = await SELF.fetch(`${SITE}${link}`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(await optedOut()).toEqual({ how: 'stop-link' });
    await writeAgain(reference, 'appointment.reminder-hour', phone);
    const hour = (await phoneRows(reference, 'appointment.reminder-hour'))[0]!;
    await deliver([{ id: hour.id }]);
    expect((await phoneRows(reference, 'appointment.reminder-hour'))[0]).toMatchObject({ state: 'skipped' });
  });
});

describe('the prescription', () => {
  it('is "ready", in the booking’s language, and nothing of what it says', async () => {
    const phone = uniqueMobile();
    const id = crypto.randomUUID();
    const facts = { patientName: 'Asha Rao', doctorName: 'डॉ. मीरा शाह', consultationAt: 1, issuedAt: 2, locale: 'hi' };
    await env.DB.prepare(
      `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at, channel)
       VALUES (?1, 'prescription.issued', ?2, ?3, 'hi', ?4, ?5, 'sms')`,
    )
      .bind(id, `RX-${id.slice(0, 8)}`, `sms:${phone}`, JSON.stringify(facts), Date.now())
      .run();
    await deliver([{ id }]);
    const [message] = await phoneInbox(phone);
    expect(message).toMatchObject({ channel: 'sms', event: 'prescription_ready', locale: 'hi' });
    expect(message!.text).toBe(
      'नमस्ते Asha Rao, डॉ. मीरा शाह का आपका पर्चा तैयार है। इसे देखने के लिए CareLine में साइन इन करें। - CareLine',
    );
  });
});

describe('the sign-in code', () => {
  it('goes at once on SMS in the language asked for, and refuses a number that is not an Indian mobile', async () => {
    const phone = uniqueMobile();
    const sent = await sendLoginCode(env as Bindings, phone, '482913', 'hi');
    expect(sent).toMatchObject({ ok: true, channel: 'sms' });
    const [message] = await phoneInbox(phone);
    expect(message).toMatchObject({ channel: 'sms', event: 'login_code', locale: 'hi' });
    expect(message!.text).toContain('482913 आपका CareLine साइन-इन कोड है');
    expect(await sendLoginCode(env as Bindings, '+1555010000', '482913', 'en')).toMatchObject({ ok: false });
    const wrongKey = await sendLoginCode({ ...env, SMS_AUTH_KEY: 'wrong' } as Bindings, phone, '111111', 'en');
    expect(wrongKey).toEqual({ ok: false, reason: 'SMS provider answered 401: Authentication failure' });
    const viaWhatsApp = await sendLoginCode(
      { ...env, LOGIN_CODE_CHANNEL: 'whatsapp' } as Bindings,
      phone,
      '222222',
      'en',
    );
    expect(viaWhatsApp).toMatchObject({ ok: true, channel: 'whatsapp' });
  });

  it('states the lifetime the sign-in page and the auth server give a code, in both languages', () => {
    const minutes = PHONE_CODE_EXPIRY_SECONDS / 60;
    expect(phoneText('login_code', 'en', ['123456'])).toContain(`It works for ${minutes} minutes.`);
    expect(phoneText('login_code', 'hi', ['123456'])).toContain(`यह ${minutes} मिनट तक चलेगा।`);
  });
});
