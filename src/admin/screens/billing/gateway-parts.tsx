// Billing's parts for payments and refunds through the gateway (decision 0032): a refund's state at the gateway with
// its reason and "Try again", the method and fee of a gateway payment, and the reconciliation's findings with what to
// do and the form that attaches an unmatched payment to its appointment.
import type { Context } from 'hono';
import {
  attachFinding,
  configuredGateway,
  openFindings,
  retryGatewayRefund,
  type AttachOutcome,
  type GatewayFinding,
  type PaymentLine,
  type RefundLine,
} from '../../../appointments';
import { formatPaise } from '../../../../shared/money';
import type { AppEnv } from '../../../env';
import { actorOf, adminDb } from '../../db';
import { checkReference } from './billing-form';
import { indiaTime } from '../shared/india-time';

const METHOD_WORDS: Record<string, string> = { upi: 'UPI', card: 'Card', netbanking: 'Netbanking', wallet: 'Wallet' };

/** "Razorpay · UPI · fee ₹11.98" for a gateway payment; null for a UPI entry. */
export function gatewayPaymentWords(payment: PaymentLine): string | null {
  if (!payment.gateway) return null;
  const name = payment.gateway === 'razorpay' ? 'Razorpay' : payment.gateway;
  const method = payment.method ? (METHOD_WORDS[payment.method] ?? payment.method) : null;
  const fee = payment.gatewayFee !== null ? `fee ${formatPaise(payment.gatewayFee)}` : null;
  return [name, method, fee].filter(Boolean).join(' · ');
}

/** A due refund sent through the gateway: its state, the gateway's reason for a failure, and "Try again". */
export function GatewayRefundState({ path, refund }: { path: string; refund: RefundLine }) {
  if (!refund.gatewayState) return null;
  if (refund.gatewayState === 'started' && !refund.gatewayRefundId && refund.gatewayReason)
    return (
      <div className="mb-3 grid gap-2" data-gateway-refund="unconfirmed">
        <span className="inline-block w-fit rounded-full bg-amber-100 px-2 font-semibold text-amber-900">
          Sent, not confirmed
        </span>
        <span className="block">{refund.gatewayReason}</span>
        <form method="post" action={path}>
          <input type="hidden" name="action" value="retry" />
          <input type="hidden" name="reference" value={refund.reference} />
          <button type="submit" className="btn-primary min-h-11 px-3 py-1 text-sm">
            Send again<span className="sr-only"> the refund for {refund.reference}</span>
          </button>
        </form>
        <span className="text-sm text-ink-600">Sent with the same key: the gateway pays it once at most.</span>
      </div>
    );
  if (refund.gatewayState === 'started')
    return (
      <p className="m-0" data-gateway-refund="started">
        <span className="inline-block rounded-full bg-sky-100 px-2 font-semibold text-sky-900">
          Sent to the gateway
        </span>
        <span className="block text-ink-600">Waiting for the gateway to pay it; nothing to do.</span>
        {refund.gatewayRefundId && <span className="block font-mono">{refund.gatewayRefundId}</span>}
      </p>
    );
  if (refund.gatewayState === 'failed')
    return (
      <div className="mb-3 grid gap-2" data-gateway-refund="failed">
        <span className="inline-block w-fit rounded-full bg-red-100 px-2 font-semibold text-red-900">
          Refund failed at the gateway
        </span>
        <span className="block">{refund.gatewayReason ?? 'The gateway gave no reason.'}</span>
        <form method="post" action={path}>
          <input type="hidden" name="action" value="retry" />
          <input type="hidden" name="reference" value={refund.reference} />
          <button type="submit" className="btn-primary min-h-11 px-3 py-1 text-sm">
            Try again<span className="sr-only"> the refund for {refund.reference}</span>
          </button>
        </form>
        <span className="text-sm text-ink-600">Or pay it back by UPI and record it below.</span>
      </div>
    );
  return null;
}

/** "Try again" on a failed gateway refund: a new attempt with a new idempotency key, audited. */
export async function retryRefundPost(c: Context<AppEnv>, path: string, fields: Record<string, string>) {
  const reference = checkReference(fields.reference ?? '');
  const { gateway } = configuredGateway(c.env ?? {});
  if (!reference.ok || !gateway)
    return { problem: 'There is no failed gateway refund to try again for that reference.' };
  const outcome = await retryGatewayRefund(adminDb(c), gateway, {
    reference: reference.value,
    actor: actorOf(c),
    now: Date.now(),
  });
  if (outcome.ok) return { redirect: c.redirect(`${path}?retried=${reference.value}`, 303) };
  if (outcome.reason === 'refused')
    return {
      problem: `${reference.value}: the gateway refused the refund again: ${outcome.words ?? 'no reason given'}.`,
    };
  return { problem: `${reference.value}: the refund is not failed at the gateway, so it was not tried again.` };
}

const WHAT_TO_DO: Record<GatewayFinding['kind'], string> = {
  'unknown-payment':
    'The payment names no appointment we know. Find the patient (the amount and time help), then attach it to their appointment, or refund it in the gateway’s dashboard.',
  'missed-payment':
    'The gateway took this payment but the site was never told. If it is for an unpaid appointment, attach it: the receipt is issued as if the webhook had come.',
  'amount-differs':
    'The amount is not the appointment’s fee. Refund it in the gateway’s dashboard and ask the patient to pay the fee, or attach it if the fee was changed.',
  'already-paid': 'The appointment was already paid. Refund this second payment in the gateway’s dashboard.',
  'not-payable':
    'The appointment was cancelled or lapsed before the payment came. Refund it in the gateway’s dashboard.',
  'refund-stuck':
    'The refund started more than a day ago and the gateway has not confirmed it. Check it in the gateway’s dashboard; if it failed, try it again from Refunds.',
};

const KIND_WORDS: Record<GatewayFinding['kind'], string> = {
  'unknown-payment': 'Payment for no known appointment',
  'missed-payment': 'Payment the site missed',
  'amount-differs': 'Amount differs from the fee',
  'already-paid': 'Second payment',
  'not-payable': 'Paid after cancellation',
  'refund-stuck': 'Refund stuck',
};

function FindingRow({ path, finding }: { path: string; finding: GatewayFinding }) {
  const attachable =
    finding.kind !== 'refund-stuck' && finding.kind !== 'already-paid' && finding.kind !== 'not-payable';
  const inputId = `attach-${finding.id}`;
  return (
    <li className="card grid gap-2" data-finding={finding.kind}>
      <p className="m-0 font-semibold">
        {KIND_WORDS[finding.kind]}: <span className="font-mono">{finding.subject}</span>
      </p>
      <p className="m-0 text-sm text-ink-700">
        {finding.amount !== null && <>Amount {formatPaise(finding.amount)}. </>}
        {finding.expected !== null && <>Expected {formatPaise(finding.expected)}. </>}
        {finding.reference && <>Names {finding.reference}. </>}
        {finding.method && <>By {METHOD_WORDS[finding.method] ?? finding.method}. </>}
        Found {indiaTime(finding.foundAt)}.
      </p>
      <p className="m-0">{WHAT_TO_DO[finding.kind]}</p>
      {attachable && (
        <form method="post" action={path} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="action" value="attach" />
          <input type="hidden" name="finding" value={String(finding.id)} />
          <div>
            <label htmlFor={inputId} className="field-label">
              Appointment reference
            </label>
            <input
              id={inputId}
              name="reference"
              required
              defaultValue={finding.reference ?? ''}
              className="field-input w-40 font-mono"
              autoComplete="off"
            />
          </div>
          <button type="submit" className="btn-outline min-h-11 px-3 py-1 text-sm">
            Attach the payment<span className="sr-only"> {finding.subject}</span>
          </button>
        </form>
      )}
    </li>
  );
}

export async function findingsOf(c: Context<AppEnv>): Promise<GatewayFinding[]> {
  return openFindings(adminDb(c), 50);
}

export function Findings({ path, findings }: { path: string; findings: readonly GatewayFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <section aria-labelledby="findings-heading" className="grid gap-3">
      <h2 id="findings-heading" className="m-0 text-lg font-bold">
        Gateway payments to check ({findings.length})
      </h2>
      <p className="m-0 max-w-3xl text-ink-700">
        What the payment webhook or the night’s reconciliation with the gateway found that is not a payment of an
        appointment. Each says what to do.
      </p>
      <ul className="m-0 grid list-none gap-3 p-0">
        {findings.map((finding) => (
          <FindingRow key={finding.id} path={path} finding={finding} />
        ))}
      </ul>
    </section>
  );
}

const ATTACH_REFUSALS: Record<Exclude<AttachOutcome, { ok: true }>['reason'], string> = {
  'not-found': 'That finding does not exist.',
  resolved: 'That payment is already attached.',
  'not-a-payment': 'Only a payment can be attached.',
  'no-appointment': 'There is no appointment with that reference.',
  'unknown-payment': 'There is no appointment with that reference.',
  'missed-payment': 'That payment cannot be attached.',
  'amount-differs': 'The payment’s amount is not that appointment’s fee, so it was not attached.',
  'already-paid': 'That appointment is already paid, so the payment was not attached.',
  'not-payable': 'That appointment was cancelled or lapsed, so the payment was not attached.',
  'refund-stuck': 'Only a payment can be attached.',
  conflict: 'The appointment changed while attaching. Check it and try again.',
};

/** A coordinator attaches an unmatched gateway payment to an appointment (audited). */
export async function attachPost(c: Context<AppEnv>, path: string, fields: Record<string, string>) {
  const id = Number(fields.finding);
  const reference = checkReference(fields.reference ?? '');
  if (!Number.isInteger(id) || id <= 0) return { problem: 'That finding does not exist.' };
  if (!reference.ok) return { problem: reference.message };
  const outcome = await attachFinding(adminDb(c), {
    id,
    reference: reference.value,
    actor: actorOf(c),
    now: Date.now(),
  });
  if (outcome.ok) return { redirect: c.redirect(`${path}?attached=${reference.value}`, 303) };
  return { problem: `${reference.value}: ${ATTACH_REFUSALS[outcome.reason]}` };
}
