// An appointment's life against the tests' D1 database: statuses move only where they may, a cancellation writes the
// refund the rules give, a blocked slot refuses a booking in the database, a payment and a UPI reference are recorded
// once, and a patient's hold lapses.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  cancelAppointment,
  changeStatus,
  checkSlot,
  findAppointment,
  findPatientAppointment,
  insertAppointment,
  lapseExpiredHolds,
  markRefundPaid,
  paymentOf,
  recordPayment,
  refundOfAppointment,
  rescheduleAppointment,
  saveCalendar,
  saveDoctor,
  setSlotBlocked,
  slotBoard,
  type NewAppointment,
} from '../../src/appointments';
import { newBooking } from './appointment-support';

// Monday 30 November 2026, 05:30 in India.
const NOW = Date.parse('2026-11-30T00:00:00Z');
const HOUR = 3_600_000;
const COORDINATOR = { id: 'coordinator-1', email: 'coordinator@careline.example' };
const FEE = 59_900;

async function doctorWithWeek(): Promise<string> {
  const id = `doctor-${crypto.randomUUID().slice(0, 8)}`;
  await saveDoctor(
    env.DB,
    {
      id,
      name: 'Dr. Meera Shah',
      specialization: 'General Physician',
      department: 'general-physician',
      qualifications: 'MBBS',
      registrationNumber: 'TN-54321',
      council: 'Tamil Nadu Medical Council',
      languages: ['en'],
      fee: FEE,
      minutes: 30,
      meetingLink: 'https://meet.example/meera',
      active: true,
      accountId: null,
      sample: false,
      experienceYears: null,
      rating: null,
      wordsHi: {},
    },
    NOW,
  );
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
  await saveCalendar(env.DB, id, { hours: everyDay, breaks: [], daysOff: [] });
  return id;
}

function booking(doctorId: string, start: number, overrides: Partial<NewAppointment> = {}): NewAppointment {
  return newBooking(doctorId, start, { holdExpiresAt: NOW + 2 * HOUR, now: NOW, ...overrides });
}

// 10:00 India time on Tuesday 1 December 2026 (04:30 UTC): 47 hours after NOW.
const TUESDAY_10 = Date.parse('2026-12-01T04:30:00Z');

async function booked(start = TUESDAY_10): Promise<{ doctorId: string; reference: string }> {
  const doctorId = await doctorWithWeek();
  const result = await insertAppointment(env.DB, booking(doctorId, start));
  if (!result.ok) throw new Error('booking failed');
  return { doctorId, reference: result.reference };
}

describe('statuses', () => {
  it('confirms a requested appointment, records who did it, and refuses a move the rules do not allow', async () => {
    const { reference } = await booked();
    const confirmed = await changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: NOW + 1 });
    expect(confirmed.ok && confirmed.appointment.status).toBe('confirmed');
    const back = await changeStatus(env.DB, { reference, to: 'lapsed', actor: COORDINATOR, now: NOW + 2 });
    expect(back).toMatchObject({ ok: false, reason: 'not-allowed' });
    const audit = await env.DB.prepare('SELECT action, actor_email, detail FROM audit_log WHERE reference = ?1')
      .bind(reference)
      .all();
    expect(audit.results).toEqual([
      { action: 'appointment', actor_email: null, detail: 'created (requested)' },
      { action: 'appointment', actor_email: COORDINATOR.email, detail: 'requested → confirmed' },
    ]);
  });

  it('lets only one of two coordinators acting on the same version win', async () => {
    const { reference } = await booked();
    const [first, second] = await Promise.all([
      changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: NOW + 10 }),
      cancelAppointment(env.DB, { reference, by: 'provider', actor: COORDINATOR, now: NOW + 11 }),
    ]);
    expect([first.ok, second.ok].filter(Boolean)).toHaveLength(1);
  });

  it('opens an appointment only with the mobile number it was booked with', async () => {
    const { reference } = await booked();
    expect(await findPatientAppointment(env.DB, reference, '+919876543210')).not.toBeNull();
    expect(await findPatientAppointment(env.DB, reference, '+919876543211')).toBeNull();
  });
});

describe('cancelling and refunds', () => {
  async function paidAppointment(start: number) {
    const { reference } = await booked(start);
    await changeStatus(env.DB, { reference, to: 'confirmed', actor: COORDINATOR, now: NOW });
    const paid = await recordPayment(env.DB, {
      reference,
      upiReference: String(Math.floor(Math.random() * 1e12)).padStart(12, '0'),
      amount: FEE,
      paidAt: NOW,
      actor: COORDINATOR,
      now: NOW + 1,
    });
    expect(paid.ok).toBe(true);
    return reference;
  }

  it('gives all of it back at exactly 24 hours notice and half at exactly 6 hours', async () => {
    const start = TUESDAY_10;
    const full = await paidAppointment(start);
    const fullCancel = await cancelAppointment(env.DB, {
      reference: full,
      by: 'patient',
      actor: COORDINATOR,
      now: start - 24 * HOUR,
    });
    expect(fullCancel.ok && fullCancel.cancelled.refund).toMatchObject({ percent: 100, amount: FEE });
    const half = await paidAppointment(start);
    const halfCancel = await cancelAppointment(env.DB, {
      reference: half,
      by: 'patient',
      actor: COORDINATOR,
      now: start - 6 * HOUR,
    });
    expect(halfCancel.ok && halfCancel.cancelled.refund).toMatchObject({ percent: 50, amount: FEE / 2 });
    const appointment = await findAppointment(env.DB, half);
    expect(appointment?.payment).toBe('refund-due');
    const refund = appointment && (await refundOfAppointment(env.DB, appointment.id));
    expect(refund).toMatchObject({ status: 'due', amount: FEE / 2, percent: 50 });
  });

  it('gives nothing back under 6 hours, and all of it when the provider cancels', async () => {
    const late = await paidAppointment(TUESDAY_10);
    const lateCancel = await cancelAppointment(env.DB, {
      reference: late,
      by: 'patient',
      actor: COORDINATOR,
      now: TUESDAY_10 - 6 * HOUR + 1,
    });
    expect(lateCancel.ok && lateCancel.cancelled.refund).toMatchObject({ percent: 0, amount: 0 });
    expect((await findAppointment(env.DB, late))?.payment).toBe('paid');
    const provider = await paidAppointment(TUESDAY_10);
    const providerCancel = await cancelAppointment(env.DB, {
      reference: provider,
      by: 'provider',
      actor: COORDINATOR,
      now: TUESDAY_10 - HOUR,
    });
    expect(providerCancel.ok && providerCancel.cancelled.refund).toMatchObject({ percent: 100, amount: FEE });
  });

  it('records a refund paid back once, and frees the cancelled slot', async () => {
    const reference = await paidAppointment(TUESDAY_10);
    const cancelled = await cancelAppointment(env.DB, { reference, by: 'provider', actor: COORDINATOR, now: NOW + 5 });
    expect(cancelled.ok).toBe(true);
    const paid = await markRefundPaid(env.DB, {
      reference,
      upiReference: '998877665544',
      paidAt: NOW + 6,
      actor: COORDINATOR,
      now: NOW + 6,
    });
    expect(paid).toEqual({ ok: true });
    expect(
      await markRefundPaid(env.DB, {
        reference,
        upiReference: '998877665545',
        paidAt: NOW + 7,
        actor: COORDINATOR,
        now: NOW + 7,
      }),
    ).toEqual({ ok: false, reason: 'already-paid' });
    expect((await findAppointment(env.DB, reference))?.payment).toBe('refunded');
  });
});

describe('payments', () => {
  it('records one payment of the fee per appointment and each UPI reference once', async () => {
    const a = await booked();
    const b = await booked();
    const utr = '123456789012';
    const pay = (reference: string, amount: number, upiReference: string, now: number) =>
      recordPayment(env.DB, { reference, upiReference, amount, paidAt: now, actor: COORDINATOR, now });
    expect(await pay(a.reference, FEE - 100, utr, NOW + 1)).toEqual({ ok: false, reason: 'wrong-amount' });
    const first = await pay(a.reference, FEE, utr, NOW + 2);
    expect(first.ok && first.receiptNumber).toMatch(/^RC-[0-9A-Z]{6}$/);
    expect(await pay(a.reference, FEE, '123456789013', NOW + 3)).toEqual({ ok: false, reason: 'already-paid' });
    expect(await pay(b.reference, FEE, utr, NOW + 4)).toEqual({ ok: false, reason: 'reference-used' });
    const appointment = await findAppointment(env.DB, a.reference);
    expect(appointment && (await paymentOf(env.DB, appointment.id))).toMatchObject({ amount: FEE, upiReference: utr });
  });
});

describe('slots', () => {
  it('refuses a booking on a blocked slot in the database, and shows the board with every state', async () => {
    const { doctorId, reference } = await booked(TUESDAY_10);
    const blocked = TUESDAY_10 + HOUR;
    await setSlotBlocked(env.DB, { doctorId, start: blocked, blocked: true, actor: COORDINATOR, now: NOW });
    expect(await insertAppointment(env.DB, booking(doctorId, blocked))).toEqual({ ok: false, reason: 'taken' });
    const board = await slotBoard(env.DB, doctorId, NOW, 7);
    expect(board?.find((slot) => slot.start === TUESDAY_10)).toMatchObject({ state: 'held', reference });
    expect(board?.find((slot) => slot.start === blocked)?.state).toBe('blocked');
    expect(await checkSlot(env.DB, doctorId, blocked, NOW, 7)).toEqual({ ok: false, problem: 'taken' });
    expect(await checkSlot(env.DB, doctorId, TUESDAY_10 + 10 * HOUR, NOW, 7)).toEqual({
      ok: false,
      problem: 'not-offered',
    });
    expect(await checkSlot(env.DB, doctorId, NOW - HOUR, NOW, 7)).toEqual({ ok: false, problem: 'past' });
    const moved = await rescheduleAppointment(env.DB, {
      reference,
      start: blocked,
      end: blocked + 30 * 60_000,
      actor: COORDINATOR,
      now: NOW + 1,
    });
    expect(moved).toMatchObject({ ok: false, reason: 'taken' });
    await setSlotBlocked(env.DB, { doctorId, start: blocked, blocked: false, actor: COORDINATOR, now: NOW + 2 });
    const movedNow = await rescheduleAppointment(env.DB, {
      reference,
      start: blocked,
      end: blocked + 30 * 60_000,
      actor: COORDINATOR,
      now: NOW + 3,
    });
    expect(movedNow.ok && movedNow.appointment.start).toBe(blocked);
  });

  it('refuses in the database a booking that overlaps another, and marks the slots it covers taken', async () => {
    const { doctorId } = await booked(TUESDAY_10);
    // A 45-minute booking made before the doctor's length changed to 30 minutes covers the next slot too.
    const long = await insertAppointment(
      env.DB,
      booking(doctorId, TUESDAY_10 + HOUR, { end: TUESDAY_10 + HOUR + 45 * 60_000 }),
    );
    expect(long.ok).toBe(true);
    expect(await insertAppointment(env.DB, booking(doctorId, TUESDAY_10 + 90 * 60_000))).toEqual({
      ok: false,
      reason: 'taken',
    });
    expect(await insertAppointment(env.DB, booking(doctorId, TUESDAY_10 + 15 * 60_000))).toEqual({
      ok: false,
      reason: 'taken',
    });
    const board = await slotBoard(env.DB, doctorId, NOW, 7);
    expect(board?.find((slot) => slot.start === TUESDAY_10 + 90 * 60_000)?.state).toBe('held');
  });

  it('makes one active appointment per request, however many coordinators book from it', async () => {
    const doctorId = await doctorWithWeek();
    const request = `CL-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const attempts = await Promise.all(
      [0, 1, 2].map((index) =>
        insertAppointment(
          env.DB,
          booking(doctorId, TUESDAY_10 + index * HOUR, { requestReference: request, status: 'scheduled' }),
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1);
    expect(attempts.filter((attempt) => !attempt.ok)).toEqual([
      { ok: false, reason: 'request-booked' },
      { ok: false, reason: 'request-booked' },
    ]);
  });

  it('lets a hold lapse after its time, freeing the slot', async () => {
    const { doctorId, reference } = await booked(TUESDAY_10);
    expect(await lapseExpiredHolds(env.DB, NOW + HOUR)).not.toContain(reference);
    expect(await lapseExpiredHolds(env.DB, NOW + 2 * HOUR)).toContain(reference);
    expect((await findAppointment(env.DB, reference))?.status).toBe('lapsed');
    expect(await checkSlot(env.DB, doctorId, TUESDAY_10, NOW + 2 * HOUR, 7)).toMatchObject({ ok: true });
  });
});
