// What every form of the sign-in area shares: one page of the area in one language, where e-mails send people back,
// the remembered e-mail, the auth server's errors in words, and the POST pipeline (read, check, rate-limit, call the
// auth server within its deadline). The address's language only chooses the words and the landing page: it grants
// nothing, and every redirect still goes through safeNext or is one of the site's own paths.
import type { AuthError, User } from '@supabase/supabase-js';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { AUTH_WORDS, problemMessages, type AuthWords } from '../../shared/auth/messages';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { checkResetEmail, type AuthProblem, type Checked, type Field } from '../../shared/auth/validation';
import { LOCALES, localeOfPath, localizedPath, type Locale } from '../../shared/i18n/locales';
import type { PageId } from '../content/pages';
import type { AppEnv } from '../env';
import { allowsCookieType } from '../http/cookie-list';
import { isSecureRequest } from '../http/cookies';
import { pageDef, servedIn } from '../site-map/registry';
import type { PageDef } from '../site-map/types';
import { withinRateLimit } from '../http/rate-limit';
import { fail, readForm, succeed, type Success } from '../http/replies';
import { UI_WORDS } from '../render/ui-copy';
import { SIGNUP_LINK_PARAM, SIGNUP_LINK_VALUE } from './confirmation';
import { AuthUnavailableError, getSupabase, withDeadline } from './supabase';

export const REMEMBERED_EMAIL = 'remembered_email';
export const PRIVATE = 'private, no-store';

/**
 * One page of the sign-in area in one language: where its forms post and where people land (the address's
 * language), and the words it answers in (its text's language; the same once the page is wholly translated).
 */
export interface Area {
  page: PageDef;
  locale: Locale;
  words: AuthWords;
  /** The form's problems in words, figures formatted for the language. */
  problems: Record<AuthProblem, string>;
  /** A path of the site in this language. */
  path: (path: string) => string;
}

export function area(id: PageId, locale: Locale, form: 'portal' | 'login'): Area {
  const page = pageDef(id, locale);
  const words = AUTH_WORDS[locale];
  return {
    page,
    locale,
    words,
    problems: problemMessages(words.problems[form], locale),
    path: (path) => localizedPath(path, locale),
  };
}

/** The languages a page of the sign-in area is served in (English always; others as src/content/pages.ts says). */
export const localesOf = (id: PageId): readonly Locale[] => LOCALES.filter((locale) => servedIn(id, locale));

/** A language the page is served in: the one asked for, or English. */
export const servedLocale = (id: PageId, locale: Locale): Locale => (servedIn(id, locale) ? locale : 'en');

/** The language of a `next` path that safeNext already accepted ('/hi/doctors?x=1' is Hindi). */
export const localeOfNext = (next: string): Locale => localeOfPath(next.split(/[?#]/)[0] ?? '/').locale;

/**
 * Where auth emails and Google send people back to: this site's callback. `next` (a path of this site) is where
 * they land, and its language the language of any message on the way.
 */
export function callbackUrl(c: Context<AppEnv>, next?: string, signUp = false): string {
  const requestOrigin = new URL(c.req.url).origin;
  const local = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(requestOrigin);
  const base = local ? requestOrigin : c.get('config').siteUrl;
  const query = new URLSearchParams();
  if (next) query.set('next', next);
  // A sign-up's confirmation link is marked, so the callback knows what an opened link without a session means.
  if (signUp) query.set(SIGNUP_LINK_PARAM, SIGNUP_LINK_VALUE);
  const search = query.toString();
  return `${base}${AUTH_PATHS.callback}${search ? `?${search}` : ''}`;
}

/** The home page of a language, as the callback's `next`; English needs none (the callback's default is /). */
export const homeNext = (locale: Locale): string | undefined =>
  locale === 'en' ? undefined : localizedPath('/', locale);

export function rememberEmail(c: Context<AppEnv>, email: string | null) {
  // A functionality cookie: kept only when the visitor's cookie choice allows it.
  if (email && allowsCookieType(c, 'functionality')) {
    setCookie(c, REMEMBERED_EMAIL, email, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: isSecureRequest(c),
      maxAge: 60 * 60 * 24 * 365,
    });
  } else {
    deleteCookie(c, REMEMBERED_EMAIL, { path: '/', secure: isSecureRequest(c) });
  }
}

/**
 * The auth server's per-address email limit ("you can only request this after N seconds") applies only to
 * addresses that have an account, so answering it differently would tell a stranger which addresses are registered.
 * The email was sent moments ago: the reply is the same as for a first request.
 */
export const emailAlreadySent = (error: AuthError) => error.code === 'over_email_send_rate_limit';

/** A limit on the auth server's side that does not depend on the address: the site's own wording. */
export const authServerBusy = (error: AuthError) => error.status === 429 && !emailAlreadySent(error);

/** The header hint's source: the auth server's answer to a sign-in, never the form. */
export function accountOf(user: User | null | undefined) {
  const fullName = user?.user_metadata?.full_name;
  // The profile's mobile, else the one the account signs in with (Supabase writes it without the "+").
  const phone = user?.user_metadata?.phone || user?.phone;
  const role = user?.app_metadata?.role;
  const askedFor = user?.user_metadata?.role;
  return {
    email: user?.email || null,
    fullName: typeof fullName === 'string' && fullName.trim() !== '' ? fullName : null,
    phone: typeof phone === 'string' && phone !== '' ? phone : null,
    role: typeof role === 'string' ? role : null,
    askedFor: typeof askedFor === 'string' ? askedFor : null,
  };
}

/** A success: a 303 with a flash message for a plain form post, or JSON with the toast in the page's language. */
export function succeedIn(c: Context<AppEnv>, where: Area, success: Success): Response {
  return succeed(c, success, UI_WORDS[where.locale].flash[success.flash]);
}

/** Sends the password-reset email; its link leads to the reset page in `locale` (English if it has none). */
export async function sendResetEmail(c: Context<AppEnv>, email: string, locale: Locale): Promise<AuthError | null> {
  const resetPage = localizedPath(AUTH_PATHS.resetPassword, servedLocale('reset-password', locale));
  const { error } = await withDeadline(
    getSupabase(c).auth.resetPasswordForEmail(email, { redirectTo: callbackUrl(c, resetPage) }),
  );
  return error;
}

/** Runs an auth call; the service being down or slow, or anything unexpected, becomes a failure a person can read. */
export async function attempt(
  run: () => Promise<Response>,
  failure: (status: 502 | 503, message: string) => Response | Promise<Response>,
  words: AuthWords,
  unexpected: string,
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AuthUnavailableError) return failure(503, words.errors.serviceUnavailable);
    console.error('auth: unexpected failure', error);
    return failure(502, unexpected);
  }
}

export type Again = (status: Parameters<typeof fail>[1], error: string) => Response | Promise<Response>;

export interface FormAction<T> {
  where: Area;
  /** The form's rules, run before anything reaches the auth server. */
  check: (field: Field) => Checked<T>;
  /** Rate-limit bucket ("sign-in", "sign-up", "reset"), shared by every language. */
  limit: string;
  email: (value: T) => string;
  /** The page again, with the error, for a plain form post. */
  rerender: (c: Context<AppEnv>, form: Record<string, string>, error: string) => Response | Promise<Response>;
  /** The catalogue's wording for a thrown error. */
  unexpected: string;
  run: (c: Context<AppEnv>, value: T, form: Record<string, string>, again: Again) => Promise<Response>;
}

/** A sign-in area POST: read, validate, rate-limit, then call the auth server within its deadline. */
export function formAction<T>(action: FormAction<T>) {
  const { words, problems } = action.where;
  return async (c: Context<AppEnv>) => {
    const form = (await readForm(c)) ?? {};
    const again: Again = (status, error) => fail(c, status, error, () => action.rerender(c, form, error));
    const checked = action.check((name) => form[name]);
    if (!checked.ok) return again(400, problems[checked.problem]);
    if (!(await withinRateLimit(c, action.limit, action.email(checked.value))))
      return again(429, words.errors.tooManyAttempts);
    return attempt(() => action.run(c, checked.value, form, again), again, words, action.unexpected);
  };
}

/**
 * "Email me a reset link", as both areas offer it: the same checks, limit and call to the auth server, each area
 * with its own page to show again, its catalogue's words and its message once the email is on its way.
 */
export function resetEmailAction(
  where: Area,
  options: Pick<FormAction<{ email: string }>, 'rerender' | 'unexpected'> & {
    failed: (reason: string) => string;
    sent: Success;
  },
) {
  const { words } = where;
  return formAction({
    where,
    check: checkResetEmail,
    limit: 'reset',
    email: (value) => value.email,
    rerender: options.rerender,
    unexpected: options.unexpected,
    run: async (c, value, _form, again) => {
      const error = await sendResetEmail(c, value.email, where.locale);
      if (error && authServerBusy(error)) return again(429, words.errors.tooManyAttempts);
      if (error && !emailAlreadySent(error)) return again(422, options.failed(error.message));
      return succeedIn(c, where, options.sent);
    },
  });
}
