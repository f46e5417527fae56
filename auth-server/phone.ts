/**
 * Phone sign-in as Supabase Auth does it: POST /otp with a phone sends a 6-digit code (creating the user when the
 * number is new and create_user allows it), POST /verify with type "sms" checks it, confirms the phone and signs in;
 * PUT /user with a phone and POST /verify type "phone_change" add or change an account's phone; POST /resend sends
 * either kind of code again.
 * Numbers are stored as Supabase stores them: E.164 digits without the "+". The code goes to the Send SMS hook when
 * one is configured (signed as Supabase signs it, standard-webhooks.ts), otherwise to the local inbox as a phone
 * message. Limits: a minimum interval between codes to one number (the "after N seconds" answer), codes per number
 * and per client address per hour, and wrong codes per code (then the code stops working).
 */
import crypto from 'node:crypto';
import type { AuthContext } from './context.ts';
import { transaction, type Row } from './db.ts';
import { ApiError, Errors } from './errors.ts';
import { storeMessage } from './mail.ts';
import { signPayload } from './standard-webhooks.ts';
import {
  findUserById,
  findUserByPhone,
  insertIdentity,
  insertUser,
  listIdentities,
  now,
  serializeUser,
  updateIdentity,
  updateUser,
  type Json,
  type User,
} from './users.ts';

const E164 = /^[1-9][0-9]{1,14}$/;

/** Supabase's formatPhoneNumber and validatePhone: the "+" and spaces dropped, then E.164 digits or a 400. */
export function validatePhone(value: unknown): string {
  const phone = typeof value === 'string' ? value.replace(/^\+/, '').replaceAll(' ', '') : '';
  if (!E164.test(phone)) throw Errors.validation('Invalid phone number format (E.164 required)');
  return phone;
}

const CODE_LENGTH = 6;
const HOUR_MS = 3_600_000;

export const SMS_CHANNELS = ['sms', 'whatsapp'] as const;

/** The code's hash as Supabase keeps it: SHA-224 of the phone and the code, never the code itself. */
function tokenHash(phone: string, otp: string): string {
  return crypto
    .createHash('sha224')
    .update(phone + otp)
    .digest('hex');
}

function generateOtp(): string {
  return String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** A phone user as Supabase's sign-up makes one: the phone identity, app_metadata provider "phone". */
function createPhoneUser(ctx: AuthContext, phone: string, data: Json): User {
  const id = crypto.randomUUID();
  const identityData = { ...data, sub: id, email_verified: false, phone_verified: false };
  const user = insertUser(ctx.db, {
    id,
    email: null,
    phone,
    encryptedPassword: '',
    appMetadata: { provider: 'phone', providers: ['phone'] },
    userMetadata: { ...data, ...identityData },
  });
  insertIdentity(ctx.db, { userId: id, provider: 'phone', providerId: id, data: identityData, email: null });
  return user;
}

/** Throws Supabase's answers when a code may not go yet: too soon for this number, or over an hourly limit. */
function checkSendLimits(ctx: AuthContext, lastSentAt: string | null, phone: string, ip: string): void {
  const { config, db } = ctx;
  const sentAt = lastSentAt ? Date.parse(lastSentAt) : null;
  if (sentAt !== null) {
    const waitMs = sentAt + config.smsMaxFrequency * 1000 - Date.now();
    if (waitMs > 0)
      throw new ApiError(
        429,
        'over_sms_send_rate_limit',
        // Supabase truncates the seconds left (a Go Duration divided by a second).
        `For security purposes, you can only request this after ${Math.floor(waitMs / 1000)} seconds.`,
      );
  }
  const since = Date.now() - HOUR_MS;
  db.prepare('DELETE FROM sms_sends WHERE at_ms < ?').run(since);
  const count = (sql: string, value: string) => Number((db.prepare(sql).get(value, since) as Row).n);
  const overPhone =
    config.smsHourlyPerPhone > 0 &&
    count('SELECT COUNT(*) AS n FROM sms_sends WHERE phone = ? AND at_ms >= ?', phone) >= config.smsHourlyPerPhone;
  const overIp =
    config.smsHourlyPerIp > 0 &&
    count('SELECT COUNT(*) AS n FROM sms_sends WHERE ip = ? AND at_ms >= ?', ip) >= config.smsHourlyPerIp;
  if (overPhone || overIp) throw new ApiError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded');
}

/** The hook's error body ({"error": {"http_code", "message"}}) as Supabase passes it on, or null. */
function hookError(body: string): ApiError | null {
  try {
    const parsed = JSON.parse(body) as { error?: { http_code?: unknown; message?: unknown } };
    const message = parsed?.error?.message;
    if (typeof message !== 'string' || message === '') return null;
    const status = typeof parsed.error?.http_code === 'number' ? parsed.error.http_code : 500;
    return new ApiError(status, status >= 500 ? 'unexpected_failure' : 'validation_failed', message);
  } catch {
    return null;
  }
}

/**
 * Calls the Send SMS hook as Supabase's HTTP hook dispatcher does: JSON {metadata, user, sms: {otp, phone}}, the
 * Standard Webhooks headers, 5 s to answer; 200/202 with a JSON body (an error object fails the send) or 204 succeed,
 * anything else fails it with Supabase's words.
 */
export async function callSendSmsHook(ctx: AuthContext, user: User, phone: string, otp: string, ip: string) {
  const uri = ctx.config.smsHookUri as string;
  const payload = JSON.stringify({
    metadata: { uuid: crypto.randomUUID(), time: new Date().toISOString(), name: 'send-sms', ip_address: ip },
    user: serializeUser(ctx.db, user),
    sms: { otp, phone },
  });
  const id = crypto.randomUUID();
  const timestamp = Math.floor(Date.now() / 1000);
  const signatures = ctx.config.smsHookSecrets.map((secret) => signPayload(secret, id, timestamp, payload));
  let response: Response;
  try {
    response = await fetch(uri, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatures.join(', '),
        'Accept-Encoding': 'identity',
      },
      body: payload,
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new ApiError(422, 'hook_timeout', 'Failed to reach hook within maximum time of 5.000000 seconds');
    throw new ApiError(422, 'hook_timeout_after_retry', 'Failed to reach hook after maximum retries');
  }
  const text = await response.text();
  if (response.status === 204) return;
  if (response.status === 200 || response.status === 202) {
    const type = response.headers.get('content-type') ?? '';
    if (type === '')
      throw new ApiError(400, 'hook_payload_invalid_content_type', 'Invalid Content-Type: Missing Content-Type header');
    if (type.split(';')[0]?.trim().toLowerCase() !== 'application/json')
      throw new ApiError(
        400,
        'hook_payload_invalid_content_type',
        `Invalid JSON response. Received content-type: ${type}`,
      );
    const failure = hookError(text);
    if (failure) throw failure;
    return;
  }
  const words: Record<number, string> = {
    400: 'Invalid payload sent to hook',
    401: 'Hook requires authorization token',
    429: 'Service currently unavailable due to hook',
    503: 'Service currently unavailable due to hook',
  };
  throw new ApiError(
    500,
    'unexpected_failure',
    words[response.status] ?? `Unexpected status code returned from hook: ${response.status}`,
  );
}

/** The code as a phone message in the local inbox, its recipient the number with its "+". */
function deliverToInbox(ctx: AuthContext, phone: string, otp: string, channel: string): void {
  const text = `Your code is ${otp}`;
  storeMessage(ctx.db, {
    to: `+${phone}`,
    from: { Name: channel === 'whatsapp' ? 'WhatsApp' : 'SMS', Address: 'sms@auth.localhost' },
    subject: `${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} to +${phone}`,
    text,
    html: `<p>${text}</p>`,
    headers: { 'X-Channel': channel, 'X-Phone': `+${phone}` },
  });
}

export type CodeKind = 'sms' | 'phone_change';

function checkChannel(ctx: AuthContext, channel: string): void {
  if (!ctx.config.smsHookUri && !(SMS_CHANNELS as readonly string[]).includes(channel))
    throw Errors.validation(
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    );
}

/**
 * A new code for `phone`: the limits checked first, then the code's hash, the send and the sent-at mark written
 * together (`prepare` makes or updates the user inside that transaction), then the code sent. A failed send takes
 * every write back, as Supabase sends inside the transaction that records the code.
 */
async function issueCode(
  ctx: AuthContext,
  input: {
    phone: string;
    kind: CodeKind;
    channel: string;
    ip: string;
    /** The account the code is for; a sign-in code to a new number makes one with `create`. */
    user: User | undefined;
    create?: () => User;
  },
): Promise<User> {
  const { config, db } = ctx;
  const { phone, kind, user: before } = input;
  // A sign-in code is a "confirmation" code (confirmation_sent_at); a change's marks the number on its way.
  const lastSentAt = (kind === 'sms' ? before?.confirmation_sent_at : before?.phone_change_sent_at) ?? null;
  const mark = kind === 'sms' ? { confirmation_sent_at: now() } : { phone_change: phone, phone_change_sent_at: now() };
  const prepare = () => {
    const target = before ?? input.create?.();
    if (!target) throw new Error('a code needs an account');
    return updateUser(db, target.id, mark);
  };
  const undo = (target: User) => {
    if (!before) db.prepare('DELETE FROM users WHERE id = ?').run(target.id);
    else if (kind === 'sms') updateUser(db, target.id, { confirmation_sent_at: before.confirmation_sent_at });
    else
      updateUser(db, target.id, {
        phone_change: before.phone_change,
        phone_change_sent_at: before.phone_change_sent_at,
      });
  };
  checkSendLimits(ctx, lastSentAt, phone, input.ip);
  const otp = generateOtp();
  const user = transaction(db, () => {
    const target = prepare();
    db.prepare(
      `INSERT INTO phone_codes (phone, user_id, token_hash, created_at_ms, failed_attempts, kind) VALUES (?, ?, ?, ?, 0, ?)
       ON CONFLICT (phone) DO UPDATE SET user_id = excluded.user_id, token_hash = excluded.token_hash,
       created_at_ms = excluded.created_at_ms, failed_attempts = 0, kind = excluded.kind`,
    ).run(phone, target.id, tokenHash(phone, otp), Date.now(), input.kind);
    db.prepare('INSERT INTO sms_sends (phone, ip, at_ms) VALUES (?, ?, ?)').run(phone, input.ip, Date.now());
    return target;
  });
  try {
    if (config.smsHookUri) await callSendSmsHook(ctx, user, phone, otp, input.ip);
    else deliverToInbox(ctx, phone, otp, input.channel);
  } catch (error) {
    transaction(db, () => {
      db.prepare('DELETE FROM phone_codes WHERE phone = ?').run(phone);
      db.prepare('DELETE FROM sms_sends WHERE rowid = (SELECT MAX(rowid) FROM sms_sends WHERE phone = ?)').run(phone);
      undo(user);
    });
    throw error;
  }
  return user;
}

/**
 * POST /otp with a phone: the code goes out and the answer is `{}` for a new or unconfirmed number (the sign-up path
 * in Supabase), `{"message_id": ...}` otherwise.
 */
export async function sendPhoneOtp(
  ctx: AuthContext,
  input: { phone: string; channel: string; createUser: boolean; data: Json; ip: string },
): Promise<Json> {
  const { config, db } = ctx;
  const phone = validatePhone(input.phone);
  checkChannel(ctx, input.channel);
  const existing = findUserByPhone(db, phone);
  if (!existing && !input.createUser) throw new ApiError(422, 'otp_disabled', 'Signups not allowed for otp');
  if (!existing && config.disableSignup) throw Errors.signupDisabled();
  const isNew = !existing?.phone_confirmed_at;
  await issueCode(ctx, {
    phone,
    kind: 'sms',
    channel: input.channel,
    ip: input.ip,
    user: existing,
    create: () => createPhoneUser(ctx, phone, input.data),
  });
  return isNew ? {} : messageId(ctx);
}

/** The provider's message id as Supabase passes it on: none through the hook, the inbox's otherwise. */
const messageId = (ctx: AuthContext): Json =>
  ctx.config.smsHookUri ? {} : { message_id: `local-${crypto.randomUUID()}` };

/**
 * POST /resend with type "sms" or "phone_change", as Supabase's Resend does: the account is found by its e-mail or by
 * the phone it has now (never by a number on its way); an unknown account, a phone already confirmed ("sms") or no
 * change on its way ("phone_change") answer 200 `{}` and send nothing. Otherwise the code goes again on the SMS
 * channel, to the unconfirmed phone or to the new number, with the wait between codes counted from the last one.
 */
export async function resendPhoneCode(
  ctx: AuthContext,
  input: { type: CodeKind; user: User | undefined; ip: string },
): Promise<Json> {
  const { user } = input;
  if (!user) return {};
  if (input.type === 'sms') {
    if (user.phone_confirmed_at || user.phone === '') return {};
    await issueCode(ctx, { phone: user.phone, kind: 'sms', channel: 'sms', ip: input.ip, user });
    return messageId(ctx);
  }
  if (!user.phone_change) return {};
  await issueCode(ctx, { phone: user.phone_change, kind: 'phone_change', channel: 'sms', ip: input.ip, user });
  return messageId(ctx);
}

/**
 * PUT /user with a phone (updateUser({ phone })): a code to the new number, which becomes the account's phone once
 * verified with type "phone_change". A number another account holds is refused, as Supabase refuses it.
 */
export async function sendPhoneChange(
  ctx: AuthContext,
  user: User,
  input: { phone: string; channel: string; ip: string },
): Promise<User> {
  const { db } = ctx;
  const phone = validatePhone(input.phone);
  if (phone === user.phone) return user;
  checkChannel(ctx, input.channel);
  const taken = findUserByPhone(db, phone);
  if (taken && taken.id !== user.id)
    throw new ApiError(422, 'phone_exists', 'A user with this phone number has already been registered');
  return issueCode(ctx, { phone, kind: 'phone_change', channel: input.channel, ip: input.ip, user });
}

/**
 * POST /verify with type "sms" or "phone_change": the number's latest code of that kind, unexpired and not over its
 * wrong tries. "sms" confirms the account's phone; "phone_change" makes the number the account's phone, confirmed, and
 * gives the account a phone identity (phone_verified true), as Supabase does.
 */
export function verifyPhoneOtp(ctx: AuthContext, input: { phone: string; token: string; type?: CodeKind }): User {
  const { config, db } = ctx;
  const kind = input.type ?? 'sms';
  const phone = validatePhone(input.phone);
  const invalid = () => new ApiError(403, 'otp_expired', 'Token has expired or is invalid');
  const row = db.prepare('SELECT * FROM phone_codes WHERE phone = ?').get(phone) as Row | undefined;
  const user = kind === 'sms' ? findUserByPhone(db, phone) : row ? findUserById(db, String(row.user_id)) : undefined;
  if (!row || !user || String(row.user_id) !== user.id || String(row.kind) !== kind) throw invalid();
  if (kind === 'phone_change' && user.phone_change !== phone) throw invalid();
  if (Date.now() > Number(row.created_at_ms) + config.smsOtpExpiry * 1000) {
    db.prepare('DELETE FROM phone_codes WHERE phone = ?').run(phone);
    throw invalid();
  }
  const expected = Buffer.from(String(row.token_hash));
  const given = Buffer.from(tokenHash(phone, input.token.trim()));
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    const failed = Number(row.failed_attempts) + 1;
    if (failed >= config.smsMaxAttempts) db.prepare('DELETE FROM phone_codes WHERE phone = ?').run(phone);
    else db.prepare('UPDATE phone_codes SET failed_attempts = ? WHERE phone = ?').run(failed, phone);
    throw invalid();
  }
  return transaction(db, () => {
    db.prepare('DELETE FROM phone_codes WHERE phone = ?').run(phone);
    if (kind === 'phone_change') {
      const identity = listIdentities(db, user.id).find((item) => item.provider === 'phone');
      if (identity)
        updateIdentity(db, identity.id, { data: { ...identity.identity_data, phone, phone_verified: true } });
      else
        insertIdentity(db, {
          userId: user.id,
          provider: 'phone',
          providerId: user.id,
          data: { sub: user.id, phone, email_verified: false, phone_verified: true },
          email: null,
        });
    }
    const providers = [...new Set(listIdentities(db, user.id).map((identity) => identity.provider))];
    return updateUser(db, user.id, {
      ...(kind === 'phone_change'
        ? { phone, phone_change: null, phone_change_sent_at: null, phone_confirmed_at: now() }
        : { phone_confirmed_at: user.phone_confirmed_at ?? now() }),
      app_metadata: { ...user.app_metadata, providers: providers.length ? providers : ['phone'] },
    });
  });
}
