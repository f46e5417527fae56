/**
 * The local payment gateway stand-in: Razorpay's Payment Links, refunds and payment and refund lists with their
 * request and answer shapes and basic-auth check, a hosted payment page with "Pay" and "Fail", the redirect to the
 * callback with the signed query, and signed webhooks back to the site (decision 0032). For local runs and tests only:
 * it accepts the published development keys (src/gateway-config.ts) and nothing else.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { DEFAULT_GATEWAY_PORT, DEVELOPMENT_GATEWAY_SECRETS } from '../src/gateway-config.ts';
import { failedPage, payPage } from './page.ts';

export interface GatewayServerOptions {
  /** Default 54330; 0 picks a free port. */
  port?: number;
  host?: string;
  /** The site's base URL, where the webhooks go; none are sent without it. */
  siteUrl?: string;
  /** How long after a payment or refund its webhooks follow, in ms. Default 300. */
  webhookDelayMs?: number;
  quiet?: boolean;
}

export interface StandInLink {
  id: string;
  amount: number;
  reference: string;
  description: string;
  callbackUrl: string | null;
  status: 'created' | 'paid';
  createdAt: number;
}

export interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured' | 'failed' | 'refunded';
  method: string;
  fee: number;
  tax: number;
  notes: Record<string, string>;
  description: string;
  created_at: number;
}

export interface StandInRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  created_at: number;
  error_description?: string;
}

export interface RunningGatewayServer {
  url: string;
  links(): StandInLink[];
  payments(): StandInPayment[];
  refunds(): StandInRefund[];
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const seconds = () => Math.floor(Date.now() / 1000);
const AUTH = `Basic ${Buffer.from(`${DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_KEY_ID}:${DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_KEY_SECRET}`).toString('base64')}`;

/** Razorpay's error shape. */
function apiError(c: Context, status: 400 | 401 | 404 | 409, description: string, field: string | null = null) {
  const code = status === 401 ? 'BAD_REQUEST_ERROR' : 'BAD_REQUEST_ERROR';
  return c.json(
    {
      error: {
        code,
        description,
        source: 'business',
        step: 'NA',
        reason: 'input_validation_failed',
        field,
        metadata: {},
      },
    },
    status,
  );
}

/** A webhook body signed as the gateway signs it: X-Razorpay-Signature, hex HMAC-SHA256 of the raw body. */
export function signWebhook(
  body: string,
  secret: string = DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_WEBHOOK_SECRET,
): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function webhookBody(event: string, payload: Record<string, unknown>): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_StandIn000001',
    event,
    contains: Object.keys(payload),
    payload: Object.fromEntries(Object.entries(payload).map(([name, entity]) => [name, { entity }])),
    created_at: seconds(),
  });
}

export async function startGatewayServer(options: GatewayServerOptions = {}): Promise<RunningGatewayServer> {
  const host = options.host ?? '127.0.0.1';
  const delay = options.webhookDelayMs ?? 300;
  const siteUrl = options.siteUrl?.replace(/\/+$/, '');
  const links = new Map<string, StandInLink>();
  const payments = new Map<string, StandInPayment>();
  const refunds = new Map<string, StandInRefund>();
  /** Idempotency key → the refund made with it and the body it was made with. */
  const byKey = new Map<string, { body: string; refund: StandInRefund }>();
  let failRefunds = false;
  const log = (line: string) => {
    if (!options.quiet) console.log(`[gateway] ${line}`);
  };

  async function deliver(event: string, payload: Record<string, unknown>): Promise<void> {
    if (!siteUrl) return;
    const body = webhookBody(event, payload);
    try {
      const response = await fetch(`${siteUrl}/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': signWebhook(body),
          'X-Razorpay-Event-Id': id('evt').slice(4),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) log(`the site answered ${response.status} to ${event}`);
    } catch (error) {
      log(`the site is not reachable for webhooks (${(error as Error).message})`);
    }
  }

  const later = (work: () => Promise<unknown>) => setTimeout(() => void work(), delay).unref();

  const authorised = (c: Context) => c.req.header('Authorization') === AUTH;

  const app = new Hono();
  app.get('/health', (c) => c.json({ ok: true }));

  // Payment Links: POST /v1/payment_links.
  app.post('/v1/payment_links', async (c) => {
    if (!authorised(c)) return apiError(c, 401, 'Authentication failed');
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const amount = body?.amount;
    const reference = body?.reference_id;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return apiError(c, 400, 'The amount must be atleast INR 1.00', 'amount');
    if (typeof reference !== 'string' || reference.length > 40)
      return apiError(c, 400, 'reference_id is invalid', 'reference_id');
    if ([...links.values()].some((link) => link.reference === reference))
      return apiError(c, 400, `Payment Link with reference id ${reference} already exists`, 'reference_id');
    const callbackUrl = typeof body?.callback_url === 'string' ? body.callback_url : null;
    if (callbackUrl && body?.callback_method !== 'get')
      return apiError(c, 400, 'callback_method must be get when callback_url is given', 'callback_method');
    const link: StandInLink = {
      id: id('plink'),
      amount,
      reference,
      description: typeof body?.description === 'string' ? body.description : 'Payment',
      callbackUrl,
      status: 'created',
      createdAt: seconds(),
    };
    links.set(link.id, link);
    const base = new URL(c.req.url).origin;
    log(`link ${link.id} for ${reference}, ${amount} paise`);
    return c.json({
      id: link.id,
      entity: 'payment_link',
      amount: link.amount,
      amount_paid: 0,
      currency: 'INR',
      accept_partial: false,
      reference_id: link.reference,
      description: link.description,
      short_url: `${base}/pay/${link.id}`,
      status: link.status,
      callback_url: callbackUrl,
      callback_method: callbackUrl ? 'get' : '',
      notes: body?.notes ?? null,
      created_at: link.createdAt,
    });
  });

  // The hosted page, and its two buttons.
  app.get('/pay/:id', (c) => {
    const link = links.get(c.req.param('id'));
    if (!link) return c.html('<!doctype html><title>Not found</title><p>No such payment link.</p>', 404);
    return c.html(payPage(link));
  });
  app.post('/pay/:id', async (c) => {
    const link = links.get(c.req.param('id'));
    if (!link) return c.html('<!doctype html><title>Not found</title><p>No such payment link.</p>', 404);
    if (link.status === 'paid') return c.html(payPage(link), 409);
    const form = await c.req.parseBody();
    const method = ['upi', 'card', 'netbanking'].includes(String(form.method)) ? String(form.method) : 'upi';
    const fee = Math.round(link.amount * 0.02);
    const payment: StandInPayment = {
      id: id('pay'),
      entity: 'payment',
      amount: link.amount,
      currency: 'INR',
      status: form.action === 'fail' ? 'failed' : 'captured',
      method,
      fee,
      tax: Math.round(fee * 0.18),
      notes: { reference: link.reference },
      description: link.description,
      created_at: seconds(),
    };
    payments.set(payment.id, payment);
    if (payment.status === 'failed') {
      later(() => deliver('payment.failed', { payment }));
      return c.html(failedPage(link));
    }
    link.status = 'paid';
    const linkEntity = {
      id: link.id,
      entity: 'payment_link',
      reference_id: link.reference,
      status: 'paid',
      amount: link.amount,
      amount_paid: link.amount,
    };
    // Both events of one payment, at once: the site must record it once.
    later(() =>
      Promise.all([
        deliver('payment_link.paid', { payment_link: linkEntity, payment }),
        deliver('payment.captured', { payment }),
      ]),
    );
    if (!link.callbackUrl) return c.html(`<!doctype html><title>Paid</title><p>Paid ${payment.id}.</p>`);
    const signed = `${link.id}|${link.reference}|paid|${payment.id}`;
    const query = new URLSearchParams({
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: createHmac('sha256', DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_KEY_SECRET)
        .update(signed)
        .digest('hex'),
    });
    const target = new URL(link.callbackUrl);
    for (const [name, value] of query) target.searchParams.set(name, value);
    return c.redirect(target.toString(), 302);
  });

  // Refunds: POST /v1/payments/:id/refund, idempotent by X-Refund-Idempotency.
  app.post('/v1/payments/:id/refund', async (c) => {
    if (!authorised(c)) return apiError(c, 401, 'Authentication failed');
    const payment = payments.get(c.req.param('id'));
    if (!payment) return apiError(c, 400, 'The id provided does not exist', 'id');
    const raw = await c.req.text();
    const body = (() => {
      try {
        return JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return null;
      }
    })();
    const key = c.req.header('X-Refund-Idempotency');
    if (key !== undefined && !/^[\w-]{10,}$/.test(key)) return apiError(c, 400, 'The idempotency key is invalid');
    if (key && byKey.has(key)) {
      const earlier = byKey.get(key);
      if (earlier?.body !== raw)
        return apiError(c, 400, 'Different request with the same idempotency key has already been processed.');
      return c.json(earlier.refund);
    }
    const amount = typeof body?.amount === 'number' ? body.amount : payment.amount;
    const refunded = [...refunds.values()].filter((r) => r.payment_id === payment.id && r.status !== 'failed');
    const already = refunded.reduce((sum, r) => sum + r.amount, 0);
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      return apiError(c, 400, 'The payment has not been captured');
    if (amount <= 0 || already + amount > payment.amount)
      return apiError(c, 400, 'The refund amount provided is greater than amount captured', 'amount');
    const refund: StandInRefund = {
      id: id('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: (body?.notes as Record<string, string>) ?? {},
      receipt: typeof body?.receipt === 'string' ? body.receipt : null,
      status: 'pending',
      speed_processed: 'normal',
      created_at: seconds(),
    };
    refunds.set(refund.id, refund);
    if (key) byKey.set(key, { body: raw, refund });
    const fail = failRefunds;
    later(async () => {
      if (fail) {
        refund.status = 'failed';
        refund.error_description = 'The bank refused the refund (stand-in).';
        await deliver('refund.failed', { refund, payment });
      } else {
        refund.status = 'processed';
        if (already + amount === payment.amount) payment.status = 'refunded';
        await deliver('refund.processed', { refund, payment });
      }
    });
    log(`refund ${refund.id} of ${amount} paise on ${payment.id}`);
    return c.json(refund);
  });

  function collection<T extends { created_at: number }>(c: Context, items: T[]) {
    const from = Number(c.req.query('from') ?? 0);
    const to = Number(c.req.query('to') ?? Number.MAX_SAFE_INTEGER);
    const count = Math.min(100, Number(c.req.query('count') ?? 10));
    const skip = Number(c.req.query('skip') ?? 0);
    const chosen = items
      .filter((item) => item.created_at >= from && item.created_at <= to)
      .sort((a, b) => b.created_at - a.created_at)
      .slice(skip, skip + count);
    return c.json({ entity: 'collection', count: chosen.length, items: chosen });
  }
  app.get('/v1/payments', (c) =>
    authorised(c) ? collection(c, [...payments.values()]) : apiError(c, 401, 'Authentication failed'),
  );
  app.get('/v1/refunds', (c) =>
    authorised(c) ? collection(c, [...refunds.values()]) : apiError(c, 401, 'Authentication failed'),
  );

  // For tests and local runs: a captured payment the site is never told of (what the reconciliation must find), and
  // refunds that fail.
  app.post('/control/payments', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { amount?: number; reference?: string; method?: string };
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0) return c.json({ error: 'amount in paise' }, 400);
    const payment: StandInPayment = {
      id: id('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      method: body.method ?? 'upi',
      fee: Math.round(amount * 0.02),
      tax: Math.round(amount * 0.02 * 0.18),
      notes: body.reference ? { reference: body.reference } : {},
      description: 'Made by the stand-in',
      created_at: seconds(),
    };
    payments.set(payment.id, payment);
    return c.json(payment);
  });
  app.post('/control/refund-failures', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { fail?: boolean };
    failRefunds = body.fail === true;
    return c.json({ failRefunds });
  });
  // A refund the bank refused, now (its webhook is the caller's to send).
  app.post('/control/refunds/:id/fail', (c) => {
    const refund = refunds.get(c.req.param('id'));
    if (!refund) return c.json({ error: 'not found' }, 404);
    refund.status = 'failed';
    refund.error_description = 'The bank refused the refund (stand-in).';
    return c.json(refund);
  });
  app.get('/control/payments/:id', (c) => {
    const payment = payments.get(c.req.param('id'));
    return payment ? c.json(payment) : c.json({ error: 'not found' }, 404);
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? DEFAULT_GATEWAY_PORT, hostname: host }) as Server;
    started.once('error', reject);
    started.once('listening', () => resolve(started));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    links: () => [...links.values()],
    payments: () => [...payments.values()],
    refunds: () => [...refunds.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
