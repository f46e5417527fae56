// The signed-in areas generated from their menus: the doctor's /doctor behind the doctor role, the patient's
// /account (and /hi/account) behind any live session, each scoped to the signed-in account's own records.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_COPY_EN } from '../../src/account/copy.en';
import { ACCOUNT_COPY_HI } from '../../src/account/copy.hi';
import { DOCTOR_MENU } from '../../src/doctor/menu';
import { testDoctor } from './appointment-support';
import { createAccount, JSON_ACCEPT, postForm, SITE, signInWith } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const visit = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

async function signedIn(role: string) {
  const account = await createAccount(role);
  return { ...account, cookie: await signInWith(account.email, account.password) };
}

/** A contact message sent with `email`; its reference, as the visitor is told it. */
async function sendMessage(email: string): Promise<string> {
  const response = await postForm(
    '/contact',
    { firstName: 'Asha', email, department: 'other', message: 'Hello', token: crypto.randomUUID() },
    JSON_ACCEPT,
  );
  const reply = (await response.json()) as { ok: boolean; reference: string };
  expect(reply.ok).toBe(true);
  return reply.reference;
}

describe('/doctor', () => {
  it.each(DOCTOR_MENU.map((entry) => entry.path))('%s without a session redirects to sign-in', async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/auth?next=${encodeURIComponent(path)}`);
  });

  it('a patient is refused with a 403 that says the doctor area needs doctor access', async () => {
    const { cookie } = await signedIn('patient');
    const response = await visit('/doctor', cookie);
    expect(response.status).toBe(403);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(visibleText(await response.text())).toContain('does not have doctor access');
  });

  it('an admin is no doctor either', async () => {
    const { cookie } = await signedIn('admin');
    expect((await visit('/doctor', cookie)).status).toBe(403);
  });

  it("a doctor sees each entry of the menu, the profile from the auth server's record, and 404 elsewhere", async () => {
    const { cookie, email, id } = await signedIn('doctor');
    // An admin's approval links the account to a doctor record (tests/worker/doctor-area.test.ts: without one).
    await testDoctor(undefined, { accountId: id });
    for (const entry of DOCTOR_MENU) {
      const response = await visit(entry.path, cookie);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect((await selectOne(html, 'h1')).text).toBe(entry.title);
      const current = await select(html, 'nav a[aria-current="page"]');
      expect(current.map((link) => link.attrs.href)).toEqual([entry.path]);
      // The staff bar names the doctor's area, and Sign Out is in reach (a form that works without JavaScript).
      expect((await selectOne(html, 'header a')).text).toContain('Doctor');
      expect(await select(html, 'form[action="/auth/sign-out"]')).toHaveLength(1);
    }
    expect(visibleText(await (await visit('/doctor/profile', cookie)).text())).toContain(email);
    expect((await visit('/doctor/', cookie)).status).toBe(200);
    expect((await visit('/doctor/nowhere', cookie)).status).toBe(404);
  });
});

describe('/account', () => {
  it('without a session redirects to sign-in, in the language of the address', async () => {
    const english = await visit('/account');
    expect(english.status).toBe(303);
    expect(english.headers.get('Location')).toBe('/auth?next=%2Faccount');
    const hindi = await visit('/hi/account');
    expect(hindi.status).toBe(303);
    expect(hindi.headers.get('Location')).toBe('/hi/auth?next=%2Fhi%2Faccount');
  });

  it("shows the signed-in person's own requests, and nobody else's", async () => {
    const { cookie, email } = await signedIn('patient');
    const own = await sendMessage(email);
    const someoneElses = await sendMessage(`other-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const response = await visit('/account', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    expect((await selectOne(html, 'h1')).text).toBe('My Account');
    const text = visibleText(html);
    expect(text).toContain(email);
    expect(text).toContain(ACCOUNT_COPY_EN.overview.requestsTitle);
    const rows = await select(html, 'tbody tr');
    expect(rows.map((row) => row.text)).toEqual([expect.stringContaining(own)]);
    expect(text).not.toContain(someoneElses);
    expect(rows[0]!.text).toContain(ACCOUNT_COPY_EN.overview.kinds.contact);
    expect(rows[0]!.text).toContain(ACCOUNT_COPY_EN.overview.statuses.new);
  });

  it('speaks Hindi under /hi, and says so when there is no request yet', async () => {
    const { cookie } = await signedIn('patient');
    const response = await visit('/hi/account', cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect((await selectOne(html, 'html')).attrs.lang).toBe('hi');
    expect(visibleText(html)).toContain(ACCOUNT_COPY_HI.overview.none);
    expect((await selectOne(html, 'meta[name="robots"]')).attrs.content).toContain('noindex');
  });

  it('any role may open its own account page', async () => {
    for (const role of ['doctor', 'admin']) {
      const { cookie } = await signedIn(role);
      expect((await visit('/account', cookie)).status).toBe(200);
    }
  });
});
