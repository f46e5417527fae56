import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  SITE,
  decodeJwt,
  readSessionCookie,
  signIn,
  signWithForeignKey,
  unsignedJwt,
  writeSessionCookie,
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
  it.each(['/admin', '/admin/users/patients', '/admin/settings/legal'])('%s without a session redirects to sign-in', async (path) => {
    await expectSignInRedirect(await admin(path), path);
  });

  it('lets an admin in, and every menu target renders inside the shell', async () => {
    const cookie = await signIn('admin', 'admin');
    const dashboard = await admin('/admin', cookie);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('Cache-Control')).toContain('no-store');
    const html = await dashboard.text();
    expect(visibleText(html)).toContain('Dashboard');
    expect(visibleText(html)).toMatch(/sample figures/i);
    expect((await select(html, 'nav[aria-label="Admin"]')).length).toBe(1);
    const section = await admin('/admin/billing/invoices', cookie);
    expect(section.status).toBe(200);
    expect(visibleText(await section.text())).toContain('This section is not available yet.');
    expect((await admin('/admin/no-such-section', cookie)).status).toBe(404);
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
      const forged = btoa(JSON.stringify(asAdmin(payload))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
    const cookie = await patientSessionWith(
      (token) => {
        const { header, payload } = decodeJwt(token);
        return signWithForeignKey(header, { ...asAdmin(payload), exp: Math.floor(Date.now() / 1000) - 60 });
      },
      'not-a-real-refresh-token',
    );
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
});
