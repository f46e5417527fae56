// The Worker is the only Supabase client. One server client per request, built only on the routes that need it,
// writing its session cookies through Hono (HttpOnly, SameSite=Lax, Secure except on plain-http localhost) and
// passing the no-store headers it asks for onto the response.
import { createServerClient, parseCookieHeader } from '@supabase/ssr';
import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { isSecureRequest } from '../http/cookies';
import { allowsCookieType } from '../http/cookie-list';

/** Every auth call answers within this, or the forms say the service is unavailable: well inside the 5 s promised. */
export const AUTH_DEADLINE_MS = 3500;

export class AuthUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The auth server did not answer', { cause });
  }
}

export function authConfigured(c: Context<AppEnv>): boolean {
  return Boolean(c.env?.SUPABASE_URL && c.env?.SUPABASE_PUBLISHABLE_KEY);
}

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(AUTH_DEADLINE_MS) });

/**
 * Marks a session that "Remember me" should keep: later token refreshes rewrite the session cookies with the same
 * lifetime. It only lengthens the visitor's own cookies, so it may be a plain cookie they could edit.
 */
const REMEMBER_COOKIE = 'sb-remember';

/**
 * After a successful sign-in, records the "Remember me" choice for the token refreshes to come. (The sign-in sets
 * `rememberSession` on the context first, so the session cookies it writes already follow the choice.)
 */
export function rememberSession(c: Context<AppEnv>, remember: boolean): void {
  const secure = isSecureRequest(c);
  // "Remember me" is a functionality cookie: not set for a visitor who chose essential cookies only.
  if (remember && allowsCookieType(c, 'functionality')) {
    const maxAge = c.get('config').rememberMeDays * 24 * 60 * 60;
    setCookie(c, REMEMBER_COOKIE, '1', { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAge });
  } else if (getCookie(c, REMEMBER_COOKIE) !== undefined) {
    deleteCookie(c, REMEMBER_COOKIE, { path: '/', secure });
  }
}

/** Without "Remember me" no Max-Age (the cookie ends with the browser session); with it, the configured days. */
export function sessionCookieLifetime(c: Context<AppEnv>, requested: number | undefined): number | undefined {
  if (requested === 0) return 0; // a deletion stays a deletion
  const remember = c.get('rememberSession') ?? getCookie(c, REMEMBER_COOKIE) === '1';
  return remember && allowsCookieType(c, 'functionality') ? c.get('config').rememberMeDays * 24 * 60 * 60 : undefined;
}

export function getSupabase(c: Context<AppEnv>): SupabaseClient {
  const existing = c.get('supabase');
  if (existing) return existing;
  if (!authConfigured(c)) throw new AuthUnavailableError('SUPABASE_URL or SUPABASE_PUBLISHABLE_KEY is not set');
  const secure = isSecureRequest(c);
  const client = createServerClient(c.env.SUPABASE_URL!, c.env.SUPABASE_PUBLISHABLE_KEY!, {
    auth: { flowType: 'pkce', autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout },
    cookieOptions: { path: '/', sameSite: 'lax', httpOnly: true, secure },
    cookies: {
      getAll: () =>
        parseCookieHeader(c.req.header('Cookie') ?? '').map(({ name, value }) => ({ name, value: value ?? '' })),
      setAll: (cookies, headers) => {
        for (const { name, value, options } of cookies) {
          setCookie(c, name, value, {
            path: '/',
            maxAge: sessionCookieLifetime(c, options.maxAge),
            httpOnly: true,
            secure,
            sameSite: 'Lax',
          });
        }
        for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
      },
    },
  });
  c.set('supabase', client);
  return client;
}

/** Races an auth call against the deadline; network failures and 5xx answers become AuthUnavailableError. */
export async function withDeadline<T extends { error: unknown }>(call: Promise<T>): Promise<T> {
  // If the deadline wins, the call may still fail later: that failure is already answered.
  call.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AuthUnavailableError('deadline')), AUTH_DEADLINE_MS);
  });
  try {
    const result = await Promise.race([call, deadline]);
    if (isAuthRetryableFetchError(result.error)) throw new AuthUnavailableError(result.error);
    return result;
  } catch (error) {
    if (error instanceof AuthUnavailableError) throw error;
    // supabase-js wraps every network failure in AuthRetryableFetchError; anything else thrown (a TypeError from a
    // malformed session cookie, say) is bad input, not an outage.
    if (isAuthRetryableFetchError(error)) throw new AuthUnavailableError(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
