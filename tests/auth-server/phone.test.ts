/** Phone sign-in (signInWithOtp({ phone }) and verifyOtp({ type: 'sms' })): codes, expiry, tries, limits, the hook. */
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../src/security/standard-webhooks.ts';
import {
  adminClient,
  api,
  client,
  json,
  latestPhoneCode,
  phoneMessages,
  sleep,
  startTestServer,
  tempDir,
  uniquePhone as newPhone,
  type RunningAuthServer,
} from './helpers.ts';

let server: RunningAuthServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;
/** A mobile no other test uses (98… here). */
function uniquePhone(): string {
  serial += 1;
  return newPhone('98');
}

const latestCode = latestPhoneCode;

const sendOtp = (target: RunningAuthServer, body: Record<string, unknown>) =>
  api(target, '/otp', { method: 'POST', body: JSON.stringify(body) });

describe('a code to a new number', () => {
  it('creates the user, sends 6 digits to the inbox, and verify signs in with the phone confirmed', async () => {
    const phone = uniquePhone();
    const supabase = client(server);
    const sent = await supabase.auth.signInWithOtp({ phone });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ user: null, session: null });
    const messages = await phoneMessages(server, phone);
    expect(messages).toHaveLength(1);
    expect(messages[0].To[0].Address).toBe(phone);
    const code = await latestCode(server, phone);
    expect(code).toMatch(/^\d{6}$/);

    const { data, error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(error).toBeNull();
    const user = data.user!;
    expect(data.session?.access_token).toBeTruthy();
    // Stored and returned as Supabase Auth stores it: E.164 digits without the "+".
    expect(user.phone).toBe(phone.slice(1));
    expect(user.email).toBe('');
    expect(user.phone_confirmed_at).toBeTruthy();
    expect(user.confirmed_at).toBe(user.phone_confirmed_at);
    expect(user.app_metadata).toMatchObject({ provider: 'phone', providers: ['phone'] });
    expect(user.identities?.[0]).toMatchObject({ provider: 'phone', user_id: user.id });
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ phone: phone.slice(1), amr: [expect.objectContaining({ method: 'otp' })] });

    // A code works once.
    const again = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('answers a known, confirmed number with a message id and signs in the same user', async () => {
    const limited = await startTestServer({ smsMaxFrequency: 0 });
    try {
      const phone = uniquePhone();
      const supabase = client(limited);
      await supabase.auth.signInWithOtp({ phone });
      const first = await supabase.auth.verifyOtp({ phone, token: await latestCode(limited, phone), type: 'sms' });
      const res = await sendOtp(limited, { phone, channel: 'sms' });
      expect(res.status).toBe(200);
      expect(Object.keys(await json(res))).toEqual(['message_id']);
      const second = await supabase.auth.verifyOtp({ phone, token: await latestCode(limited, phone), type: 'sms' });
      expect(second.data.user?.id).toBe(first.data.user?.id);
    } finally {
      await limited.close();
    }
  });

  it('refuses a new number when create_user is false, and a malformed number', async () => {
    const refused = await sendOtp(server, { phone: uniquePhone(), create_user: false });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ code: 'otp_disabled', message: 'Signups not allowed for otp' });
    const bad = await sendOtp(server, { phone: '12ab' });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
    const channel = await sendOtp(server, { phone: uniquePhone(), channel: 'pigeon' });
    expect(channel.status).toBe(400);
  });

  it('lets an account hold an e-mail and a phone: the phone signs in to the e-mail account', async () => {
    const phone = uniquePhone();
    const admin = adminClient(server);
    const created = await admin.auth.admin.createUser({
      email: `both-${serial}@example.com`,
      password: 'secret-123',
      email_confirm: true,
      phone,
      phone_confirm: true,
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.phone).toBe(phone.slice(1));
    const supabase = client(server);
    await supabase.auth.signInWithOtp({ phone });
    const { data } = await supabase.auth.verifyOtp({ phone, token: await latestCode(server, phone), type: 'sms' });
    expect(data.user?.id).toBe(created.data.user?.id);
    expect(data.user?.email).toBe(`both-${serial}@example.com`);
  });
});

describe('wrong codes and expiry', () => {
  it('answers a wrong code as Supabase does, and voids the code after five wrong tries', async () => {
    const phone = uniquePhone();
    const supabase = client(server);
    await supabase.auth.signInWithOtp({ phone });
    const code = await latestCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await api(server, '/verify', {
        method: 'POST',
        body: JSON.stringify({ type: 'sms', phone, token: wrong }),
      });
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ code: 'otp_expired', message: 'Token has expired or is invalid' });
    }
    const late = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(late.error?.code).toBe('otp_expired');
  });

  it('refuses a code older than the expiry', async () => {
    const short = await startTestServer({ smsOtpExpiry: 1 });
    try {
      const phone = uniquePhone();
      const supabase = client(short);
      await supabase.auth.signInWithOtp({ phone });
      const code = await latestCode(short, phone);
      await sleep(1100);
      const { error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('otp_expired');
    } finally {
      await short.close();
    }
  });
});

describe('send limits', () => {
  it('asks for a wait between two codes to one number, in Supabase words', async () => {
    const phone = uniquePhone();
    expect((await sendOtp(server, { phone })).status).toBe(200);
    const res = await sendOtp(server, { phone });
    expect(res.status).toBe(429);
    const body = await json(res);
    expect(body.code).toBe('over_sms_send_rate_limit');
    expect(body.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    expect(await phoneMessages(server, phone)).toHaveLength(1);
  });

  it('limits codes per number and per client address in an hour', async () => {
    const limited = await startTestServer({ smsMaxFrequency: 0, smsHourlyPerPhone: 2, smsHourlyPerIp: 3 });
    try {
      const phone = uniquePhone();
      expect((await sendOtp(limited, { phone })).status).toBe(200);
      expect((await sendOtp(limited, { phone })).status).toBe(200);
      const third = await sendOtp(limited, { phone });
      expect(third.status).toBe(429);
      expect(await json(third)).toMatchObject({ code: 'over_sms_send_rate_limit', message: 'SMS rate limit exceeded' });
      expect((await sendOtp(limited, { phone: uniquePhone() })).status).toBe(200);
      const fromSameAddress = await sendOtp(limited, { phone: uniquePhone() });
      expect(fromSameAddress.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the Send SMS hook', () => {
  const secretBytes = crypto.randomBytes(32);
  const secret = `v1,whsec_${secretBytes.toString('base64')}`;
  let hook: http.Server;
  let hookUrl = '';
  let answer: { status: number; type?: string; body: string } = { status: 200, type: 'application/json', body: '{}' };
  const calls: { headers: http.IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        calls.push({ headers: req.headers, body });
        res.writeHead(answer.status, answer.type ? { 'Content-Type': answer.type } : {});
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  it('posts {user, sms: {otp}} signed with the Standard Webhooks signature, and the inbox gets nothing', async () => {
    const hooked = await startTestServer({ smsHookUri: hookUrl, smsHookSecrets: [secret] });
    try {
      answer = { status: 200, type: 'application/json', body: '{}' };
      calls.length = 0;
      const phone = uniquePhone();
      const supabase = client(hooked);
      const sent = await supabase.auth.signInWithOtp({ phone, options: { channel: 'whatsapp' } });
      expect(sent.error).toBeNull();
      expect(calls).toHaveLength(1);
      const { headers, body } = calls[0];
      const id = String(headers['webhook-id']);
      const timestamp = String(headers['webhook-timestamp']);
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(10);
      const expected = crypto.createHmac('sha256', secretBytes).update(`${id}.${timestamp}.${body}`).digest('base64');
      expect(headers['webhook-signature']).toBe(`v1,${expected}`);
      expect(headers['content-type']).toBe('application/json');
      // The Worker's hook endpoint accepts exactly what this server sends.
      const signature = String(headers['webhook-signature']);
      expect(await verifyWebhook([secret], { id, timestamp, signature }, body)).toEqual({ ok: true });
      expect(await verifyWebhook([secret], { id, timestamp, signature }, `${body} `)).toMatchObject({ ok: false });
      const payload = JSON.parse(body);
      expect(payload.user).toMatchObject({ phone: phone.slice(1), aud: 'authenticated' });
      expect(payload.sms.otp).toMatch(/^\d{6}$/);
      expect(payload.metadata).toMatchObject({ name: 'send-sms' });
      expect(await phoneMessages(hooked, phone)).toHaveLength(0);
      const { data, error } = await supabase.auth.verifyOtp({ phone, token: payload.sms.otp, type: 'sms' });
      expect(error).toBeNull();
      expect(data.user?.phone_confirmed_at).toBeTruthy();
    } finally {
      await hooked.close();
    }
  });

  it('fails the send as Supabase does when the hook fails, leaving no code and no wait', async () => {
    const hooked = await startTestServer({ smsHookUri: hookUrl, smsHookSecrets: [secret] });
    try {
      const phone = uniquePhone();
      answer = { status: 500, type: 'text/plain', body: 'down' };
      const failed = await sendOtp(hooked, { phone });
      expect(failed.status).toBe(500);
      expect(await json(failed)).toMatchObject({ message: 'Unexpected status code returned from hook: 500' });
      answer = {
        status: 200,
        type: 'application/json',
        body: JSON.stringify({ error: { http_code: 422, message: 'no route' } }),
      };
      const refused = await sendOtp(hooked, { phone });
      expect(refused.status).toBe(422);
      expect(await json(refused)).toMatchObject({ message: 'no route' });
      // Nothing was recorded: the number may ask again at once, and it now works.
      answer = { status: 204, body: '' };
      calls.length = 0;
      expect((await sendOtp(hooked, { phone })).status).toBe(200);
      expect(calls).toHaveLength(1);
    } finally {
      await hooked.close();
    }
  });
});

describe('adding a phone to an e-mail account (updateUser({ phone }), type phone_change)', () => {
  it('sends a code to the new number; verifying it makes the number the account phone, confirmed', async () => {
    const phone = uniquePhone();
    const email = `change-${serial}-${process.pid}@example.com`;
    const admin = adminClient(server);
    await admin.auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const supabase = client(server);
    await supabase.auth.signInWithPassword({ email, password: 'secret-123' });
    const asked = await supabase.auth.updateUser({ phone });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.phone).toBe('');
    expect(asked.data.user?.new_phone).toBe(phone.slice(1));
    const code = await latestCode(server, phone);

    // The code is for the change only: it does not sign anyone in by the number.
    const asSignIn = await client(server).auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(asSignIn.error?.code).toBe('otp_expired');

    const { data, error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'phone_change' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, phone: phone.slice(1) });
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    expect(data.user?.new_phone).toBeUndefined();
    expect(data.user?.app_metadata.providers).toEqual(['email', 'phone']);
    const identity = data.user?.identities?.find((item) => item.provider === 'phone');
    expect(identity?.identity_data).toMatchObject({ phone: phone.slice(1), phone_verified: true });

    // From now on the number signs in to the e-mail account.
    const other = client(server);
    await other.auth.signInWithOtp({ phone });
    const signedIn = await other.auth.verifyOtp({ phone, token: await latestCode(server, phone), type: 'sms' });
    expect(signedIn.data.user?.id).toBe(data.user?.id);
  });

  it('refuses a number another account holds', async () => {
    const phone = uniquePhone();
    await client(server).auth.signInWithOtp({ phone });
    const email = `taken-${serial}-${process.pid}@example.com`;
    await adminClient(server).auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const supabase = client(server);
    await supabase.auth.signInWithPassword({ email, password: 'secret-123' });
    const { error } = await supabase.auth.updateUser({ phone });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('phone_exists');
  });
});

describe('a data folder from before phone sign-in', () => {
  it('gains the phone columns on start, and phone sign-in works in it', async () => {
    const dataDir = tempDir();
    const first = await startTestServer({ dataDir });
    await first.close();
    // Take the folder back to its old shape: no phone confirmation or change columns, codes without a kind.
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path.join(dataDir, 'auth.sqlite'));
    db.exec('DROP INDEX IF EXISTS users_phone');
    for (const column of ['phone_confirmed_at', 'phone_change', 'phone_change_sent_at'])
      db.exec(`ALTER TABLE users DROP COLUMN ${column}`);
    db.exec('DROP TABLE phone_codes');
    db.exec(
      'CREATE TABLE phone_codes (phone TEXT PRIMARY KEY, user_id TEXT NOT NULL, token_hash TEXT NOT NULL, created_at_ms INTEGER NOT NULL, failed_attempts INTEGER NOT NULL DEFAULT 0)',
    );
    db.close();
    const second = await startTestServer({ dataDir });
    try {
      const phone = uniquePhone();
      const supabase = client(second);
      expect((await supabase.auth.signInWithOtp({ phone })).error).toBeNull();
      const { data } = await supabase.auth.verifyOtp({ phone, token: await latestCode(second, phone), type: 'sms' });
      expect(data.user?.phone_confirmed_at).toBeTruthy();
    } finally {
      await second.close();
    }
  });
});
