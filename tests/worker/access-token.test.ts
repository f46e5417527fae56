// The access-token check (src/auth/access-token.ts) on its own: tokens minted here with jose, by key pairs whose
// public halves a stubbed auth server publishes as its JWKS, each wrong in one way; the JWKS cache and refetches; a
// JWKS that cannot be fetched. The last test checks a real token of the local auth server.
import { env } from 'cloudflare:test';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyAccessToken } from '../../src/auth/access-token';
import { AuthUnavailableError } from '../../src/auth/supabase';
import { ACCOUNTS } from './auth-helpers';

interface Signer {
  alg: 'ES256' | 'RS256';
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function signer(alg: Signer['alg'], kid = crypto.randomUUID()): Promise<Signer> {
  const { publicKey, privateKey } = await generateKeyPair(alg);
  return { alg, kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

/** A stubbed auth server: its JWKS, how it answers and how often it was asked. */
interface FakeAuth {
  url: string;
  keys: JWK[];
  answer: 'keys' | 'down' | 'error' | 'not json';
  fetches: number;
}

let servers: Map<string, FakeAuth>;

/** An auth server of its own for each test (the key cache is per auth server and lives as long as the isolate). */
function fakeAuth(...signers: Signer[]): FakeAuth {
  const server: FakeAuth = {
    url: `https://${crypto.randomUUID().slice(0, 8)}.supabase.co`,
    keys: signers.map((s) => s.jwk),
    answer: 'keys',
    fetches: 0,
  };
  servers.set(new URL(server.url).host, server);
  return server;
}

beforeEach(() => {
  servers = new Map();
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const server = servers.get(url.host);
    if (!server) return real(input, init);
    expect(url.pathname).toBe('/auth/v1/.well-known/jwks.json');
    server.fetches += 1;
    if (server.answer === 'down') throw new TypeError('connection refused');
    if (server.answer === 'error') return new Response('upstream error', { status: 503 });
    if (server.answer === 'not json') return new Response('<html>', { status: 200 });
    return Response.json({ keys: server.keys });
  });
});

afterEach(() => {
  restoreClock();
  vi.restoreAllMocks();
});

const nowS = () => Math.floor(Date.now() / 1000);

/** The claims Supabase Auth gives a signed-in user's access token, for this auth server. */
function claims(auth: FakeAuth, changes: Record<string, unknown> = {}): JWTPayload {
  const now = nowS();
  const all: Record<string, unknown> = {
    iss: `${auth.url}/auth/v1`,
    sub: 'b1f0c1de-0000-4000-8000-000000000001',
    aud: 'authenticated',
    exp: now + 3600,
    iat: now,
    role: 'authenticated',
    session_id: 'session-1',
    amr: [{ method: 'password', timestamp: now }],
    ...changes,
  };
  // A change to undefined leaves the claim out.
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)) as JWTPayload;
}

function mint(by: Signer, payload: JWTPayload, header: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: by.alg, kid: by.kid, typ: 'JWT', ...header })
    .sign(by.privateKey);
}

// A stability run (TEST_CLOCK) has already moved the file's clock (clock-setup.ts), as the auth server's: a test that
// moves it on puts it back afterwards, rather than dropping the run's shift.
let fakedHere = false;
let advancedMs = 0;

/** Moves the clock the Worker's code reads (Date only) on by this much, until the test ends. */
function advance(ms: number) {
  if (!vi.isFakeTimers()) {
    vi.useFakeTimers({ toFake: ['Date'] });
    fakedHere = true;
  }
  vi.setSystemTime(Date.now() + ms);
  advancedMs += ms;
}

function restoreClock() {
  if (fakedHere) vi.useRealTimers();
  else if (advancedMs !== 0) vi.setSystemTime(Date.now() - advancedMs);
  fakedHere = false;
  advancedMs = 0;
}

describe('verifyAccessToken accepts', () => {
  it('a current ES256 token of this auth server, with its claims', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    const payload = claims(auth);
    const verified = await verifyAccessToken(auth.url, await mint(key, payload));
    expect(verified).toEqual(payload);
  });

  it('an RS256 token, and an auth server URL given with a trailing slash', async () => {
    const key = await signer('RS256');
    const auth = fakeAuth(key);
    expect(await verifyAccessToken(`${auth.url}/`, await mint(key, claims(auth)))).not.toBeNull();
  });

  it('a token whose exp or nbf is within the 5 s clock tolerance', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth, { exp: nowS() - 2 })))).not.toBeNull();
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth, { nbf: nowS() + 2 })))).not.toBeNull();
  });
});

describe('verifyAccessToken refuses', () => {
  it('a token signed by another key under the known kid', async () => {
    const key = await signer('ES256');
    const impostor = { ...(await signer('ES256')), kid: key.kid };
    const auth = fakeAuth(key);
    expect(await verifyAccessToken(auth.url, await mint(impostor, claims(auth)))).toBeNull();
  });

  it('a token whose claims were changed after signing', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    const [header, , signature] = (await mint(key, claims(auth))).split('.');
    const edited = btoa(JSON.stringify(claims(auth, { sub: 'someone-else' })))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await verifyAccessToken(auth.url, `${header}.${edited}.${signature}`)).toBeNull();
  });

  it('HS256, without asking for the keys', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
    const token = await new SignJWT(claims(auth))
      .setProtectedHeader({ alg: 'HS256', kid: key.kid, typ: 'JWT' })
      .sign(secret);
    expect(await verifyAccessToken(auth.url, token)).toBeNull();
    expect(auth.fetches).toBe(0);
  });

  it('alg: none, without asking for the keys', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    const token = new UnsecuredJWT(claims(auth)).encode();
    expect(token.split('.')[2]).toBe('');
    expect(await verifyAccessToken(auth.url, token)).toBeNull();
    expect(auth.fetches).toBe(0);
  });

  it('an expired token, and one expired just beyond the tolerance', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth, { exp: nowS() - 60 })))).toBeNull();
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth, { exp: nowS() - 6 })))).toBeNull();
  });

  it('a token not valid yet (nbf in the future)', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth, { nbf: nowS() + 60 })))).toBeNull();
  });

  it('a token of another issuer, or with none', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    for (const iss of ['https://elsewhere.supabase.co/auth/v1', auth.url, `${auth.url}/auth/v1/`, undefined]) {
      expect(await verifyAccessToken(auth.url, await mint(key, claims(auth, { iss })))).toBeNull();
    }
  });

  it('a token for another audience, or with none', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    for (const aud of ['anon', 'service_role', undefined]) {
      expect(await verifyAccessToken(auth.url, await mint(key, claims(auth, { aud })))).toBeNull();
    }
  });

  it('a token without exp, without a subject, or with an empty one', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    for (const changes of [{ exp: undefined }, { sub: undefined }, { sub: '' }]) {
      expect(await verifyAccessToken(auth.url, await mint(key, claims(auth, changes)))).toBeNull();
    }
  });

  it('a token without a kid', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth), { kid: undefined }))).toBeNull();
  });

  it('a token whose algorithm is not its key’s (an ES256 header naming an RSA key)', async () => {
    const rsa = await signer('RS256');
    const ec = { ...(await signer('ES256')), kid: rsa.kid };
    const auth = fakeAuth(rsa);
    expect(await verifyAccessToken(auth.url, await mint(ec, claims(auth)))).toBeNull();
  });

  it('what is not a JWT at all', async () => {
    const auth = fakeAuth(await signer('ES256'));
    for (const token of ['', 'abc', 'a.b.c', 'a.b', '...', 'eyJhbGciOiJFUzI1NiJ9.e30.!!']) {
      expect(await verifyAccessToken(auth.url, token)).toBeNull();
    }
  });
});

describe('the key set', () => {
  it('is fetched once and kept for 10 minutes', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth)))).not.toBeNull();
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth)))).not.toBeNull();
    expect(auth.fetches).toBe(1);
    advance(10 * 60 * 1000 + 1000);
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth)))).not.toBeNull();
    expect(auth.fetches).toBe(2);
  });

  it('refuses an unknown kid, fetching again for it at most every 30 s, and finds a key rotated in', async () => {
    const key = await signer('ES256');
    const rotated = await signer('ES256');
    const auth = fakeAuth(key);
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth)))).not.toBeNull();
    const fromRotated = await mint(rotated, claims(auth, { exp: nowS() + 7200 }));
    expect(await verifyAccessToken(auth.url, fromRotated)).toBeNull();
    expect(auth.fetches).toBe(1);
    auth.keys.push(rotated.jwk);
    // Within 30 s of the last fetch, an unknown kid does not send another.
    advance(20_000);
    expect(await verifyAccessToken(auth.url, fromRotated)).toBeNull();
    expect(auth.fetches).toBe(1);
    advance(11_000);
    expect(await verifyAccessToken(auth.url, fromRotated)).not.toBeNull();
    expect(auth.fetches).toBe(2);
    // The old key is still in the set.
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth)))).not.toBeNull();
    expect(auth.fetches).toBe(2);
  });

  it('that cannot be fetched is an outage (AuthUnavailableError), not a refusal', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    const token = await mint(key, claims(auth));
    auth.answer = 'down';
    await expect(verifyAccessToken(auth.url, token)).rejects.toBeInstanceOf(AuthUnavailableError);
    auth.answer = 'error';
    await expect(verifyAccessToken(auth.url, token)).rejects.toBeInstanceOf(AuthUnavailableError);
    auth.answer = 'keys';
    expect(await verifyAccessToken(auth.url, token)).not.toBeNull();
  });

  it('that is not a key set verifies nothing', async () => {
    const key = await signer('ES256');
    const auth = fakeAuth(key);
    auth.answer = 'not json';
    expect(await verifyAccessToken(auth.url, await mint(key, claims(auth)))).toBeNull();
  });
});

describe('the local auth server', () => {
  it('issues tokens that verify: iss is SUPABASE_URL + /auth/v1, as https://<project>.supabase.co/auth/v1 is', async () => {
    const response = await fetch(`${env.SUPABASE_URL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: env.SUPABASE_PUBLISHABLE_KEY!, 'Content-Type': 'application/json' },
      body: JSON.stringify(ACCOUNTS.patient),
    });
    expect(response.status).toBe(200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    const verified = await verifyAccessToken(env.SUPABASE_URL!, token);
    expect(verified?.iss).toBe(`${env.SUPABASE_URL}/auth/v1`);
    expect(verified?.aud).toBe('authenticated');
  });
});
