// Who is signed in, decided only by an access token whose signature and expiry check out against the auth server's
// JWKS (getClaims). An expired access token with a valid refresh token is refreshed here, and the new cookies set.
import type { Context } from 'hono';
import type { AppEnv, SignedInUser } from '../env';
import { AuthUnavailableError, authConfigured, getSupabase, withDeadline } from './supabase';

export type SessionState = { status: 'signed-in'; user: SignedInUser } | { status: 'signed-out' } | { status: 'unavailable' };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export async function readSession(c: Context<AppEnv>): Promise<SessionState> {
  if (!authConfigured(c)) return { status: 'unavailable' };
  try {
    const { data, error } = await withDeadline(getSupabase(c).auth.getClaims());
    if (error || !data?.claims) return { status: 'signed-out' };
    const claims = data.claims;
    const appMetadata = (claims.app_metadata ?? {}) as Record<string, unknown>;
    const userMetadata = (claims.user_metadata ?? {}) as Record<string, unknown>;
    const user: SignedInUser = {
      id: claims.sub,
      email: text(claims.email),
      fullName: text(userMetadata.full_name),
      role: text(appMetadata.role),
    };
    c.set('user', user);
    return { status: 'signed-in', user };
  } catch (error) {
    if (error instanceof AuthUnavailableError) return { status: 'unavailable' };
    // A malformed cookie or token is no session at all.
    return { status: 'signed-out' };
  }
}
