// "Sign in with your mobile" on /auth and /login (and the Hindi pages) as a browser without JavaScript uses it: the
// number's form, the cookie that carries the number to the code's form, the code from the local auth server's inbox,
// the session and the landing; and the words for a wrong, expired and too-often-wrong code, a code asked for too
// soon, a number that is not an Indian mobile, and a code's form reached without a number.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { formatIndiaTime } from '../../shared/i18n/format';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { PHONE_COOKIE } from '../../src/auth/phone-sign-in';
import { cookiesFrom, get, postForm } from './auth-helpers';
import { select, selectOne, visibleText } from './html';
import { codeFor, Jar, sendCode, uniqueMobile } from './phone-sign-in-support';

const EN = AUTH_WORDS.en.phone;
const HI = AUTH_WORDS.hi.phone;

describe('the forms on the pages', () => {
  it.each([
    ['en', '/auth'],
    ['en', '/login'],
    ['hi', '/hi/auth'],
    ['hi', '/hi/login'],
  ] as const)('%s %s offers "Sign in with your mobile" as a plain form', async (locale, page) => {
    const html = await (await get(page)).text();
    const words = AUTH_WORDS[locale].phone;
    const form = await selectOne(html, `form[action="${page}/phone"]`);
    expect(form.attrs.method).toBe('post');
    const input = await selectOne(html, `form[action="${page}/phone"] input[name="phone"]`);
    expect(input.attrs).toMatchObject({ type: 'tel', autocomplete: 'tel' });
    const label = await selectOne(html, `label[for="${input.attrs.id}"]`);
    expect(label.text).toContain(words.mobile);
    expect((await selectOne(html, `form[action="${page}/phone"] button[type="submit"]`)).text).toBe(words.send);
    expect(visibleText(html)).toContain(words.title);
    // E-mail sign-in stays.
    expect(html).toContain(`${page}/sign-in`);
  });
});

describe('signing in with a mobile, without JavaScript', () => {
  it('sends the code, shows the code form, verifies it and lands where e-mail sign-in lands', async () => {
    const { normal, typed } = uniqueMobile();
    const jar = new Jar();
    const sent = await sendCode('/login', typed, jar);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/login');
    expect(decodeURIComponent(jar.value(PHONE_COOKIE) ?? '')).toMatch(new RegExp(`^\\${normal}\\.\\d{13}\\.0$`));
    expect(sent.headers.getSetCookie().find((line) => line.startsWith(`${PHONE_COOKIE}=`))).toMatch(/HttpOnly/i);

    const page = await (await get('/login', { headers: jar.header })).text();
    const code = await selectOne(page, 'form[action="/login/phone/verify"] input[name="code"]');
    expect(code.attrs).toMatchObject({ autocomplete: 'one-time-code', inputmode: 'numeric' });
    expect(visibleText(page)).toContain(EN.sentTo(`+91 ${normal.slice(3, 8)} ${normal.slice(8)}`));
    // "Send again" says how long is left of the minute between codes.
    expect(visibleText(page)).toMatch(/No code\? You can ask for a new one in (59|60) seconds\./);
    const buttons = await select(page, '#mobile-sign-in button');
    expect(buttons.map((button) => button.text)).toEqual([EN.verify, EN.again, EN.otherNumber]);

    const verified = await postForm('/login/phone/verify', { code: await codeFor(normal) }, jar.header);
    jar.take(verified);
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/');
    expect(jar.has(PHONE_COOKIE)).toBe(false);
    expect([...verified.headers.getSetCookie()].some((line) => /^sb-[^=]+-auth-token=/.test(line))).toBe(true);

    // Signed in as a patient: the account area opens, and the header hint names the number.
    const account = await get('/account', { headers: jar.header, redirect: 'manual' });
    expect(account.status).toBe(200);
    expect(decodeURIComponent(jar.value('sb-account-hint') ?? '')).toContain(normal.slice(3, 8));
  });

  it('in Hindi: the code form in Hindi, and the Hindi home page after', async () => {
    const { normal } = uniqueMobile();
    const jar = new Jar();
    const sent = await sendCode('/hi/login', normal, jar);
    expect(sent.headers.get('location')).toBe('/hi/login');
    const page = await (await get('/hi/login', { headers: jar.header })).text();
    expect(visibleText(page)).toContain(HI.sentTo(`+91 ${normal.slice(3, 8)} ${normal.slice(8)}`));
    expect((await selectOne(page, 'form[action="/hi/login/phone/verify"] button')).text).toBe(HI.verify);
    const wrong = await postForm('/hi/login/phone/verify', { code: '12345' }, jar.header);
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain(HI.codeInvalid('6'));
    const verified = await postForm('/hi/login/phone/verify', { code: await codeFor(normal) }, jar.header);
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/hi');
  });

  it('on /auth goes back to the guarded page that sent the visitor, as the e-mail sign-in does', async () => {
    const { normal } = uniqueMobile();
    const jar = new Jar();
    const sent = await sendCode('/auth', normal, jar, '/account');
    expect(sent.headers.get('location')).toBe('/auth?next=%2Faccount');
    const page = await (await get('/auth?next=%2Faccount', { headers: jar.header })).text();
    expect((await selectOne(page, 'form[action="/auth/phone/verify"] input[name="next"]')).attrs.value).toBe(
      '/account',
    );
    const verified = await postForm(
      '/auth/phone/verify',
      { code: await codeFor(normal), next: '/account' },
      jar.header,
    );
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/account');
  });

  it('says a wrong code is not right, then after five that the number is locked until a time', async () => {
    const { normal } = uniqueMobile();
    const jar = new Jar();
    await sendCode('/auth', normal, jar);
    const right = await codeFor(normal);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await postForm('/auth/phone/verify', { code: wrong }, jar.header);
      jar.take(response);
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(visibleText(html)).toContain(EN.wrongCode);
      // The message belongs to the code's field, which keeps its one-time-code hints.
      expect((await selectOne(html, 'input[name="code"]')).attrs['aria-invalid']).toBe('true');
    }
    const fifth = await postForm('/auth/phone/verify', { code: wrong }, jar.header);
    jar.take(fifth);
    expect(fifth.status).toBe(429);
    const lock = await env.DB.prepare('SELECT locked_until FROM phone_sign_in_locks WHERE phone = ?1')
      .bind(normal)
      .first<{ locked_until: number }>();
    const message = EN.locked('15 minutes', formatIndiaTime(lock?.locked_until ?? 0, 'en'));
    expect(visibleText(await fifth.text())).toContain(message);
    // Even the right code is not tried: the number is locked.
    const late = await postForm('/auth/phone/verify', { code: right }, jar.header);
    expect(late.status).toBe(429);
    expect(visibleText(await late.text())).toContain(message);
  });

  it('says a code is expired when it went more than five minutes ago', async () => {
    const { normal } = uniqueMobile();
    const jar = new Jar();
    await sendCode('/login', normal, jar);
    const [phone] = decodeURIComponent(jar.value(PHONE_COOKIE) ?? '').split('.');
    jar.set(PHONE_COOKIE, `${phone}.${Date.now() - 6 * 60_000}.0`);
    const response = await postForm('/login/phone/verify', { code: '000000' }, jar.header);
    expect(response.status).toBe(422);
    const html = visibleText(await response.text());
    expect(html).toContain(EN.expired);
    expect(html).toContain(EN.againNow);
  });

  it('asks a code sent again too soon to wait, with the wait in words, and keeps the code form', async () => {
    const { normal } = uniqueMobile();
    const jar = new Jar();
    await sendCode('/login', normal, jar);
    const again = await postForm('/login/phone', {}, jar.header);
    expect(again.status).toBe(429);
    const html = await again.text();
    expect(visibleText(html)).toMatch(/Please wait (59|60) seconds before asking for another code\./);
    expect(await select(html, 'input[name="code"]')).toHaveLength(1);
  });

  it('refuses a number that is not an Indian mobile with the request forms words, in the page language', async () => {
    const english = await postForm('/login/phone', { phone: '12345' });
    expect(english.status).toBe(400);
    const html = await english.text();
    expect(visibleText(html)).toContain(EN_ISLAND_WORDS.forms.problems.phone);
    expect((await selectOne(html, 'input[name="phone"]')).attrs.value).toBe('12345');
    const hindi = await postForm('/hi/auth/phone', { phone: '' });
    expect(hindi.status).toBe(400);
    expect(visibleText(await hindi.text())).toContain(HI_ISLAND_WORDS.forms.problems.missing);
  });

  it('asks for the number again when the code form is sent without one, in Hindi on a Hindi page', async () => {
    const response = await postForm('/hi/login/phone/verify', { code: '123456' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain(HI.noNumber);
    expect(await select(html, 'form[action="/hi/login/phone"] input[name="phone"]')).toHaveLength(1);
  });

  it('"Use another number" forgets the number and shows the first form again', async () => {
    const { normal } = uniqueMobile();
    const jar = new Jar();
    await sendCode('/auth', normal, jar);
    const other = await postForm('/auth/phone/other', {}, jar.header);
    jar.take(other);
    expect(other.status).toBe(303);
    expect(jar.has(PHONE_COOKIE)).toBe(false);
    const html = await (await get('/auth', { headers: jar.header })).text();
    expect(await select(html, 'input[name="code"]')).toHaveLength(0);
    expect(cookiesFrom(other)).not.toContain(PHONE_COOKIE);
  });
});
