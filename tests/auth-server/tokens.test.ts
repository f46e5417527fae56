/** Access tokens (ES256 + kid, JWKS), refresh rotation and reuse, sign-out scopes, bad and expired JWTs. */
import crypto from 'node:crypto';
import * as jose from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, client, json, sleep, startTestServer, type RunningAuthServer } from './helpers.ts';

let server: RunningAuthServer;
beforeAll(async () => {
  server = await startTestServer({ refreshReuseInterval: 1 });
});
afterAll(() => server.close());

async function signIn(target = server, email = 'patient@example.com', password = 'patient-dev-password') {
  const res = await api(target, '/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return json(res);
}

async function refresh(token: string) {
  return api(server, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: token }),
  });
}

describe('access tokens', () => {
  it('are ES256 with a kid published at the JWKS endpoint and carry every claim', async () => {
    const res = await fetch(`${server.apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const jwks = (await res.json()) as { keys: jose.JWK[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const session = await signIn();
    const header = jose.decodeProtectedHeader(session.access_token);
    expect(header.alg).toBe('ES256');
    expect(header.kid).toBe(jwks.keys[0].kid);

    const remote = jose.createRemoteJWKSet(new URL(`${server.apiUrl}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jose.jwtVerify(session.access_token, remote, {
      issuer: `${server.apiUrl}/auth/v1`,
      audience: 'authenticated',
    });
    expect(payload).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      email: 'patient@example.com',
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'], role: 'patient' },
      user_metadata: expect.objectContaining({ full_name: 'Dev Patient' }),
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof payload.aud).toBe('string');
  });

  it('verify through supabase-js getClaims (JWKS, no call to /user)', async () => {
    const supabase = client(server);
    await supabase.auth.signInWithPassword({ email: 'doctor@example.com', password: 'doctor-dev-password' });
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header.kid).toBeTruthy();
    expect(data?.claims.app_metadata?.role).toBe('doctor');
  });

  it('tampered, forged, unsigned or wrongly keyed tokens get 403 bad_jwt', async () => {
    const session = await signIn();
    const [h, p, s] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, app_metadata: { role: 'admin' } })).toString(
      'base64url',
    );
    const otherKey = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const candidates = [
      `${h}.${tamperedPayload}.${s}`,
      `${h}.${p}.${Buffer.from('garbage').toString('base64url')}`,
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`,
      await new jose.SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: jose.decodeProtectedHeader(session.access_token).kid! })
        .sign(otherKey),
      await new jose.SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('not-the-dev-secret-but-long-enough-000')),
      'not-a-jwt',
    ];
    for (const token of candidates) {
      const res = await api(server, '/user', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
      const body = await json(res);
      expect(body.code).toBe('bad_jwt');
      expect(body.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    }
    const none = await api(server, '/user');
    expect(none.status).toBe(401);
    expect(await json(none)).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });

  it('expired tokens get 403 bad_jwt; the lifetime is configurable', async () => {
    const short = await startTestServer({ jwtExpiry: 1 });
    try {
      const session = await signIn(short);
      expect(session.expires_in).toBe(1);
      await sleep(2100);
      const res = await api(short, '/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
      expect(res.status).toBe(403);
      const body = await json(res);
      expect(body.code).toBe('bad_jwt');
      expect(body.message).toContain('token is expired');
    } finally {
      await short.close();
    }
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh revokes the presented token and issues its child', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const one = await json(first);
    expect(one.refresh_token).not.toBe(session.refresh_token);
    expect(one.user.id).toBe(session.user.id);
    expect(one.access_token).toBeTruthy();
    const claims = jose.decodeJwt(one.access_token);
    expect(claims.session_id).toBe(jose.decodeJwt(session.access_token).session_id);

    // The parent of the active token gets the active token back (a client that lost the answer).
    const replay = await json(await refresh(session.refresh_token));
    expect(replay.refresh_token).toBe(one.refresh_token);

    const second = await json(await refresh(one.refresh_token));
    expect(second.refresh_token).not.toBe(one.refresh_token);

    // Within the reuse interval a revoked token (not the active one's parent) still gets a new child.
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(200);
    const reused = await json(reuse);
    expect([one.refresh_token, second.refresh_token]).not.toContain(reused.refresh_token);
  });

  it('reuse after the interval revokes the whole family: refresh_token_already_used', async () => {
    const session = await signIn();
    const one = await json(await refresh(session.refresh_token));
    const two = await json(await refresh(one.refresh_token));
    await sleep(1200);
    const stolen = await refresh(session.refresh_token);
    expect(stolen.status).toBe(400);
    expect(await json(stolen)).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The family is gone: the latest token fails too and the access token's session is over.
    const latest = await refresh(two.refresh_token);
    expect(latest.status).toBe(400);
    expect((await json(latest)).code).toBe('refresh_token_not_found');
    const user = await api(server, '/user', { headers: { Authorization: `Bearer ${two.access_token}` } });
    expect(user.status).toBe(403);
    expect((await json(user)).code).toBe('session_not_found');
  });

  it('unknown or missing refresh tokens', async () => {
    const unknown = await refresh('no-such-token');
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const viaClient = await client(server).auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(viaClient.error?.code).toBe('refresh_token_not_found');
    const missing = await api(server, '/token?grant_type=refresh_token', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(400);
    expect((await json(missing)).code).toBe('validation_failed');
  });
});

describe('sign-out', () => {
  async function threeSessions() {
    const a = client(server);
    const b = client(server);
    const c = client(server);
    for (const x of [a, b, c]) {
      const { error } = await x.auth.signInWithPassword({
        email: 'doctor@example.com',
        password: 'doctor-dev-password',
      });
      expect(error).toBeNull();
    }
    const sessions = await Promise.all([a, b, c].map(async (x) => (await x.auth.getSession()).data.session!));
    return { clients: [a, b, c], sessions };
  }

  async function alive(access: string) {
    return (await api(server, '/user', { headers: { Authorization: `Bearer ${access}` } })).status;
  }

  it('local ends only this session; its access token then answers session_not_found', async () => {
    const { clients, sessions } = await threeSessions();
    const res = await api(server, '/logout?scope=local', {
      method: 'POST',
      headers: { Authorization: `Bearer ${sessions[0].access_token}` },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const after = await api(server, '/user', { headers: { Authorization: `Bearer ${sessions[0].access_token}` } });
    expect(after.status).toBe(403);
    expect(await json(after)).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    expect((await refresh(sessions[0].refresh_token)).status).toBe(400);
    expect(await alive(sessions[1].access_token)).toBe(200);
    const viaClient = await clients[0].auth.getUser(sessions[0].access_token);
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');
  });

  it('others keeps this session and ends the rest', async () => {
    const { clients, sessions } = await threeSessions();
    const { error } = await clients[0].auth.signOut({ scope: 'others' });
    expect(error).toBeNull();
    expect(await alive(sessions[0].access_token)).toBe(200);
    expect(await alive(sessions[1].access_token)).toBe(403);
    expect(await alive(sessions[2].access_token)).toBe(403);
  });

  it('global (the default) ends every session of the user', async () => {
    const { clients, sessions } = await threeSessions();
    const { error } = await clients[1].auth.signOut();
    expect(error).toBeNull();
    for (const s of sessions) {
      expect(await alive(s.access_token)).toBe(403);
      const r = await refresh(s.refresh_token);
      expect((await json(r)).code).toBe('refresh_token_not_found');
    }
    const unknownScope = await api(server, '/logout?scope=everything', {
      method: 'POST',
      headers: { Authorization: `Bearer ${sessions[0].access_token}` },
    });
    expect(unknownScope.status).toBe(400);
  });
});
