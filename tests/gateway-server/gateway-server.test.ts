// The local payment gateway stand-in (gateway-server/): Razorpay's Payment Links, refunds and lists with their shapes
// and basic-auth check, the hosted page's Pay and Fail, the callback's signed query, and the webhooks it signs as the
// gateway does (X-Razorpay-Signature over the raw body, x-razorpay-event-id).
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayServer, type RunningGatewayServer } from '../../gateway-server/server.ts';
import { DEVELOPMENT_GATEWAY_SECRETS } from '../../src/gateway-config.ts';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let site: Server;
let gateway: RunningGatewayServer;
const received: Received[] = [];
const AUTH = {
  Authorization: `Basic ${Buffer.from(`${DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_KEY_ID}:${DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_KEY_SECRET}`).toString('base64')}`,
};

async function api(path: string, body?: unknown, headers: Record<string, string> = AUTH) {
  const response = await fetch(`${gateway.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const waitFor = async (test: () => boolean) => {
  for (let i = 0; i < 100 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(test()).toBe(true);
};

beforeAll(async () => {
  site = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const port = (site.address() as AddressInfo).port;
  gateway = await startGatewayServer({ port: 0, siteUrl: `http://127.0.0.1:${port}`, quiet: true, webhookDelayMs: 10 });
});

afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => site.close(resolve));
});

describe('payment links', () => {
  it("refuses other keys with the gateway's error shape, and a reference used twice", async () => {
    const bad = await api(
      '/v1/payment_links',
      { amount: 59_900, reference_id: 'AP-AAAAAA' },
      { Authorization: 'Basic eDp5' },
    );
    expect(bad.status).toBe(401);
    expect(bad.json).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const made = await api('/v1/payment_links', {
      amount: 59_900,
      currency: 'INR',
      reference_id: 'AP-AAAAAA',
      callback_url: 'http://site.example/appointments/AP-AAAAAA/paid?key=k',
      callback_method: 'get',
    });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({
      entity: 'payment_link',
      amount: 59_900,
      reference_id: 'AP-AAAAAA',
      status: 'created',
    });
    expect(made.json.short_url).toBe(`${gateway.url}/pay/${made.json.id}`);
    const again = await api('/v1/payment_links', { amount: 59_900, reference_id: 'AP-AAAAAA' });
    expect(again.status).toBe(400);
  });

  it('the hosted page pays: a signed callback, then payment_link.paid and payment.captured signed over the raw body', async () => {
    const made = await api('/v1/payment_links', {
      amount: 49_900,
      reference_id: 'AP-BBBBBB',
      callback_url: 'http://site.example/appointments/AP-BBBBBB/paid?key=k',
      callback_method: 'get',
    });
    const page = await (await fetch(String(made.json.short_url))).text();
    expect(page).toContain('Pay ₹499');
    expect(page).toContain('name="viewport"');
    received.length = 0;
    const paid = await fetch(String(made.json.short_url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'method=card&action=pay',
    });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('Location') ?? '');
    expect(back.searchParams.get('key')).toBe('k');
    const query = Object.fromEntries(back.searchParams);
    const signed = `${query.razorpay_payment_link_id}|${query.razorpay_payment_link_reference_id}|${query.razorpay_payment_link_status}|${query.razorpay_payment_id}`;
    expect(query.razorpay_signature).toBe(
      createHmac('sha256', DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_KEY_SECRET).update(signed).digest('hex'),
    );
    await waitFor(() => received.length === 2);
    const events = received.map(
      (call) =>
        JSON.parse(call.body) as { event: string; payload: { payment: { entity: { id: string; method: string } } } },
    );
    expect(events.map((event) => event.event).sort()).toEqual(['payment.captured', 'payment_link.paid']);
    expect(events[0]?.payload.payment.entity).toMatchObject({ id: query.razorpay_payment_id, method: 'card' });
    for (const call of received) {
      expect(call.headers['x-razorpay-signature']).toBe(
        createHmac('sha256', DEVELOPMENT_GATEWAY_SECRETS.RAZORPAY_WEBHOOK_SECRET).update(call.body).digest('hex'),
      );
      expect(call.headers['x-razorpay-event-id']).toMatch(/^\w{6,}$/);
    }
    expect(received[0]?.headers['x-razorpay-event-id']).not.toBe(received[1]?.headers['x-razorpay-event-id']);
  });
});

describe('refunds and lists', () => {
  it('a refund is idempotent by its key, then its webhook follows; the lists answer by time', async () => {
    const payment = (await (
      await fetch(`${gateway.url}/control/payments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 59_900, reference: 'AP-CCCCCC' }),
      })
    ).json()) as { id: string };
    received.length = 0;
    const body = { amount: 59_900, speed: 'normal', notes: { refund_row: '7' } };
    const key = { ...AUTH, 'X-Refund-Idempotency': 'careline-rf7-a1' };
    const first = await api(`/v1/payments/${payment.id}/refund`, body, key);
    const second = await api(`/v1/payments/${payment.id}/refund`, body, key);
    expect(first.json).toMatchObject({ entity: 'refund', amount: 59_900, payment_id: payment.id });
    expect(second.json.id).toBe(first.json.id);
    const changed = await api(`/v1/payments/${payment.id}/refund`, { ...body, amount: 100 }, key);
    expect(changed.status).toBe(400);
    const more = await api(`/v1/payments/${payment.id}/refund`, body, {
      ...AUTH,
      'X-Refund-Idempotency': 'careline-rf7-a2',
    });
    expect(more.status).toBe(400);
    await waitFor(() => received.some((call) => call.body.includes('refund.processed')));
    const now = Math.floor(Date.now() / 1000);
    const payments = await api(`/v1/payments?from=${now - 60}&to=${now + 60}&count=100`);
    expect(payments.json).toMatchObject({ entity: 'collection' });
    expect((payments.json.items as { id: string }[]).map((item) => item.id)).toContain(payment.id);
    const refunds = await api(`/v1/refunds?from=${now - 60}&to=${now + 60}`);
    expect(
      (refunds.json.items as { id: string; status: string }[]).find((item) => item.id === first.json.id)?.status,
    ).toBe('processed');
    expect((await api('/v1/refunds', undefined, {})).status).toBe(401);
  });
});
