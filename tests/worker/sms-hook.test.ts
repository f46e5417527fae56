// The Send SMS hook endpoint (src/auth/sms-hook.ts) with a recording sender: Standard Webhooks signatures made here
// with Web Crypto as Supabase Auth makes them, good, wrong, stale, missing and under another secret; what the sender
// is handed; and the answers Supabase's hook dispatcher reads.
import { env as testEnv } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import type { AppEnv, Bindings } from '../../src/env';
import { type LoginCodeSender, SEND_SMS_HOOK_PATH, sendSmsHookRoutes } from '../../src/auth';

const keyBytes = crypto.getRandomValues(new Uint8Array(32));
const SECRET = `v1,whsec_${btoa(String.fromCharCode(...keyBytes))}`;
const OTHER = `v1,whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;

async function sign(key: Uint8Array<ArrayBuffer>, id: string, timestamp: number, body: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(`${id}.${timestamp}.${body}`)),
  );
  return `v1,${btoa(String.fromCharCode(...mac))}`;
}

type Sent = { to: string; code: string; locale: 'en' | 'hi' };
let sent: Sent[];
let answer: Awaited<ReturnType<LoginCodeSender>>;
const recorder: LoginCodeSender = async (_env, to, code, locale) => {
  sent.push({ to, code, locale });
  return answer;
};

const app = new Hono<AppEnv>().route('/', sendSmsHookRoutes(recorder));
const env = { SEND_SMS_HOOK_SECRET: SECRET } as Bindings;

function payload(overrides: { phone?: string; otp?: string; locale?: string } = {}): string {
  return JSON.stringify({
    metadata: { uuid: crypto.randomUUID(), time: new Date().toISOString(), name: 'send-sms' },
    user: {
      id: crypto.randomUUID(),
      aud: 'authenticated',
      phone: overrides.phone ?? '919876543210',
      user_metadata: overrides.locale ? { locale: overrides.locale } : {},
    },
    sms: { otp: overrides.otp ?? '123456' },
  });
}

async function call(
  body: string,
  options: {
    key?: Uint8Array<ArrayBuffer>;
    timestamp?: number;
    signature?: string;
    omit?: string;
    environment?: Bindings;
  } = {},
) {
  const id = `msg_${crypto.randomUUID()}`;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': options.signature ?? (await sign(options.key ?? keyBytes, id, timestamp, body)),
  };
  if (options.omit) delete headers[options.omit];
  return app.request(SEND_SMS_HOOK_PATH, { method: 'POST', headers, body }, options.environment ?? env);
}

beforeEach(() => {
  sent = [];
  answer = { ok: true, channel: 'whatsapp', providerId: 'wamid.1' };
});

describe('a genuine call', () => {
  it('hands the number as +91 and ten digits, the code and the language to the sender, and answers 200 {}', async () => {
    const res = await call(payload({ locale: 'hi' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(sent).toEqual([{ to: '+919876543210', code: '123456', locale: 'hi' }]);
  });

  it('accepts the number written with a "+", and English when the account has no language', async () => {
    const res = await call(payload({ phone: '+919812345678' }));
    expect(res.status).toBe(200);
    expect(sent).toEqual([{ to: '+919812345678', code: '123456', locale: 'en' }]);
  });

  it('accepts a signature list where one of several matches (a secret being replaced)', async () => {
    const body = payload();
    const id = 'msg_rotation';
    const timestamp = Math.floor(Date.now() / 1000);
    const good = await sign(keyBytes, id, timestamp, body);
    const res = await app.request(
      SEND_SMS_HOOK_PATH,
      {
        method: 'POST',
        headers: {
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': `v1,${btoa('x'.repeat(32))}, ${good}`,
        },
        body,
      },
      env,
    );
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it('answers a failed send with the error object Supabase passes on, and a non-Indian number without sending', async () => {
    answer = { ok: false, reason: 'provider down' };
    const failed = await call(payload());
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual({
      error: { http_code: 422, message: 'The code could not be sent to this number' },
    });
    sent = [];
    const foreign = await call(payload({ phone: '14155550100' }));
    expect(await foreign.json()).toMatchObject({ error: { http_code: 400 } });
    expect(sent).toEqual([]);
  });
});

describe('a call that is not genuine changes nothing', () => {
  it('refuses a wrong signature, another secret, a changed body and missing headers with 401', async () => {
    const body = payload();
    const results = [
      await call(body, { signature: `v1,${btoa('y'.repeat(32))}` }),
      await call(body, { key: crypto.getRandomValues(new Uint8Array(32)) }),
      await call(body, { omit: 'webhook-signature' }),
      await call(body, { omit: 'webhook-id' }),
      await call(body, { omit: 'webhook-timestamp' }),
    ];
    for (const res of results) expect(res.status).toBe(401);
    // Signed for one body, sent with another.
    const id = 'msg_swap';
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = await sign(keyBytes, id, timestamp, body);
    const swapped = await app.request(
      SEND_SMS_HOOK_PATH,
      {
        method: 'POST',
        headers: { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature },
        body: payload({ otp: '999999' }),
      },
      env,
    );
    expect(swapped.status).toBe(401);
    expect(sent).toEqual([]);
  });

  it('refuses a timestamp more than five minutes old or ahead, even correctly signed', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await call(payload(), { timestamp: now - 301 })).status).toBe(401);
    expect((await call(payload(), { timestamp: now + 301 })).status).toBe(401);
    expect((await call(payload(), { timestamp: now - 290 })).status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it('refuses everything while no secret is set, and a signed body that is not the payload with 400', async () => {
    expect((await call(payload(), { environment: {} as Bindings })).status).toBe(401);
    expect((await call(payload(), { environment: { SEND_SMS_HOOK_SECRET: OTHER } as Bindings })).status).toBe(401);
    expect((await call('{"user": {}}')).status).toBe(400);
    expect((await call('not json')).status).toBe(400);
    expect(sent).toEqual([]);
  });
});

describe('in the whole app', () => {
  it('is mounted only with a sender, answers a server-to-server call without an Origin, and refuses a forged one', async () => {
    const bindings = { ...testEnv, SEND_SMS_HOOK_SECRET: SECRET } as Bindings;
    const body = payload();
    const id = 'msg_app';
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = await sign(keyBytes, id, timestamp, body);
    const request = (sig: string) =>
      new Request(`https://careline.example${SEND_SMS_HOOK_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': sig,
        },
        body,
      });
    const without = createApp({ cachePages: false });
    expect((await without.fetch(request(signature), bindings)).status).toBe(404);
    const withSender = createApp({ cachePages: false, sendLoginCode: recorder });
    const answered = await withSender.fetch(request(signature), bindings);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({});
    expect(sent).toEqual([{ to: '+919876543210', code: '123456', locale: 'en' }]);
    expect((await withSender.fetch(request(`v1,${btoa('z'.repeat(32))}`), bindings)).status).toBe(401);
    expect(sent).toHaveLength(1);
  });
});
