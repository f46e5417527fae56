/** Bad input never gets a 500: malformed JSON, wrong types, missing fields, huge bodies, keys, grant types. */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  client,
  json,
  startTestServer,
  uniqueEmail,
  wrongPasswordsPastTheLimit,
  type RunningAuthServer,
} from './helpers.ts';

let server: RunningAuthServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const POST_ENDPOINTS = [
  '/signup',
  '/token?grant_type=password',
  '/token?grant_type=refresh_token',
  '/token?grant_type=pkce',
  '/recover',
  '/verify',
  '/resend',
];

describe('malformed and mistyped bodies', () => {
  it('answers 400 bad_json for bodies that are not JSON objects', async () => {
    for (const path of POST_ENDPOINTS) {
      for (const body of ['{"email":', 'not json at all', '[1,2,3]', '"a string"', '42']) {
        const res = await api(server, path, { method: 'POST', body });
        expect(res.status, `${path} ${body}`).toBe(400);
        const parsed = await json(res);
        expect(parsed.code).toBe('bad_json');
        expect(parsed.message).toMatch(/^Could not parse request body as JSON: /);
        expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      }
    }
  });

  it('answers 400 bad_json for wrong field types', async () => {
    const cases: [string, unknown][] = [
      ['/signup', { email: 42, password: 'secret-123' }],
      ['/signup', { email: uniqueEmail(), password: ['a'] }],
      ['/signup', { email: uniqueEmail(), password: 'secret-123', data: 'not-an-object' }],
      ['/token?grant_type=password', { email: { $ne: '' }, password: 'x' }],
      ['/token?grant_type=refresh_token', { refresh_token: 123 }],
      ['/token?grant_type=pkce', { auth_code: true, code_verifier: 'x' }],
      ['/recover', { email: ['a@b.c'] }],
      ['/verify', { type: 1, token_hash: 'x' }],
    ];
    for (const [path, body] of cases) {
      const res = await api(server, path, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await json(res)).code).toBe('bad_json');
    }
  });

  it('answers a 4xx with a message for missing fields', async () => {
    const cases: [string, unknown, number, string][] = [
      ['/signup', {}, 422, 'validation_failed'],
      ['/signup', { password: 'secret-123' }, 400, 'validation_failed'],
      ['/token?grant_type=password', {}, 400, 'validation_failed'],
      ['/token?grant_type=password', { email: 'admin@example.com' }, 400, 'invalid_credentials'],
      ['/token?grant_type=refresh_token', {}, 400, 'validation_failed'],
      ['/token?grant_type=pkce', {}, 400, 'validation_failed'],
      ['/recover', {}, 400, 'validation_failed'],
      ['/verify', {}, 400, 'validation_failed'],
      ['/verify', { type: 'signup' }, 400, 'validation_failed'],
      ['/verify', { type: 'teleport', token_hash: 'x' }, 400, 'validation_failed'],
      ['/verify', { type: 'signup', token_hash: 'unknown' }, 403, 'otp_expired'],
    ];
    for (const [path, body, status, code] of cases) {
      const res = await api(server, path, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      const parsed = await json(res);
      expect(parsed.code).toBe(code);
      expect(typeof parsed.message).toBe('string');
      expect(parsed.message.length).toBeGreaterThan(0);
    }
  });

  it('rejects an unknown or missing grant type', async () => {
    for (const q of ['?grant_type=client_credentials', '?grant_type=', '']) {
      const res = await api(server, `/token${q}`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.code).toBe('validation_failed');
      expect(body.message).toContain('unsupported_grant_type');
    }
  });
});

describe('oversized bodies', () => {
  it('answers 413 with a message for more than 1 MB (declared length)', async () => {
    const big = JSON.stringify({
      email: uniqueEmail(),
      password: 'secret-123',
      data: { blob: 'x'.repeat(1024 * 1024 + 10) },
    });
    const res = await api(server, '/signup', { method: 'POST', body: big });
    expect(res.status).toBe(413);
    const body = await json(res);
    expect(body.code).toBe('request_too_large');
    expect(body.message).toContain('1 MB');
  });

  it('answers 413 for a chunked body without Content-Length', async () => {
    const url = new URL(`${server.apiUrl}/auth/v1/signup`);
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            apikey: server.publishableKey,
            'Content-Type': 'application/json',
            'Transfer-Encoding': 'chunked',
          },
        },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 1.5 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      req.write('{"email":"a@b.co","password":"secret-123","pad":"');
      pump();
    }).catch((err: NodeJS.ErrnoException) => ({ status: -1, body: String(err.code) }));
    // The server answers 413 (or ends the connection after answering while the client is still sending).
    if (result.status !== -1) {
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).code).toBe('request_too_large');
    } else {
      expect(['EPIPE', 'ECONNRESET']).toContain(result.body);
    }
    // And keeps serving.
    expect((await api(server, '/health')).status).toBe(200);
  });
});

describe('keys, headers and routes', () => {
  it('requires the apikey on API calls (401 with a clear message), not on browser pages', async () => {
    const none = await fetch(`${server.apiUrl}/auth/v1/user`);
    expect(none.status).toBe(401);
    expect((await none.json()) as unknown).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${server.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: 'nope' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()) as unknown).toMatchObject({ message: 'Invalid API key' });

    const settingsByQuery = await fetch(`${server.apiUrl}/auth/v1/settings?apikey=${server.publishableKey}`);
    expect(settingsByQuery.status).toBe(200);
    const settingsNoKey = await fetch(`${server.apiUrl}/auth/v1/settings`);
    expect(settingsNoKey.status).toBe(401);

    expect((await fetch(`${server.apiUrl}/auth/v1/health`)).status).toBe(200);
    expect((await fetch(`${server.apiUrl}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
    expect((await fetch(`${server.apiUrl}/auth/v1/verify?token=x&type=signup`, { redirect: 'manual' })).status).toBe(
      303,
    );
    expect((await fetch(`${server.apiUrl}/auth/v1/authorize?provider=google`, { redirect: 'manual' })).status).toBe(
      302,
    );
  });

  it('answers settings as Supabase does', async () => {
    const settings = await json(await api(server, '/settings'));
    expect(settings.external).toMatchObject({ email: true, google: true, phone: true });
    expect(settings).toMatchObject({ disable_signup: false, mailer_autoconfirm: false, phone_autoconfirm: false });
  });

  it('echoes the API version and answers CORS preflights with the contract headers', async () => {
    const res = await api(server, '/health');
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const pre = await fetch(`${server.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8787',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:8787');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = pre.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of [
      'accept',
      'authorization',
      'content-type',
      'x-client-ip',
      'x-client-info',
      'x-jwt-aud',
      'x-use-cookie',
      'x-supabase-api-version',
      'apikey',
    ]) {
      expect(allowed).toContain(h);
    }
    const real = await api(server, '/health', { headers: { Origin: 'http://localhost:8787' } });
    expect(real.headers.get('access-control-expose-headers')).toBe('X-Total-Count,Link,X-Supabase-Api-Version');
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await api(server, '/nothing-here');
    expect(res.status).toBe(404);
    expect((await json(res)).code).toBe('not_found');
  });

  it('surfaces errors to supabase-js with code and message (never a retryable 5xx)', async () => {
    const { error } = await client(server).auth.signInWithPassword({
      email: 'admin@example.com',
      password: 'nope-nope',
    });
    expect(error?.name).toBe('AuthApiError');
    expect(error?.status).toBe(400);
  });
});

describe('request rate limit per IP', () => {
  it('answers 429 over_request_rate_limit past the limit', async () => {
    const answers = await wrongPasswordsPastTheLimit();
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
    expect(answers[3]?.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });
});
