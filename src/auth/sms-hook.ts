// POST /auth/hooks/send-sms: Supabase Auth's Send SMS hook. The auth server posts {user, sms: {otp}} here, signed with
// Standard Webhooks under the hook's secret (SEND_SMS_HOOK_SECRET, written `v1,whsec_<base64>` as Supabase shows it);
// the signature is checked on the raw body before a byte of it is read as JSON, so an unsigned, wrongly signed or
// stale call gets 401 and sends nothing. A genuine call hands the number ('+91' and ten digits) and the code to the
// sender, which picks WhatsApp or an Indian SMS route; the answer is what Supabase reads: 200 `{}` once sent, or 200
// with `{"error": {"http_code", "message"}}`, which Supabase passes on to the sign-in form as the status and message.
// The sender is given to the factory (the notifications area's sendLoginCode, through createApp's options), so this
// file depends on no provider.
import { Hono } from 'hono';
import { normalizeIndianMobile } from '../../shared/requests/phone';
import type { AppEnv, Bindings } from '../env';
import { z } from '../http/validate';
import { verifyWebhook } from '../security/standard-webhooks';

export const SEND_SMS_HOOK_PATH = '/auth/hooks/send-sms';

/** What the hook hands a code to: the notifications area's sendLoginCode. */
export type LoginCodeSender = (
  env: Bindings,
  /** '+91' and ten digits. */
  to: string,
  code: string,
  locale: 'en' | 'hi',
) => Promise<{ ok: true; channel: 'whatsapp' | 'sms'; providerId: string } | { ok: false; reason: string }>;

/** The most a hook call may carry: the user record and the code are a few kilobytes. */
const BODY_LIMIT = 64 * 1024;

/** The part of the hook's payload this endpoint reads; anything else in it is ignored. */
const HookPayload = z.object({
  user: z.object({
    phone: z.optional(z.string()),
    user_metadata: z.optional(z.record(z.string(), z.unknown())),
  }),
  sms: z.object({ otp: z.string(), phone: z.optional(z.string()) }),
});

/** The hook's secrets: SEND_SMS_HOOK_SECRET, several separated by `|` while one is being replaced. */
export function hookSecrets(env: Pick<Bindings, 'SEND_SMS_HOOK_SECRET'> | undefined): string[] {
  return (env?.SEND_SMS_HOOK_SECRET ?? '')
    .split('|')
    .map((secret) => secret.trim())
    .filter(Boolean);
}

/** The error object Supabase's hook dispatcher reads from a 200 answer. */
const hookError = (httpCode: number, message: string) => ({ error: { http_code: httpCode, message } });

/** The Send SMS hook's route, handing codes to `send`. */
export function sendSmsHookRoutes(send: LoginCodeSender) {
  return new Hono<AppEnv>().post(SEND_SMS_HOOK_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > BODY_LIMIT) return c.json(hookError(413, 'The hook payload is too large'), 413);
    const body = await c.req.text();
    if (body.length > BODY_LIMIT) return c.json(hookError(413, 'The hook payload is too large'), 413);
    const check = await verifyWebhook(
      hookSecrets(c.env),
      {
        id: c.req.header('webhook-id'),
        timestamp: c.req.header('webhook-timestamp'),
        signature: c.req.header('webhook-signature'),
      },
      body,
    );
    if (!check.ok) {
      if (check.reason === 'secret') console.error('send-sms hook: SEND_SMS_HOOK_SECRET is not set or not v1,whsec_');
      return c.json(hookError(401, 'Unauthorized'), 401);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return c.json(hookError(400, 'The hook payload is not JSON'), 400);
    }
    const parsed = z.safeParse(HookPayload, json);
    if (!parsed.success) return c.json(hookError(400, 'The hook payload has no user or code'), 400);
    const { user, sms } = parsed.data;
    // Supabase stores numbers without the "+" (919876543210); the site writes them '+91' and ten digits.
    const to = normalizeIndianMobile(sms.phone || user.phone || '');
    if (!to) return c.json(hookError(400, 'Codes go to Indian mobile numbers only'));
    if (!/^\d{6,10}$/.test(sms.otp)) return c.json(hookError(400, 'The code is not 6 to 10 digits'));
    const locale = user.user_metadata?.locale === 'hi' ? 'hi' : 'en';
    try {
      const sent = await send(c.env, to, sms.otp, locale);
      if (sent.ok) return c.json({});
      console.error(`send-sms hook: the code to ${to.slice(0, 5)}… was not sent: ${sent.reason}`);
    } catch (error) {
      console.error('send-sms hook: the sender failed', error);
    }
    // 422, not a 5xx: the sign-in client reads 502 to 504 as the auth service being down, and would say so.
    return c.json(hookError(422, 'The code could not be sent to this number'));
  });
}
