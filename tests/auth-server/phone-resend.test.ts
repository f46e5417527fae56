/**
 * Phone codes through the real supabase-js client, as Supabase Auth answers them: signInWithOtp by phone (and with
 * shouldCreateUser false), verifyOtp type "sms", resend type "sms" and "phone_change", updateUser({ phone }) and its
 * "phone_change" verification, wrong and expired codes, and the wait between two codes to one number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  api,
  client,
  json,
  latestPhoneCode,
  phoneMessages,
  sleep,
  startTestServer,
  uniquePhone as newPhone,
  type RunningAuthServer,
} from './helpers.ts';

let server: RunningAuthServer;
/** The same server with no wait between codes, for the flows that send a number two codes in a row. */
let quick: RunningAuthServer;
beforeAll(async () => {
  [server, quick] = await Promise.all([startTestServer(), startTestServer({ smsMaxFrequency: 0 })]);
});
afterAll(async () => {
  await Promise.all([server.close(), quick.close()]);
});

let serial = 0;
/** A mobile no other test uses (97… here). */
const uniquePhone = () => newPhone('97');
const messagesTo = phoneMessages;

/** The code of the newest message to `phone`, and how many messages went to it. */
async function newestCode(target: RunningAuthServer, phone: string): Promise<{ code: string; count: number }> {
  return { code: await latestPhoneCode(target, phone), count: (await phoneMessages(target, phone)).length };
}

/** A code that is not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** An e-mail account signed in with a password, in a client of its own. */
async function emailAccount(target: RunningAuthServer) {
  serial += 1;
  const email = `resend-${process.pid}-${serial}@example.com`;
  await adminClient(target).auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
  const supabase = client(target);
  const { error } = await supabase.auth.signInWithPassword({ email, password: 'secret-123' });
  if (error) throw error;
  return { email, supabase };
}

/** A phone account, signed in by its code, in a client of its own. */
async function phoneAccount(target: RunningAuthServer) {
  const phone = uniquePhone();
  const supabase = client(target);
  await supabase.auth.signInWithOtp({ phone });
  const { data, error } = await supabase.auth.verifyOtp({
    phone,
    token: (await newestCode(target, phone)).code,
    type: 'sms',
  });
  if (error) throw error;
  return { phone, supabase, user: data.user! };
}

describe('signInWithOtp by phone', () => {
  it('sends a code a new number signs in with; shouldCreateUser false refuses an unknown number only', async () => {
    const phone = uniquePhone();
    const supabase = client(quick);
    const refused = await supabase.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    expect(await messagesTo(quick, phone)).toHaveLength(0);
    // Nobody was made: resending to that number finds no one and sends nothing.
    expect((await supabase.auth.resend({ type: 'sms', phone })).error).toBeNull();
    expect(await messagesTo(quick, phone)).toHaveLength(0);

    const sent = await supabase.auth.signInWithOtp({ phone });
    expect(sent.error).toBeNull();
    expect(sent.data.messageId).toBeUndefined(); // a new number: Supabase's sign-up path answers {}
    const { code } = await newestCode(quick, phone);
    const { data, error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(phone.slice(1));
    expect(data.session?.access_token).toBeTruthy();

    // Once the number has an account, shouldCreateUser false sends it a code, with a message id.
    const known = await client(quick).auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    expect(known.error).toBeNull();
    expect(known.data.messageId).toMatch(/.+/);
    const next = await newestCode(quick, phone);
    expect(next.count).toBe(2);
    expect((await client(quick).auth.verifyOtp({ phone, token: next.code, type: 'sms' })).data.user?.id).toBe(
      data.user?.id,
    );
  });
});

describe('resend type "sms"', () => {
  it('sends a new code to a number not yet confirmed; only the newest code signs in', async () => {
    const phone = uniquePhone();
    const supabase = client(quick);
    await supabase.auth.signInWithOtp({ phone });
    const first = await newestCode(quick, phone);
    const resent = await supabase.auth.resend({ type: 'sms', phone });
    expect(resent.error).toBeNull();
    expect(resent.data).toMatchObject({ user: null, session: null });
    expect(resent.data.messageId).toMatch(/.+/);
    const second = await newestCode(quick, phone);
    expect(second.count).toBe(2);

    const old = await supabase.auth.verifyOtp({ phone, token: first.code, type: 'sms' });
    if (first.code !== second.code) expect(old.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await supabase.auth.verifyOtp({ phone, token: second.code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.user?.phone_confirmed_at).toBeTruthy();
  });

  it('sends nothing to a confirmed number (nothing left to confirm), and answers as for anyone', async () => {
    const { phone } = await phoneAccount(quick);
    const resent = await client(quick).auth.resend({ type: 'sms', phone });
    expect(resent.error).toBeNull();
    expect(resent.data.messageId).toBeUndefined();
    expect((await messagesTo(quick, phone)).length).toBe(1);
  });

  it('keeps the wait between two codes to one number, in seconds left, counted from the first', async () => {
    const phone = uniquePhone();
    const supabase = client(server);
    await supabase.auth.signInWithOtp({ phone });
    const { error } = await supabase.auth.resend({ type: 'sms', phone });
    expect(error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    // Supabase truncates the seconds left: a code asked for at once waits "59 seconds".
    expect(error?.message).toMatch(/^For security purposes, you can only request this after (58|59) seconds\.$/);
    expect(await messagesTo(server, phone)).toHaveLength(1);
  });

  it('answers the bad requests in Supabase words', async () => {
    const post = async (body: Record<string, unknown>) => {
      const res = await api(server, '/resend', { method: 'POST', body: JSON.stringify(body) });
      return { status: res.status, body: await json(res) };
    };
    expect(await post({ type: 'sms' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Type provided requires a phone number' },
    });
    expect(await post({ type: 'sms', phone: '12ab' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' },
    });
    expect(await post({ type: 'sms', phone: uniquePhone(), email: 'a@example.com' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Only an email address or phone number should be provided.' },
    });
    expect(await post({ type: 'phone_change' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Missing email address or phone number' },
    });
    expect(await post({ type: 'magiclink', phone: uniquePhone() })).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Missing one of these types: signup, email_change, sms, phone_change',
      },
    });
  });
});

describe('updateUser({ phone }), resend type "phone_change" and its verification', () => {
  it('a phone account changes its number: resend by the current number sends again to the new one', async () => {
    const { phone: current, supabase, user } = await phoneAccount(quick);
    const next = uniquePhone();
    const asked = await supabase.auth.updateUser({ phone: next });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ phone: current.slice(1), new_phone: next.slice(1) });
    const first = await newestCode(quick, next);

    // Supabase finds the account by the number it has now; the new number is not yet anyone's.
    const byNew = await client(quick).auth.resend({ type: 'phone_change', phone: next });
    expect(byNew.error).toBeNull();
    expect((await messagesTo(quick, next)).length).toBe(1);
    const byCurrent = await client(quick).auth.resend({ type: 'phone_change', phone: current });
    expect(byCurrent.error).toBeNull();
    const second = await newestCode(quick, next);
    expect(second.count).toBe(2);
    expect((await messagesTo(quick, current)).length).toBe(1); // the old number got nothing more

    // A wrong code and the older code fail; the newest works and moves the account to the new number.
    const wrong = await supabase.auth.verifyOtp({ phone: next, token: wrongFor(second.code), type: 'phone_change' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    if (first.code !== second.code) {
      const old = await supabase.auth.verifyOtp({ phone: next, token: first.code, type: 'phone_change' });
      expect(old.error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const { data, error } = await supabase.auth.verifyOtp({ phone: next, token: second.code, type: 'phone_change' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, phone: next.slice(1) });
    expect(data.user?.new_phone).toBeUndefined();

    // With no change on its way, resend sends nothing.
    expect((await client(quick).auth.resend({ type: 'phone_change', phone: next })).error).toBeNull();
    expect((await messagesTo(quick, next)).length).toBe(2);
  });

  it('an e-mail account adds a mobile; the phone_change code does not sign in by sms, and is wrong after use', async () => {
    const { email, supabase } = await emailAccount(server);
    const phone = uniquePhone();
    expect((await supabase.auth.updateUser({ phone })).error).toBeNull();
    const { code } = await newestCode(server, phone);
    // The change's code is not a sign-in code.
    expect((await client(server).auth.verifyOtp({ phone, token: code, type: 'sms' })).error).toMatchObject({
      code: 'otp_expired',
    });
    // Asked again within max_frequency: refused with the wait, nothing sent.
    const tooSoon = await supabase.auth.updateUser({ phone });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect((await messagesTo(server, phone)).length).toBe(1);

    const { data, error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'phone_change' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, phone: phone.slice(1) });
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    const reused = await supabase.auth.verifyOtp({ phone, token: code, type: 'phone_change' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('expiry', () => {
  it('refuses an expired sign-in code and an expired phone_change code, then a resent code works', async () => {
    const short = await startTestServer({ smsOtpExpiry: 1, smsMaxFrequency: 1 });
    try {
      const phone = uniquePhone();
      const supabase = client(short);
      await supabase.auth.signInWithOtp({ phone });
      const stale = await newestCode(short, phone);
      const { email, supabase: account } = await emailAccount(short);
      const added = uniquePhone();
      await account.auth.updateUser({ phone: added });
      const staleChange = await newestCode(short, added);
      await sleep(1_200);

      const expired = await supabase.auth.verifyOtp({ phone, token: stale.code, type: 'sms' });
      expect(expired.error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      });
      const expiredChange = await account.auth.verifyOtp({
        phone: added,
        token: staleChange.code,
        type: 'phone_change',
      });
      expect(expiredChange.error).toMatchObject({ status: 403, code: 'otp_expired' });

      // The number is still unconfirmed, so resend sends it a fresh code, which works.
      expect((await supabase.auth.resend({ type: 'sms', phone })).error).toBeNull();
      const fresh = await newestCode(short, phone);
      expect(fresh.count).toBe(2);
      expect((await supabase.auth.verifyOtp({ phone, token: fresh.code, type: 'sms' })).error).toBeNull();
      // The e-mail account has no phone yet: resend of its change is found by its e-mail (raw request) only.
      const res = await api(short, '/resend', {
        method: 'POST',
        body: JSON.stringify({ type: 'phone_change', email }),
      });
      expect(res.status).toBe(200);
      const freshChange = await newestCode(short, added);
      expect(freshChange.count).toBe(2);
      const changed = await account.auth.verifyOtp({ phone: added, token: freshChange.code, type: 'phone_change' });
      expect(changed.error).toBeNull();
      expect(changed.data.user?.phone).toBe(added.slice(1));
    } finally {
      await short.close();
    }
  });
});
