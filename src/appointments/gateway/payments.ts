// A payment the gateway reported by a verified webhook (decision 0032), recorded in one D1 batch: the event's row (its
// id is the key, so a replay fails and changes nothing), the appointment marked paid with its history and audit rows,
// the payments row of the receipt (the gateway's payment id where a UTR goes), the gateway_payments row beside it and
// the patient's messages. Two deliveries of one payment race on gateway_payments.payment_id and
// payments.appointment_id: one wins, the other is recorded as a duplicate. Whatever is not exactly the fee of an
// unpaid, payable appointment is a finding for Billing, never a payment.
import { auditStatement, type Actor } from '../../audit';
import type { GatewayName } from '../../gateway-config';
import { newReference } from '../../references';
import { constraintOf, type Appointment } from '../appointment-rows';
import { paymentInsert } from '../billing';
import { findAppointment, guardedChange, type Alongside } from '../lifecycle';
import type { GatewayPaymentFacts } from './gateway';

export const GATEWAY_ACTOR: Actor = { id: 'gateway', email: null };

export type FindingKind =
  | 'unknown-payment'
  | 'missed-payment'
  | 'amount-differs'
  | 'already-paid'
  | 'not-payable'
  | 'refund-stuck';

export type PaidOutcome = 'paid' | 'replay' | 'duplicate' | `finding:${FindingKind}`;

export interface EventFacts {
  gateway: GatewayName;
  eventId: string;
  event: string;
}

export function eventInsert(db: D1Database, facts: EventFacts, subject: string | null, outcome: string, now: number) {
  return db
    .prepare(
      `INSERT INTO gateway_events (event_id, gateway, event, subject, outcome, received_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(facts.eventId, facts.gateway, facts.event, subject, outcome, now);
}

/** Stores an event that changes nothing else; false when it was stored before (a replay). */
export async function storeEvent(
  db: D1Database,
  facts: EventFacts,
  subject: string | null,
  outcome: string,
  now: number,
  also: D1PreparedStatement[] = [],
): Promise<boolean> {
  try {
    await db.batch([eventInsert(db, facts, subject, outcome, now), ...also]);
    return true;
  } catch (error) {
    if (constraintOf(error) === 'gateway_events.event_id') return false;
    throw error;
  }
}

/** What a finding says when it is found (the reconciliation's list adds its id and what became of it). */
export interface NewFinding {
  gateway: GatewayName;
  kind: FindingKind;
  subject: string;
  reference: string | null;
  amount: number | null;
  expected: number | null;
  method: string | null;
  paidAt: number | null;
}

export function findingInsert(db: D1Database, finding: NewFinding, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO gateway_findings (gateway, kind, subject, reference, amount, expected, method, paid_at, found_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (kind, subject) DO NOTHING`,
      )
      .bind(
        finding.gateway,
        finding.kind,
        finding.subject,
        finding.reference,
        finding.amount,
        finding.expected,
        finding.method,
        finding.paidAt,
        now,
      ),
    auditStatement(
      db,
      {
        at: now,
        actor: GATEWAY_ACTOR,
        action: 'gateway-event',
        reference: finding.reference,
        detail: `${finding.kind}: ${finding.subject}${finding.amount === null ? '' : ` (${finding.amount} paise)`}`,
      },
      { onlyIf: 'changes() = 1' },
    ),
  ];
}

/** Why a payment cannot be this appointment's, or null when it is exactly its fee, unpaid and payable. */
export function mismatchOf(appointment: Appointment | null, amount: number): FindingKind | null {
  if (!appointment) return 'unknown-payment';
  if (appointment.payment !== 'unpaid') return 'already-paid';
  if (appointment.status.startsWith('cancelled') || appointment.status === 'lapsed') return 'not-payable';
  if (amount !== appointment.fee) return 'amount-differs';
  return null;
}

async function known(db: D1Database, paymentId: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM gateway_payments WHERE payment_id = ?1').bind(paymentId).first();
  return row !== null;
}

/**
 * The batch that records a gateway payment against its appointment (the webhook's, or a coordinator's attach), with
 * `also` in it (the event's row, a finding resolved). 'ok', 'conflict' (the appointment changed: read again) or the
 * constraint that refused it.
 */
export async function writeGatewayPayment(
  db: D1Database,
  input: {
    gateway: GatewayName;
    appointment: Appointment;
    payment: GatewayPaymentFacts;
    how: 'webhook' | 'attached';
    actor: Actor;
    now: number;
    also: D1PreparedStatement[];
    alongside?: Alongside;
  },
): Promise<'ok' | 'conflict' | string> {
  const { appointment: current, payment, now } = input;
  for (let attempt = 0; attempt < 5; attempt++) {
    const receiptNumber = newReference('RC');
    const method = payment.method ?? 'online';
    try {
      const outcome = await guardedChange(db, {
        current,
        actor: input.actor,
        now,
        set: "payment = 'paid'",
        values: [],
        change: 'payment',
        detail: `paid through ${input.gateway} (${method}) ${payment.paymentId}; receipt ${receiptNumber}`,
        audit: 'payment',
        after: { payment: 'paid' },
        also: [
          ...input.also,
          paymentInsert(db, {
            appointmentId: current.id,
            receiptNumber,
            amount: payment.amount,
            transferReference: payment.paymentId,
            paidAt: payment.paidAt,
            recordedBy: input.how === 'webhook' ? input.gateway : (input.actor.email ?? input.actor.id),
            now,
            doctorId: current.doctorId,
          }),
          db
            .prepare(
              `INSERT INTO gateway_payments (gateway, payment_id, appointment_id, link_id, method, amount, fee, tax, how,
                 paid_at, recorded_at)
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
            )
            .bind(
              input.gateway,
              payment.paymentId,
              current.id,
              payment.linkId,
              payment.method,
              payment.amount,
              payment.fee,
              payment.tax,
              input.how,
              payment.paidAt,
              now,
            ),
        ],
        alongside: input.alongside,
      });
      return outcome === 'ok' ? 'ok' : 'conflict';
    } catch (error) {
      const constraint = constraintOf(error);
      if (constraint === 'payments.receipt_number') continue;
      if (constraint) return constraint;
      throw error;
    }
  }
  throw new Error('gateway: no free receipt number after 5 attempts');
}

/** Records a verified "paid" event: a payment, a replay, a duplicate of a payment recorded, or a finding. */
export async function recordGatewayPaid(
  db: D1Database,
  input: EventFacts & { payment: GatewayPaymentFacts; now: number; alongside?: Alongside },
): Promise<PaidOutcome> {
  const { payment, now } = input;
  const facts: EventFacts = { gateway: input.gateway, eventId: input.eventId, event: input.event };
  for (let attempt = 0; attempt < 6; attempt++) {
    if (await known(db, payment.paymentId))
      return (await storeEvent(db, facts, payment.paymentId, 'duplicate', now)) ? 'duplicate' : 'replay';
    const appointment = payment.reference ? await findAppointment(db, payment.reference) : null;
    const mismatch = payment.status === 'captured' ? mismatchOf(appointment, payment.amount) : null;
    if (payment.status !== 'captured')
      return (await storeEvent(db, facts, payment.paymentId, `ignored (${payment.status})`, now))
        ? 'duplicate'
        : 'replay';
    if (mismatch || !appointment) {
      const kind = mismatch ?? 'unknown-payment';
      const finding = findingInsert(
        db,
        {
          gateway: input.gateway,
          kind,
          subject: payment.paymentId,
          reference: appointment?.reference ?? payment.reference,
          amount: payment.amount,
          expected: appointment?.fee ?? null,
          method: payment.method,
          paidAt: payment.paidAt,
        },
        now,
      );
      return (await storeEvent(db, facts, payment.paymentId, `finding ${kind}`, now, finding))
        ? `finding:${kind}`
        : 'replay';
    }
    const outcome = await writeGatewayPayment(db, {
      gateway: input.gateway,
      appointment,
      payment,
      how: 'webhook',
      actor: GATEWAY_ACTOR,
      now,
      also: [eventInsert(db, facts, payment.paymentId, 'paid', now)],
      alongside: input.alongside,
    });
    if (outcome === 'ok') return 'paid';
    if (outcome === 'gateway_events.event_id') return 'replay';
    // Lost a race (the appointment changed, or another delivery of this payment won): read everything again.
  }
  throw new Error(`gateway: payment ${payment.paymentId} kept meeting changes`);
}

/** @table gateway_payments */
interface GatewayPaymentRow {
  gateway: GatewayName;
  payment_id: string;
  method: string | null;
  fee: number | null;
  tax: number | null;
  how: 'webhook' | 'attached';
  state: 'captured' | 'refunded';
}

export interface GatewayPayment {
  gateway: GatewayName;
  paymentId: string;
  method: string | null;
  fee: number | null;
  tax: number | null;
  how: 'webhook' | 'attached';
  state: 'captured' | 'refunded';
}

export async function gatewayPaymentOf(db: D1Database, appointmentId: number): Promise<GatewayPayment | null> {
  const row = await db
    .prepare('SELECT gateway, payment_id, method, fee, tax, how, state FROM gateway_payments WHERE appointment_id = ?1')
    .bind(appointmentId)
    .first<GatewayPaymentRow>();
  return row
    ? {
        gateway: row.gateway,
        paymentId: row.payment_id,
        method: row.method,
        fee: row.fee,
        tax: row.tax,
        how: row.how,
        state: row.state,
      }
    : null;
}
