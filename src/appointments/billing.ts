// Money on an appointment without a payment gateway: the coordinator records the UPI payment the patient made (its
// transaction reference, the amount, the time) and a receipt is issued; a refund the rules gave is paid back and
// recorded the same way. One payment per appointment and each UPI reference once: the database holds both.
import type { Actor } from '../audit';
import { newReference } from '../references';
import { findAppointment, guardedChange, type Alongside } from './lifecycle';
import { constraintOf, type Appointment } from './appointment-rows';

/** A UPI transaction reference (UTR): 12 digits. */
export const UTR = /^\d{12}$/;

export interface Payment {
  receiptNumber: string;
  amount: number;
  upiReference: string;
  paidAt: number;
  recordedBy: string;
  recordedAt: number;
}

export interface Refund {
  id: number;
  appointmentReference: string;
  amount: number;
  ruleId: string;
  percent: number;
  status: 'due' | 'paid';
  createdAt: number;
  upiReference: string | null;
  paidAt: number | null;
  paidBy: string | null;
}

export type PaymentOutcome =
  | { ok: true; appointment: Appointment; receiptNumber: string }
  | {
      ok: false;
      reason: 'not-found' | 'already-paid' | 'not-payable' | 'wrong-amount' | 'reference-used' | 'conflict';
    };

/** Records a UPI payment of the appointment's fee. */
export async function recordPayment(
  db: D1Database,
  input: {
    reference: string;
    upiReference: string;
    amount: number;
    paidAt: number;
    actor: Actor;
    now: number;
    alongside?: Alongside;
  },
): Promise<PaymentOutcome> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  if (current.payment !== 'unpaid') return { ok: false, reason: 'already-paid' };
  if (current.status.startsWith('cancelled') || current.status === 'lapsed')
    return { ok: false, reason: 'not-payable' };
  if (input.amount !== current.fee) return { ok: false, reason: 'wrong-amount' };
  for (let attempt = 0; attempt < 5; attempt++) {
    const receiptNumber = newReference('RC');
    try {
      const outcome = await guardedChange(db, {
        current,
        actor: input.actor,
        now: input.now,
        set: "payment = 'paid'",
        values: [],
        change: 'payment',
        detail: `paid by UPI ${input.upiReference}; receipt ${receiptNumber}`,
        audit: 'payment',
        after: { payment: 'paid' },
        also: [
          paymentInsert(db, {
            appointmentId: current.id,
            receiptNumber,
            amount: input.amount,
            transferReference: input.upiReference,
            paidAt: input.paidAt,
            recordedBy: input.actor.email ?? input.actor.id,
            now: input.now,
            doctorId: current.doctorId,
          }),
        ],
        alongside: input.alongside,
      });
      if (outcome !== 'ok') return { ok: false, reason: 'conflict' };
      const appointment = await findAppointment(db, input.reference);
      if (!appointment) return { ok: false, reason: 'not-found' };
      return { ok: true, appointment, receiptNumber };
    } catch (error) {
      const constraint = constraintOf(error);
      if (constraint === 'payments.upi_reference') return { ok: false, reason: 'reference-used' };
      if (constraint === 'payments.appointment_id') return { ok: false, reason: 'already-paid' };
      if (constraint !== 'payments.receipt_number') throw error;
    }
  }
  throw new Error('billing: no free receipt number after 5 attempts');
}

/**
 * The payments row of a receipt, with the doctor's facts as the receipt prints them. `transferReference` is the UTR of
 * a UPI transfer a coordinator recorded, or the gateway's payment id (decision 0032): they never look alike.
 */
export function paymentInsert(
  db: D1Database,
  row: {
    appointmentId: number;
    receiptNumber: string;
    amount: number;
    transferReference: string;
    paidAt: number;
    recordedBy: string;
    now: number;
    doctorId: string;
  },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payments (appointment_id, receipt_number, amount, upi_reference, paid_at, recorded_by,
         recorded_at, doctor_snapshot)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, (
         SELECT json_object('name', name, 'qualifications', qualifications,
           'registrationNumber', registration_number, 'council', council, 'wordsHi', json(words_hi))
         FROM doctors WHERE id = ?8))`,
    )
    .bind(
      row.appointmentId,
      row.receiptNumber,
      row.amount,
      row.transferReference,
      row.paidAt,
      row.recordedBy,
      row.now,
      row.doctorId,
    );
}

/** @table payments */
interface PaymentRow {
  receipt_number: string;
  amount: number;
  upi_reference: string;
  paid_at: number;
  recorded_by: string;
  recorded_at: number;
}

export async function paymentOf(db: D1Database, appointmentId: number): Promise<Payment | null> {
  const row = await db
    .prepare(
      'SELECT receipt_number, amount, upi_reference, paid_at, recorded_by, recorded_at FROM payments WHERE appointment_id = ?1',
    )
    .bind(appointmentId)
    .first<PaymentRow>();
  return row
    ? {
        receiptNumber: row.receipt_number,
        amount: row.amount,
        upiReference: row.upi_reference,
        paidAt: row.paid_at,
        recordedBy: row.recorded_by,
        recordedAt: row.recorded_at,
      }
    : null;
}

/**
 * REFUND_COLUMNS, from `refunds r JOIN appointments a`.
 * @table refunds
 * @table appointments reference
 */
interface RefundRow {
  id: number;
  reference: string;
  amount: number;
  rule_id: string;
  percent: number;
  status: 'due' | 'paid';
  created_at: number;
  upi_reference: string | null;
  paid_at: number | null;
  paid_by: string | null;
}

export const REFUND_COLUMNS = `r.id, a.reference, r.amount, r.rule_id, r.percent, r.status, r.created_at,
  r.upi_reference, r.paid_at, r.paid_by`;

export function refundOf(row: RefundRow): Refund {
  return {
    id: row.id,
    appointmentReference: row.reference,
    amount: row.amount,
    ruleId: row.rule_id,
    percent: row.percent,
    status: row.status,
    createdAt: row.created_at,
    upiReference: row.upi_reference,
    paidAt: row.paid_at,
    paidBy: row.paid_by,
  };
}

export async function refundOfAppointment(db: D1Database, appointmentId: number): Promise<Refund | null> {
  const row = await db
    .prepare(
      `SELECT ${REFUND_COLUMNS} FROM refunds r JOIN appointments a ON a.id = r.appointment_id WHERE r.appointment_id = ?1`,
    )
    .bind(appointmentId)
    .first<RefundRow>();
  return row ? refundOf(row) : null;
}

/** Records that a due refund was paid back, with the UPI reference of the transfer. */
export async function markRefundPaid(
  db: D1Database,
  input: { reference: string; upiReference: string; paidAt: number; actor: Actor; now: number },
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'already-paid' | 'reference-used' | 'conflict' }> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  const refund = await refundOfAppointment(db, current.id);
  if (!refund) return { ok: false, reason: 'not-found' };
  if (refund.status === 'paid') return { ok: false, reason: 'already-paid' };
  try {
    const outcome = await guardedChange(db, {
      current,
      actor: input.actor,
      now: input.now,
      set: "payment = 'refunded'",
      values: [],
      change: 'refund',
      detail: `refund paid by UPI ${input.upiReference}`,
      audit: 'refund',
      after: { payment: 'refunded' },
      also: [
        db
          .prepare(
            `UPDATE refunds SET status = 'paid', upi_reference = ?2, paid_at = ?3, paid_by = ?4
             WHERE appointment_id = ?1 AND status = 'due'`,
          )
          .bind(current.id, input.upiReference, input.paidAt, input.actor.email ?? input.actor.id),
      ],
    });
    return outcome === 'ok' ? { ok: true } : { ok: false, reason: 'conflict' };
  } catch (error) {
    if (constraintOf(error) === 'refunds.upi_reference') return { ok: false, reason: 'reference-used' };
    throw error;
  }
}
