// Adding a mobile to an account on /account/profile (decision 0028, addendum), as a browser without JavaScript uses it:
// the number's form (updateUser({ phone }): the local auth server puts the code in its inbox), the phone_change cookie
// that carries the number to the code's form, the code (verifyOtp type phone_change), the new session, and the
// bookings made earlier with that mobile showing in /account at once; a change of mobile; the audit row with the
// numbers masked. Then the refusals: a number another account holds (sign in with it instead, or call us), a wrong,
// expired and too-often-wrong code, a code asked for too soon, not a mobile, the account's own number, no session,
// another site's post, and a number on its way for another account.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { ACCOUNT_TOASTS } from '../../shared/i18n/en/messages';
import { ACCOUNT_COPY_EN } from '../../src/account/copy.en';
import { ACCOUNT_COPY_HI } from '../../src/account/copy.hi';
import { PHONE_CHANGE_COOKIE } from '../../src/account/screens/ProfileMobile';
import { insertAppointment } from '../../src/appointments';
import { newBooking, testDoctor } from './appointment-support';
import { adminApi, cookiesFrom, createAccount, freshAddress, postForm, SITE, signInWith } from './auth-helpers';
import { select, selectOne, visibleText } from './html';
import { Jar, uniqueMobile } from './phone-sign-in-support';

const EN = ACCOUNT_COPY_EN.mobile;
const CODE = AUTH_WORDS.en.phone;
const PROFILE = '/account/profile';
const SEND = `${PROFILE}/mobile`;
const VERIFY = `${PROFILE}/mobile/verify`;
const OTHER = `${PROFILE}/mobile/other`;

/** A mobile of this test alone, '+91' and ten digits. */
const mobile = (): string => uniqueMobile('93').normal;
const shown = (phone: string) => `+91 ${phone.slice(3, 8)} ${phone.slice(8)}`;

/** An e-mail account made for one test, signed in with its password. */
async function emailAccount() {
  const account = await createAccount('patient');
  return { ...account, jar: new Jar(await signInWith(account.email, account.password)) };
}

/** The newest code the local auth server's inbox holds for a number. */
async function codeFor(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const search = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=${encodeURIComponent(`to:${phone}`)}`);
    const found = (await search.json()) as { messages: { ID: string }[] };
    const id = found.messages[0]?.ID;
    if (id) {
      const message = (await (await fetch(`${env.TEST_INBOX_URL}/api/v1/message/${id}`)).json()) as { Text: string };
      const code = /\b(\d{6})\b/.exec(message.Text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code for ${phone}`);
}

async function storedAppointment(phone: string) {
  const doctor = await testDoctor();
  const start = Date.now() + 4 * 86_400_000 + Math.floor(Math.random() * 5000) * 60_000;
  const booked = await insertAppointment(env.DB, newBooking(doctor.id, start, { patientPhone: phone }));
  if (!booked.ok) throw new Error(`could not store an appointment: ${booked.reason}`);
  return booked.reference;
}

const visit = (path: string, jar: Jar) => SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: jar.header });

async function cardsOf(jar: Jar): Promise<string[]> {
  const html = await (await visit('/account/appointments', jar)).text();
  return (await select(html, 'article[data-reference]')).map((card) => card.attrs['data-reference'] ?? '');
}

async function post(jar: Jar, path: string, fields: Record<string, string> = {}) {
  const response = await postForm(path, fields, jar.header);
  jar.take(response);
  return response;
}

/** The words before the support line's number in the "another account holds it" message. */
const takenStart = (words: typeof EN) => words.taken('\u0000').split('\u0000')[0] ?? '';

describe('adding a mobile, without JavaScript', () => {
  it('sends a code to the number, verifies it, and the bookings made with it show in /account at once', async () => {
    const person = await emailAccount();
    const phone = mobile();
    const booking = await storedAppointment(phone);
    expect(await cardsOf(person.jar)).not.toContain(booking);

    // The section: no mobile yet, "Add a mobile" as a plain form.
    const before = await (await visit(PROFILE, person.jar)).text();
    expect(visibleText(before)).toContain(EN.heading);
    expect(visibleText(before)).toContain(EN.none);
    expect((await selectOne(before, `form[action="${SEND}"]`)).attrs.method).toBe('post');
    expect((await selectOne(before, `form[action="${SEND}"] h3`)).text).toBe(EN.add);
    const input = await selectOne(before, `form[action="${SEND}"] input[name="phone"]`);
    expect(input.attrs).toMatchObject({ type: 'tel', autocomplete: 'tel' });
    expect((await selectOne(before, `label[for="${input.attrs.id}"]`)).text).toContain(EN.number);

    const sent = await post(person.jar, SEND, { phone: `0${phone.slice(3, 8)}-${phone.slice(8)}` });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe(PROFILE);
    const cookieLine = sent.headers.getSetCookie().find((line) => line.startsWith(`${PHONE_CHANGE_COOKIE}=`));
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(decodeURIComponent(person.jar.value(PHONE_CHANGE_COOKIE) ?? '')).toBe(
      `${phone}.${decodeURIComponent(person.jar.value(PHONE_CHANGE_COOKIE) ?? '').split('.')[1]}.0.${person.id}`,
    );
    // The auth server holds the change until the code comes back: nothing is linked yet.
    const pending = await adminApi(`/users/${person.id}`, { method: 'GET' });
    expect(pending.new_phone).toBe(phone.slice(1));
    expect(pending.phone_confirmed_at).toBeUndefined();
    expect(await cardsOf(person.jar)).not.toContain(booking);

    // The code's form.
    const codeStep = await (await visit(PROFILE, person.jar)).text();
    expect(visibleText(codeStep)).toContain(CODE.sentTo(shown(phone)));
    const code = await selectOne(codeStep, `form[action="${VERIFY}"] input[name="code"]`);
    expect(code.attrs).toMatchObject({ autocomplete: 'one-time-code', inputmode: 'numeric' });
    expect((await select(codeStep, '#mobile button')).map((button) => button.text)).toEqual([
      CODE.verify,
      CODE.again,
      EN.cancel,
    ]);

    const sessionBefore = person.jar.header.Cookie;
    const verified = await post(person.jar, VERIFY, { code: await codeFor(phone) });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('Location')).toBe(PROFILE);
    expect(verified.headers.getSetCookie().join(';')).toContain('flash=mobile-added');
    // A new session is written, and the number is no longer on its way.
    expect(verified.headers.getSetCookie().some((line) => /^sb-[^=]+-auth-token=/.test(line))).toBe(true);
    expect(person.jar.header.Cookie).not.toBe(sessionBefore);
    expect(person.jar.value(PHONE_CHANGE_COOKIE)).toBeUndefined();

    const record = await adminApi(`/users/${person.id}`, { method: 'GET' });
    expect(record.phone).toBe(phone.slice(1));
    expect(record.phone_confirmed_at).toBeTruthy();
    expect(record.email).toBe(person.email);
    // The booking made earlier with the mobile is the account's now, on the very next page.
    expect(await cardsOf(person.jar)).toContain(booking);

    // The profile shows the verified mobile, the message, and offers to change it.
    const after = await (await visit(PROFILE, person.jar)).text();
    expect(visibleText(after)).toContain(ACCOUNT_TOASTS.mobileAdded.title);
    expect((await selectOne(after, '[data-verified-mobile]')).text).toBe(shown(phone));
    expect((await selectOne(after, `form[action="${SEND}"] h3`)).text).toBe(EN.change);
    expect(visibleText(after)).toContain(EN.changeNote);

    // The same number again is already the account's: nothing is sent.
    const same = await post(person.jar, SEND, { phone });
    expect(same.status).toBe(400);
    expect(visibleText(await same.text())).toContain(EN.already);

    // The audit row, the number masked.
    const audit = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE actor_id = ?1 AND action = 'profile' ORDER BY id",
    )
      .bind(person.id)
      .all<{ detail: string }>();
    const masked = `+91 ${phone.slice(3, 5)}••• ••${phone.slice(10)}`;
    expect(audit.results.map((row) => row.detail)).toEqual([`mobile for sign-in added: ${masked}, verified by a code`]);
    expect(JSON.stringify(audit.results)).not.toContain(phone.slice(3));
  });

  it('changes a verified mobile to another: the new one links, the old one no longer does', async () => {
    const person = await emailAccount();
    const first = mobile();
    const second = mobile();
    const oldBooking = await storedAppointment(first);
    const newBooking = await storedAppointment(second);
    await post(person.jar, SEND, { phone: first });
    expect((await post(person.jar, VERIFY, { code: await codeFor(first) })).status).toBe(303);
    expect(await cardsOf(person.jar)).toContain(oldBooking);

    expect((await post(person.jar, SEND, { phone: second })).status).toBe(303);
    expect((await post(person.jar, VERIFY, { code: await codeFor(second) })).status).toBe(303);
    const cards = await cardsOf(person.jar);
    expect(cards).toContain(newBooking);
    expect(cards).not.toContain(oldBooking);
    const audit = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE actor_id = ?1 AND action = 'profile' ORDER BY id DESC LIMIT 1",
    )
      .bind(person.id)
      .first<{ detail: string }>();
    expect(audit?.detail).toBe(
      `mobile for sign-in changed from +91 ${first.slice(3, 5)}••• ••${first.slice(10)} to +91 ${second.slice(3, 5)}••• ••${second.slice(10)}, verified by a code`,
    );
  });

  it('in Hindi: the section, the code form and the message in Hindi, back on the Hindi profile', async () => {
    const person = await emailAccount();
    const phone = mobile();
    const page = await (await visit(`/hi${PROFILE}`, person.jar)).text();
    expect(visibleText(page)).toContain(ACCOUNT_COPY_HI.mobile.heading);
    const sent = await post(person.jar, `/hi${SEND}`, { phone });
    expect(sent.headers.get('Location')).toBe(`/hi${PROFILE}`);
    const codeStep = await (await visit(`/hi${PROFILE}`, person.jar)).text();
    expect(visibleText(codeStep)).toContain(AUTH_WORDS.hi.phone.sentTo(shown(phone)));
    const short = await post(person.jar, `/hi${VERIFY}`, { code: '12345' });
    expect(short.status).toBe(400);
    expect(visibleText(await short.text())).toContain(AUTH_WORDS.hi.phone.codeInvalid('6'));
    const verified = await post(person.jar, `/hi${VERIFY}`, { code: await codeFor(phone) });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('Location')).toBe(`/hi${PROFILE}`);
  });
});

describe('refusals', () => {
  it('refuses a number another account holds, saying to sign in with it instead or to call us', async () => {
    const holder = mobile();
    // Someone signed up with this mobile by its code.
    const signUp = await postForm('/login/phone', { phone: holder });
    expect(signUp.status).toBe(303);
    const signedUp = await postForm(
      '/login/phone/verify',
      { code: await codeFor(holder) },
      { Cookie: cookiesFrom(signUp) },
    );
    expect(signedUp.status).toBe(303);
    // That account's profile: its verified mobile, "Change mobile", and no e-mail it never gave.
    const theirs = await (await visit(PROFILE, new Jar(cookiesFrom(signedUp)))).text();
    expect((await selectOne(theirs, '[data-verified-mobile]')).text).toBe(shown(holder));
    expect((await selectOne(theirs, `form[action="${SEND}"] h3`)).text).toBe(EN.change);
    expect(visibleText(theirs)).not.toContain(ACCOUNT_COPY_EN.profile.email);
    const person = await emailAccount();
    const refused = await post(person.jar, SEND, { phone: shown(holder) });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    const text = visibleText(html);
    expect(text).toContain(takenStart(EN));
    expect(text).toContain('+91 90000 00000');
    // The message is the number field's, the number kept as typed, and nothing is on its way.
    expect((await selectOne(html, `form[action="${SEND}"] input[name="phone"]`)).attrs['aria-invalid']).toBe('true');
    expect((await selectOne(html, `form[action="${SEND}"] input[name="phone"]`)).attrs.value).toBe(shown(holder));
    expect(person.jar.value(PHONE_CHANGE_COOKIE)).toBeUndefined();
    expect((await adminApi(`/users/${person.id}`, { method: 'GET' })).new_phone).toBeUndefined();
    // In Hindi too.
    const hindi = await post(person.jar, `/hi${SEND}`, { phone: holder });
    expect(hindi.status).toBe(422);
    expect(visibleText(await hindi.text())).toContain(takenStart(ACCOUNT_COPY_HI.mobile));
  });

  it('says a wrong code is not right, then after five locks the number as sign-in does, and nothing is linked', async () => {
    const person = await emailAccount();
    const phone = mobile();
    const booking = await storedAppointment(phone);
    await post(person.jar, SEND, { phone });
    const right = await codeFor(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post(person.jar, VERIFY, { code: wrong });
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(visibleText(html)).toContain(CODE.wrongCode);
      expect((await selectOne(html, 'input[name="code"]')).attrs['aria-invalid']).toBe('true');
    }
    const fifth = await post(person.jar, VERIFY, { code: wrong });
    expect(fifth.status).toBe(429);
    // The sign-in guard's lock, counted per number in D1: the words name how long and until when.
    const lockedText = visibleText(await fifth.text());
    expect(lockedText).toContain(CODE.locked('\u0000', '\u0000').split('\u0000')[0]!);
    const late = await post(person.jar, VERIFY, { code: right });
    expect(late.status).toBe(429);
    // The lock is the number's, kept in D1: no cookie sent again can reset it.
    const row = await env.DB.prepare('SELECT locked_until FROM phone_sign_in_locks WHERE phone = ?1')
      .bind(phone)
      .first<{ locked_until: number | null }>();
    expect(row?.locked_until).toBeGreaterThan(Date.now());
    expect((await adminApi(`/users/${person.id}`, { method: 'GET' })).phone_confirmed_at).toBeUndefined();
    expect(await cardsOf(person.jar)).not.toContain(booking);
  });

  it('says a code is expired when it went more than five minutes ago', async () => {
    const person = await emailAccount();
    const phone = mobile();
    await post(person.jar, SEND, { phone });
    person.jar.set(PHONE_CHANGE_COOKIE, encodeURIComponent(`${phone}.${Date.now() - 6 * 60_000}.0.${person.id}`));
    const response = await post(person.jar, VERIFY, { code: '000000' });
    expect(response.status).toBe(422);
    const text = visibleText(await response.text());
    expect(text).toContain(CODE.expired);
    expect(text).toContain(CODE.againNow);
  });

  it('asks a code sent again too soon to wait, with the wait in words, and keeps the code form', async () => {
    const person = await emailAccount();
    const phone = mobile();
    await post(person.jar, SEND, { phone });
    const again = await post(person.jar, SEND);
    expect(again.status).toBe(429);
    const html = await again.text();
    expect(visibleText(html)).toMatch(/Please wait (59|60) seconds before asking for another code\./);
    expect(await select(html, 'input[name="code"]')).toHaveLength(1);
  });

  it('refuses what is not an Indian mobile with the request forms words, in the page language', async () => {
    const person = await emailAccount();
    const english = await post(person.jar, SEND, { phone: '022 2345 6789' });
    expect(english.status).toBe(400);
    const html = await english.text();
    expect(visibleText(html)).toContain(EN_ISLAND_WORDS.forms.problems.phone);
    expect((await selectOne(html, `form[action="${SEND}"] input[name="phone"]`)).attrs.value).toBe('022 2345 6789');
    const hindi = await post(person.jar, `/hi${SEND}`, { phone: '' });
    expect(hindi.status).toBe(400);
    expect(visibleText(await hindi.text())).toContain(HI_ISLAND_WORDS.forms.problems.missing);
    expect(person.jar.value(PHONE_CHANGE_COOKIE)).toBeUndefined();
  });

  it('asks for the number again when the code form is sent without one, and "Use another number" forgets it', async () => {
    const person = await emailAccount();
    const none = await post(person.jar, VERIFY, { code: '123456' });
    expect(none.status).toBe(400);
    expect(visibleText(await none.text())).toContain(CODE.noNumber);
    await post(person.jar, SEND, { phone: mobile() });
    const other = await post(person.jar, OTHER);
    expect(other.status).toBe(303);
    expect(other.headers.get('Location')).toBe(PROFILE);
    expect(person.jar.value(PHONE_CHANGE_COOKIE)).toBeUndefined();
    const html = await (await visit(PROFILE, person.jar)).text();
    expect(await select(html, 'input[name="code"]')).toHaveLength(0);
  });

  it('ignores a number on its way for another account (a shared phone)', async () => {
    const [first, second] = await Promise.all([emailAccount(), emailAccount()]);
    const phone = mobile();
    await post(first.jar, SEND, { phone });
    second.jar.set(PHONE_CHANGE_COOKIE, first.jar.value(PHONE_CHANGE_COOKIE) ?? '');
    const html = await (await visit(PROFILE, second.jar)).text();
    expect(visibleText(html)).not.toContain(shown(phone));
    expect(await select(html, 'input[name="code"]')).toHaveLength(0);
    const verify = await post(second.jar, VERIFY, { code: await codeFor(phone) });
    expect(verify.status).toBe(400);
    expect((await adminApi(`/users/${first.id}`, { method: 'GET' })).phone_confirmed_at).toBeUndefined();
  });

  it.each([SEND, VERIFY, OTHER, `/hi${SEND}`])(
    '%s without a session answers 303 to the sign-in portal',
    async (path) => {
      const response = await postForm(path, { phone: mobile(), code: '123456' });
      expect(response.status).toBe(303);
      const portal = path.startsWith('/hi/') ? '/hi/auth' : '/auth';
      expect(response.headers.get('Location')).toBe(`${portal}?next=${encodeURIComponent(path)}`);
    },
  );

  it('refuses a post from another site (CSRF), and sends nothing', async () => {
    const person = await emailAccount();
    const phone = mobile();
    for (const path of [SEND, VERIFY]) {
      const response = await SELF.fetch(`${SITE}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          ...person.jar.header,
          Origin: 'https://evil.example',
          'Content-Type': 'application/x-www-form-urlencoded',
          'CF-Connecting-IP': freshAddress(),
        },
        body: new URLSearchParams({ phone, code: '123456' }).toString(),
      });
      expect(response.status).toBe(403);
    }
    expect((await adminApi(`/users/${person.id}`, { method: 'GET' })).new_phone).toBeUndefined();
  });
});
