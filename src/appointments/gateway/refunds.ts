// Refunds through the gateway (decision 0032): a due refund of an appointment the gateway was paid for is started
// with an idempotency key (recorded as started, with its audit row, before the gateway is called), marked paid when
// the refund's webhook arrives (the refunds row paid with the gateway's refund id, the appointment refunded, in one
// batch with the event's row), or failed with the gateway's words; a failed one may be tried again with a new key.
import { auditStatement, type Actor } from '../../audit';
import type { GatewayName } from '../../gateway-config';
import { constraintOf } from '../appointment-rows';
import { refundOfAppointment } from '../billing';
import { findAppointment, guardedChange } from '../lifecycle';
import type { GatewayRefundFacts, PaymentGateway } from './gateway';
import { eventInsert, gatewayPaymentOf, GATEWAY_ACTOR, storeEvent, type EventFacts } from './payments';

export type GatewayRefundState = 'started' | 'paid' | 'failed';

/** @table gateway_refunds */
interface GatewayRefundRow {
  id: number;
  refund_id: number;
  gateway: GatewayName;
  payment_id: string;
  idempotency_key: string;
  attempts: number;
  gateway_refund_id: string | null;
  amount: number;
  state: GatewayRefundState;
  reason: string | null;
  started_at: number;
  updated_at: number;
}

export interface GatewayRefund {
  id: number;
  refundId: number;
  gateway: GatewayName;
  paymentId: string;
  idempotencyKey: string;
  attempts: number;
  gatewayRefundId: string | null;
  amount: number;
  state: GatewayRefundState;
  reason: string | null;
  startedAt: number;
  updatedAt: number;
}

const COLUMNS = `id, refund_id, gateway, payment_id, idempotency_key, attempts, gateway_refund_id, amount, state, reason,
  started_at, updated_at`;

function refundRowOf(row: GatewayRefundRow): GatewayRefund {
  return {
    id: row.id,
    refundId: row.refund_id,
    gateway: row.gateway,
    paymentId: row.payment_id,
    idempotencyKey: row.idempotency_key,
    attempts: row.attempts,
    gatewayRefundId: row.gateway_refund_id,
    amount: row.amount,
    state: row.state,
    reason: row.reason,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
  };
}

export async function gatewayRefundOf(db: D1Database, refundId: number): Promise<GatewayRefund | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM gateway_refunds WHERE refund_id = ?1`)
    .bind(refundId)
    .first<GatewayRefundRow>();
  return row ? refundRowOf(row) : null;
}

/** The gateway refunds of these refunds rows, by refund id (for Billing → Refunds). */
export async function gatewayRefundsOf(db: D1Database, refundIds: number[]): Promise<Map<number, GatewayRefund>> {
  if (refundIds.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM gateway_refunds WHERE refund_id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(refundIds))
    .all<GatewayRefundRow>();
  return new Map(results.map((row) => [row.refund_id, refundRowOf(row)]));
}

/** Refunds started and still not paid since before `before`: the reconciliation's stuck refunds. */
export async function startedBefore(db: D1Database, before: number): Promise<GatewayRefund[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM gateway_refunds WHERE state = 'started' AND started_at < ?1 LIMIT 500`)
    .bind(before)
    .all<GatewayRefundRow>();
  return results.map(refundRowOf);
}

const keyOf = (refundId: number, attempt: number) => `careline-rf${refundId}-a${attempt}`;

export type RefundStart =
  | { ok: true; refund: GatewayRefund }
  | { ok: false; reason: 'not-found' | 'not-due' | 'not-gateway' | 'not-failed' | 'refused'; words?: string };

async function send(
  db: D1Database,
  gateway: PaymentGateway,
  row: GatewayRefund,
  reference: string,
  actor: Actor,
  now: number,
): Promise<RefundStart> {
  const sent = await gateway.refund({
    paymentId: row.paymentId,
    amount: row.amount,
    idempotencyKey: row.idempotencyKey,
    refundRowId: row.refundId,
    reference,
  });
  if (sent.ok) {
    await db
      .prepare(
        `UPDATE gateway_refunds SET gateway_refund_id = ?2, updated_at = ?3
         WHERE id = ?1 AND gateway_refund_id IS NULL AND state = 'started'`,
      )
      .bind(row.id, sent.refund.refundId, now)
      .run();
  } else if (sent.status === null || sent.status >= 500 || sent.status === 409) {
    // No answer, or the gateway busy: it may have made the refund. The row stays started with its key, so sending it
    // again (Try again, or the next night's finding) can only repeat this refund, never make a second one.
    await db
      .prepare("UPDATE gateway_refunds SET reason = ?2, updated_at = ?3 WHERE id = ?1 AND state = 'started'")
      .bind(row.id, `Not confirmed yet: ${sent.reason}`.slice(0, 300), now)
      .run();
  } else {
    await db.batch([
      db
        .prepare(
          `UPDATE gateway_refunds SET state = 'failed', reason = ?2, updated_at = ?3 WHERE id = ?1 AND state = 'started'`,
        )
        .bind(row.id, sent.reason.slice(0, 300), now),
      auditStatement(
        db,
        { at: now, actor, action: 'gateway-refund', reference, detail: `refund refused: ${sent.reason.slice(0, 200)}` },
        { onlyIf: 'changes() = 1' },
      ),
    ]);
  }
  const after = await gatewayRefundOf(db, row.refundId);
  if (!after) return { ok: false, reason: 'not-found' };
  return sent.ok ? { ok: true, refund: after } : { ok: false, reason: 'refused', words: sent.reason };
}

/**
 * Starts the gateway refund of an appointment's due refund, once: a refund already started (or paid) is left as it
 * is. 'not-gateway' when the appointment was not paid through the gateway (the coordinator pays it back by UPI).
 */
export async function startGatewayRefund(
  db: D1Database,
  gateway: PaymentGateway,
  input: { reference: string; actor: Actor; now: number },
): Promise<RefundStart> {
  const appointment = await findAppointment(db, input.reference);
  if (!appointment) return { ok: false, reason: 'not-found' };
  const [refund, paid] = await Promise.all([
    refundOfAppointment(db, appointment.id),
    gatewayPaymentOf(db, appointment.id),
  ]);
  if (!refund || refund.status !== 'due' || refund.amount <= 0) return { ok: false, reason: 'not-due' };
  if (!paid || paid.gateway !== gateway.name) return { ok: false, reason: 'not-gateway' };
  const existing = await gatewayRefundOf(db, refund.id);
  if (existing) return { ok: true, refund: existing };
  const key = keyOf(refund.id, 1);
  await db.batch([
    db
      .prepare(
        `INSERT INTO gateway_refunds (refund_id, gateway, payment_id, idempotency_key, amount, state, started_at,
           updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 'started', ?6, ?6) ON CONFLICT (refund_id) DO NOTHING`,
      )
      .bind(refund.id, gateway.name, paid.paymentId, key, refund.amount, input.now),
    auditStatement(
      db,
      {
        at: input.now,
        actor: input.actor,
        action: 'gateway-refund',
        reference: appointment.reference,
        detail: `refund of ${refund.amount} paise started through ${gateway.name} (${key})`,
      },
      { onlyIf: 'changes() = 1' },
    ),
  ]);
  const row = await gatewayRefundOf(db, refund.id);
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.idempotencyKey !== key || row.gatewayRefundId) return { ok: true, refund: row };
  return send(db, gateway, row, appointment.reference, input.actor, input.now);
}

/** Tries a failed gateway refund again, with the next attempt's key. */
export async function retryGatewayRefund(
  db: D1Database,
  gateway: PaymentGateway,
  input: { reference: string; actor: Actor; now: number },
): Promise<RefundStart> {
  const appointment = await findAppointment(db, input.reference);
  if (!appointment) return { ok: false, reason: 'not-found' };
  const refund = await refundOfAppointment(db, appointment.id);
  const row = refund ? await gatewayRefundOf(db, refund.id) : null;
  if (!refund || !row) return { ok: false, reason: 'not-found' };
  // Started but never answered: sent again with the same key, which can only repeat that one refund.
  if (row.state === 'started' && !row.gatewayRefundId)
    return send(db, gateway, row, appointment.reference, input.actor, input.now);
  if (row.state !== 'failed') return { ok: false, reason: 'not-failed' };
  const key = keyOf(refund.id, row.attempts + 1);
  await db.batch([
    db
      .prepare(
        `UPDATE gateway_refunds SET state = 'started', attempts = attempts + 1, idempotency_key = ?2, reason = NULL,
           gateway_refund_id = NULL, started_at = ?3, updated_at = ?3
         WHERE id = ?1 AND state = 'failed' AND attempts = ?4`,
      )
      .bind(row.id, key, input.now, row.attempts),
    auditStatement(
      db,
      {
        at: input.now,
        actor: input.actor,
        action: 'gateway-refund',
        reference: appointment.reference,
        detail: `refund tried again through ${gateway.name} (${key})`,
      },
      { onlyIf: 'changes() = 1' },
    ),
  ]);
  const again = await gatewayRefundOf(db, refund.id);
  if (!again || again.idempotencyKey !== key || again.state !== 'started') return { ok: false, reason: 'not-failed' };
  return send(db, gateway, again, appointment.reference, input.actor, input.now);
}

/** @table gateway_refunds */
async function refundOfEvent(db: D1Database, facts: GatewayRefundFacts): Promise<GatewayRefundRow | null> {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM gateway_refunds
       WHERE gateway_refund_id = ?1 OR (gateway_refund_id IS NULL AND refund_id = ?2 AND payment_id = ?3)
       ORDER BY gateway_refund_id IS NULL LIMIT 1`,
    )
    .bind(facts.refundId, facts.refundRowId ?? -1, facts.paymentId)
    .first<GatewayRefundRow>();
}

export type RefundEventOutcome = 'refund-paid' | 'refund-failed' | 'replay' | 'duplicate' | 'unknown-refund';

/** Records a verified refund webhook: processed marks the refund paid, failed marks it failed with the reason. */
export async function recordGatewayRefundEvent(
  db: D1Database,
  input: EventFacts & { refund: GatewayRefundFacts; processed: boolean; now: number },
): Promise<RefundEventOutcome> {
  const { refund: facts, now } = input;
  const event: EventFacts = { gateway: input.gateway, eventId: input.eventId, event: input.event };
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await refundOfEvent(db, facts);
    if (!row) return (await storeEvent(db, event, facts.refundId, 'unknown refund', now)) ? 'unknown-refund' : 'replay';
    if (row.state === 'paid')
      return (await storeEvent(db, event, facts.refundId, 'duplicate', now)) ? 'duplicate' : 'replay';
    const appointment = await db
      .prepare('SELECT a.reference FROM refunds r JOIN appointments a ON a.id = r.appointment_id WHERE r.id = ?1')
      .bind(row.refund_id)
      .first<{ reference: string }>();
    const current = appointment ? await findAppointment(db, appointment.reference) : null;
    if (!current)
      return (await storeEvent(db, event, facts.refundId, 'unknown refund', now)) ? 'unknown-refund' : 'replay';
    if (!input.processed) {
      const reason = (facts.reason ?? 'The gateway could not pay the refund back.').slice(0, 300);
      const stored = await storeEvent(db, event, facts.refundId, 'refund-failed', now, [
        db
          .prepare(
            `UPDATE gateway_refunds SET state = 'failed', reason = ?2, gateway_refund_id = COALESCE(gateway_refund_id, ?3),
               updated_at = ?4 WHERE id = ?1 AND state = 'started'`,
          )
          .bind(row.id, reason, facts.refundId, now),
        auditStatement(
          db,
          {
            at: now,
            actor: GATEWAY_ACTOR,
            action: 'gateway-refund',
            reference: current.reference,
            detail: `refund failed: ${reason}`,
          },
          { onlyIf: 'changes() = 1' },
        ),
      ]);
      return stored ? 'refund-failed' : 'replay';
    }
    try {
      const outcome = await guardedChange(db, {
        current,
        actor: GATEWAY_ACTOR,
        now,
        set: "payment = 'refunded'",
        values: [],
        change: 'refund',
        detail: `refund paid through ${input.gateway} ${facts.refundId}`,
        audit: 'refund',
        after: { payment: 'refunded' },
        also: [
          eventInsert(db, event, facts.refundId, 'refund-paid', now),
          db
            .prepare(
              `UPDATE gateway_refunds SET state = 'paid', gateway_refund_id = ?2, reason = NULL, updated_at = ?3
               WHERE id = ?1 AND state <> 'paid'`,
            )
            .bind(row.id, facts.refundId, now),
          db
            .prepare(
              `UPDATE refunds SET status = 'paid', upi_reference = ?2, paid_at = ?3, paid_by = ?4
               WHERE id = ?1 AND status = 'due'`,
            )
            .bind(row.refund_id, facts.refundId, now, input.gateway),
          db.prepare("UPDATE gateway_payments SET state = 'refunded' WHERE payment_id = ?1").bind(row.payment_id),
        ],
      });
      if (outcome === 'ok') return 'refund-paid';
    } catch (error) {
      const constraint = constraintOf(error);
      if (constraint === 'gateway_events.event_id') return 'replay';
      if (!constraint) throw error;
    }
  }
  throw new Error(`gateway: refund ${facts.refundId} kept meeting changes`);
}

/**
 * After a cancellation: starts the gateway refund when the appointment was paid through the gateway and the rules
 * give something back. Never throws: a refund that could not start shows as failed (or, not started at all, as stuck
 * in the night's reconciliation) in Billing → Refunds.
 */
export async function refundAfterCancel(
  db: D1Database,
  gateway: PaymentGateway | null,
  input: { reference: string; actor: Actor; now: number },
): Promise<RefundStart | null> {
  if (!gateway) return null;
  try {
    return await startGatewayRefund(db, gateway, input);
  } catch (error) {
    console.error(`payments: the refund of ${input.reference} did not start`, error);
    return null;
  }
}
