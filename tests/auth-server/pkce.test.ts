/** PKCE: sign-up confirmation and password recovery through email links, with supabase-js and @supabase/ssr. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerClient } from '@supabase/ssr';
import {
  api,
  clientWithStorage,
  client,
  fragmentParams,
  json,
  latestMail,
  linkIn,
  sleep,
  startTestServer,
  uniqueEmail,
  type RunningAuthServer,
} from './helpers.ts';

let server: RunningAuthServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Follows an email link by hand: expects 303 to redirect_to?code=... and returns the code. */
async function codeFromLink(link: string, expectedTarget: string): Promise<string> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(expectedTarget);
  expect(location.hash).toBe('');
  const code = location.searchParams.get('code');
  expect(code).toMatch(/^[0-9a-f-]{36}$/);
  return code!;
}

function pkcePair() {
  const verifier = crypto.randomBytes(56).toString('hex');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

describe('PKCE sign-up confirmation', () => {
  it('confirms through the link (303 ?code=) and exchanges the code once', async () => {
    const { supabase } = clientWithStorage(server, 'pkce');
    const email = uniqueEmail('pkce');
    const signUp = await supabase.auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'http://localhost:8787/auth/callback?next=%2Fwelcome' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();

    const link = linkIn(await latestMail(server, email));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('next')).toBe('/welcome');
    const code = location.searchParams.get('code')!;

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    const claims = await supabase.auth.getClaims();
    expect(claims.data?.claims.amr).toEqual([{ method: 'email/signup', timestamp: expect.any(Number) }]);

    // Each code works once.
    const again = await api(server, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'a'.repeat(112) }),
    });
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    });
  });

  it('answers the PKCE errors of the contract', async () => {
    const email = uniqueEmail('pkce-errors');
    const { verifier, challenge } = pkcePair();
    const signUp = await api(server, `/signup?redirect_to=${encodeURIComponent('http://localhost:8787/cb')}`, {
      method: 'POST',
      body: JSON.stringify({ email, password: 'secret-123', code_challenge: challenge, code_challenge_method: 's256' }),
    });
    expect(signUp.status).toBe(200);
    const code = await codeFromLink(linkIn(await latestMail(server, email)), 'http://localhost:8787/cb');

    const empty = await client(server, 'pkce').auth.exchangeCodeForSession('');
    expect(empty.error).not.toBeNull();
    const emptyRaw = await api(server, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: '' }),
    });
    expect(emptyRaw.status).toBe(400);
    expect(await json(emptyRaw)).toEqual({
      code: 'validation_failed',
      message: 'invalid request: both auth code and code verifier should be non-empty',
    });

    const wrong = await api(server, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: pkcePair().verifier }),
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });

    const unknown = await api(server, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: verifier }),
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).code).toBe('flow_state_not_found');

    const ok = await api(server, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(ok.status).toBe(200);
    const session = await json(ok);
    expect(session.user.email).toBe(email);
    expect(session.refresh_token).toBeTruthy();
  });

  it('accepts the plain method and rejects malformed challenges', async () => {
    const verifier = 'p'.repeat(50);
    const email = uniqueEmail('plain');
    const res = await api(server, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'secret-123', code_challenge: verifier, code_challenge_method: 'plain' }),
    });
    expect(res.status).toBe(200);
    const code = await codeFromLink(linkIn(await latestMail(server, email)), 'http://localhost:8787/');
    const ok = await api(server, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(ok.status).toBe(200);

    for (const body of [
      { code_challenge: 'short', code_challenge_method: 's256' },
      { code_challenge: 'x'.repeat(43) },
      { code_challenge: 'x'.repeat(43), code_challenge_method: 'md5' },
    ]) {
      const bad = await api(server, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail(), password: 'secret-123', ...body }),
      });
      expect(bad.status).toBe(400);
      expect((await json(bad)).code).toBe('validation_failed');
    }
  });

  it('expires a flow after the configured time: flow_state_expired', async () => {
    const quick = await startTestServer({ flowStateExpiry: 1 });
    try {
      const email = uniqueEmail('expire');
      const { verifier, challenge } = pkcePair();
      await api(quick, '/signup', {
        method: 'POST',
        body: JSON.stringify({
          email,
          password: 'secret-123',
          code_challenge: challenge,
          code_challenge_method: 's256',
        }),
      });
      const code = await codeFromLink(linkIn(await latestMail(quick, email)), 'http://localhost:8787/');
      await sleep(1300);
      const res = await api(quick, '/token?grant_type=pkce', {
        method: 'POST',
        body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      });
      expect(res.status).toBe(422);
      expect(await json(res)).toEqual({
        code: 'flow_state_expired',
        message: 'invalid flow state, flow state has expired',
      });
    } finally {
      await quick.close();
    }
  });

  it('sends a bad PKCE link back with the error in query and fragment; implicit links in the fragment only', async () => {
    const target = 'http://localhost:8787/auth/callback';
    const pkce = await fetch(
      `${server.apiUrl}/auth/v1/verify?token=pkce_deadbeef&type=signup&redirect_to=${encodeURIComponent(target)}`,
      {
        redirect: 'manual',
      },
    );
    expect(pkce.status).toBe(303);
    const loc = new URL(pkce.headers.get('location')!);
    expect(`${loc.origin}${loc.pathname}`).toBe(target);
    for (const params of [loc.searchParams, new URLSearchParams(loc.hash.slice(1))]) {
      expect(params.get('error')).toBe('access_denied');
      expect(params.get('error_code')).toBe('otp_expired');
      expect(params.get('error_description')).toBe('Email link is invalid or has expired');
    }
    expect(loc.hash).toContain('error_description=Email+link+is+invalid+or+has+expired');

    const implicit = await fetch(
      `${server.apiUrl}/auth/v1/verify?token=deadbeef&type=recovery&redirect_to=${encodeURIComponent(target)}`,
      {
        redirect: 'manual',
      },
    );
    const iloc = new URL(implicit.headers.get('location')!);
    expect(iloc.search).toBe('');
    expect(fragmentParams(iloc.toString()).get('error_code')).toBe('otp_expired');
  });

  it('redirects to the site URL when redirect_to is not allowed', async () => {
    const email = uniqueEmail('foreign');
    await client(server).auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'https://evil.example.net/steal' },
    });
    const link = linkIn(await latestMail(server, email));
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:8787');
    const res = await fetch(
      link.replace(/redirect_to=[^&]*/, `redirect_to=${encodeURIComponent('https://evil.example.net/steal')}`),
      {
        redirect: 'manual',
      },
    );
    expect(res.headers.get('location')!.startsWith('http://localhost:8787/#access_token=')).toBe(true);
  });
});

describe('PKCE password recovery with @supabase/ssr (as the site does it)', () => {
  it('stores the verifier in a cookie ending in /recovery, exchanges the code, emits PASSWORD_RECOVERY', async () => {
    const jar = new Map<string, string>();
    const ssr = () =>
      createServerClient(server.apiUrl, server.publishableKey, {
        cookies: {
          getAll: () => [...jar].map(([name, value]) => ({ name, value })),
          setAll: (cookies) => {
            for (const { name, value, options } of cookies) {
              if (options?.maxAge === 0 || value === '') jar.delete(name);
              else jar.set(name, value);
            }
          },
        },
      });

    const email = uniqueEmail('recover');
    const created = await fetch(`${server.apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        Authorization: `Bearer ${server.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email, password: 'old-password', email_confirm: true }),
    });
    expect(created.status).toBe(200);

    const start = await ssr().auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:8787/auth/callback?type=recovery',
    });
    expect(start.error).toBeNull();
    const verifierCookie = [...jar].find(([name]) => name.endsWith('-code-verifier'));
    // supabase-js 2.119 keeps concurrent flows apart: `<key>-flow-<id>-code-verifier` (older: `<key>-code-verifier`).
    expect(verifierCookie?.[0]).toMatch(/^sb-127-auth-token(-flow-[0-9a-f]+)?-code-verifier$/);
    const raw = verifierCookie![1];
    const decoded = raw.startsWith('base64-')
      ? Buffer.from(raw.slice(7), 'base64url').toString()
      : decodeURIComponent(raw);
    expect(decoded).toMatch(/\/recovery"?$/);

    const mail = await latestMail(server, email);
    expect(mail.Subject).toBe('Reset Your Password');
    const code = await codeFromLink(linkIn(mail), 'http://localhost:8787/auth/callback');

    const supabase = ssr();
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect('redirectType' in exchanged.data && exchanged.data.redirectType).toBe('recovery');
    await sleep(50);
    expect(events).toContain('PASSWORD_RECOVERY');
    expect([...jar.keys()].some((name) => name.startsWith('sb-127-auth-token') && !name.includes('verifier'))).toBe(
      true,
    );

    const claims = await supabase.auth.getClaims();
    expect(claims.data?.claims.amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);

    const updated = await supabase.auth.updateUser({ password: 'brand-new-password' });
    expect(updated.error).toBeNull();
    expect((await client(server).auth.signInWithPassword({ email, password: 'brand-new-password' })).error).toBeNull();
    expect((await client(server).auth.signInWithPassword({ email, password: 'old-password' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('limits recovery mails per user', async () => {
    const email = uniqueEmail('recover-limit');
    await client(server).auth.signUp({ email, password: 'secret-123' });
    const first = await client(server).auth.resetPasswordForEmail(email);
    expect(first.error).toBeNull();
    const second = await client(server).auth.resetPasswordForEmail(email);
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
  });
});
