// The sign-in area in Hindi: /hi/auth, /hi/login and /hi/reset-password in Hindi words, their forms answering in
// Hindi (the JSON the islands read and the page again without JavaScript), and every flow started from a Hindi page
// landing on Hindi pages, while the English area keeps the spec's exact English and the admin area stays English.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_WORDS, LOGIN_ERRORS, PORTAL_ERRORS, problemMessages } from '../../shared/auth/messages';
import { AUTH_FORM_POSTS } from '../../shared/auth/paths';
import { AUTH_PROBLEMS } from '../../shared/auth/validation';
import { EN_AUTH_WORDS } from '../../shared/i18n/en/auth';
import { HI_AUTH_WORDS } from '../../shared/i18n/hi/auth';
import { HI_UI } from '../../shared/i18n/hi/ui';
import { localizedPath } from '../../shared/i18n/locales';
import { AUTH_TOASTS } from '../../shared/messages';
import { pageDef } from '../../src/site-map/registry';
import { safeNext } from '../../src/http/redirects';
import {
  ACCOUNTS,
  SITE,
  cookiesFrom,
  createAccount,
  freshAddress,
  postForm,
  recoverySessionCookie,
  sessionCookieName,
  JSON_ACCEPT,
  uniqueEmail,
} from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const get = (path: string, init?: RequestInit) => SELF.fetch(`${SITE}${path}`, { redirect: 'manual', ...init });
const DEVANAGARI = /[\u0900-\u097F]/;

const HI_LOGIN = problemMessages(HI_AUTH_WORDS.problems.login, 'hi');
const HI_PORTAL = problemMessages(HI_AUTH_WORDS.problems.portal, 'hi');

/** Every string of a dictionary, with its key; functions called with sample arguments. */
function strings(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (typeof value === 'function') return strings((value as (...args: string[]) => unknown)('7', 'X'), path);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, [...path, key]));
  return [];
}

/** English sentences of the sign-in words (the short ones, like "Email", could be names a Hindi page also uses). */
const ENGLISH_SENTENCES = strings(EN_AUTH_WORDS)
  .map(([, text]) => text.trim())
  .filter((text) => text.split(' ').length >= 3 && !text.includes('7'));

/** Everything a visitor reads or a screen reader hears on the page, plus the islands' props. */
async function readable(html: string): Promise<string> {
  const labels = (await select(html, '[aria-label]')).map((element) => element.attrs['aria-label']);
  const props = (await select(html, '[data-props]')).map((element) => element.attrs['data-props']);
  return [visibleText(html), ...labels, ...props].join(' \n ');
}

async function mailTo(email: string): Promise<string> {
  for (let tries = 0; tries < 20; tries++) {
    const search = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=to:${encodeURIComponent(email)}`);
    const found = (await search.json()) as { messages: { ID: string }[] };
    if (found.messages.length > 0) {
      const message = await fetch(`${env.TEST_INBOX_URL}/api/v1/message/${found.messages[0]!.ID}`);
      return ((await message.json()) as { Text: string }).Text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

describe('the Hindi sign-in pages', () => {
  it.each(['/hi/auth', '/hi/login', '/hi/reset-password'])(
    '%s answers 200 in Hindi, with no English sentence',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect((await selectOne(html, 'html')).attrs.lang).toBe('hi');
      // Wholly Hindi: no "this page is not translated yet" notice, no block of text marked English.
      expect(await select(html, 'main [lang="en"]')).toEqual([]);
      // Not for search engines, in either language; the two versions still name each other (issue 38,
      // tests/worker/language-marks.test.ts).
      expect((await selectOne(html, 'meta[name="robots"]')).attrs.content).toBe('noindex');
      expect((await select(html, 'link[rel="alternate"]')).map((link) => link.attrs.hreflang)).toEqual([
        'en-IN',
        'hi-IN',
        'x-default',
      ]);
      const text = await readable(html);
      for (const sentence of ENGLISH_SENTENCES) expect(text, sentence).not.toContain(sentence);
    },
  );

  it('/hi/auth: heading, account types, portal panel and Hindi endpoints', async () => {
    const html = await (await get('/hi/auth')).text();
    expect((await selectOne(html, 'h1')).text).toBe(HI_AUTH_WORDS.actions.signIn);
    expect((await selectOne(html, 'legend')).text).toBe(HI_AUTH_WORDS.portal.accountType);
    const types = (await select(html, 'fieldset label')).map((label) => label.text);
    expect(types).toEqual(
      ['patient', 'doctor', 'admin'].map((type) => HI_AUTH_WORDS.portal.accountTypes[type as 'patient']),
    );
    // One panel per account type; the patient's is the one shown (the others hidden until their radio is checked).
    expect((await selectOne(html, '#portal-panel-title-patient')).text).toBe(HI_AUTH_WORDS.portal.panelTitles.patient);
    const panel = await selectOne(html, 'aside[data-portal-panel="patient"]:not([hidden])');
    expect(await select(html, 'aside:not([hidden])')).toHaveLength(1);
    for (const item of HI_AUTH_WORDS.portal.descriptions.patient) expect(panel.text).toContain(item);
    expect((await selectOne(html, 'form')).attrs.action).toBe('/hi/auth/sign-in');
    expect((await selectOne(html, 'button[formaction]')).attrs.formaction).toBe('/hi/auth/forgot');
    const links = (await select(html, 'main a')).map((link) => link.attrs.href);
    expect(links).toContain('/hi/auth?mode=signup');
    expect(links).toContain('/hi');
    // The island gets the Hindi words and the Hindi problem messages as props.
    const props = JSON.parse((await selectOne(html, '[data-island="AuthPortalForm"]')).attrs['data-props']!);
    expect(props.locale).toBe('hi');
    expect(props.words.messages.problems).toEqual(HI_PORTAL);
    expect(props.words.messages.unavailable).toBe(HI_AUTH_WORDS.errors.serviceUnavailable);

    const signUp = await (await get('/hi/auth?mode=signup')).text();
    expect((await selectOne(signUp, 'h1')).text).toBe(HI_AUTH_WORDS.actions.createAccount);
    expect((await selectOne(signUp, 'form')).attrs.action).toBe('/hi/auth/sign-up');
    expect(visibleText(signUp)).toContain(HI_AUTH_WORDS.fields.fullName);
  });

  it('/hi/login: heading, points, Google, the email form, help and Hindi links', async () => {
    const html = await (await get('/hi/login')).text();
    expect((await selectOne(html, 'h1')).text).toBe(HI_AUTH_WORDS.loginPage.title);
    // The three points, then the booking band every page closes with.
    const headings = (await select(html, 'main h2')).map((heading) => heading.text).slice(0, 3);
    expect(headings).toEqual(HI_AUTH_WORDS.loginPage.points.map((point) => point.title));
    const text = visibleText(html);
    for (const words of [
      HI_AUTH_WORDS.loginForm.google,
      HI_AUTH_WORDS.loginForm.tabs.signIn,
      HI_AUTH_WORDS.fields.email,
      HI_AUTH_WORDS.fields.password,
      HI_AUTH_WORDS.fields.remember,
      HI_AUTH_WORDS.actions.forgot,
      HI_AUTH_WORDS.loginPage.help,
      HI_UI.hours.support,
    ])
      expect(text).toContain(words);
    const actions = (await select(html, 'main form')).map((form) => form.attrs.action);
    // The mobile's form first: most patients have a mobile, fewer an e-mail.
    expect(actions).toEqual(['/hi/login/phone', '/hi/login/google', '/hi/login/sign-in']);
    const links = (await select(html, 'main a')).map((link) => link.attrs.href);
    expect(links).toContain('/hi/login?mode=signup');
    expect(links).toContain('/hi/login?mode=forgot');
    const whatsapp = links.find((href) => href?.startsWith('https://wa.me/'));
    expect(new URL(whatsapp!).searchParams.get('text')).toBe(HI_AUTH_WORDS.loginPage.whatsappMessage);

    const signUp = await (await get('/hi/login?mode=signup')).text();
    const terms = (await select(signUp, 'main label a')).map((link) => [link.attrs.href, link.text]);
    expect(terms).toEqual([
      ['/hi/terms', HI_AUTH_WORDS.loginForm.terms.terms],
      ['/hi/privacy', HI_AUTH_WORDS.loginForm.terms.privacy],
    ]);
    const forgot = await (await get('/hi/login?mode=forgot')).text();
    expect((await selectOne(forgot, 'h2#reset-title')).text).toBe(HI_AUTH_WORDS.loginForm.reset.title);
    // The mobile's form stays above it: a patient who forgot the password may sign in with a code instead.
    expect((await select(forgot, 'main form')).map((form) => form.attrs.action)).toEqual([
      '/hi/login/phone',
      '/hi/login/forgot',
    ]);
  });

  it('/hi/reset-password without a reset link explains in Hindi and links to the Hindi reset email', async () => {
    const html = await (await get('/hi/reset-password')).text();
    expect((await selectOne(html, 'h1')).text).toBe(HI_AUTH_WORDS.resetPage.title);
    expect(visibleText(html)).toContain(HI_AUTH_WORDS.resetPage.noSession);
    const link = await selectOne(html, 'main a.btn-primary');
    expect(link.attrs.href).toBe('/hi/login?mode=forgot');
    expect(link.text).toBe(HI_AUTH_WORDS.resetPage.newEmail);
  });

  it('the English and Hindi sign-in pages switch to each other, and the messages carried over are in Hindi', async () => {
    const english = await (await get('/login')).text();
    expect((await selectOne(english, 'header a[hreflang]')).attrs.href).toBe('/hi/login');
    const hindi = await (await get('/hi/auth')).text();
    expect((await selectOne(hindi, 'header a[hreflang]')).attrs.href).toBe('/auth');
    const flashed = await (await get('/hi/auth', { headers: { Cookie: 'flash=signed-out' } })).text();
    expect(visibleText(flashed)).toContain(HI_UI.flash['signed-out'].title);
  });
});

describe('failed sign-in on /hi/login answers in Hindi', () => {
  const cases: [string, string, Record<string, string>, string][] = [
    ['missing fields', '/hi/login/sign-in', { email: '', password: '' }, HI_LOGIN.required],
    ['an invalid email', '/hi/login/sign-in', { email: 'not-an-email', password: 'secret12' }, HI_LOGIN.invalidEmail],
    [
      'a password too short',
      '/hi/login/sign-up',
      { email: 'a@b.co', password: '123', confirmPassword: '123', terms: 'on' },
      HI_LOGIN.passwordTooShort,
    ],
    [
      'passwords that differ',
      '/hi/login/sign-up',
      { email: 'a@b.co', password: 'secret12', confirmPassword: 'secret13', terms: 'on' },
      HI_LOGIN.passwordsDiffer,
    ],
    [
      'the terms not accepted',
      '/hi/login/sign-up',
      { email: 'a@b.co', password: 'secret12', confirmPassword: 'secret12' },
      HI_LOGIN.termsRequired,
    ],
    ['a reset without an email', '/hi/login/forgot', { email: ' ' }, HI_LOGIN.emailRequired],
  ];

  it.each(cases)('%s: JSON for the island and the page again without JavaScript', async (_, path, fields, message) => {
    expect(DEVANAGARI.test(message)).toBe(true);
    const island = await postForm(path, fields, JSON_ACCEPT);
    expect(island.status).toBe(400);
    expect(await island.json()).toEqual({ ok: false, error: message });
    const form = await postForm(path, fields);
    expect(form.status).toBe(400);
    const html = await form.text();
    expect((await selectOne(html, 'html')).attrs.lang).toBe('hi');
    expect((await selectOne(html, '[role="alert"]')).text).toBe(message);
  });

  it('a wrong password: the catalogue in Hindi, the email kept', async () => {
    const account = await createAccount('patient');
    const fields = { email: account.email, password: 'wrong-password' };
    const island = await postForm('/hi/login/sign-in', fields, JSON_ACCEPT);
    expect(await island.json()).toEqual({ ok: false, error: HI_AUTH_WORDS.errors.login.invalidCredentials });
    const form = await postForm('/hi/login/sign-in', fields);
    expect(form.status).toBe(400);
    const html = await form.text();
    expect((await selectOne(html, '[role="alert"]')).text).toBe(HI_AUTH_WORDS.errors.login.invalidCredentials);
    expect((await selectOne(html, 'input[name="email"]')).attrs.value).toBe(account.email);
    expect((await selectOne(html, 'h1')).text).toBe(HI_AUTH_WORDS.loginPage.title);
  });

  it('the same failures on /hi/auth use the portal catalogue in Hindi', async () => {
    const account = await createAccount('patient');
    const wrong = await postForm('/hi/auth/sign-in', { email: account.email, password: 'wrong-password' }, JSON_ACCEPT);
    expect(await wrong.json()).toEqual({ ok: false, error: HI_AUTH_WORDS.errors.portal.invalidCredentials });
    const short = await postForm(
      '/hi/auth/sign-up',
      { email: 'a@b.co', password: 'short', confirmPassword: 'short', fullName: 'आशा' },
      JSON_ACCEPT,
    );
    expect(await short.json()).toEqual({ ok: false, error: HI_PORTAL.passwordTooShort });
    const noName = await postForm('/hi/auth/sign-up', {
      email: 'a@b.co',
      password: 'secret12',
      confirmPassword: 'secret12',
      fullName: ' ',
    });
    expect((await selectOne(await noName.text(), '[role="alert"]')).text).toBe(HI_PORTAL.fullNameRequired);
  });

  it('an English sign-in still gets the spec’s exact English message', async () => {
    const account = await createAccount('patient');
    const wrong = await postForm('/login/sign-in', { email: account.email, password: 'wrong-password' }, JSON_ACCEPT);
    expect(await wrong.json()).toEqual({
      ok: false,
      error: 'Invalid email or password. Please check your credentials and try again.',
    });
    expect(LOGIN_ERRORS.invalidCredentials).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    const short = await postForm(
      '/login/sign-up',
      { email: 'a@b.co', password: '123', confirmPassword: '123', terms: 'on' },
      JSON_ACCEPT,
    );
    expect(await short.json()).toEqual({ ok: false, error: 'Password must be at least 6 characters long.' });
    const portal = await postForm(
      '/auth/sign-up',
      { email: 'a@b.co', password: 'x', confirmPassword: 'x', fullName: 'A' },
      JSON_ACCEPT,
    );
    expect(await portal.json()).toEqual({ ok: false, error: 'Password must be at least 6 characters.' });
    expect(PORTAL_ERRORS.passwordTooShort).toBe('Password must be at least 6 characters.');
    const html = await (await postForm('/login/sign-in', { email: '', password: '' })).text();
    expect((await selectOne(html, 'html')).attrs.lang).toBe('en-IN');
    expect((await selectOne(html, '[role="alert"]')).text).toBe('Email and password are required.');
  });
});

describe('signing in from a Hindi page lands on Hindi pages', () => {
  it('a patient signing in on /hi/login lands on /hi, with the Hindi toast', async () => {
    const account = await createAccount('patient');
    const form = await postForm('/hi/login/sign-in', { email: account.email, password: account.password });
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toBe('/hi');
    expect(form.headers.getSetCookie().some((line) => line.startsWith('flash=signed-in'))).toBe(true);
    const home = await (await get('/hi', { headers: { Cookie: cookiesFrom(form) } })).text();
    expect(visibleText(home)).toContain(HI_UI.flash['signed-in'].title);

    const island = await postForm(
      '/hi/login/sign-in',
      { email: account.email, password: account.password },
      JSON_ACCEPT,
    );
    expect(await island.json()).toEqual({ ok: true, toast: HI_UI.flash['signed-in'], redirect: '/hi' });
  });

  it('an English sign-in still lands on / with the English toast', async () => {
    const account = await createAccount('patient');
    const form = await postForm('/login/sign-in', { email: account.email, password: account.password });
    expect(form.headers.get('Location')).toBe('/');
    const island = await postForm('/login/sign-in', { email: account.email, password: account.password }, JSON_ACCEPT);
    expect(await island.json()).toEqual({ ok: true, toast: AUTH_TOASTS.signedIn, redirect: '/' });
  });

  it('/hi/auth: a patient lands on /hi or a safe next, an admin who chose admin still on /admin', async () => {
    const patient = await postForm('/hi/auth/sign-in', { ...ACCOUNTS.patient, role: 'patient' }, JSON_ACCEPT);
    expect(await patient.json()).toEqual({ ok: true, toast: HI_UI.flash['welcome-back'], redirect: '/hi' });
    const next = await postForm('/hi/auth/sign-in', { ...ACCOUNTS.patient, next: '/hi/doctors?department=diabetes' });
    expect(next.headers.get('Location')).toBe('/hi/doctors?department=diabetes');
    const admin = await postForm('/hi/auth/sign-in', { ...ACCOUNTS.admin, role: 'admin' }, JSON_ACCEPT);
    expect(await admin.json()).toMatchObject({ ok: true, redirect: '/admin' });
    // Choosing "admin" grants nothing: an account without the admin role lands on the Hindi home page.
    const pretender = await postForm('/hi/auth/sign-in', { ...ACCOUNTS.doctor, role: 'admin' }, JSON_ACCEPT);
    expect(await pretender.json()).toMatchObject({ ok: true, redirect: '/hi' });
  });

  it('Hindi paths pass safeNext, and no payload leaves the site from a Hindi form', async () => {
    expect(safeNext('/hi')).toBe('/hi');
    expect(safeNext('/hi/doctors?department=diabetes#top')).toBe('/hi/doctors?department=diabetes#top');
    for (const payload of [
      '//evil.example',
      '/hi/..//evil.example',
      '/hi/%2e%2e//evil.example',
      'https://evil.example',
    ]) {
      expect(safeNext(payload)).toBe('/');
      const account = await createAccount('patient');
      const form = await postForm('/hi/auth/sign-in', {
        email: account.email,
        password: account.password,
        next: payload,
      });
      expect(form.headers.get('Location'), payload).toBe('/hi');
      const page = await (await get(`/hi/auth?next=${encodeURIComponent(payload)}`)).text();
      for (const input of await select(page, 'input[name="next"]')) expect(input.attrs.value).toBe('/');
    }
  });

  it('a sign-up from /hi/login sends the confirmation link back through the callback to /hi', async () => {
    const email = uniqueEmail();
    const response = await postForm(
      '/hi/login/sign-up',
      { email, password: 'secret12', confirmPassword: 'secret12', terms: 'on' },
      JSON_ACCEPT,
    );
    expect(await response.json()).toEqual({ ok: true, toast: HI_UI.flash['account-created-patient'], mode: 'sign-in' });
    expect(await mailTo(email)).toContain(
      encodeURIComponent(`${SITE}/auth/callback?next=${encodeURIComponent('/hi')}`),
    );
    const portal = await postForm(
      '/hi/auth/sign-up',
      { email: uniqueEmail(), password: 'secret12', confirmPassword: 'secret12', fullName: 'आशा राव', role: 'doctor' },
      JSON_ACCEPT,
    );
    expect(await portal.json()).toEqual({ ok: true, toast: HI_UI.flash['account-created-doctor'], mode: 'sign-in' });
  });

  it('a reset email asked for on a Hindi page leads to /hi/reset-password', async () => {
    const account = await createAccount('patient');
    const reset = await postForm('/hi/login/forgot', { email: account.email }, JSON_ACCEPT);
    expect(await reset.json()).toEqual({ ok: true, toast: HI_UI.flash['reset-email-sent'] });
    expect(await mailTo(account.email)).toContain(
      encodeURIComponent(`${SITE}/auth/callback?next=${encodeURIComponent('/hi/reset-password')}`),
    );
    const noJs = await postForm('/hi/auth/forgot', { email: uniqueEmail() });
    expect(noJs.status).toBe(303);
    expect(noJs.headers.get('Location')).toBe('/hi/auth');
  });

  it('the callback answers a Hindi visitor’s failed link on /hi/login, and an English one on /login', async () => {
    const hindi = await get(
      `/auth/callback?next=${encodeURIComponent('/hi')}&error=access_denied&error_code=otp_expired`,
    );
    expect(hindi.status).toBe(303);
    expect(hindi.headers.get('Location')).toBe('/hi/login');
    expect(hindi.headers.getSetCookie().some((line) => line.startsWith('flash=link-expired'))).toBe(true);
    const page = await (await get('/hi/login', { headers: { Cookie: 'flash=link-expired' } })).text();
    expect(visibleText(page)).toContain(HI_UI.flash['link-expired'].title);
    const badCode = await get(`/auth/callback?next=${encodeURIComponent('/hi/reset-password')}&code=nope`);
    expect(badCode.headers.get('Location')).toBe('/hi/login');
    const english = await get('/auth/callback?error=access_denied&error_code=otp_expired');
    expect(english.headers.get('Location')).toBe('/login');
    const evil = await get(`/auth/callback?next=${encodeURIComponent('//evil.example/hi')}`);
    expect(evil.headers.get('Location')).toBe('/login');
  });

  it('Google sign-in from /hi/login comes back to the callback with next=/hi', async () => {
    const response = await postForm('/hi/login/google', {});
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location')!);
    expect(location.searchParams.get('redirect_to')).toBe(`${SITE}/auth/callback?next=${encodeURIComponent('/hi')}`);
  });

  it('a signed-in visitor opening /hi/login goes on to /hi; signing out from Hindi lands on /hi/auth', async () => {
    const account = await createAccount('patient');
    const cookie = cookiesFrom(
      await postForm('/hi/login/sign-in', { email: account.email, password: account.password }),
    )
      .split('; ')
      .filter((pair) => !pair.startsWith('flash='))
      .join('; ');
    const login = await get('/hi/login', { headers: { Cookie: cookie } });
    expect(login.status).toBe(303);
    expect(login.headers.get('Location')).toBe('/hi');
    const out = await postForm('/hi/auth/sign-out', {}, { Cookie: cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/hi/auth');
  });
});

describe('/hi/reset-password with a reset link', () => {
  it('refuses in Hindi, then sets the password and lands on /hi', async () => {
    const account = await createAccount('patient');
    const recovery = await recoverySessionCookie(account.email);
    const page = await (await get('/hi/reset-password', { headers: { Cookie: recovery } })).text();
    expect((await selectOne(page, 'main form')).attrs.action).toBe('/hi/reset-password');
    expect(visibleText(page)).toContain(HI_AUTH_WORDS.resetPage.choose('6'));
    expect(visibleText(page)).toContain(HI_AUTH_WORDS.fields.newPassword);
    const differ = await postForm(
      '/hi/reset-password',
      { password: 'brand-new-pw', confirmPassword: 'other-pw' },
      { Cookie: recovery },
    );
    expect(differ.status).toBe(400);
    expect((await selectOne(await differ.text(), '[role="alert"]')).text).toBe(HI_PORTAL.passwordsDiffer);
    const done = await postForm(
      '/hi/reset-password',
      { password: 'brand-new-pw', confirmPassword: 'brand-new-pw' },
      { Cookie: recovery },
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/hi');
    const expired = await postForm('/hi/reset-password', { password: 'x', confirmPassword: 'x' });
    expect(expired.status).toBe(401);
    expect(visibleText(await expired.text())).toContain(HI_AUTH_WORDS.errors.resetLinkExpired);
  });
});

describe('the sign-in dictionaries', () => {
  it('Hindi has every key English has, and every Hindi text has Devanagari (or is a brand or empty)', () => {
    const english = new Map(strings(EN_AUTH_WORDS));
    const hindi = new Map(strings(HI_AUTH_WORDS));
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    const notHindi = [...hindi].filter(
      ([key, value]) => value.trim() !== '' && !key.endsWith('.variant') && !DEVANAGARI.test(value),
    );
    expect(notHindi).toEqual([]);
    for (const problem of AUTH_PROBLEMS) expect(DEVANAGARI.test(HI_LOGIN[problem]), problem).toBe(true);
  });

  it('figures in messages are formatted for the language, and the pages are wholly Hindi', () => {
    expect(HI_LOGIN.passwordTooShort).toContain('6');
    expect(AUTH_WORDS.en.problems.portal.passwordTooLong('72')).toBe('Password must be at most 72 characters.');
    for (const id of ['auth', 'login', 'reset-password'] as const) {
      const page = pageDef(id, 'hi');
      expect(page.indexable).toBe(false);
      expect(page.path).toBe(`/hi/${id}`);
    }
  });
});

describe('malformed input on the Hindi endpoints', () => {
  it('is answered with a 4xx and words, never a 5xx', async () => {
    const bodies: { type?: string; body: BodyInit | null }[] = [
      { type: 'multipart/form-data; boundary=abc', body: 'garbage without any boundary' },
      { type: 'application/x-www-form-urlencoded', body: '%%%=%E0%A4%A' },
      { type: 'application/x-www-form-urlencoded', body: 'email=a&email=b&password[]=x&__proto__=1' },
      { type: 'application/x-www-form-urlencoded', body: `email=${'a'.repeat(20_000)}` },
      { type: 'application/json', body: '{"email":"a@b.co","password":"secret1"}' },
      { type: undefined, body: 'email=x' },
    ];
    for (const path of AUTH_FORM_POSTS.map((post) => localizedPath(post, 'hi'))) {
      for (const { type, body } of bodies) {
        const headers: Record<string, string> = { Origin: SITE, 'CF-Connecting-IP': freshAddress() };
        if (type) headers['Content-Type'] = type;
        const response = await SELF.fetch(`${SITE}${path}`, { method: 'POST', headers, body, redirect: 'manual' });
        const what = `POST ${path} ${type} ${String(body).slice(0, 30)}`;
        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400) expect((await response.text()).trim().length, what).toBeGreaterThan(10);
      }
    }
    const cookie = `${sessionCookieName()}=base64-eyJhY2Nlc3NfdG9rZW4iOjF9; flash=%00; remembered_email=%E0`;
    for (const path of ['/hi/auth?next=%E0%A4%A', '/hi/login?mode=%00&reset=%E0', '/hi/reset-password', '/hi/login']) {
      const response = await get(path, { headers: { Cookie: cookie } });
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
