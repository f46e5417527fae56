// Sign-in helpers for the Worker tests: real sign-ins against the test auth server through the site's own forms,
// and forged session cookies for the guard tests.
import { env, SELF } from 'cloudflare:test';
import { DEV_JWT_SECRET } from '../../auth-server/dev-secret';
import { SITE, uniqueEmail } from '../support/site';

export { SITE, uniqueEmail } from '../support/site';

/** A page or endpoint of the Worker under test. */
export const get = (path: string, init?: RequestInit) => SELF.fetch(`${SITE}${path}`, init);

/** Asks a sign-in form for its JSON answer, as the islands do. */
export const JSON_ACCEPT = { Accept: 'application/json' };

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin-dev-password' },
  doctor: { email: 'doctor@example.com', password: 'doctor-dev-password' },
  patient: { email: 'patient@example.com', password: 'patient-dev-password' },
} as const;

let addressCounter = 0;
/** A different client address for each caller, so the per-address rate limit only applies where a test wants it. */
export function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter % 250}`;
}

export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${SITE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Origin: SITE,
      'Content-Type': 'application/x-www-form-urlencoded',
      'CF-Connecting-IP': freshAddress(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The cookies a response sets, as a Cookie header (deleted ones left out). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

export async function signIn(account: keyof typeof ACCOUNTS, accountType = 'patient'): Promise<string> {
  const response = await postForm('/auth/sign-in', { ...ACCOUNTS[account], role: accountType });
  if (response.status !== 303) throw new Error(`sign-in as ${account} answered ${response.status}`);
  return cookiesFrom(response);
}

const encoder = new TextEncoder();

export function base64url(data: string | Uint8Array): string {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return new TextDecoder().decode(Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0)));
}

export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  [key: string]: unknown;
}

const SESSION_COOKIE = /(sb-[^=]+-auth-token)=base64-([^;]+)/;

/** The session cookie's name, as @supabase/ssr derives it from the auth server's host. */
export function sessionCookieName(): string {
  return `sb-${new URL(env.SUPABASE_URL!).hostname.split('.')[0]}-auth-token`;
}

export function readSessionCookie(cookie: string): { name: string; session: StoredSession } {
  const match = SESSION_COOKIE.exec(cookie);
  if (!match) throw new Error('no session cookie');
  return { name: match[1]!, session: JSON.parse(fromBase64url(match[2]!)) as StoredSession };
}

export function writeSessionCookie(name: string, session: StoredSession): string {
  return `${name}=base64-${base64url(JSON.stringify(session))}`;
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  return { header: JSON.parse(fromBase64url(header!)), payload: JSON.parse(fromBase64url(payload!)) };
}

/** A JWT signed with a brand-new ES256 key: well formed, but not the auth server's signature. */
export async function signWithForeignKey(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
): Promise<string> {
  const { privateKey } = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const body = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

export function unsignedJwt(payload: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.`;
}

/** A JWT signed with HS256 and the local auth server's public development secret, as an attacker could. */
export async function signHs256(payload: Record<string, unknown>): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(DEV_JWT_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const body = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

/** The auth server's admin API with the service-role key (tests only). */
export async function adminApi(
  path: string,
  init: { method: string; body?: unknown },
): Promise<Record<string, unknown>> {
  const response = await fetch(`${env.SUPABASE_URL}/auth/v1/admin${path}`, {
    method: init.method,
    headers: {
      apikey: env.TEST_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${env.TEST_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`admin API ${init.method} ${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A confirmed account made for one test, with the given app_metadata.role. */
export async function createAccount(role: string): Promise<{ id: string; email: string; password: string }> {
  const email = uniqueEmail(role);
  const password = `pw-${crypto.randomUUID()}`;
  const user = await adminApi('/users', {
    method: 'POST',
    body: { email, password, email_confirm: true, app_metadata: { role } },
  });
  return { id: String(user.id), email, password };
}

export async function signInWith(
  email: string,
  password: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const response = await postForm('/auth/sign-in', { email, password, role: 'patient', ...fields });
  if (response.status !== 303) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return cookiesFrom(response);
}

/** A session started by a password-reset link (amr: recovery), as the session cookie the site would have set. */
export async function recoverySessionCookie(email: string): Promise<string> {
  const link = await adminApi('/generate_link', { method: 'POST', body: { type: 'recovery', email } });
  const landing = await fetch(String(link.action_link), { redirect: 'manual' });
  const fragment = new URLSearchParams(new URL(landing.headers.get('Location')!).hash.slice(1));
  const accessToken = fragment.get('access_token');
  if (!accessToken) throw new Error('the recovery link gave no session');
  return writeSessionCookie(sessionCookieName(), {
    access_token: accessToken,
    refresh_token: fragment.get('refresh_token')!,
    expires_at: Number(fragment.get('expires_at')),
    expires_in: Number(fragment.get('expires_in')),
    token_type: 'bearer',
    user: decodeJwt(accessToken).payload,
  });
}
