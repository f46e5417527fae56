// The nightly reconciliation (decision 0032): the gateway's payments and refunds of the last 36 hours against D1. A
// captured payment the site has no row for, an amount that differs from what was recorded, and a refund started more
// than a day ago that is still not paid are written as findings (once each) for Billing; a coordinator attaches an
// unmatched payment to its appointment, in the batch a webhook would have written, with the finding resolved.
import { auditStatement, type Actor } from '../../audit';
import type { GatewayName } from '../../gateway-config';
import { findAppointment, type Alongside } from '../lifecycle';
import type { PaymentGateway } from './gateway';
import { findingInsert, mismatchOf, type NewFinding, writeGatewayPayment, type FindingKind } from './payments';
import { startedBefore } from './refunds';

const HOUR = 3_600_000;
export const RECONCILE_WINDOW_MS = 36 * HOUR;
export const STUCK_AFTER_MS = 24 * HOUR;

export interface Reconciled {
  payments: number;
  refunds: number;
  found: number;
  error: string | null;
}

/** @table gateway_payments */
interface RecordedRow {
  payment_id: string;
  amount: number;
}

export async function reconcileGateway(db: D1Database, gateway: PaymentGateway, now: number): Promise<Reconciled> {
  const from = now - RECONCILE_WINDOW_MS;
  const [payments, refunds] = await Promise.all([gateway.listPayments(from, now), gateway.listRefunds(from, now)]);
  if (!payments.ok) return { payments: 0, refunds: 0, found: 0, error: payments.reason };
  if (!refunds.ok) return { payments: payments.items.length, refunds: 0, found: 0, error: refunds.reason };
  const captured = payments.items.filter((payment) => payment.status === 'captured' || payment.status === 'refunded');
  const { results } = await db
    .prepare('SELECT payment_id, amount FROM gateway_payments WHERE payment_id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(captured.map((payment) => payment.paymentId)))
    .all<RecordedRow>();
  const recorded = new Map(results.map((row) => [row.payment_id, row.amount]));
  const statements: D1PreparedStatement[] = [];
  const finding = (
    kind: FindingKind,
    subject: string,
    facts: {
      reference: string | null;
      amount: number | null;
      expected: number | null;
      method: string | null;
      paidAt: number | null;
    },
  ) => statements.push(...findingInsert(db, { gateway: gateway.name, kind, subject, ...facts }, now));
  for (const payment of captured) {
    const amount = recorded.get(payment.paymentId);
    const facts = { reference: payment.reference, method: payment.method, paidAt: payment.paidAt };
    if (amount === undefined)
      finding('missed-payment', payment.paymentId, { ...facts, amount: payment.amount, expected: null });
    else if (amount !== payment.amount)
      finding('amount-differs', payment.paymentId, { ...facts, amount: payment.amount, expected: amount });
  }
  const stuck = await startedBefore(db, now - STUCK_AFTER_MS);
  for (const refund of stuck)
    finding('refund-stuck', refund.gatewayRefundId ?? refund.idempotencyKey, {
      reference: null,
      amount: refund.amount,
      expected: null,
      method: null,
      paidAt: refund.startedAt,
    });
  let found = 0;
  for (let index = 0; index < statements.length; index += 50) {
    const written = await db.batch(statements.slice(index, index + 50));
    found += written.filter((result, at) => at % 2 === 0 && (result.meta.changes ?? 0) > 0).length;
  }
  return { payments: payments.items.length, refunds: refunds.items.length, found, error: null };
}

/** @table gateway_findings */
interface FindingRow {
  id: number;
  gateway: GatewayName;
  kind: FindingKind;
  subject: string;
  reference: string | null;
  amount: number | null;
  expected: number | null;
  method: string | null;
  paid_at: number | null;
  found_at: number;
  resolved_at: number | null;
  resolved_by: string | null;
  resolution: string | null;
}

export interface GatewayFinding extends NewFinding {
  id: number;
  foundAt: number;
  resolvedAt: number | null;
  resolvedBy: string | null;
  resolution: string | null;
}

function findingOf(row: FindingRow): GatewayFinding {
  return {
    id: row.id,
    gateway: row.gateway,
    kind: row.kind,
    subject: row.subject,
    reference: row.reference,
    amount: row.amount,
    expected: row.expected,
    method: row.method,
    paidAt: row.paid_at,
    foundAt: row.found_at,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by,
    resolution: row.resolution,
  };
}

const FINDING_COLUMNS =
  'id, gateway, kind, subject, reference, amount, expected, method, paid_at, found_at, resolved_at, resolved_by, resolution';

/** The open findings, newest first (at most `limit`). */
export async function openFindings(db: D1Database, limit = 100): Promise<GatewayFinding[]> {
  const { results } = await db
    .prepare(
      `SELECT ${FINDING_COLUMNS} FROM gateway_findings WHERE resolved_at IS NULL ORDER BY found_at DESC, id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<FindingRow>();
  return results.map(findingOf);
}

export async function findingById(db: D1Database, id: number): Promise<GatewayFinding | null> {
  const row = await db
    .prepare(`SELECT ${FINDING_COLUMNS} FROM gateway_findings WHERE id = ?1`)
    .bind(id)
    .first<FindingRow>();
  return row ? findingOf(row) : null;
}

export type AttachOutcome =
  | { ok: true }
  | { ok: false; reason: 'not-found' | 'not-a-payment' | 'resolved' | 'no-appointment' | FindingKind | 'conflict' };

/**
 * A coordinator attaches an unmatched payment (a finding) to an appointment: recorded as the webhook would have, the
 * finding resolved, audited, in one batch. Refused when the amount is not the fee of an unpaid, payable appointment.
 */
export async function attachFinding(
  db: D1Database,
  input: { id: number; reference: string; actor: Actor; now: number; alongside?: Alongside },
): Promise<AttachOutcome> {
  const finding = await findingById(db, input.id);
  if (!finding) return { ok: false, reason: 'not-found' };
  if (finding.resolvedAt !== null) return { ok: false, reason: 'resolved' };
  if (finding.kind === 'refund-stuck' || finding.amount === null) return { ok: false, reason: 'not-a-payment' };
  const appointment = await findAppointment(db, input.reference);
  if (!appointment) return { ok: false, reason: 'no-appointment' };
  const mismatch = mismatchOf(appointment, finding.amount);
  if (mismatch) return { ok: false, reason: mismatch };
  const by = input.actor.email ?? input.actor.id;
  const outcome = await writeGatewayPayment(db, {
    gateway: finding.gateway,
    appointment,
    payment: {
      paymentId: finding.subject,
      amount: finding.amount,
      method: finding.method,
      fee: null,
      tax: null,
      status: 'captured',
      reference: appointment.reference,
      linkId: null,
      paidAt: finding.paidAt ?? input.now,
    },
    how: 'attached',
    actor: input.actor,
    now: input.now,
    also: [
      db
        .prepare(
          `UPDATE gateway_findings SET resolved_at = ?2, resolved_by = ?3, resolution = ?4
           WHERE id = ?1 AND resolved_at IS NULL`,
        )
        .bind(finding.id, input.now, by, `attached to ${appointment.reference}`),
      auditStatement(
        db,
        {
          at: input.now,
          actor: input.actor,
          action: 'gateway-attach',
          reference: appointment.reference,
          detail: `${finding.gateway} payment ${finding.subject} attached (${finding.kind})`,
        },
        { onlyIf: 'changes() = 1' },
      ),
    ],
    alongside: input.alongside,
  });
  if (outcome === 'ok') return { ok: true };
  if (outcome === 'gateway_payments.payment_id' || outcome === 'payments.upi_reference')
    return { ok: false, reason: 'resolved' };
  return { ok: false, reason: 'conflict' };
}
