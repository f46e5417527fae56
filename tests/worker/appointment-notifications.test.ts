// Messages about appointments: each change writes its outbox row in its own batch (a lost race writes none), the
// patient's mail is in the booking's language with the appointment page's link and key, an unsubscribed address
// gets none, and the frequent cron trigger writes the evening and the hour reminders once each, at the right India
// times across a UTC date change, and lapses a hold nobody confirmed.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentKey,
  appointmentLinkSecret,
  cancelAppointment,
  changeStatus,
  findAppointment,
  guardedChange,
  insertAppointment,
  recordPayment,
  rescheduleAppointment,
} from '../../src/appointments';
import worker from '../../src/index';
import { appointmentOutbox, type AppointmentEvent } from '../../src/notifications';
import { recordUnsubscribe } from '../../src/notifications/store';
import { VISITOR_EVENTS } from '../../src/notifications/events';
import type { Bindings } from '../../src/env';
import { bookAppointment, COORDINATOR, FEE, HALF_HOUR, testDoctor } from './billing-support';
import { deliver, inboxFor, inboxMessage, uniqueAddress, until } from './notifications-support';

const HOUR = 3_600_000;
let doctorId = '';
let slot = 0;
const nextStart = () => {
  slot += 1;
  return Math.ceil((Date.now() + 4 * 24 * HOUR) / HALF_HOUR) * HALF_HOUR + slot * HALF_HOUR;
};

interface Row {
  id: string;
  event: string;
  recipient: string;
  locale: string;
  payload: string;
  created_at: number;
}

/** The mail rows (the phone rows beside them are tests/worker/phone-messages.test.ts's, and `phoneRowsOf`'s). */
async function rowsOf(reference: string, event?: AppointmentEvent): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, event, recipient, locale, payload, created_at FROM notifications
     WHERE reference = ?1 AND (?2 IS NULL OR event = ?2) AND channel = 'email' ORDER BY created_at, id`,
  )
    .bind(reference, event ?? null)
    .all<Row>();
  return results;
}

async function phoneRowsOf(reference: string, event?: string): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, event, recipient, locale, payload, created_at FROM notifications
     WHERE reference = ?1 AND (?2 IS NULL OR event = ?2) AND channel <> 'email' ORDER BY created_at, id`,
  )
    .bind(reference, event ?? null)
    .all<Row>();
  return results;
}

const outbox = (event: AppointmentEvent, now = Date.now()) => appointmentOutbox(env as Bindings, event, now);

beforeAll(async () => {
  doctorId = await testDoctor(Date.now(), 'MH-2020-4411');
});

describe('each change writes its message in its own batch', () => {
  it("a booking writes the coordinators' message beside it", async () => {
    const now = Date.now();
    const coordinators = outbox('appointment.coordinators', now);
    const facts = {
      doctorName: 'Dr. Kavya Iyer',
      start: nextStart(),
      mode: 'audio' as const,
      fee: FEE,
      patientName: 'Imran Sheikh',
      patientPhone: '+919812345678',
      patientEmail: null,
      locale: 'hi' as const,
    };
    const booked = await insertAppointment(
      env.DB,
      {
        ...facts,
        doctorId,
        end: facts.start + HALF_HOUR,
        accountId: null,
        requestReference: null,
        status: 'requested',
        holdExpiresAt: now + 2 * HOUR,
        dedupeKey: null,
        actor: 'patient',
        now,
      },
      (db, reference, written) =>
        coordinators.alongside(db, { ...facts, end: facts.start + HALF_HOUR, reference }, written),
    );
    expect(booked.ok).toBe(true);
    const reference = booked.ok ? booked.reference : '';
    const rows = await rowsOf(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: coordinators.ids()[0],
      event: 'appointment.coordinators',
      recipient: 'coordinators@careline.example',
      locale: 'en',
    });
    // Beside it, the patient's phone hears the booking arrived, in the booking's language.
    expect((await phoneRowsOf(reference)).map((row) => [row.event, row.recipient, row.locale])).toEqual([
      ['appointment.received', 'sms:+919812345678', 'hi'],
    ]);
    await deliver([{ id: rows[0]!.id }]);
    const [mail] = await until(
      () => inboxFor('coordinators@careline.example'),
      (messages) => messages.some((message) => message.Subject.includes(reference)),
    ).then((messages) => messages.filter((message) => message.Subject.includes(reference)));
    expect(mail?.Subject).toBe(`New appointment ${reference}: Imran Sheikh with Dr. Kavya Iyer`);
    const body = await inboxMessage(mail!.ID);
    expect(body.Text).toContain(`/admin/appointments?q=${reference}`);
    expect(body.Text).toContain('Audio consultation (phone call)');
  });

  it("confirming writes the patient's confirmation, in Hindi for a Hindi booking, with the page's link and key", async () => {
    const email = uniqueAddress('confirm');
    const reference = await bookAppointment(doctorId, nextStart(), {
      confirm: false,
      patientEmail: email,
      locale: 'hi',
    });
    const confirmation = outbox('appointment.confirmation');
    const changed = await changeStatus(env.DB, {
      reference,
      to: 'confirmed',
      actor: COORDINATOR,
      now: Date.now(),
      alongside: confirmation.alongside,
    });
    expect(changed.ok).toBe(true);
    const rows = await rowsOf(reference, 'appointment.confirmation');
    expect(rows.map((row) => [row.id, row.recipient, row.locale])).toEqual([[confirmation.ids()[0], email, 'hi']]);
    // Only the facts a message may carry.
    expect(Object.keys(JSON.parse(rows[0]!.payload)).sort()).toEqual(
      [
        'doctorName',
        'end',
        'fee',
        'locale',
        'mode',
        'patientEmail',
        'patientName',
        'patientPhone',
        'reference',
        'start',
      ].sort(),
    );
    await deliver([{ id: rows[0]!.id }]);
    const [mail] = await until(
      () => inboxFor(email),
      (messages) => messages.length > 0,
    );
    expect(mail?.Subject).toBe(`आपका अपॉइंटमेंट ${reference} पक्का हो गया है`);
    const body = await inboxMessage(mail!.ID);
    const key = await appointmentKey(appointmentLinkSecret(env), reference, '+919876543210');
    expect(body.Text).toContain(`/hi/appointments/${reference}?key=${key}`);
    expect(body.Text).toContain('₹599');
    expect(body.Text).toContain('(भारतीय समय)');
  });

  it('a change that loses its race writes no message', async () => {
    const email = uniqueAddress('race');
    const start = nextStart();
    const reference = await bookAppointment(doctorId, start, { patientEmail: email });
    const stale = await findAppointment(env.DB, reference);
    // Started at its time (the clock given: the time rule allows it from 15 minutes before the start).
    const started = await changeStatus(env.DB, { reference, to: 'in-consultation', actor: COORDINATOR, now: start });
    expect(started.ok).toBe(true);
    const cancelled = outbox('appointment.cancelled');
    const outcome = await guardedChange(env.DB, {
      current: stale!,
      actor: COORDINATOR,
      now: Date.now() + 10,
      set: 'status = ?4',
      values: ['cancelled-by-provider'],
      change: 'status',
      detail: 'test',
      after: { status: 'cancelled-by-provider' },
      alongside: cancelled.alongside,
    });
    expect(outcome).toBe('conflict');
    expect(await rowsOf(reference, 'appointment.cancelled')).toEqual([]);
  });

  it('a cancellation carries the refund its batch wrote; each move replaces the last "moved" message', async () => {
    const email = uniqueAddress('cancel');
    const reference = await bookAppointment(doctorId, nextStart(), { patientEmail: email });
    const first = nextStart();
    const second = nextStart();
    for (const start of [first, second]) {
      const moved = outbox('appointment.rescheduled');
      const result = await rescheduleAppointment(env.DB, {
        reference,
        start,
        end: start + HALF_HOUR,
        actor: COORDINATOR,
        now: Date.now(),
        alongside: moved.alongside,
      });
      expect(result.ok).toBe(true);
    }
    const moves = await rowsOf(reference, 'appointment.rescheduled');
    expect(moves).toHaveLength(1);
    expect(JSON.parse(moves[0]!.payload).start).toBe(second);
    const paid = await recordPayment(env.DB, {
      reference,
      upiReference: `${Date.now()}`.slice(-12).padStart(12, '7'),
      amount: FEE,
      paidAt: Date.now(),
      actor: COORDINATOR,
      now: Date.now(),
    });
    expect(paid.ok).toBe(true);
    const cancelled = outbox('appointment.cancelled');
    const result = await cancelAppointment(env.DB, {
      reference,
      by: 'provider',
      actor: COORDINATOR,
      now: Date.now(),
      alongside: cancelled.alongside,
    });
    expect(result.ok).toBe(true);
    const [row] = await rowsOf(reference, 'appointment.cancelled');
    expect(JSON.parse(row!.payload)).toMatchObject({ refund: { amount: FEE, percent: 100 }, paid: true });
    await deliver([{ id: row!.id }]);
    const messages = await until(
      () => inboxFor(email),
      (found) => found.some((message) => message.Subject.includes('cancelled')),
    );
    const mail = messages.find((message) => message.Subject.includes('cancelled'));
    expect(mail?.Subject).toBe(`Your appointment ${reference} is cancelled`);
    expect((await inboxMessage(mail!.ID)).Text).toContain('A refund of ₹599 (100% of the fee) is due to you');
  });

  it('a patient without an e-mail address gets no mail row (only the SMS); an unsubscribed address still gets what it booked, not reminders', async () => {
    const none = await bookAppointment(doctorId, nextStart(), { confirm: false });
    const confirmation = outbox('appointment.confirmation');
    await changeStatus(env.DB, {
      reference: none,
      to: 'confirmed',
      actor: COORDINATOR,
      now: Date.now(),
      alongside: confirmation.alongside,
    });
    expect(await rowsOf(none)).toEqual([]);
    const sms = await phoneRowsOf(none);
    // The confirmation, and (unpaid, with a fee) the request to pay on the appointment's page.
    expect(sms.map((row) => [row.event, row.recipient]).sort()).toEqual([
      ['appointment.confirmation', 'sms:+919876543210'],
      ['appointment.payment-request', 'sms:+919876543210'],
    ]);
    expect([...confirmation.ids()].sort()).toEqual(sms.map((row) => row.id).sort());

    const email = uniqueAddress('unsubscribed');
    await recordUnsubscribe(env.DB, email, Date.now());
    const reference = await bookAppointment(doctorId, nextStart(), { confirm: false, patientEmail: email });
    const again = outbox('appointment.confirmation');
    await changeStatus(env.DB, {
      reference,
      to: 'confirmed',
      actor: COORDINATOR,
      now: Date.now(),
      alongside: again.alongside,
    });
    const [row] = await rowsOf(reference);
    await deliver([{ id: row!.id }]);
    const stored = await env.DB.prepare('SELECT state FROM notifications WHERE id = ?1')
      .bind(row!.id)
      .first<{ state: string }>();
    // The confirmation is what the patient booked: a newsletter unsubscribe does not silence it.
    expect(stored?.state).toBe('sent');
    expect(await inboxFor(email)).toHaveLength(1);
    expect(VISITOR_EVENTS.has('appointment.confirmation')).toBe(false);
    expect(VISITOR_EVENTS.has('appointment.cancelled')).toBe(false);
    expect(VISITOR_EVENTS.has('appointment.reminder-evening')).toBe(true);
  });
});

describe('the cron trigger', () => {
  async function tick(iso: string) {
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.parse(iso), cron: '*/5 * * * *' }),
      env as Bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
  }
  const count = async (reference: string, event: AppointmentEvent) => (await rowsOf(reference, event)).length;

  it('writes the evening reminder from 19:00 India time the day before, and the hour reminder, once each', async () => {
    const own = await testDoctor(Date.now(), 'KA-1999-0007');
    // 05:00 on 2 December in India is 23:30 on 1 December in UTC: tomorrow in India, the same UTC date.
    const early = await bookAppointment(own, Date.parse('2026-12-01T23:30:00Z'), {
      patientEmail: uniqueAddress('early'),
    });
    // 23:00 on 2 December in India (17:30 UTC on the 2nd): also tomorrow on the evening of the 1st.
    const late = await bookAppointment(own, Date.parse('2026-12-02T17:30:00Z'), {
      patientEmail: uniqueAddress('late'),
    });
    // 23:30 on 1 December in India: today, not tomorrow.
    const today = await bookAppointment(own, Date.parse('2026-12-01T18:00:00Z'), {
      patientEmail: uniqueAddress('today'),
    });

    await tick('2026-12-01T13:25:00Z'); // 18:55 in India: too early for the evening reminder.
    expect(await count(early, 'appointment.reminder-evening')).toBe(0);
    await tick('2026-12-01T13:30:00Z'); // 19:00 in India.
    expect(await count(early, 'appointment.reminder-evening')).toBe(1);
    expect(await count(late, 'appointment.reminder-evening')).toBe(1);
    expect(await count(today, 'appointment.reminder-evening')).toBe(0);
    await tick('2026-12-01T13:35:00Z');
    expect(await count(early, 'appointment.reminder-evening')).toBe(1);
    // Its phone row beside the mail, once too.
    expect(await phoneRowsOf(early, 'appointment.reminder-evening')).toHaveLength(1);

    // The hour before `today` (23:30 India), and past India midnight (18:30 UTC) for `early`.
    await tick('2026-12-01T16:55:00Z'); // 65 minutes before `today`.
    expect(await count(today, 'appointment.reminder-hour')).toBe(0);
    await tick('2026-12-01T17:00:00Z'); // 60 minutes before.
    expect(await count(today, 'appointment.reminder-hour')).toBe(1);
    await tick('2026-12-01T17:05:00Z');
    expect(await count(today, 'appointment.reminder-hour')).toBe(1);
    // After India midnight, 2 December is today: no evening reminder for `late` a second time.
    await tick('2026-12-01T22:25:00Z');
    expect(await count(early, 'appointment.reminder-hour')).toBe(0);
    await tick('2026-12-01T22:30:00Z');
    expect(await count(early, 'appointment.reminder-hour')).toBe(1);
    expect(await count(late, 'appointment.reminder-evening')).toBe(1);
    expect(await count(late, 'appointment.reminder-hour')).toBe(0);
    // Started: no hour reminder any more.
    const started = await bookAppointment(own, Date.parse('2026-12-02T05:00:00Z'), {
      patientEmail: uniqueAddress('started'),
    });
    await tick('2026-12-02T05:05:00Z');
    expect(await count(started, 'appointment.reminder-hour')).toBe(0);
    // Written at the tick's own time.
    const [row] = await rowsOf(early, 'appointment.reminder-evening');
    expect(row?.created_at).toBe(Date.parse('2026-12-01T13:30:00Z'));
  });

  it('lapses a hold nobody confirmed in time', async () => {
    const own = await testDoctor(Date.now(), 'DL-3030');
    const now = Date.now();
    const held = await bookAppointment(own, nextStart(), {
      confirm: false,
      status: 'requested',
      holdExpiresAt: now - 60_000,
      actor: 'patient',
    });
    const fresh = await bookAppointment(own, nextStart(), {
      confirm: false,
      status: 'requested',
      holdExpiresAt: now + HOUR,
      actor: 'patient',
    });
    await tick(new Date(now).toISOString());
    expect((await findAppointment(env.DB, held))?.status).toBe('lapsed');
    expect((await findAppointment(env.DB, fresh))?.status).toBe('requested');
  });
});
