// A password-reset e-mail an admin sends for someone else. The site's e-mail links are PKCE links: the browser that
// asked keeps the code verifier, and only it can turn the link's code into a session. Here the admin asks and the
// account's owner opens the link in their own browser, so the verifier cannot live in a cookie. Instead it is derived
// from a random nonce (carried in the link's return address) under the Worker's service-role key: the callback
// derives it again for the code. Holding the link is what lets a person reset the password, exactly as with a reset
// they asked for themselves; without the Worker's secret the nonce alone opens nothing.
import type { Context } from 'hono';
import { AUTH_PATHS } from '../../shared/auth/paths';
import type { AppEnv } from '../env';
import { base64url, hmac } from '../security/hmac';
import { callbackUrl } from './form-actions';
import { AUTH_DEADLINE_MS, AuthUnavailableError, getSupabase, withDeadline } from './supabase';

/** The callback's query parameter that marks an admin-sent reset link. */
export const ADMIN_RESET_PARAM = 'reset';
const NONCE = /^[A-Za-z0-9_-]{22,64}$/;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

async function verifierOf(secret: string, nonce: string): Promise<string> {
  return hex(await hmac(secret, `admin-password-reset:${nonce}`));
}

function headersFor(key: string): Record<string, string> {
  return {
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
    'X-Supabase-Api-Version': '2024-01-01',
  };
}

export type ResetSent = { ok: true } | { ok: false; tooSoon: string };

/** Asks the auth server to mail `email` a reset link that works in any browser. */
export async function sendAccountReset(c: Context<AppEnv>, email: string): Promise<ResetSent> {
  const url = c.env?.SUPABASE_URL;
  const key = c.env?.SUPABASE_PUBLISHABLE_KEY;
  const secret = c.env?.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key || !secret) throw new AuthUnavailableError('the auth settings are incomplete');
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(24)));
  const verifier = await verifierOf(secret, nonce);
  const challenge = base64url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );
  const back = new URL(callbackUrl(c, AUTH_PATHS.resetPassword));
  back.searchParams.set(ADMIN_RESET_PARAM, nonce);
  let response: Response;
  try {
    response = await fetch(`${url}/auth/v1/recover?redirect_to=${encodeURIComponent(back.toString())}`, {
      method: 'POST',
      headers: headersFor(key),
      body: JSON.stringify({ email, code_challenge: challenge, code_challenge_method: 's256' }),
      signal: AbortSignal.timeout(AUTH_DEADLINE_MS),
    });
  } catch (error) {
    throw new AuthUnavailableError(error);
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; msg?: unknown; message?: unknown };
  const message = String(body.msg ?? body.message ?? `status ${response.status}`);
  if (body.code === 'over_email_send_rate_limit') return { ok: false, tooSoon: message };
  throw new AuthUnavailableError(new Error(`recover answered ${response.status}: ${message}`));
}

/**
 * The callback's half: turns an admin-sent reset link's code into a session in this browser. False when the link is
 * not valid (used, expired, or a nonce that does not match its code).
 */
export async function exchangeAdminReset(c: Context<AppEnv>, code: string, nonce: string): Promise<boolean> {
  const url = c.env?.SUPABASE_URL;
  const key = c.env?.SUPABASE_PUBLISHABLE_KEY;
  const secret = c.env?.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key || !secret || !NONCE.test(nonce)) return false;
  let response: Response;
  try {
    response = await fetch(`${url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: headersFor(key),
      body: JSON.stringify({ auth_code: code, code_verifier: await verifierOf(secret, nonce) }),
      signal: AbortSignal.timeout(AUTH_DEADLINE_MS),
    });
  } catch (error) {
    throw new AuthUnavailableError(error);
  }
  if (!response.ok) return false;
  const session = (await response.json()) as { access_token?: unknown; refresh_token?: unknown };
  if (typeof session.access_token !== 'string' || typeof session.refresh_token !== 'string') return false;
  const { error } = await withDeadline(
    getSupabase(c).auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token }),
  );
  return !error;
}
