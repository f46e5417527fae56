// The code in a sign-up's confirmation e-mail has a page that takes it (/auth/confirm, /hi/auth/confirm): the mail
// links it, the note after a sign-up links it, it works without JavaScript, and the code confirms the address and
// signs the person in. A wrong, malformed or used code is refused in words.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { AUTH_TOASTS } from '../../shared/messages';
import { UI_WORDS } from '../../src/render/ui-copy';
import { cookiesFrom, postForm, SITE, uniqueEmail } from './auth-helpers';
import { select, visibleText } from './html';

const PASSWORD = 'secret-pass-1';

/** The newest mail to `email` in the test auth server's inbox. */
async function mailTo(email: string): Promise<{ Subject: string; Text: string; HTML: string }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const search = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=to:${encodeURIComponent(email)}`);
    const found = (await search.json()) as { messages: { ID: string }[] };
    const id = found.messages[0]?.ID;
    if (id) return (await (await fetch(`${env.TEST_INBOX_URL}/api/v1/message/${id}`)).json()) as never;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

const codeOf = (text: string) => /the code (\d{6}) on our confirmation page/.exec(text)?.[1] ?? '';

/** A patient sign-up on /auth without JavaScript; its redirect's cookies (the flash) and its mail's code. */
async function signUp(prefix = '', extra: Record<string, string> = {}) {
  const email = uniqueEmail('code');
  const response = await postForm(`${prefix}/auth/sign-up`, {
    fullName: 'Kavya Menon',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: 'patient',
    ...extra,
  });
  expect(response.status).toBe(303);
  const mail = await mailTo(email);
  return {
    email,
    flash: cookiesFrom(response),
    location: response.headers.get('Location'),
    mail,
    code: codeOf(mail.Text),
  };
}

const page = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

describe('the confirmation code page', () => {
  it.each([
    ['en', '/auth/confirm'],
    ['hi', '/hi/auth/confirm'],
  ] as const)('%s: a form of e-mail and code that posts to itself, in the page’s language', async (locale, path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    const [form] = await select(html, 'main form');
    expect(form?.attrs).toMatchObject({ method: 'post', action: path });
    const inputs = await select(html, 'main form input');
    expect(inputs.map((input) => input.attrs.name)).toEqual(['email', 'code']);
    expect(inputs[1]?.attrs).toMatchObject({ inputmode: 'numeric', autocomplete: 'one-time-code' });
    const words = AUTH_WORDS[locale].confirm;
    expect(visibleText(html)).toContain(words.title);
    expect(visibleText(html)).toContain(words.code('6'));
  });

  it('the confirmation mail gives the code and links this page in both languages', async () => {
    const { mail, code } = await signUp();
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.Text).toContain(`${SITE}/auth/confirm`);
    expect(mail.Text).toContain(`${SITE}/hi/auth/confirm`);
  });

  it('after a sign-up without JavaScript, the "check your e-mail" note links this page (/auth and /hi/auth)', async () => {
    for (const prefix of ['', '/hi'] as const) {
      const { flash, location } = await signUp(prefix);
      expect(location).toBe(`${prefix}/auth`);
      const html = await (await page(location!, flash)).text();
      const words = AUTH_WORDS[prefix === '/hi' ? 'hi' : 'en'].confirm;
      // The flash notice (a status of its own) and the note in the form, which stays.
      const notes = (await select(html, 'main form [role="status"]')).map((note) => note.text);
      expect(notes).toEqual([expect.stringContaining(words.sent.trim())]);
      expect(await select(html, `main form [role="status"] a[href="${prefix}/auth/confirm"]`)).toHaveLength(1);
      // Without the flash, the portal says nothing of it.
      expect(await select(await (await page(location!)).text(), `main a[href="${prefix}/auth/confirm"]`)).toHaveLength(
        0,
      );
    }
  });

  it('after a sign-up on /login without JavaScript, the note links this page too', async () => {
    const email = uniqueEmail('code-login');
    const response = await postForm('/login/sign-up', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: 'on',
    });
    expect(response.status).toBe(303);
    const html = await (await page('/login', cookiesFrom(response))).text();
    expect(await select(html, 'main form [role="status"] a[href="/auth/confirm"]')).toHaveLength(1);
  });

  it('the code confirms the address and signs the person in, landing on the home page with a message', async () => {
    const { email, code } = await signUp();
    const before = await postForm('/auth/sign-in', { email, password: PASSWORD, role: 'patient' });
    expect(before.status).toBe(400);

    const confirmed = await postForm('/auth/confirm', { email, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe('/');
    const cookies = cookiesFrom(confirmed);
    expect(cookies).toContain('flash=email-confirmed');
    expect(cookies).toMatch(/sb-[^=]+-auth-token=/);
    const account = await page('/account', cookies);
    expect(account.status).toBe(200);
    expect(visibleText(await (await page('/', 'flash=email-confirmed')).text())).toContain(
      AUTH_TOASTS.emailConfirmed.title,
    );
    // Confirmed: the password signs in now, and the code is spent.
    expect((await postForm('/auth/sign-in', { email, password: PASSWORD, role: 'patient' })).status).toBe(303);
    const again = await postForm('/auth/confirm', { email, code });
    expect(again.status).toBe(422);
    expect(visibleText(await again.text())).toContain(AUTH_WORDS.en.confirm.wrongCode);
  });

  it('in Hindi, with a `next`, and JSON for a script', async () => {
    const { email, code } = await signUp('/hi');
    const wrong = await postForm('/hi/auth/confirm', { email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(visibleText(html)).toContain(AUTH_WORDS.hi.confirm.wrongCode);
    expect((await select(html, 'main form input[name="email"]'))[0]?.attrs.value).toBe(email);
    const short = await postForm('/hi/auth/confirm', { email, code: '12' });
    expect(short.status).toBe(400);
    expect(visibleText(await short.text())).toContain(AUTH_WORDS.hi.confirm.codeInvalid('6'));
    const done = await postForm('/hi/auth/confirm', { email, code, next: '/hi/account' });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/hi/account');
    expect(UI_WORDS.hi.flash['email-confirmed'].title).not.toBe(AUTH_TOASTS.emailConfirmed.title);
  });

  it('refuses a malformed e-mail in words, never a 5xx', async () => {
    const response = await postForm('/auth/confirm', { email: 'not-an-email', code: '123456' });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain(AUTH_WORDS.en.problems.portal.invalidEmail);
  });
});
