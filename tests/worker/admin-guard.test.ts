import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_SERVICE_UNAVAILABLE } from '../../shared/auth/messages';
import { createApp } from '../../src/app';
import {
  SITE,
  adminApi,
  createAccount,
  decodeJwt,
  signHs256,
  signInWith,
  readSessionCookie,
  signIn,
  signWithForeignKey,
  unsignedJwt,
  writeSessionCookie,
  postForm,
} from './auth-helpers';
import { select, visibleText } from './html';

const admin = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

async function expectSignInRedirect(response: Response, path: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get('Location')).toBe(`/auth?next=${encodeURIComponent(path)}`);
}

/** A patient's real session with its access token replaced. */
async function patientSessionWith(accessToken: (token: string) => Promise<string> | string, refreshToken?: string) {
  const { name, session } = readSessionCookie(await signIn('patient'));
  return writeSessionCookie(name, {
    ...session,
    access_token: await accessToken(session.access_token),
    refresh_token: refreshToken ?? session.refresh_token,
  });
}

function asAdmin(payload: Record<string, unknown>) {
  return { ...payload, app_metadata: { ...(payload.app_metadata as object), role: 'admin' } };
}

describe('/admin guard', () => {
  it.each(['/admin', '/admin/users/patients', '/admin/settings/legal'])(
    '%s without a session redirects to sign-in',
    async (path) => {
      await expectSignInRedirect(await admin(path), path);
    },
  );

  it('lets an admin in, and every menu target renders inside the shell', async () => {
    const cookie = await signIn('admin', 'admin');
    const dashboard = await admin('/admin', cookie);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('Cache-Control')).toContain('no-store');
    const html = await dashboard.text();
    expect(visibleText(html)).toContain('Dashboard');
    expect(visibleText(html)).not.toMatch(/sample figures/i);
    expect(visibleText(html)).toContain('Revenue Metrics');
    expect((await select(html, 'nav[aria-label="Admin"]')).length).toBe(1);
    const section = await admin('/admin/profile', cookie);
    expect(section.status).toBe(200);
    const profile = visibleText(await section.text());
    expect(profile).not.toContain('not available yet');
    expect(profile).toContain('Your account');
    expect(profile).toContain('Admin');
    expect((await admin('/admin/no-such-section', cookie)).status).toBe(404);
  });

  it('renders the admin area in its own document: no marketing menus, the admin named, sign-out in reach', async () => {
    const html = await (await admin('/admin', await signIn('admin', 'admin'))).text();
    expect(await select(html, 'nav[aria-label="Main"]')).toHaveLength(0);
    expect(await select(html, 'footer')).toHaveLength(0);
    expect(visibleText(html)).not.toContain('Talk to a doctor today');
    expect((await select(html, 'a[href="/"]')).length).toBeGreaterThan(0);
    expect(visibleText(html)).toMatch(/Signed in as Admin User/);
    expect((await select(html, 'form[action="/auth/sign-out"]')).length).toBeGreaterThan(0);
  });

  it('shows a signed-in non-admin a 403 page with a sign-out form, whatever account type they chose', async () => {
    for (const account of ['patient', 'doctor'] as const) {
      const response = await admin('/admin', await signIn(account, 'admin'));
      expect(response.status).toBe(403);
      const html = await response.text();
      const forms = await select(html, 'main form[action="/auth/sign-out"]');
      expect(forms.length).toBeGreaterThan(0);
      expect(forms[0]?.attrs.method).toBe('post');
      expect(html).not.toContain('nav aria-label="Admin"');
    }
  });

  it('a role written into user_metadata grants nothing', async () => {
    // Self-chosen "admin" at sign-up lands in user_metadata; the seeded patient above already proves the 403.
    const { session } = readSessionCookie(await signIn('patient', 'admin'));
    const { payload } = decodeJwt(session.access_token);
    expect((payload.app_metadata as Record<string, unknown>).role).toBe('patient');
  });

  it('refuses a tampered token (patient claims edited to admin, signature kept)', async () => {
    const cookie = await patientSessionWith((token) => {
      const [header, , signature] = token.split('.');
      const { payload } = decodeJwt(token);
      const forged = btoa(JSON.stringify(asAdmin(payload)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      return `${header}.${forged}.${signature}`;
    });
    await expectSignInRedirect(await admin('/admin', cookie), '/admin');
  });

  it('refuses a token signed with another key under the same kid', async () => {
    const cookie = await patientSessionWith((token) => {
      const { header, payload } = decodeJwt(token);
      return signWithForeignKey(header, asAdmin(payload));
    });
    await expectSignInRedirect(await admin('/admin', cookie), '/admin');
  });

  it('refuses alg: none', async () => {
    const cookie = await patientSessionWith((token) => unsignedJwt(asAdmin(decodeJwt(token).payload)));
    await expectSignInRedirect(await admin('/admin', cookie), '/admin');
  });

  it('refuses an expired admin-looking token whose refresh token is not real', async () => {
    const cookie = await patientSessionWith((token) => {
      const { header, payload } = decodeJwt(token);
      return signWithForeignKey(header, { ...asAdmin(payload), exp: Math.floor(Date.now() / 1000) - 60 });
    }, 'not-a-real-refresh-token');
    const response = await admin('/admin', cookie.replace(/"expires_at":\d+/, '"expires_at":1'));
    await expectSignInRedirect(response, '/admin');
  });

  it('refreshes an expired access token with a valid refresh token, and two racing requests both stay signed in', async () => {
    const { name, session } = readSessionCookie(await signIn('admin', 'admin'));
    const expired = writeSessionCookie(name, { ...session, expires_at: Math.floor(Date.now() / 1000) - 10 });
    const [first, second] = await Promise.all([admin('/admin', expired), admin('/admin', expired)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    for (const response of [first, second]) {
      const renewed = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
      expect(renewed).toBeDefined();
      expect(renewed).toContain('HttpOnly');
      expect(renewed).toContain('SameSite=Lax');
      expect(renewed).toContain('Path=/');
    }
  });

  it('refuses a patient token re-signed with HS256 and the public development secret', async () => {
    const cookie = await patientSessionWith((token) => signHs256(asAdmin(decodeJwt(token).payload)));
    await expectSignInRedirect(await admin('/admin', cookie), '/admin');
  });

  it('treats a session cookie whose access token is not a string as no session, not an outage', async () => {
    const { name, session } = readSessionCookie(await signIn('patient'));
    for (const accessToken of [12345, null, { token: 'x' }, ['a.b.c']]) {
      const cookie = writeSessionCookie(name, { ...session, access_token: accessToken as unknown as string });
      await expectSignInRedirect(await admin('/admin', cookie), '/admin');
    }
  });

  it('a copied admin cookie stops working the moment its session signs out', async () => {
    const account = await createAccount('admin');
    const cookie = await signInWith(account.email, account.password);
    expect((await admin('/admin', cookie)).status).toBe(200);
    const signOut = await postForm('/auth/sign-out', {}, { Cookie: cookie });
    expect(signOut.status).toBe(303);
    await expectSignInRedirect(await admin('/admin', cookie), '/admin');
  });

  it('an admin whose role is removed loses /admin on the next request', async () => {
    const account = await createAccount('admin');
    const cookie = await signInWith(account.email, account.password);
    expect((await admin('/admin', cookie)).status).toBe(200);
    await adminApi(`/users/${account.id}`, { method: 'PUT', body: { app_metadata: { role: 'patient' } } });
    expect((await admin('/admin', cookie)).status).toBe(403);
  });

  it('answers 503 at once when the auth server is down, even for a fresh admin token', async () => {
    const cookie = await signIn('admin', 'admin');
    expect((await admin('/admin', cookie)).status).toBe(200);
    const app = createApp({ cachePages: false });
    // Same host as the real auth server (so any cached keys apply), on a port where nothing listens.
    const down = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_PUBLISHABLE_KEY: 'key' };
    const started = Date.now();
    const response = await app.request(`${SITE}/admin`, { headers: { Cookie: cookie } }, down);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(AUTH_SERVICE_UNAVAILABLE);
  });
});
