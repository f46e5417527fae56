// Verifies an access token with jose against the auth server's published asymmetric keys (JWKS): the signature, with
// the algorithm pinned to ES256 or RS256 and to the key's own; `exp` and `nbf`; `iss`, the auth server's own address;
// `aud`, "authenticated". A token signed with a shared secret (HS256 and friends) or not at all is refused outright: a
// legacy or development secret may be known to others, and supabase-js would otherwise trust the auth server's word
// for such a token. Liveness and the role are not decided here: the caller asks the auth server for those.
import { createLocalJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { JWKSNoMatchingKey } from 'jose/errors';
import { AuthUnavailableError } from './supabase';

/** The asymmetric algorithms Supabase signs access tokens with. Anything else, HS256 and `none` included, is refused. */
const ALGORITHMS = ['ES256', 'RS256'];
/** The audience Supabase Auth gives a signed-in user's access token. */
const AUDIENCE = 'authenticated';
/** Seconds of clock difference allowed between the auth server and the Worker, for `exp` and `nbf`. */
const CLOCK_TOLERANCE_S = 5;

export interface AccessClaims {
  sub: string;
  exp: number;
  session_id?: string;
  amr?: { method: string; timestamp: number }[];
  [claim: string]: unknown;
}

type KeySet = ReturnType<typeof createLocalJWKSet>;

/** Keys are refetched after this, and at most this often when a token names an unknown key. */
const JWKS_TTL_MS = 10 * 60 * 1000;
const UNKNOWN_KID_REFETCH_MS = 30 * 1000;
/** Per auth server: its key set (jose keeps each key imported once) and when it was fetched. */
const jwksCache = new Map<string, { keys: KeySet; fetchedAt: number }>();

/** The auth server's address without a trailing slash: SUPABASE_URL, e.g. https://<project>.supabase.co. */
const baseOf = (authUrl: string) => authUrl.replace(/\/+$/, '');

async function fetchKeys(base: string): Promise<KeySet> {
  let response: Response;
  try {
    response = await fetch(`${base}/auth/v1/.well-known/jwks.json`, { signal: AbortSignal.timeout(3500) });
  } catch (error) {
    throw new AuthUnavailableError(error);
  }
  if (!response.ok) throw new AuthUnavailableError(`JWKS answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  let keys: KeySet;
  try {
    keys = createLocalJWKSet(body as Parameters<typeof createLocalJWKSet>[0]);
  } catch {
    // Not a key set: no token verifies until the next fetch.
    keys = createLocalJWKSet({ keys: [] });
  }
  jwksCache.set(base, { keys, fetchedAt: Date.now() });
  return keys;
}

/** The key a token's header names (`kid`, of the header's algorithm), from the cached set or a fresh fetch. */
function signingKey(base: string): JWTVerifyGetKey {
  return async (header, token) => {
    if (typeof header.kid !== 'string' || header.kid === '') throw new JWKSNoMatchingKey();
    const cached = jwksCache.get(base);
    const age = cached ? Date.now() - cached.fetchedAt : Infinity;
    if (cached && age < JWKS_TTL_MS) {
      try {
        return await cached.keys(header, token);
      } catch (error) {
        // An unknown key may be a new one the auth server has rotated in: fetch again, but not too often.
        if (!(error instanceof JWKSNoMatchingKey) || age < UNKNOWN_KID_REFETCH_MS) throw error;
      }
    }
    return (await fetchKeys(base))(header, token);
  };
}

/**
 * The token's claims when it is well formed, signed by one of the auth server's asymmetric keys with that key's
 * algorithm, current (`exp`, `nbf`), issued by this auth server (`iss` = SUPABASE_URL + /auth/v1) for a signed-in
 * user (`aud` = authenticated), with a subject; null otherwise. Throws AuthUnavailableError when the keys cannot be
 * fetched.
 */
export async function verifyAccessToken(authUrl: string, token: string): Promise<AccessClaims | null> {
  const base = baseOf(authUrl);
  try {
    const { payload } = await jwtVerify<AccessClaims>(token, signingKey(base), {
      algorithms: ALGORITHMS,
      issuer: `${base}/auth/v1`,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload : null;
  } catch (error) {
    if (error instanceof AuthUnavailableError) throw error;
    // Any refusal (a bad signature, claim or shape, an unknown or unusable key) is no session.
    return null;
  }
}
