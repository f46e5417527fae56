// "Sign in with your mobile" on /auth and /login, in each language: two plain forms that work the same with or without
// JavaScript. The first takes a +91 mobile (the request forms' rule, normalizeIndianMobile) and asks the auth server to
// send a code (signInWithOtp({ phone }): a new number becomes a patient account, roles stay in app_metadata); the
// second takes the 6-digit code (verifyOtp type 'sms'), which starts the session and lands where e-mail sign-in lands.
// Between the two, the number and when its code went ride in a short-lived HttpOnly cookie (phone_sign_in): it keeps
// the number out of addresses and page caches, and grants nothing, since the auth server checks the number and the
// code together. The cookie's "when" only chooses the words: a wrong code before the expiry is "not right", after it
// "expired". The wrong tries are counted per number by the sign-in guard (src/sign-in-guard), not in the cookie: five
// within its window lock the number, and a locked number has no code tried or sent until the lock ends.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AuthError } from '@supabase/supabase-js';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { formatNumber } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';
import type { FlashCode } from '../../shared/messages';
import { displayIndianMobile, normalizeIndianMobile } from '../../shared/requests/phone';
import type { AppEnv } from '../env';
import { isSecureRequest } from '../http/cookies';
import { redirectWithFlash } from '../http/flash';
import { withinRateLimit } from '../http/rate-limit';
import { safeNext } from '../http/redirects';
import { FORM_LIMIT, readForm } from '../http/replies';
import { checkFields, readAs, z } from '../http/validate';
import { lockedUntil } from '../sign-in-guard';
import { writeAccountHint } from './account-hint';
import { guardedCodeCheck, lockedWords } from './guarded-code';
import { type Area, accountOf, attempt } from './form-actions';
import { getSupabase, withDeadline } from './supabase';
import {
  PHONE_CODE_EXPIRY_SECONDS,
  PHONE_CODE_LENGTH,
  PHONE_MAX_TRIES,
  PHONE_RESEND_SECONDS,
} from '../../shared/auth/phone-code';

export { PHONE_CODE_EXPIRY_SECONDS, PHONE_CODE_LENGTH, PHONE_MAX_TRIES, PHONE_RESEND_SECONDS };

export const PHONE_COOKIE = 'phone_sign_in';
/** How long a number on its way between the two forms is kept (the cookie's lifetime). */
export const PHONE_COOKIE_SECONDS = 15 * 60;

/** A number a code went to, between the number's form and the code's form. */
export interface PhoneOnTheWay {
  /** '+91' and ten digits. */
  phone: string;
  sentAt: number;
  /** Wrong codes so far, for a flow that counts them in its cookie; the sign-in leaves it 0 (the guard counts). */
  tries: number;
}

const COOKIE_VALUE = /^(\+91[6-9]\d{9})\.(\d{13})\.(\d{1,2})(?:\.([0-9a-f-]{36}))?$/;

/**
 * The cookie's value: '+91…', when the code went and the wrong tries, and for a signed-in person's flow the account
 * it belongs to (another account's number on its way is ignored, on a shared phone say).
 */
export function phoneOnTheWayValue(value: PhoneOnTheWay, owner?: string): string {
  return `${value.phone}.${value.sentAt}.${Math.min(99, value.tries)}${owner ? `.${owner}` : ''}`;
}

/** The number on its way in a cookie's value: null for anything else, an older one, or another account's. */
export function readPhoneOnTheWay(text: string | undefined, owner?: string): PhoneOnTheWay | null {
  const match = COOKIE_VALUE.exec(text ?? '');
  if (!match?.[1] || !match[2] || !match[3]) return null;
  if ((match[4] ?? undefined) !== owner) return null;
  const sentAt = Number(match[2]);
  if (Date.now() - sentAt > PHONE_COOKIE_SECONDS * 1000) return null;
  return { phone: match[1], sentAt, tries: Number(match[3]) };
}

/** The cookie's attributes: HttpOnly, SameSite=Lax, Secure on https, 15 minutes. */
export const phoneCookieOptions = (c: Context<AppEnv>) =>
  ({ path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecureRequest(c), maxAge: PHONE_COOKIE_SECONDS }) as const;

function readPhoneCookie(c: Context<AppEnv>): PhoneOnTheWay | null {
  return readPhoneOnTheWay(getCookie(c, PHONE_COOKIE));
}

function writePhoneCookie(c: Context<AppEnv>, value: PhoneOnTheWay): void {
  setCookie(c, PHONE_COOKIE, phoneOnTheWayValue(value), phoneCookieOptions(c));
}

function clearPhoneCookie(c: Context<AppEnv>): void {
  if (getCookie(c, PHONE_COOKIE) !== undefined)
    deleteCookie(c, PHONE_COOKIE, { path: '/', secure: isSecureRequest(c) });
}

/** What the page shows of the mobile sign-in. */
export interface PhoneSignInState {
  step: 'number' | 'code';
  /** The number as typed (first step) or as people write it (second step). */
  phone: string;
  error: string | null;
  /** The field the error belongs to; null for a message about the whole form. */
  errorField: 'phone' | 'code' | null;
  next: string | null;
  actions: { send: string; verify: string; other: string };
  /** Seconds until another code may be asked for (0: now). */
  resendIn: number;
  /** The wait in words, in the page's language, when resendIn is more than 0. */
  resendWait: string | null;
}

/** The forms' endpoints of one page of the sign-in area (/auth or /login) in one language. */
export interface PhonePaths {
  /** The page itself, where the forms send people back. */
  page: string;
  send: string;
  verify: string;
  other: string;
}

export function phoneState(
  c: Context<AppEnv>,
  area: Area,
  paths: PhonePaths,
  overrides: Partial<PhoneSignInState> = {},
): PhoneSignInState {
  const onTheWay = readPhoneCookie(c);
  const resendIn = resendInSeconds(onTheWay);
  return {
    step: onTheWay ? 'code' : 'number',
    phone: onTheWay ? displayIndianMobile(onTheWay.phone) : '',
    error: null,
    errorField: null,
    next: null,
    actions: { send: paths.send, verify: paths.verify, other: paths.other },
    resendIn,
    resendWait: resendIn > 0 ? waitInWords(area.locale, resendIn) : null,
    ...overrides,
  };
}

/** A wait in words: "45 seconds", "2 minutes". */
export function waitInWords(locale: Locale, seconds: number): string {
  const words = AUTH_WORDS[locale].phone;
  if (seconds < 90) return words.seconds(seconds, formatNumber(seconds, locale));
  const minutes = Math.ceil(seconds / 60);
  return words.minutes(minutes, formatNumber(minutes, locale));
}

/** Seconds until another code may be asked for (0: now). */
export const resendInSeconds = (onTheWay: PhoneOnTheWay | null): number =>
  onTheWay ? Math.max(0, Math.ceil((onTheWay.sentAt + PHONE_RESEND_SECONDS * 1000 - Date.now()) / 1000)) : 0;

const FORM_WORDS: Record<Locale, typeof EN_ISLAND_WORDS.forms> = {
  en: EN_ISLAND_WORDS.forms,
  hi: HI_ISLAND_WORDS.forms as typeof EN_ISLAND_WORDS.forms,
};

/** The mobile as the request forms check it: their rule and their words. */
export function phoneNumberSchema(locale: Locale) {
  const problems = FORM_WORDS[locale].problems;
  return z.object({
    phone: z.pipe(z.string().check(z.minLength(1, problems.missing)), readAs(normalizeIndianMobile, problems.phone)),
  });
}

/** The code: its digits, spaces and dashes allowed between them. */
export function phoneCodeSchema(locale: Locale) {
  const digits = formatNumber(PHONE_CODE_LENGTH, locale);
  const message = AUTH_WORDS[locale].phone.codeInvalid(digits);
  return z.object({
    code: readAs((text) => {
      const code = text.replace(/[\s-]/g, '');
      return new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code) ? code : null;
    }, message),
  });
}

/** What a refused send is, for the page to word: a number not taken as a mobile; asked too soon (with the wait). */
export type PhoneSendRefusal =
  | { kind: 'wait'; status: 429; message: string }
  | { kind: 'too-many'; status: 429; message: string }
  | { kind: 'busy'; status: 429; message: string }
  | { kind: 'number'; status: 400; message: string }
  | { kind: 'not-sent'; status: 422; message: string };

/** The auth server's refusal of a send, in the page's words (the sign-in's; a page may word some its own way). */
export function phoneSendRefusal(locale: Locale, error: AuthError): PhoneSendRefusal {
  const words = AUTH_WORDS[locale];
  if (error.code === 'over_sms_send_rate_limit') {
    const seconds = /after (\d+) seconds?/.exec(error.message)?.[1];
    return seconds
      ? { kind: 'wait', status: 429, message: words.phone.wait(waitInWords(locale, Math.max(1, Number(seconds)))) }
      : { kind: 'too-many', status: 429, message: words.phone.tooManySends };
  }
  if (error.status === 429) return { kind: 'busy', status: 429, message: words.errors.tooManyAttempts };
  if (error.code === 'validation_failed' && /phone/i.test(error.message))
    return { kind: 'number', status: 400, message: FORM_WORDS[locale].problems.phone };
  return { kind: 'not-sent', status: 422, message: words.phone.notSent };
}

/**
 * A code the auth server did not take, in words: Supabase answers a wrong code and an expired one alike, so the time
 * the code went tells them apart; after five wrong tries a new code is needed.
 */
export function phoneCodeRefusal(locale: Locale, onTheWay: PhoneOnTheWay, tries: number) {
  const words = AUTH_WORDS[locale].phone;
  if (Date.now() > onTheWay.sentAt + PHONE_CODE_EXPIRY_SECONDS * 1000)
    return { status: 422, message: words.expired } as const;
  if (tries >= PHONE_MAX_TRIES) return { status: 429, message: words.tooManyTries } as const;
  return { status: 422, message: words.wrongCode } as const;
}

export interface PhoneRoutesOptions {
  where: Area;
  paths: PhonePaths;
  /** The whole page again with this state of the mobile sign-in, after `c.status(...)` was set. */
  render: (c: Context<AppEnv>, phone: PhoneSignInState) => Response | Promise<Response>;
  /** Where a signed-in patient lands, and with which message: as the page's e-mail sign-in. */
  landing: (c: Context<AppEnv>, next: string | undefined) => { redirect: string; flash: FlashCode };
}

/** The three POSTs of the mobile sign-in of one page in one language. */
export function phoneRoutes({ where, paths, render, landing }: PhoneRoutesOptions) {
  const { words } = where;
  const nextOf = (value: string | undefined) => (value ? safeNext(value) : null);
  const again = (
    c: Context<AppEnv>,
    status: 400 | 422 | 429 | 502 | 503,
    overrides: Partial<PhoneSignInState>,
  ): Response | Promise<Response> => {
    c.status(status);
    return render(c, phoneState(c, where, paths, overrides));
  };
  const backToPage = (c: Context<AppEnv>, next: string | null) =>
    c.redirect(next ? `${paths.page}?next=${encodeURIComponent(next)}` : paths.page, 303);

  return new Hono<AppEnv>()
    .post(paths.send, FORM_LIMIT, async (c) => {
      const form = (await readForm(c)) ?? {};
      const next = nextOf(form.next);
      const onTheWay = readPhoneCookie(c);
      // "Send again" posts no number: the one on its way is meant.
      const typed = (form.phone ?? onTheWay?.phone ?? '').trim().slice(0, 40);
      const checked = checkFields(phoneNumberSchema(where.locale), { phone: typed });
      const failNumber = (status: 400 | 422 | 429 | 502 | 503, error: string) => {
        // A refused first step shows the first step again, with the number as typed.
        if (form.phone !== undefined || !onTheWay) clearPhoneCookie(c);
        const step = form.phone !== undefined || !onTheWay ? 'number' : 'code';
        return again(c, status, {
          step,
          phone: step === 'number' ? typed : displayIndianMobile(onTheWay?.phone ?? ''),
          error,
          errorField: step === 'number' ? 'phone' : null,
          next,
        });
      };
      if (!checked.ok) return failNumber(400, checked.problems.phone ?? FORM_WORDS[where.locale].problems.phone);
      const phone = checked.value.phone;
      if (!(await withinRateLimit(c, 'phone-send', phone))) return failNumber(429, words.errors.tooManyAttempts);
      // A new code does not end a lock: a locked number is sent none.
      const locked = c.env?.DB ? await lockedUntil(c.env.DB, phone, Date.now()) : null;
      if (locked !== null) return failNumber(429, lockedWords(where.locale, locked));
      return attempt(
        async () => {
          const { error } = await withDeadline(
            getSupabase(c).auth.signInWithOtp({
              phone,
              // The language a new account's messages go in (the Send SMS hook reads it); a new number is a patient,
              // with no role in app_metadata (decision 0003).
              options: { shouldCreateUser: true, channel: 'sms', data: { locale: where.locale } },
            }),
          );
          if (error) {
            const refusal = phoneSendRefusal(where.locale, error);
            return failNumber(refusal.status, refusal.message);
          }
          writePhoneCookie(c, { phone, sentAt: Date.now(), tries: 0 });
          return backToPage(c, next);
        },
        failNumber,
        words,
        words.errors.portal.unexpected,
      );
    })
    .post(paths.verify, FORM_LIMIT, async (c) => {
      const form = (await readForm(c)) ?? {};
      const next = nextOf(form.next);
      const onTheWay = readPhoneCookie(c);
      if (!onTheWay) return again(c, 400, { step: 'number', error: words.phone.noNumber, errorField: 'phone', next });
      const failCode = (status: 400 | 422 | 429 | 502 | 503, error: string) =>
        again(c, status, { step: 'code', error, errorField: 'code', next });
      const checked = checkFields(phoneCodeSchema(where.locale), { code: (form.code ?? '').slice(0, 40) });
      if (!checked.ok) return failCode(400, checked.problems.code ?? words.phone.wrongCode);
      if (!(await withinRateLimit(c, 'phone-verify', onTheWay.phone)))
        return failCode(429, words.errors.tooManyAttempts);
      return attempt(
        async () => {
          const check = await guardedCodeCheck(c, {
            phone: onTheWay.phone,
            token: checked.value.code,
            type: 'sms',
            locale: where.locale,
          });
          if (check.outcome === 'refused') return failCode(429, check.message);
          if (check.outcome === 'wrong') {
            // Expired or not right: the guard, not the cookie, counts the tries, so the cookie's count stays 0.
            const refusal = phoneCodeRefusal(where.locale, onTheWay, 0);
            return failCode(refusal.status, refusal.message);
          }
          const { data } = check;
          clearPhoneCookie(c);
          writeAccountHint(c, accountOf(data.user));
          const { redirect, flash } = landing(c, form.next);
          return redirectWithFlash(c, redirect, flash);
        },
        failCode,
        words,
        words.errors.portal.unexpected,
      );
    })
    .post(paths.other, async (c) => {
      const form = (await readForm(c)) ?? {};
      clearPhoneCookie(c);
      return backToPage(c, nextOf(form.next));
    });
}
