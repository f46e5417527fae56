// Who is signed in. Nothing the visitor holds decides it: the access token must verify against the auth server's
// asymmetric keys (access-token.ts), and then the auth server itself confirms the session is still live and returns
// the user record, whose app_metadata.role is the only source of the role. An expired access token with a valid
// refresh token is refreshed on the way, and the new cookies set.
import type { Context } from 'hono';
import { normalizeIndianMobile } from '../../shared/requests/phone';
import type { AppEnv, SignedInUser } from '../env';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { clearAccountHint, writeAccountHint } from './account-hint';
import { AuthUnavailableError, authConfigured, getSupabase, withDeadline } from './supabase';

export type SessionState =
  | { status: 'signed-in'; user: SignedInUser; claims: AccessClaims }
  | { status: 'signed-out' }
  | { status: 'unavailable' };

const SIGNED_OUT = { status: 'signed-out' } as const;
const UNAVAILABLE = { status: 'unavailable' } as const;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The access token in the session cookies (refreshed if it had expired), or null when there is no usable one. */
async function currentAccessToken(c: Context<AppEnv>): Promise<string | null> {
  const { data, error } = await withDeadline(getSupabase(c).auth.getSession());
  if (error) return null;
  const token: unknown = data.session?.access_token;
  // The cookie is the visitor's to write: anything but a token-shaped string is no session.
  return typeof token === 'string' && token.length < 16_384 ? token : null;
}

async function checkSession(c: Context<AppEnv>): Promise<SessionState> {
  if (!authConfigured(c)) return UNAVAILABLE;
  try {
    const token = await currentAccessToken(c);
    if (!token) return SIGNED_OUT;
    const claims = await verifyAccessToken(c.env.SUPABASE_URL!, token);
    if (!claims) return SIGNED_OUT;
    // The round trip that makes sign-out, revoked sessions and role changes count at once.
    const { data, error } = await withDeadline(getSupabase(c).auth.getUser(token));
    if (error || !data.user || data.user.id !== claims.sub) return SIGNED_OUT;
    const record = data.user;
    const user: SignedInUser = {
      id: record.id,
      email: text(record.email),
      fullName: text(record.user_metadata?.full_name),
      phone: text(record.user_metadata?.phone) ?? text(record.phone),
      // Only a number the auth server checked by a code links records (Supabase keeps it without the "+").
      verifiedPhone: record.phone_confirmed_at ? normalizeIndianMobile(record.phone ?? '') : null,
      role: text(record.app_metadata?.role),
      askedFor: text(record.user_metadata?.role),
      emailConfirmed: Boolean(record.email_confirmed_at),
      withdrawn: text(record.app_metadata?.access_withdrawn),
    };
    c.set('user', user);
    writeAccountHint(c, user);
    return { status: 'signed-in', user, claims };
  } catch (error) {
    if (error instanceof AuthUnavailableError) return UNAVAILABLE;
    // A malformed cookie or token is no session at all.
    return SIGNED_OUT;
  }
}

/** Who is signed in, keeping the header's display hint in step with the answer. */
export async function readSession(c: Context<AppEnv>): Promise<SessionState> {
  const state = await checkSession(c);
  if (state.status === 'signed-out') clearAccountHint(c);
  return state;
}

/** Whether the request carries a Supabase session cookie at all (sb-<project>-auth-token, maybe in chunks). */
export function hasSessionCookie(c: Context<AppEnv>): boolean {
  return /(^|;\s*)sb-[^=]*-auth-token/.test(c.req.header('Cookie') ?? '');
}

/**
 * The account a form is sent from, to link what it makes (a request, a booking) to it. The auth round trip happens
 * only when the request carries a session cookie; no session, a dead one or an auth server that does not answer is
 * simply no account: a form is never refused for it.
 */
export async function postingAccount(c: Context<AppEnv>): Promise<SignedInUser | null> {
  if (!hasSessionCookie(c)) return null;
  const state = await readSession(c);
  return state.status === 'signed-in' ? state.user : null;
}
