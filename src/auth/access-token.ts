// Verifies an access token's signature against the auth server's published asymmetric keys (JWKS), with the
// algorithm pinned to the key's own. A token signed with a shared secret (HS256 and friends) is refused outright:
// a legacy or development secret may be known to others, and supabase-js would otherwise trust the auth server's
// word for such a token. Liveness and the role are not decided here: the caller asks the auth server for those.
import { AuthUnavailableError } from './supabase';

/** The asymmetric algorithms Supabase signs access tokens with, and how WebCrypto verifies each. */
const ALGORITHMS = {
  ES256: {
    import: { name: 'ECDSA', namedCurve: 'P-256' },
    verify: { name: 'ECDSA', hash: 'SHA-256' },
    kty: 'EC',
  },
  RS256: {
    import: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    verify: { name: 'RSASSA-PKCS1-v1_5' },
    kty: 'RSA',
  },
} as const;

type Algorithm = keyof typeof ALGORITHMS;

const isAlgorithm = (value: unknown): value is Algorithm =>
  typeof value === 'string' && Object.hasOwn(ALGORITHMS, value);

export interface AccessClaims {
  sub: string;
  exp: number;
  session_id?: string;
  amr?: { method: string; timestamp: number }[];
  [claim: string]: unknown;
}

interface Jwk extends JsonWebKey {
  kid?: string;
  alg?: string;
}

/** Keys are refetched after this, and at most this often when a token names an unknown key. */
const JWKS_TTL_MS = 10 * 60 * 1000;
const UNKNOWN_KID_REFETCH_MS = 30 * 1000;
const jwksCache = new Map<string, { keys: Jwk[]; fetchedAt: number }>();

async function fetchKeys(authUrl: string): Promise<Jwk[]> {
  let response: Response;
  try {
    response = await fetch(`${authUrl}/auth/v1/.well-known/jwks.json`, { signal: AbortSignal.timeout(3500) });
  } catch (error) {
    throw new AuthUnavailableError(error);
  }
  if (!response.ok) throw new AuthUnavailableError(`JWKS answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { keys?: unknown } | null;
  const keys = Array.isArray(body?.keys) ? (body.keys as Jwk[]) : [];
  jwksCache.set(authUrl, { keys, fetchedAt: Date.now() });
  return keys;
}

async function signingKey(authUrl: string, kid: string): Promise<Jwk | null> {
  const cached = jwksCache.get(authUrl);
  const age = cached ? Date.now() - cached.fetchedAt : Infinity;
  const hit = age < JWKS_TTL_MS ? cached?.keys.find((key) => key.kid === kid) : undefined;
  if (hit) return hit;
  if (cached && age < UNKNOWN_KID_REFETCH_MS) return null;
  return (await fetchKeys(authUrl)).find((key) => key.kid === kid) ?? null;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
}

function decodeSignature(segment: string): Uint8Array<ArrayBuffer> {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The token's claims when it is well formed, unexpired and signed by one of the auth server's asymmetric keys with
 * that key's algorithm; null otherwise. Throws AuthUnavailableError when the keys cannot be fetched.
 */
export async function verifyAccessToken(authUrl: string, token: string): Promise<AccessClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) return null;
  const [rawHeader, rawPayload, rawSignature] = parts as [string, string, string];
  let header: unknown;
  let payload: unknown;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    header = decodeSegment(rawHeader);
    payload = decodeSegment(rawPayload);
    signature = decodeSignature(rawSignature);
  } catch {
    return null;
  }
  if (!isRecord(header) || !isRecord(payload)) return null;
  const { alg, kid } = header;
  if (!isAlgorithm(alg) || typeof kid !== 'string' || kid === '') return null;
  if (typeof payload.sub !== 'string' || payload.sub === '') return null;
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) return null;

  const jwk = await signingKey(authUrl, kid);
  const algorithm = ALGORITHMS[alg];
  // Pinned: the key must be of the header's kind and, when it names an algorithm, that one.
  if (!jwk || jwk.kty !== algorithm.kty || (jwk.alg !== undefined && jwk.alg !== alg)) return null;
  try {
    const { kid: _kid, alg: _alg, key_ops: _ops, use: _use, ...material } = jwk;
    const key = await crypto.subtle.importKey('jwk', material, algorithm.import, false, ['verify']);
    const data = new TextEncoder().encode(`${rawHeader}.${rawPayload}`);
    const valid = await crypto.subtle.verify(algorithm.verify, key, signature, data);
    return valid ? (payload as AccessClaims) : null;
  } catch {
    return null;
  }
}
