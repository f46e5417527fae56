// Helpers of the gateway tests: webhook calls shaped and signed as the gateway sends them (X-Razorpay-Signature, the
// hex HMAC-SHA256 of the raw body under the webhook secret; x-razorpay-event-id), and the stand-in's control calls.
import { env, SELF } from 'cloudflare:test';
import { DEVELOPMENT_GATEWAY_SECRETS } from '../../src/gateway-config';
import { SITE } from './auth-helpers';

const encoder = new TextEncoder();

export async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let counter = 0;
export const freshId = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${(++counter).toString(36).padStart(4, '0')}T`.slice(0, prefix.length + 15);
export const eventId = () => `Ev${Date.now().toString(36)}${(++counter).toString(36)}x`;

export interface PaymentShape {
  id: string;
  amount: number;
  reference: string;
  method?: string;
  status?: string;
}

export function paymentEntity(p: PaymentShape) {
  return {
    id: p.id,
    entity: 'payment',
    amount: p.amount,
    currency: 'INR',
    status: p.status ?? 'captured',
    method: p.method ?? 'upi',
    fee: Math.round(p.amount * 0.02),
    tax: Math.round(p.amount * 0.02 * 0.18),
    notes: { reference: p.reference },
    created_at: Math.floor(Date.now() / 1000),
  };
}

export function eventBody(event: string, payload: Record<string, unknown>): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test0000000001',
    event,
    contains: Object.keys(payload),
    payload: Object.fromEntries(Object.entries(payload).map(([name, entity]) => [name, { entity }])),
    created_at: Math.floor(Date.now() / 1000),
  });
}

export const linkPaid = (p: PaymentShape) =>
  eventBody('payment_link.paid', {
    payment_link: { id: `plink_${p.id.slice(4)}`, entity: 'payment_link', reference_id: p.reference, status: 'paid' },
    payment: paymentEntity(p),
  });

export const captured = (p: PaymentShape) => eventBody('payment.captured', { payment: paymentEntity(p) });

export async function postWebhook(
  body: string,
  options: { id?: string; signature?: string; secret?: string } = {},
): Promise<Response> {
  const signature =
    options.signature ?? (await hmacHex(options.secret ?? DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_WEBHOOK_SECRET, body));
  return SELF.fetch(`${SITE}/webhooks/razorpay`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': signature,
      'X-Razorpay-Event-Id': options.id ?? eventId(),
    },
    body,
  });
}

/** A captured payment at the stand-in that the site is never told of. */
export async function standInPayment(amount: number, reference: string): Promise<{ id: string; amount: number }> {
  const response = await fetch(`${env.TEST_GATEWAY_URL}/control/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount, reference }),
  });
  return (await response.json()) as { id: string; amount: number };
}

export async function callbackQuery(facts: { paymentId: string; linkId: string; reference: string }, secret?: string) {
  const status = 'paid';
  const signature = await hmacHex(
    secret ?? DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_KEY_SECRET,
    `${facts.linkId}|${facts.reference}|${status}|${facts.paymentId}`,
  );
  return new URLSearchParams({
    razorpay_payment_id: facts.paymentId,
    razorpay_payment_link_id: facts.linkId,
    razorpay_payment_link_reference_id: facts.reference,
    razorpay_payment_link_status: status,
    razorpay_signature: signature,
  }).toString();
}
