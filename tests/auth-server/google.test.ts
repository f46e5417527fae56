/** The Google stand-in: signInWithOAuth, the local provider page, the callback, PKCE and implicit, errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  clientWithStorage,
  client,
  fragmentParams,
  startTestServer,
  type RunningAuthServer,
} from './helpers.ts';

let server: RunningAuthServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Drives the browser part by hand: /authorize → stand-in page → form POST → /callback → redirect_to. */
async function throughStandIn(authorizeUrl: string, form: Record<string, string>): Promise<URL> {
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const pageUrl = new URL(authorize.headers.get('location')!, authorizeUrl);
  expect(pageUrl.pathname).toBe('/auth/v1/stand-in/google');

  const page = await fetch(pageUrl, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toMatch(/<h1>Sign in with Google<\/h1>/);
  expect(html).toContain('<label for="email">Email</label>');
  const state = /name="state" value="([^"]+)"/.exec(html)![1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];

  const posted = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, ...form }).toString(),
  });
  expect(posted.status).toBe(302);
  const callbackUrl = new URL(posted.headers.get('location')!);
  expect(callbackUrl.pathname).toBe('/auth/v1/callback');

  const callback = await fetch(callbackUrl, { redirect: 'manual' });
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get('location')!);
}

describe('Google stand-in', () => {
  it('completes a PKCE sign-in: new user with a google identity and amr oauth', async () => {
    const { supabase } = clientWithStorage(server, 'pkce');
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: 'http://localhost:8787/auth/callback',
        skipBrowserRedirect: true,
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    });
    expect(error).toBeNull();
    const authorize = new URL(data.url!);
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');

    const target = await throughStandIn(data.url!, {
      email: 'Priya.Google@Example.org',
      name: 'Priya Sharma',
      action: 'allow',
    });
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:8787/auth/callback');
    const code = target.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    const user = exchanged.data.user!;
    expect(user.email).toBe('priya.google@example.org');
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
    expect(user.user_metadata).toMatchObject({ full_name: 'Priya Sharma', name: 'Priya Sharma', email_verified: true });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      provider: 'google',
      email: 'priya.google@example.org',
      user_id: user.id,
    });
    expect(user.identities![0].id).toMatch(/^\d{21}$/);

    const claims = await supabase.auth.getClaims();
    expect(claims.data?.claims.amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);

    // Signing in again reaches the same user; the page now offers the account.
    const again = clientWithStorage(server, 'pkce').supabase;
    const second = await again.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:8787/auth/callback', skipBrowserRedirect: true },
    });
    const target2 = await throughStandIn(second.data.url!, { email: 'priya.google@example.org' });
    const ex2 = await again.auth.exchangeCodeForSession(target2.searchParams.get('code')!);
    expect(ex2.data.user?.id).toBe(user.id);
  });

  it('links Google to an existing email account', async () => {
    const admin = adminClient(server);
    const created = await admin.auth.admin.createUser({
      email: 'linked@example.org',
      password: 'secret-123',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const { supabase } = clientWithStorage(server, 'pkce');
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:8787/auth/callback', skipBrowserRedirect: true },
    });
    const target = await throughStandIn(data.url!, { email: 'linked@example.org', action: 'allow' });
    const ex = await supabase.auth.exchangeCodeForSession(target.searchParams.get('code')!);
    expect(ex.data.user?.id).toBe(created.data.user?.id);
    expect(ex.data.user?.app_metadata.providers).toEqual(['email', 'google']);
    expect(ex.data.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'google']);
  });

  it('completes an implicit sign-in with the session in the fragment', async () => {
    const supabase = client(server, 'implicit');
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:8787/', skipBrowserRedirect: true },
    });
    const target = await throughStandIn(data.url!, { email: 'implicit@example.org', action: 'allow' });
    const fragment = fragmentParams(target.toString());
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();
    expect(fragment.get('token_type')).toBe('bearer');
    const user = await supabase.auth.getUser(fragment.get('access_token')!);
    expect(user.data.user?.email).toBe('implicit@example.org');
  });

  it('brings a denial back to redirect_to as error, error_code, error_description in query and fragment', async () => {
    const { supabase } = clientWithStorage(server, 'pkce');
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:8787/auth/callback', skipBrowserRedirect: true },
    });
    const target = await throughStandIn(data.url!, { action: 'deny' });
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:8787/auth/callback');
    for (const params of [target.searchParams, new URLSearchParams(target.hash.slice(1))]) {
      expect(params.get('error')).toBe('access_denied');
      expect(params.get('error_code')).toBe('access_denied');
      expect(params.get('error_description')).toBeTruthy();
    }
    expect(target.searchParams.get('code')).toBeNull();
  });

  it('sends an unknown provider back to redirect_to with an error', async () => {
    const res = await fetch(
      `${server.apiUrl}/auth/v1/authorize?provider=myspace&redirect_to=${encodeURIComponent('http://localhost:8787/auth/callback')}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:8787/auth/callback');
    expect(target.searchParams.get('error_code')).toBe('oauth_provider_not_supported');
    expect(new URLSearchParams(target.hash.slice(1)).get('error')).toBe('invalid_request');
  });

  it('re-shows the page with an error for an invalid email, and rejects unknown or forged states', async () => {
    const { supabase } = clientWithStorage(server, 'pkce');
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    const authorize = await fetch(data.url!, { redirect: 'manual' });
    const pageUrl = new URL(authorize.headers.get('location')!);
    const state = pageUrl.searchParams.get('state')!;
    const bad = await fetch(`${server.apiUrl}/auth/v1/stand-in/google`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, email: 'nope', action: 'allow' }).toString(),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('role="alert"');

    const unknownPage = await fetch(`${server.apiUrl}/auth/v1/stand-in/google?state=not-a-state`);
    expect(unknownPage.status).toBe(400);

    const forged = await fetch(`${server.apiUrl}/auth/v1/callback?code=abc&state=${state}`, { redirect: 'manual' });
    expect(forged.status).toBe(302);
    const loc = new URL(forged.headers.get('location')!);
    expect(loc.searchParams.get('error_code')).toBe('bad_oauth_callback');

    const noState = await fetch(`${server.apiUrl}/auth/v1/callback?code=abc&state=missing`, { redirect: 'manual' });
    expect(new URL(noState.headers.get('location')!).searchParams.get('error_code')).toBe('bad_oauth_state');
  });
});
