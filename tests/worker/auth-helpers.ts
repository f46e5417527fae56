// Sign-in helpers for the Worker tests: real sign-ins against the test auth server through the site's own forms,
// and forged session cookies for the guard tests.
import { SELF } from 'cloudflare:test';

export const SITE = 'http://localhost:8787';
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
export async function signWithForeignKey(header: Record<string, unknown>, payload: Record<string, unknown>): Promise<string> {
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
