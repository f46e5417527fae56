// The payment gateway's webhook (decision 0032): POST /webhooks/razorpay. The signature (X-Razorpay-Signature, an
// HMAC of the raw body under the webhook secret) is checked before anything is parsed; a bad one is 401 and changes
// nothing. Each event is stored once by its id (x-razorpay-event-id): a replay answers 200 and changes nothing. A paid
// event records the payment, the receipt and the patient's messages in one D1 batch; what is not exactly an unpaid
// appointment's fee is a finding for Billing. Errors of our own answer 500, so the gateway delivers again.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { configuredGateway, recordGatewayPaid, recordGatewayRefundEvent, storeEvent } from '../appointments';
import { appointmentOutbox, handOver } from '../notifications';
import { inBackground } from '../http/background';

export const GATEWAY_WEBHOOK_PATH = '/webhooks/razorpay';

/** The most a gateway's call may carry; its events are a few kilobytes. */
const BODY_LIMIT = 256 * 1024;

export const gatewayWebhookRoutes = new Hono<AppEnv>();

gatewayWebhookRoutes.post(GATEWAY_WEBHOOK_PATH, async (c) => {
  const env = c.env ?? {};
  const { gateway } = configuredGateway(env);
  if (!gateway || !env.DB) return c.text('Payments through a gateway are not configured.', 503);
  if (Number(c.req.header('Content-Length') ?? 0) > BODY_LIMIT) return c.text('The body is too large.', 413);
  const body = await c.req.arrayBuffer();
  if (body.byteLength > BODY_LIMIT) return c.text('The body is too large.', 413);
  const read = await gateway.readWebhook(body, (name) => c.req.header(name));
  if (!read.ok)
    return read.problem === 'signature'
      ? c.text('The signature does not match.', 401)
      : c.text('The body is not a webhook event, or its event id is missing.', 400);
  const { event } = read;
  const facts = { gateway: gateway.name, eventId: event.eventId, event: event.event };
  const now = Date.now();
  switch (event.kind) {
    case 'paid': {
      const outbox = appointmentOutbox(env, 'appointment.paid', now);
      const outcome = await recordGatewayPaid(env.DB, {
        ...facts,
        payment: event.payment,
        now,
        alongside: outbox.alongside,
      });
      if (outcome === 'paid') inBackground(c, handOver(env, outbox.ids(), Date.now()));
      return c.json({ ok: true, outcome });
    }
    case 'refund-processed':
    case 'refund-failed': {
      const outcome = await recordGatewayRefundEvent(env.DB, {
        ...facts,
        refund: event.refund,
        processed: event.kind === 'refund-processed',
        now,
      });
      return c.json({ ok: true, outcome });
    }
    case 'payment-failed': {
      const stored = await storeEvent(env.DB, facts, event.paymentId, 'payment failed', now);
      return c.json({ ok: true, outcome: stored ? 'payment-failed' : 'replay' });
    }
    default: {
      const stored = await storeEvent(env.DB, facts, null, 'ignored', now);
      return c.json({ ok: true, outcome: stored ? 'ignored' : 'replay' });
    }
  }
});
