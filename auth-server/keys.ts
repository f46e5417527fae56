/**
 * Signing keys and JWTs.
 * - Access tokens: ES256 with a `kid`, key pair generated on first start and kept in the database.
 * - Development API keys: HS256 JWTs (role anon / service_role) signed with a fixed, public development secret.
 *   They are useless anywhere but this local server.
 */
import crypto from 'node:crypto';
import * as jose from 'jose';
import { getMeta, setMeta, type Database } from './db.ts';
import { DEV_JWT_SECRET } from './dev-secret.ts';
import { Errors } from './errors.ts';

export { DEV_JWT_SECRET };

function hs256(payload: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = crypto.createHmac('sha256', DEV_JWT_SECRET).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** Fixed development keys (same every start, same on every machine). */
export const PUBLISHABLE_KEY = hs256({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 });
export const SERVICE_ROLE_KEY = hs256({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });

export interface SigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  publicJwk: jose.JWK;
}

/** Loads the ES256 key pair from the database, creating it on first start. */
export function loadSigningKey(db: Database): SigningKey {
  let stored = getMeta(db, 'signing_key');
  if (!stored) {
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = privateKey.export({ format: 'jwk' });
    stored = JSON.stringify({ kid: crypto.randomUUID(), jwk });
    setMeta(db, 'signing_key', stored);
  }
  const { kid, jwk } = JSON.parse(stored) as { kid: string; jwk: crypto.JsonWebKey };
  const privateKey = crypto.createPrivateKey({ key: jwk, format: 'jwk' });
  const publicKey = crypto.createPublicKey(privateKey);
  const exported = publicKey.export({ format: 'jwk' });
  const publicJwk: jose.JWK = {
    kty: exported.kty,
    crv: exported.crv,
    x: exported.x,
    y: exported.y,
    kid,
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
  };
  return { kid, privateKey, publicKey, publicJwk };
}

export async function signAccessToken(key: SigningKey, claims: jose.JWTPayload): Promise<string> {
  return new jose.SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

const devSecret = new TextEncoder().encode(DEV_JWT_SECRET);

/**
 * Verifies a JWT signed either by the ES256 key (access tokens) or the development secret (API keys).
 * Throws the contract's 403 bad_jwt on any failure.
 */
export async function verifyJwt(key: SigningKey, token: string): Promise<jose.JWTPayload> {
  let header: jose.ProtectedHeaderParameters;
  try {
    header = jose.decodeProtectedHeader(token);
  } catch {
    throw Errors.badJwt('token is malformed');
  }
  try {
    if (header.alg === 'ES256') {
      if (header.kid !== key.kid) throw Errors.badJwt('token signing key is unknown');
      const { payload } = await jose.jwtVerify(token, key.publicKey, { algorithms: ['ES256'] });
      return payload;
    }
    if (header.alg === 'HS256') {
      const { payload } = await jose.jwtVerify(token, devSecret, { algorithms: ['HS256'] });
      return payload;
    }
  } catch (err) {
    if (err instanceof jose.errors.JWTExpired) throw Errors.badJwt('token has invalid claims: token is expired');
    if (err instanceof jose.errors.JOSEError) throw Errors.badJwt('token signature is invalid');
    throw err;
  }
  throw Errors.badJwt(`signing method ${String(header.alg)} is invalid`);
}
