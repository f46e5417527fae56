// The sign-in guard (src/sign-in-guard, migration 0023): five wrong codes for a number within 15 minutes lock it for
// 15 minutes. Through the pages: the sixth try, even with the right code, is refused with the lock's words and never
// reaches the auth server; a new code is not sent to a locked number; the lock lifts after its time; a right code
// before the limit clears the count; another number is not affected; the words in Hindi; the audit row, masked.
// Through the module, with its clock passed in: eight tries at once let five through, the window and the lock's end.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { PHONE_LOCK_MINUTES, PHONE_LOCK_WINDOW_MINUTES, PHONE_MAX_TRIES } from '../../shared/auth/phone-code';
import { formatIndiaTime, formatNumber } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';
import { claimTry, clearTries, deleteSpentTries, lockedUntil, recordWrongCode } from '../../src/sign-in-guard';
import { get, postForm } from './auth-helpers';
import { visibleText } from './html';
import { codeFor, Jar, sendCode, uniqueMobile } from './phone-sign-in-support';

const MINUTE = 60_000;

function lockWords(locale: Locale, until: number): string {
  const words = AUTH_WORDS[locale].phone;
  return words.locked(
    words.minutes(PHONE_LOCK_MINUTES, formatNumber(PHONE_LOCK_MINUTES, locale)),
    formatIndiaTime(until, locale),
  );
}

const rowOf = (phone: string) =>
  env.DB.prepare('SELECT tries, window_start, locked_until FROM phone_sign_in_locks WHERE phone = ?1')
    .bind(phone)
    .first<{ tries: number; window_start: number; locked_until: number | null }>();

const setLock = (phone: string, until: number) =>
  env.DB.prepare(
    `INSERT INTO phone_sign_in_locks (phone, tries, window_start, locked_until) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (phone) DO UPDATE SET tries = ?2, window_start = ?3, locked_until = ?4`,
  )
    .bind(phone, PHONE_MAX_TRIES, until - PHONE_LOCK_MINUTES * MINUTE, until)
    .run();

const lockAudits = (phone: string) =>
  env.DB.prepare("SELECT actor_id, detail FROM audit_log WHERE action = 'phone-sign-in-lock' AND detail LIKE ?1")
    .bind(`+91 ${phone.slice(3, 5)}••• ••${phone.slice(10)}%`)
    .all<{ actor_id: string; detail: string }>()
    .then((answer) => answer.results);

const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');

describe('the lock on the pages', () => {
  it('five wrong codes lock the number; the sixth try, with the right code, is refused and not sent on', async () => {
    const { normal } = uniqueMobile('96');
    const jar = new Jar();
    await sendCode('/login', normal, jar);
    const right = await codeFor(normal);
    for (let attempt = 1; attempt < PHONE_MAX_TRIES; attempt++) {
      const response = await postForm('/login/phone/verify', { code: wrongFor(right) }, jar.header);
      expect(response.status).toBe(422);
      expect(visibleText(await response.text())).toContain(AUTH_WORDS.en.phone.wrongCode);
      expect((await rowOf(normal))?.locked_until).toBeNull();
    }
    const before = Date.now();
    const fifth = await postForm('/login/phone/verify', { code: wrongFor(right) }, jar.header);
    expect(fifth.status).toBe(429);
    const row = await rowOf(normal);
    expect(row?.tries).toBe(PHONE_MAX_TRIES);
    expect(row?.locked_until).toBeGreaterThanOrEqual(before + PHONE_LOCK_MINUTES * MINUTE);
    const message = lockWords('en', row?.locked_until ?? 0);
    expect(message).toMatch(/locked for 15 minutes, until .+ India time/);
    expect(visibleText(await fifth.text())).toContain(message);

    const sixth = await postForm('/login/phone/verify', { code: right }, jar.header);
    expect(sixth.status).toBe(429);
    expect(visibleText(await sixth.text())).toContain(message);
    // Refused before the auth server: the count and the lock are as they were, and one audit row, the number masked.
    expect(await rowOf(normal)).toEqual(row);
    const audits = await lockAudits(normal);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actor_id).toBe('patient');
    expect(audits[0]?.detail).toContain('locked for 15 minutes after 5 wrong sign-in codes');
    expect(audits[0]?.detail).not.toContain(normal.slice(3));
  });

  it('a locked number does not have its right code tried, and the code works once the lock has passed', async () => {
    const { normal } = uniqueMobile('96');
    const jar = new Jar();
    await sendCode('/auth', normal, jar);
    const right = await codeFor(normal);
    const until = Date.now() + 10 * MINUTE;
    await setLock(normal, until);
    const refused = await postForm('/auth/phone/verify', { code: right }, jar.header);
    expect(refused.status).toBe(429);
    expect(visibleText(await refused.text())).toContain(lockWords('en', until));
    // Had the code reached the auth server it would have signed in; it still does once the lock is over.
    await setLock(normal, Date.now() - 1);
    const verified = await postForm('/auth/phone/verify', { code: right }, jar.header);
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/');
    expect(await rowOf(normal)).toBeNull();
  });

  it('a new code is not sent to a locked number, with the same words; it is once the lock has passed', async () => {
    const { normal, typed } = uniqueMobile('96');
    const until = Date.now() + 5 * MINUTE;
    await setLock(normal, until);
    const jar = new Jar();
    const refused = await sendCode('/login', typed, jar);
    expect(refused.status).toBe(429);
    expect(visibleText(await refused.text())).toContain(lockWords('en', until));
    expect(jar.has('phone_sign_in')).toBe(false);
    const inbox = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=${encodeURIComponent(`to:${normal}`)}`);
    expect(((await inbox.json()) as { messages: unknown[] }).messages).toHaveLength(0);

    await setLock(normal, Date.now() - 1);
    const sent = await sendCode('/login', typed, jar);
    expect(sent.status).toBe(303);
    expect(await codeFor(normal)).toMatch(/^\d{6}$/);
  });

  it('the right code before the limit clears the count', async () => {
    const { normal } = uniqueMobile('96');
    const jar = new Jar();
    await sendCode('/login', normal, jar);
    const right = await codeFor(normal);
    for (let attempt = 1; attempt < PHONE_MAX_TRIES; attempt++)
      expect((await postForm('/login/phone/verify', { code: wrongFor(right) }, jar.header)).status).toBe(422);
    expect((await rowOf(normal))?.tries).toBe(PHONE_MAX_TRIES - 1);
    const verified = await postForm('/login/phone/verify', { code: right }, jar.header);
    expect(verified.status).toBe(303);
    expect(await rowOf(normal)).toBeNull();
  });

  it('eight wrong codes at once: the number locks at five', async () => {
    const { normal } = uniqueMobile('96');
    const jar = new Jar();
    await sendCode('/login', normal, jar);
    const right = await codeFor(normal);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postForm('/login/phone/verify', { code: wrongFor(right) }, jar.header)),
    );
    const texts = await Promise.all(answers.map(async (answer) => visibleText(await answer.text())));
    const row = await rowOf(normal);
    expect(row?.locked_until).toBeGreaterThan(Date.now());
    expect(row?.tries).toBe(PHONE_MAX_TRIES);
    const wrong = answers.filter((answer) => answer.status === 422);
    expect(wrong.length).toBeLessThanOrEqual(PHONE_MAX_TRIES - 1);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(8 - (PHONE_MAX_TRIES - 1));
    expect(texts.filter((text) => text.includes(AUTH_WORDS.en.phone.wrongCode)).length).toBe(wrong.length);
    expect(texts.some((text) => text.includes(lockWords('en', row?.locked_until ?? 0)))).toBe(true);
    expect(await lockAudits(normal)).toHaveLength(1);
    const late = await postForm('/login/phone/verify', { code: right }, jar.header);
    expect(late.status).toBe(429);
  });

  it('another number is not affected by a lock', async () => {
    const locked = uniqueMobile('96');
    await setLock(locked.normal, Date.now() + 10 * MINUTE);
    const other = uniqueMobile('96');
    const jar = new Jar();
    expect((await sendCode('/login', other.typed, jar)).status).toBe(303);
    const verified = await postForm('/login/phone/verify', { code: await codeFor(other.normal) }, jar.header);
    expect(verified.status).toBe(303);
    expect(await rowOf(locked.normal)).not.toBeNull();
  });

  it('in Hindi: the lock in Hindi words with the time as Hindi writes it', async () => {
    const { normal } = uniqueMobile('96');
    const jar = new Jar();
    await sendCode('/hi/login', normal, jar);
    const until = Date.now() + 12 * MINUTE;
    await setLock(normal, until);
    const refused = await postForm('/hi/login/phone/verify', { code: '123456' }, jar.header);
    expect(refused.status).toBe(429);
    const message = lockWords('hi', until);
    expect(message).toContain('भारतीय समय');
    expect(message).toContain(formatIndiaTime(until, 'hi'));
    expect(visibleText(await refused.text())).toContain(message);
    const page = visibleText(await (await get('/hi/login', { headers: jar.header })).text());
    expect(page).toContain(AUTH_WORDS.hi.phone.title);
  });
});

describe('the guard, its clock passed in', () => {
  it("the daily clean-up deletes a number's row once its window and its lock have both passed, and no other", async () => {
    const now = Date.now();
    const counting = uniqueMobile('96').normal;
    const locked = uniqueMobile('96').normal;
    const spent = uniqueMobile('96').normal;
    await claimTry(env.DB, counting, now);
    for (let n = 0; n < PHONE_MAX_TRIES; n++) await claimTry(env.DB, locked, now);
    for (let n = 0; n < PHONE_MAX_TRIES; n++) await recordWrongCode(env.DB, locked, now);
    await claimTry(env.DB, spent, now - (PHONE_LOCK_WINDOW_MINUTES + 1) * MINUTE);
    await deleteSpentTries(env.DB, now);
    expect(await rowOf(counting)).not.toBeNull();
    expect(await rowOf(locked)).not.toBeNull();
    expect(await rowOf(spent)).toBeNull();
    // Once the lock has passed too, the locked number's row goes as well.
    await deleteSpentTries(env.DB, now + (PHONE_LOCK_MINUTES + PHONE_LOCK_WINDOW_MINUTES + 1) * MINUTE);
    expect(await rowOf(locked)).toBeNull();
  });

  it('of eight tries claimed at once, five are let through', async () => {
    const { normal } = uniqueMobile('96');
    const now = Date.now();
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => claimTry(env.DB, normal, now)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(PHONE_MAX_TRIES);
    // The refused three are not counted: five tries are on their way, none judged yet, so no lock's end to tell.
    expect(verdicts.filter((verdict) => !verdict.allowed)).toEqual(
      Array(3).fill({ allowed: false, lockedUntil: null }),
    );
    expect((await rowOf(normal))?.tries).toBe(PHONE_MAX_TRIES);
    const locks = await Promise.all(
      Array.from({ length: PHONE_MAX_TRIES }, () => recordWrongCode(env.DB, normal, now)),
    );
    expect(new Set(locks)).toEqual(new Set([now + PHONE_LOCK_MINUTES * MINUTE]));
    expect(await lockAudits(normal)).toHaveLength(1);
  });

  it('wrong codes count within the window only, and the lock lifts after its time with a new count', async () => {
    const { normal } = uniqueMobile('96');
    const start = Date.now();
    for (let attempt = 1; attempt < PHONE_MAX_TRIES; attempt++) {
      expect(await claimTry(env.DB, normal, start)).toEqual({ allowed: true });
      expect(await recordWrongCode(env.DB, normal, start)).toBeNull();
    }
    // Sixteen minutes on, the window is over: this wrong code is the first of a new one.
    const later = start + 16 * MINUTE;
    expect(await claimTry(env.DB, normal, later)).toEqual({ allowed: true });
    expect(await recordWrongCode(env.DB, normal, later)).toBeNull();
    expect((await rowOf(normal))?.tries).toBe(1);
    for (let attempt = 2; attempt <= PHONE_MAX_TRIES; attempt++) {
      expect(await claimTry(env.DB, normal, later)).toEqual({ allowed: true });
      await recordWrongCode(env.DB, normal, later);
    }
    const until = later + PHONE_LOCK_MINUTES * MINUTE;
    expect(await lockedUntil(env.DB, normal, later)).toBe(until);
    expect(await claimTry(env.DB, normal, until - 1)).toEqual({ allowed: false, lockedUntil: until });
    expect(await lockedUntil(env.DB, normal, until)).toBeNull();
    expect(await claimTry(env.DB, normal, until)).toEqual({ allowed: true });
    expect(await rowOf(normal)).toEqual({ tries: 1, window_start: until, locked_until: null });
    await clearTries(env.DB, normal);
    expect(await rowOf(normal)).toBeNull();
  });
});
