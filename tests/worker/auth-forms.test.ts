import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_ERRORS,
  PORTAL_ERRORS,
  RESET_LINK_EXPIRED,
  TOO_MANY_ATTEMPTS,
  AUTH_SERVICE_UNAVAILABLE,
} from '../../shared/auth/messages';
import { accountHintFromCookies, accountHintValue } from '../../shared/auth/account-hint';
import { AUTH_TOASTS } from '../../shared/messages';
import { createApp } from '../../src/app';
import { RECOVERY_WINDOW_SECONDS, mayResetPassword } from '../../src/auth/recovery';
import { safeNext } from '../../src/http/redirects';
import {
  ACCOUNTS,
  SITE,
  cookiesFrom,
  createAccount,
  postForm,
  readSessionCookie,
  recoverySessionCookie,
  signIn,
  signInWith,
  writeSessionCookie,
  JSON_ACCEPT,
  uniqueEmail,
} from './auth-helpers';
import { select, selectOne, visibleText } from './html';
import { inOneRateWindow } from './rate-window';

describe('safe redirects', () => {
  it.each([
    ['/admin/users/patients', '/admin/users/patients'],
    ['/doctors?department=oncology#top', '/doctors?department=oncology#top'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/%0d%0aLocation:%20x', '/%0d%0aLocation:%20x'],
    ['/\nhttps://evil.example', '/'],
    ['', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeNext(input)).toBe(expected);
  });
});

/** Known open-redirect payloads: protocol-relative, backslashes, dot segments, encodings, whitespace, schemes. */
const OPEN_REDIRECTS = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\t\t//evil.example',
  '/ //evil.example',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '//evil.example@site.invalid',
  '/@evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '/javascript:alert(1)//',
  'data:text/html,<script>alert(1)</script>',
  '%2f%2fevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/.%252e//evil.example',
  'evil.example',
  ' //evil.example',
  '/\u3002/evil.example',
];

function staysOnSite(location: string | null): boolean {
  if (location === null) return true;
  const url = new URL(location, SITE);
  return url.origin === SITE && !/^\/[\\/]/.test(location) && !location.includes('\\') && !/[\t\n\r]/.test(location);
}

describe('open redirects', () => {
  it('safeNext never returns a path that leaves the site', () => {
    expect(OPEN_REDIRECTS.length).toBeGreaterThanOrEqual(30);
    for (const payload of OPEN_REDIRECTS) {
      const result = safeNext(payload);
      expect(staysOnSite(result), `${JSON.stringify(payload)} -> ${result}`).toBe(true);
      expect(result.startsWith('/') && !result.startsWith('//'), `${JSON.stringify(payload)} -> ${result}`).toBe(true);
    }
  });

  // Four payloads per test, each test with its own account (the per-email sign-in limit is 10 a minute) and its own
  // time limit: every sign-in goes to the auth server.
  const groups = Array.from({ length: Math.ceil(OPEN_REDIRECTS.length / 4) }, (_, i) =>
    OPEN_REDIRECTS.slice(i * 4, i * 4 + 4),
  );
  for (const [group, payloads] of groups.entries()) {
    it(`no payload in next leaves the site after sign-in, as a form post or as JSON, nor in the /auth form (${group + 1} of ${groups.length})`, async () => {
      const account = await createAccount('patient');
      for (const payload of payloads) {
        const form = await postForm('/auth/sign-in', {
          email: account.email,
          password: account.password,
          next: payload,
        });
        expect(form.status, payload).toBe(303);
        expect(
          staysOnSite(form.headers.get('Location')),
          `${JSON.stringify(payload)} -> ${form.headers.get('Location')}`,
        ).toBe(true);
        const island = await postForm(
          '/auth/sign-in',
          { email: account.email, password: account.password, next: payload },
          JSON_ACCEPT,
        );
        const reply = (await island.json()) as { redirect?: string };
        expect(staysOnSite(reply.redirect ?? null), `${JSON.stringify(payload)} -> ${reply.redirect}`).toBe(true);
        const portal = await SELF.fetch(`${SITE}/auth?next=${encodeURIComponent(payload)}`);
        const hidden = await select(await portal.text(), 'input[name="next"]');
        for (const input of hidden) expect(staysOnSite(input.attrs.value ?? null), payload).toBe(true);
      }
    });
  }
});

describe('/auth portal', () => {
  it('validates on the server with the spec messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: '', password: '' }, PORTAL_ERRORS.required],
      [{ email: 'not-an-email', password: 'secret1' }, PORTAL_ERRORS.invalidEmail],
    ];
    for (const [fields, message] of cases) {
      const response = await postForm('/auth/sign-in', fields, JSON_ACCEPT);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error: message });
    }
    const signUpCases: [Record<string, string>, string][] = [
      [
        { email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1', fullName: ' ' },
        PORTAL_ERRORS.fullNameRequired,
      ],
      [
        { email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2', fullName: 'A' },
        PORTAL_ERRORS.passwordsDiffer,
      ],
      [{ email: 'a@b.co', password: 'short', confirmPassword: 'short', fullName: 'A' }, PORTAL_ERRORS.passwordTooShort],
    ];
    for (const [fields, message] of signUpCases) {
      const response = await postForm('/auth/sign-up', fields, JSON_ACCEPT);
      expect(await response.json()).toEqual({ ok: false, error: message });
    }
    const reset = await postForm('/auth/forgot', { email: '' }, JSON_ACCEPT);
    expect(await reset.json()).toEqual({ ok: false, error: PORTAL_ERRORS.emailRequired });
  });

  it('maps wrong credentials to the spec message, inline without JavaScript, keeping the email', async () => {
    const response = await postForm('/auth/sign-in', { email: ACCOUNTS.patient.email, password: 'wrong-password' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect((await selectOne(html, '[role="alert"]')).text).toBe(PORTAL_ERRORS.invalidCredentials);
    expect((await selectOne(html, 'input[name="email"]')).attrs.value).toBe(ACCOUNTS.patient.email);
  });

  it('signs in with HttpOnly, SameSite=Lax session cookies and no-store, landing on / or a safe next', async () => {
    const response = await postForm('/auth/sign-in', { ...ACCOUNTS.patient, next: '/doctors' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/doctors');
    const session = response.headers.getSetCookie().find((line) => /^sb-[^=]+-auth-token=/.test(line));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/); // plain-http localhost
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(response.headers.getSetCookie().some((line) => line.startsWith('flash=welcome-back'))).toBe(true);

    const evil = await postForm('/auth/sign-in', { ...ACCOUNTS.patient, next: '//evil.example' });
    expect(evil.headers.get('Location')).toBe('/');
  });

  it('sends an admin who chose the admin portal to /admin, and everyone else to /', async () => {
    const asAdmin = await postForm('/auth/sign-in', { ...ACCOUNTS.admin, role: 'admin' }, JSON_ACCEPT);
    expect(await asAdmin.json()).toMatchObject({ ok: true, redirect: '/admin', toast: AUTH_TOASTS.welcomeBack });
    const patientAsAdmin = await postForm('/auth/sign-in', { ...ACCOUNTS.patient, role: 'admin' }, JSON_ACCEPT);
    expect(await patientAsAdmin.json()).toMatchObject({ ok: true, redirect: '/' });
  });

  it('signs up with full_name and the chosen role as user metadata, then asks to verify by email', async () => {
    const email = uniqueEmail();
    const response = await postForm(
      '/auth/sign-up',
      { email, password: 'secret12', confirmPassword: 'secret12', fullName: 'Asha Rao', role: 'doctor' },
      JSON_ACCEPT,
    );
    expect(await response.json()).toEqual({ ok: true, toast: AUTH_TOASTS.accountCreatedDoctor, mode: 'sign-in' });
    const mail = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=to:${encodeURIComponent(email)}`);
    const found = (await mail.json()) as { messages: { ID: string }[] };
    expect(found.messages.length).toBe(1);
    const message = (await (await fetch(`${env.TEST_INBOX_URL}/api/v1/message/${found.messages[0]!.ID}`)).json()) as {
      Text: string;
    };
    expect(message.Text).toContain(encodeURIComponent(`${SITE}/auth/callback`));
    // Signing in before confirming is refused.
    const early = await postForm('/login/sign-in', { email, password: 'secret12' }, JSON_ACCEPT);
    expect(await early.json()).toEqual({ ok: false, error: LOGIN_ERRORS.emailNotConfirmed });
  });

  it('refuses sign-in from another origin (CSRF)', async () => {
    const response = await postForm('/auth/sign-in', ACCOUNTS.patient, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('limits attempts per email and per client address with a message a person understands', async () => {
    await inOneRateWindow();
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await postForm('/auth/sign-in', { email, password: 'wrong-password' }, JSON_ACCEPT);
      statuses.push(response.status);
      if (response.status === 429) expect(await response.json()).toEqual({ ok: false, error: TOO_MANY_ATTEMPTS });
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);

    const address = { 'CF-Connecting-IP': '198.51.100.7' };
    const perAddress: number[] = [];
    for (let i = 0; i < 11; i++) {
      perAddress.push(
        (await postForm('/auth/forgot', { email: uniqueEmail() }, { ...JSON_ACCEPT, ...address })).status,
      );
    }
    expect(perAddress.at(-1)).toBe(429);
  });
});

describe('Remember me', () => {
  const sessionCookie = (response: Response) =>
    response.headers.getSetCookie().find((line) => /^sb-[^=]+-auth-token=/.test(line));

  it.each(['/auth/sign-in', '/login/sign-in'])(
    '%s: unticked, the session ends with the browser; ticked, it lasts 30 days',
    async (path) => {
      const account = await createAccount('patient');
      const unticked = await postForm(path, { email: account.email, password: account.password });
      expect(unticked.status).toBe(303);
      expect(sessionCookie(unticked)).toBeDefined();
      expect(sessionCookie(unticked)).not.toMatch(/Max-Age|Expires/i);

      const ticked = await postForm(path, { email: account.email, password: account.password, remember: 'on' });
      expect(sessionCookie(ticked)).toMatch(new RegExp(`Max-Age=${30 * 24 * 60 * 60}(;|$)`));
    },
  );

  it('a refreshed session keeps the lifetime chosen at sign-in', async () => {
    const account = await createAccount('admin');
    for (const remember of [true, false]) {
      const signedIn = await signInWith(account.email, account.password, remember ? { remember: 'on' } : {});
      const { name, session } = readSessionCookie(signedIn);
      const marker = remember ? '; sb-remember=1' : '';
      const expired = writeSessionCookie(name, { ...session, expires_at: Math.floor(Date.now() / 1000) - 10 }) + marker;
      const response = await SELF.fetch(`${SITE}/admin`, { headers: { Cookie: expired }, redirect: 'manual' });
      expect(response.status).toBe(200);
      const renewed = sessionCookie(response);
      if (remember) expect(renewed).toMatch(/Max-Age=2592000/);
      else expect(renewed).not.toMatch(/Max-Age|Expires/i);
    }
  });
});

describe("the header's account hint", () => {
  const hintOf = (response: Response) =>
    response.headers.getSetCookie().find((line) => line.startsWith('sb-account-hint='));

  it('is written at sign-in from the auth server record (readable by the page, not HttpOnly), and cleared at sign-out', async () => {
    const response = await postForm('/auth/sign-in', { ...ACCOUNTS.admin, role: 'patient' });
    const hint = hintOf(response);
    expect(hint).toBeDefined();
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(accountHintFromCookies(hint!.split(';')[0]!)).toEqual({
      name: 'Admin User',
      area: 'admin',
      fullName: 'Admin User',
    });
    const patient = hintOf(await postForm('/login/sign-in', ACCOUNTS.patient));
    expect(accountHintFromCookies(patient!.split(';')[0]!)).toEqual({
      name: 'Dev Patient',
      area: 'account',
      fullName: 'Dev Patient',
    });
    const signOut = await postForm('/auth/sign-out', {}, { Cookie: cookiesFrom(response) });
    expect(hintOf(signOut)).toMatch(/Max-Age=0/);
  });

  it('an edited hint grants nothing and is cleared once the Worker sees there is no session', async () => {
    const forged = `sb-account-hint=${encodeURIComponent(accountHintValue({ name: 'Mallory', area: 'admin' }))}`;
    const response = await SELF.fetch(`${SITE}/admin`, { headers: { Cookie: forged }, redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(hintOf(response)).toMatch(/Max-Age=0/);
  });
});

describe('no reply tells which addresses have accounts', () => {
  const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

  it.each(['/auth/forgot', '/login/forgot'])(
    '%s answers a registered and an unknown address alike, twice in a row',
    async (path) => {
      const registered = (await createAccount('patient')).email;
      const unknown = uniqueEmail();
      const replies = [];
      for (const email of [registered, registered, unknown, unknown])
        replies.push(await answer(await postForm(path, { email }, JSON_ACCEPT)));
      expect(replies[0]!.status).toBe(200);
      for (const reply of replies) expect(reply).toEqual(replies[0]);
    },
  );

  it.each([
    ['/auth/sign-up', { fullName: 'Asha Rao', role: 'patient' }],
    ['/login/sign-up', { fullName: 'Asha Rao', terms: 'on' }],
  ])('%s answers a second sign-up of an unconfirmed address as it answers a new one', async (path, extra) => {
    const pending = uniqueEmail();
    const fields = (email: string) => ({ email, password: 'secret12', confirmPassword: 'secret12', ...extra });
    const first = await answer(await postForm(path, fields(pending), JSON_ACCEPT));
    const second = await answer(await postForm(path, fields(pending), JSON_ACCEPT));
    const fresh = await answer(await postForm(path, fields(uniqueEmail()), JSON_ACCEPT));
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(fresh).toEqual(first);
  });
});

describe('/login patient login', () => {
  it('uses the patient login catalogue', async () => {
    const wrong = await postForm(
      '/login/sign-in',
      { email: ACCOUNTS.patient.email, password: 'wrong-password' },
      JSON_ACCEPT,
    );
    expect(await wrong.json()).toEqual({ ok: false, error: LOGIN_ERRORS.invalidCredentials });
    const short = await postForm(
      '/login/sign-up',
      { email: 'a@b.co', password: '123', confirmPassword: '123', terms: 'on' },
      JSON_ACCEPT,
    );
    expect(await short.json()).toEqual({ ok: false, error: LOGIN_ERRORS.passwordTooShort });
    const noTerms = await postForm(
      '/login/sign-up',
      { email: 'a@b.co', password: 'secret12', confirmPassword: 'secret12' },
      JSON_ACCEPT,
    );
    expect(await noTerms.json()).toEqual({ ok: false, error: LOGIN_ERRORS.termsRequired });
    const reset = await postForm('/login/forgot', { email: ' ' }, JSON_ACCEPT);
    expect(await reset.json()).toEqual({ ok: false, error: LOGIN_ERRORS.emailRequired });
  });

  it('signs up with a full name from the email, trimmed, and sends the reset email', async () => {
    const email = uniqueEmail();
    const response = await postForm(
      '/login/sign-up',
      { email: `  ${email} `, password: 'secret12', confirmPassword: 'secret12', terms: 'on' },
      JSON_ACCEPT,
    );
    expect(await response.json()).toEqual({ ok: true, toast: AUTH_TOASTS.accountCreatedPatient, mode: 'sign-in' });
    const reset = await postForm('/login/forgot', { email }, JSON_ACCEPT);
    expect(await reset.json()).toEqual({ ok: true, toast: AUTH_TOASTS.resetEmailSent });
  });

  it('remembers the email when asked and forgets it when not', async () => {
    const remembered = await postForm('/login/sign-in', { ...ACCOUNTS.patient, remember: 'on' });
    expect(remembered.headers.getSetCookie().find((line) => line.startsWith('remembered_email='))).toContain(
      encodeURIComponent(ACCOUNTS.patient.email),
    );
    const page = await SELF.fetch(`${SITE}/login`, {
      headers: { Cookie: `remembered_email=${encodeURIComponent(ACCOUNTS.patient.email)}` },
    });
    expect((await selectOne(await page.text(), 'input[name="email"]')).attrs.value).toBe(ACCOUNTS.patient.email);
    const forgotten = await postForm('/login/sign-in', ACCOUNTS.patient);
    expect(forgotten.headers.getSetCookie().find((line) => line.startsWith('remembered_email='))).toMatch(/Max-Age=0/);
  });

  it('sends a visitor who is already signed in on to /', async () => {
    const response = await SELF.fetch(`${SITE}/login`, {
      redirect: 'manual',
      headers: { Cookie: await signIn('patient') },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('starts Google sign-in through PKCE and the auth server', async () => {
    const response = await postForm('/login/google', {});
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location')!);
    expect(location.pathname).toBe('/auth/v1/authorize');
    expect(location.searchParams.get('provider')).toBe('google');
    expect(location.searchParams.get('code_challenge_method')).toBe('s256');
    expect(location.searchParams.get('redirect_to')).toBe(`${SITE}/auth/callback`);
    expect(response.headers.getSetCookie().some((line) => /code-verifier=/.test(line))).toBe(true);
  });
});

describe('callback, reset and sign-out', () => {
  it('an expired or reused link, or a provider error, lands on /login with a message', async () => {
    for (const [query, flash] of [
      ['?error=access_denied&error_code=otp_expired', 'link-expired'],
      ['?error=access_denied&error_code=access_denied', 'google-failed'],
      ['?code=00000000-0000-0000-0000-000000000000', 'link-expired'],
      ['', 'link-expired'],
    ] as const) {
      const response = await SELF.fetch(`${SITE}/auth/callback${query}`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe('/login');
      expect(response.headers.getSetCookie().some((line) => line.startsWith(`flash=${flash}`))).toBe(true);
    }
  });

  it('a signed-in visitor who opens a used link is told so on the home page, not left without a word', async () => {
    const cookie = (await signIn('patient'))
      .split('; ')
      .filter((pair) => !pair.startsWith('flash='))
      .join('; ');
    const callback = await SELF.fetch(`${SITE}/auth/callback?error=access_denied&error_code=otp_expired`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    expect(callback.headers.get('Location')).toBe('/login');
    const flash = cookiesFrom(callback);
    expect(flash).toBe('flash=link-expired');
    const login = await SELF.fetch(`${SITE}/login`, { headers: { Cookie: `${cookie}; ${flash}` }, redirect: 'manual' });
    expect(login.status).toBe(303);
    expect(login.headers.get('Location')).toBe('/');
    expect(login.headers.getSetCookie(), login.headers.getSetCookie().join(' / ')).toContainEqual(
      expect.stringMatching(/^flash=link-used-signed-in/),
    );
    const home = await (await SELF.fetch(`${SITE}/`, { headers: { Cookie: 'flash=link-used-signed-in' } })).text();
    expect(visibleText(home)).toContain(AUTH_TOASTS.linkUsedSignedIn.title);
  });

  it('/reset-password without a recovery session explains and links to a new email', async () => {
    const html = await (await SELF.fetch(`${SITE}/reset-password`)).text();
    expect((await select(html, 'a[href="/login?mode=forgot"]')).length).toBe(1);
    expect(await select(html, 'input[name="password"]')).toHaveLength(0);
  });

  it('an ordinary signed-in session cannot set a new password: only a reset link can', async () => {
    const account = await createAccount('patient');
    const cookie = await signInWith(account.email, account.password);
    const page = await (await SELF.fetch(`${SITE}/reset-password`, { headers: { Cookie: cookie } })).text();
    expect(await select(page, 'input[name="password"]')).toHaveLength(0);
    const response = await postForm(
      '/reset-password',
      { password: 'taken-over', confirmPassword: 'taken-over' },
      { Cookie: cookie },
    );
    expect(response.status).toBe(403);
    expect(visibleText(await response.text())).toContain(RESET_LINK_EXPIRED);
    // The password is unchanged.
    await signInWith(account.email, account.password);
  });

  it('a reset-link session sets the password once, and every other session of that person ends', async () => {
    const account = await createAccount('admin');
    const elsewhere = await signInWith(account.email, account.password);
    expect((await SELF.fetch(`${SITE}/admin`, { headers: { Cookie: elsewhere }, redirect: 'manual' })).status).toBe(
      200,
    );
    const recovery = await recoverySessionCookie(account.email);
    const page = await (await SELF.fetch(`${SITE}/reset-password`, { headers: { Cookie: recovery } })).text();
    expect(await select(page, 'input[name="password"]')).toHaveLength(1);
    const response = await postForm(
      '/reset-password',
      { password: 'brand-new-pw', confirmPassword: 'brand-new-pw' },
      { Cookie: recovery },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
    const after = await SELF.fetch(`${SITE}/admin`, { headers: { Cookie: elsewhere }, redirect: 'manual' });
    expect(after.status).toBe(303);
    await signInWith(account.email, 'brand-new-pw');
  });

  it('a reset link allows a new password only for a short while', () => {
    const now = 1_900_000_000;
    const claims = (method: string, timestamp: number) => ({ sub: 'u', exp: now + 3600, amr: [{ method, timestamp }] });
    expect(mayResetPassword(claims('recovery', now - 60), now)).toBe(true);
    expect(mayResetPassword(claims('recovery', now - RECOVERY_WINDOW_SECONDS - 1), now)).toBe(false);
    expect(mayResetPassword(claims('password', now - 60), now)).toBe(false);
    expect(mayResetPassword({ sub: 'u', exp: now + 3600 }, now)).toBe(false);
  });

  it('signing out ends the session, clears the cookies and lands on /auth; /admin then redirects again', async () => {
    const cookie = await signIn('admin', 'admin');
    expect((await SELF.fetch(`${SITE}/admin`, { headers: { Cookie: cookie }, redirect: 'manual' })).status).toBe(200);
    const out = await postForm('/auth/sign-out', {}, { Cookie: cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/auth');
    const cleared = out.headers.getSetCookie().filter((line) => /^sb-[^=]+-auth-token=/.test(line));
    expect(cleared.length).toBeGreaterThan(0);
    expect(cleared.every((line) => /Max-Age=0/.test(line))).toBe(true);
    expect(out.headers.getSetCookie().some((line) => line.startsWith('flash=signed-out'))).toBe(true);
    const after = await SELF.fetch(`${SITE}/admin`, { headers: { Cookie: cookiesFrom(out) }, redirect: 'manual' });
    expect(after.status).toBe(303);
    // The old tokens no longer refresh at the auth server either.
    const { session } = readSessionCookie(cookie);
    const refresh = await fetch(`${env.SUPABASE_URL}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: env.SUPABASE_PUBLISHABLE_KEY!, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refresh.status).toBe(400);
  });
});

describe('when the auth server is down', () => {
  const down = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_PUBLISHABLE_KEY: 'key' };

  it('the forms say the service is unavailable within 5 s, and public pages are unaffected', async () => {
    const app = createApp({ cachePages: false });
    const started = Date.now();
    const response = await app.request(
      `${SITE}/auth/sign-in`,
      {
        method: 'POST',
        headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded', ...JSON_ACCEPT },
        body: new URLSearchParams(ACCOUNTS.patient).toString(),
      },
      down,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: AUTH_SERVICE_UNAVAILABLE });
    expect((await app.request(`${SITE}/doctors`, {}, down)).status).toBe(200);
  });

  it('/admin fails closed when a session cannot be checked', async () => {
    const app = createApp({ cachePages: false });
    // An admin whose access token has expired: renewing it needs the auth server, which is down.
    const { name, session } = readSessionCookie(await signIn('admin', 'admin'));
    const expired = writeSessionCookie(name, { ...session, expires_at: Math.floor(Date.now() / 1000) - 10 });
    const started = Date.now();
    const response = await app.request(`${SITE}/admin`, { headers: { Cookie: expired } }, down);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(AUTH_SERVICE_UNAVAILABLE);
    expect(html).not.toContain('aria-label="Admin"');
  });
});
