// The sign-in area: /auth (portal), /login (patient login), /auth/callback, /reset-password and sign-out, in every
// language the pages are served in ('/hi/login' posts to '/hi/login/sign-in'). Every form works without JavaScript;
// islands post the same forms and get JSON back. The address's language only chooses the words and the landing page:
// it grants nothing, and every redirect still goes through safeNext or is one of the site's own paths.
import type { AuthError, User } from '@supabase/supabase-js';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_WORDS, problemMessages, type AuthWords } from '../../shared/auth/messages';
import { AUTH_PATHS } from '../../shared/auth/paths';
import {
  checkLoginSignIn,
  checkLoginSignUp,
  checkNewPassword,
  checkPortalSignIn,
  checkPortalSignUp,
  checkResetEmail,
  isAccountType,
  type AuthProblem,
  type Checked,
  type Field,
} from '../../shared/auth/validation';
import { LOCALES, localeOfPath, localizedPath, type Locale } from '../../shared/i18n/locales';
import type { AuthPortalFormState } from '../../client/islands/AuthPortalForm';
import type { LoginMode } from '../../client/islands/PatientLoginForm';
import type { FlashCode } from '../../shared/messages';
import type { PageId } from '../content/pages';
import type { AppEnv } from '../env';
import { allowsCookieType } from '../http/cookie-list';
import { isSecureRequest } from '../http/cookies';
import { readFlash, redirectWithFlash } from '../http/flash';
import { AuthPortalPage, PatientLoginPage, ResetPasswordPage } from '../pages/auth/AuthPages';
import { pageDef, translationOf } from '../pages/registry';
import { textLocale } from '../pages/text-locale';
import type { PageDef } from '../pages/types';
import { withinRateLimit } from '../http/rate-limit';
import { safeNext } from '../http/redirects';
import { FORM_LIMIT, fail, readForm, succeed, type Success } from '../http/replies';
import { UI_WORDS } from '../render/words';
import { isIssuedCode, SIGNUP_LINK_PARAM, SIGNUP_LINK_VALUE, VERIFIER_MISSING } from '../auth/confirmation';
import { writeAccountHint } from '../auth/account-hint';
import { ADMIN_ROLE } from '../auth/roles';
import { readSession } from '../auth/session';
import { mayResetPassword } from '../auth/recovery';
import { AuthUnavailableError, getSupabase, rememberSession, withDeadline } from '../auth/supabase';

const REMEMBERED_EMAIL = 'remembered_email';
const PRIVATE = 'private, no-store';

/**
 * One page of the sign-in area in one language: where its forms post and where people land (the address's
 * language), and the words it answers in (its text's language; the same once the page is wholly translated).
 */
interface Area {
  page: PageDef;
  locale: Locale;
  words: AuthWords;
  /** The form's problems in words, figures formatted for the language. */
  problems: Record<AuthProblem, string>;
  /** A path of the site in this language. */
  path: (path: string) => string;
}

function area(id: PageId, locale: Locale, form: 'portal' | 'login'): Area {
  const page = pageDef(id, locale);
  const text = textLocale(page);
  const words = AUTH_WORDS[text];
  return {
    page,
    locale,
    words,
    problems: problemMessages(words.problems[form], text),
    path: (path) => localizedPath(path, locale),
  };
}

/** The languages a page of the sign-in area is served in (English always; others as src/content/pages.ts says). */
const localesOf = (id: PageId): readonly Locale[] => LOCALES.filter((locale) => translationOf(id, locale));

/** A language the page is served in: the one asked for, or English. */
const servedLocale = (id: PageId, locale: Locale): Locale => (translationOf(id, locale) ? locale : 'en');

/** The language of a `next` path that safeNext already accepted ('/hi/doctors?x=1' is Hindi). */
const localeOfNext = (next: string): Locale => localeOfPath(next.split(/[?#]/)[0] ?? '/').locale;

/**
 * Where auth emails and Google send people back to: this site's callback. `next` (a path of this site) is where
 * they land, and its language the language of any message on the way.
 */
function callbackUrl(c: Context<AppEnv>, next?: string, signUp = false): string {
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
const homeNext = (locale: Locale): string | undefined => (locale === 'en' ? undefined : localizedPath('/', locale));

function rememberEmail(c: Context<AppEnv>, email: string | null) {
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
const emailAlreadySent = (error: AuthError) => error.code === 'over_email_send_rate_limit';

/** A limit on the auth server's side that does not depend on the address: the site's own wording. */
const authServerBusy = (error: AuthError) => error.status === 429 && !emailAlreadySent(error);

/** The header hint's source: the auth server's answer to a sign-in, never the form. */
function accountOf(user: User | null | undefined) {
  const fullName = user?.user_metadata?.full_name;
  const role = user?.app_metadata?.role;
  return {
    email: user?.email ?? null,
    fullName: typeof fullName === 'string' && fullName.trim() !== '' ? fullName : null,
    role: typeof role === 'string' ? role : null,
  };
}

function portalMessage(words: AuthWords, error: AuthError): string {
  if (/already registered/i.test(error.message)) return words.errors.portal.alreadyRegistered;
  if (error.message === 'Invalid login credentials') return words.errors.portal.invalidCredentials;
  return words.errors.portal.other(error.message);
}

function loginSignInMessage(words: AuthWords, error: AuthError): string {
  if (error.message === 'Invalid login credentials') return words.errors.login.invalidCredentials;
  if (error.message === 'Email not confirmed') return words.errors.login.emailNotConfirmed;
  return words.errors.login.signInFailed(error.message);
}

function loginSignUpMessage(words: AuthWords, error: AuthError): string {
  if (/already registered/i.test(error.message)) return words.errors.login.alreadyRegistered;
  return words.errors.login.signUpFailed(error.message);
}

/** A success: a 303 with a flash message for a plain form post, or JSON with the toast in the page's language. */
function succeedIn(c: Context<AppEnv>, where: Area, success: Success): Response {
  return succeed(c, success, UI_WORDS[where.locale].flash[success.flash]);
}

/** Sends the password-reset email; its link leads to the reset page in `locale` (English if it has none). */
async function sendResetEmail(c: Context<AppEnv>, email: string, locale: Locale): Promise<AuthError | null> {
  const resetPage = localizedPath(AUTH_PATHS.resetPassword, servedLocale('reset-password', locale));
  const { error } = await withDeadline(
    getSupabase(c).auth.resetPasswordForEmail(email, { redirectTo: callbackUrl(c, resetPage) }),
  );
  return error;
}

/** Runs an auth call; the service being down or slow, or anything unexpected, becomes a failure a person can read. */
async function attempt(
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

function portalState(
  c: Context<AppEnv>,
  form: Record<string, string>,
  overrides: Partial<AuthPortalFormState>,
): AuthPortalFormState {
  const role = form.role;
  return {
    mode: 'sign-in',
    error: null,
    email: form.email?.trim().slice(0, 254) ?? getCookie(c, REMEMBERED_EMAIL) ?? '',
    fullName: form.fullName?.slice(0, 100) ?? '',
    accountType: isAccountType(role) ? role : 'patient',
    remember: form.remember === 'on' || (form.remember === undefined && getCookie(c, REMEMBERED_EMAIL) !== undefined),
    next: form.next ? safeNext(form.next) : null,
    ...overrides,
  };
}

function renderPortal(c: Context<AppEnv>, where: Area, state: AuthPortalFormState) {
  c.header('Cache-Control', PRIVATE);
  return c.render(<AuthPortalPage {...state} />, { page: where.page });
}

function renderLogin(c: Context<AppEnv>, where: Area, mode: LoginMode, error: string | null, email?: string) {
  c.header('Cache-Control', PRIVATE);
  const remembered = getCookie(c, REMEMBERED_EMAIL);
  return c.render(
    <PatientLoginPage
      mode={mode}
      error={error}
      email={email ?? remembered ?? ''}
      remember={remembered !== undefined}
    />,
    { page: where.page },
  );
}

type Again = (status: Parameters<typeof fail>[1], error: string) => Response | Promise<Response>;

interface FormAction<T> {
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
function formAction<T>(action: FormAction<T>) {
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

/** The /auth portal and its forms in one language. */
function portalRoutes(locale: Locale) {
  const where = area('auth', locale, 'portal');
  const { words, path } = where;
  const rerender =
    (mode: AuthPortalFormState['mode']) => (c: Context<AppEnv>, form: Record<string, string>, error: string) =>
      renderPortal(c, where, portalState(c, form, { mode, error }));
  return new Hono<AppEnv>()
    .get(path('/auth'), readFlash, (c) => {
      const next = c.req.query('next');
      return renderPortal(
        c,
        where,
        portalState(
          c,
          {},
          { mode: c.req.query('mode') === 'signup' ? 'sign-up' : 'sign-in', next: next ? safeNext(next) : null },
        ),
      );
    })
    .post(
      path(AUTH_PATHS.portalSignIn),
      FORM_LIMIT,
      formAction({
        where,
        check: checkPortalSignIn,
        limit: 'sign-in',
        email: (value) => value.email,
        rerender: rerender('sign-in'),
        unexpected: words.errors.portal.unexpected,
        run: async (c, value, form, again) => {
          const { email, password, remember, accountType } = value;
          c.set('rememberSession', remember);
          const { data, error } = await withDeadline(getSupabase(c).auth.signInWithPassword({ email, password }));
          if (error) return again(error.status === 400 ? 400 : 422, portalMessage(words, error));
          rememberSession(c, remember);
          rememberEmail(c, remember ? email : null);
          writeAccountHint(c, accountOf(data.user));
          // The role comes from the auth server's record (app_metadata), never from the form; the admin area is English.
          const isAdmin = data.user?.app_metadata?.role === ADMIN_ROLE;
          const redirect = accountType === 'admin' && isAdmin ? '/admin' : safeNext(form.next, path('/'));
          return succeedIn(c, where, { flash: 'welcome-back', redirect });
        },
      }),
    )
    .post(
      path(AUTH_PATHS.portalSignUp),
      FORM_LIMIT,
      formAction({
        where,
        check: checkPortalSignUp,
        limit: 'sign-up',
        email: (value) => value.email,
        rerender: rerender('sign-up'),
        unexpected: words.errors.portal.unexpected,
        run: async (c, value, _form, again) => {
          const { email, password, fullName, accountType, remember } = value;
          const { error } = await withDeadline(
            getSupabase(c).auth.signUp({
              email,
              password,
              // The chosen account type is recorded, as the spec says, and grants nothing (see README, Roles).
              options: {
                emailRedirectTo: callbackUrl(c, homeNext(locale), true),
                data: { full_name: fullName, role: accountType },
              },
            }),
          );
          if (error && authServerBusy(error)) return again(429, words.errors.tooManyAttempts);
          if (error && !emailAlreadySent(error)) return again(422, portalMessage(words, error));
          rememberEmail(c, remember ? email : null);
          const flash: FlashCode =
            accountType === 'doctor'
              ? 'account-created-doctor'
              : accountType === 'admin'
                ? 'account-created-admin'
                : 'account-created';
          return succeedIn(c, where, { flash, redirect: path('/auth'), mode: 'sign-in', stay: true });
        },
      }),
    )
    .post(
      path(AUTH_PATHS.portalForgot),
      FORM_LIMIT,
      resetEmailAction(where, {
        rerender: rerender('sign-in'),
        unexpected: words.errors.portal.unexpected,
        failed: words.errors.portal.other,
        sent: { flash: 'reset-sent', redirect: path('/auth'), stay: true },
      }),
    )
    .post(path(AUTH_PATHS.signOut), async (c) => {
      try {
        await withDeadline(getSupabase(c).auth.signOut({ scope: 'local' }));
      } catch {
        // The auth server is unreachable: the cookies below still end the session in this browser.
      }
      for (const name of Object.keys(getCookie(c))) {
        if (name.startsWith('sb-')) deleteCookie(c, name, { path: '/', secure: isSecureRequest(c) });
      }
      return redirectWithFlash(c, path('/auth'), 'signed-out');
    });
}

/**
 * "Email me a reset link", as both areas offer it: the same checks, limit and call to the auth server, each area
 * with its own page to show again, its catalogue's words and its message once the email is on its way.
 */
function resetEmailAction(
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

function loginMode(value: string | undefined): LoginMode {
  return value === 'signup' ? 'sign-up' : value === 'forgot' ? 'forgot' : 'sign-in';
}

/** The /login patient login and its forms in one language. */
function loginRoutes(locale: Locale) {
  const where = area('login', locale, 'login');
  const { words, path } = where;
  const home = path('/');
  return new Hono<AppEnv>()
    .get(path('/login'), readFlash, async (c) => {
      if (c.req.query('reset') === 'true')
        return c.redirect(localizedPath(AUTH_PATHS.resetPassword, servedLocale('reset-password', locale)), 303);
      const hasSessionCookie = /(^|;\s*)sb-[^=]*-auth-token/.test(c.req.header('Cookie') ?? '');
      if (hasSessionCookie && (await readSession(c)).status === 'signed-in') {
        // A message meant for this page (a used email link, say) goes on with the visitor, in words for the signed-in.
        const flash = c.get('flash');
        if (!flash) return c.redirect(home, 303);
        return redirectWithFlash(c, home, flash.code === 'link-expired' ? 'link-used-signed-in' : flash.code);
      }
      return renderLogin(c, where, loginMode(c.req.query('mode')), null);
    })
    .post(
      path(AUTH_PATHS.loginSignIn),
      FORM_LIMIT,
      formAction({
        where,
        check: checkLoginSignIn,
        limit: 'sign-in',
        email: (value) => value.email,
        rerender: (c, form, error) => renderLogin(c, where, 'sign-in', error, form.email),
        unexpected: words.errors.login.unexpectedSignIn,
        run: async (c, value, _form, again) => {
          const { email, password, remember } = value;
          c.set('rememberSession', remember);
          const { data, error } = await withDeadline(getSupabase(c).auth.signInWithPassword({ email, password }));
          if (error) return again(error.status === 400 ? 400 : 422, loginSignInMessage(words, error));
          rememberSession(c, remember);
          rememberEmail(c, remember ? email : null);
          writeAccountHint(c, accountOf(data.user));
          return succeedIn(c, where, { flash: 'signed-in', redirect: home });
        },
      }),
    )
    .post(
      path(AUTH_PATHS.loginSignUp),
      FORM_LIMIT,
      formAction({
        where,
        check: checkLoginSignUp,
        limit: 'sign-up',
        email: (value) => value.email,
        rerender: (c, form, error) => renderLogin(c, where, 'sign-up', error, form.email),
        unexpected: words.errors.login.unexpectedSignUp,
        run: async (c, value, _form, again) => {
          const { email, password, fullName } = value;
          const { error } = await withDeadline(
            getSupabase(c).auth.signUp({
              email,
              password,
              options: { emailRedirectTo: callbackUrl(c, homeNext(locale), true), data: { full_name: fullName } },
            }),
          );
          if (error && authServerBusy(error)) return again(429, words.errors.tooManyAttempts);
          if (error && !emailAlreadySent(error)) return again(422, loginSignUpMessage(words, error));
          return succeedIn(c, where, {
            flash: 'account-created-patient',
            redirect: path('/login'),
            mode: 'sign-in',
            stay: true,
          });
        },
      }),
    )
    .post(
      path(AUTH_PATHS.loginForgot),
      FORM_LIMIT,
      resetEmailAction(where, {
        rerender: (c, form, error) => renderLogin(c, where, 'forgot', error, form.email),
        unexpected: words.errors.login.unexpectedReset,
        failed: words.errors.login.resetFailed,
        sent: { flash: 'reset-email-sent', redirect: path('/login'), stay: true },
      }),
    )
    .post(path(AUTH_PATHS.loginGoogle), async (c) => {
      try {
        const { data, error } = await withDeadline(
          getSupabase(c).auth.signInWithOAuth({
            provider: 'google',
            options: {
              redirectTo: callbackUrl(c, homeNext(locale)),
              skipBrowserRedirect: true,
              queryParams: { access_type: 'offline', prompt: 'consent' },
            },
          }),
        );
        if (error || !data.url) return redirectWithFlash(c, path('/login'), 'google-failed');
        return c.redirect(data.url, 303);
      } catch (error) {
        const unavailable = error instanceof AuthUnavailableError;
        if (!unavailable) console.error('auth: Google sign-in failed', error);
        c.status(unavailable ? 503 : 502);
        return renderLogin(
          c,
          where,
          'sign-in',
          unavailable ? words.errors.serviceUnavailable : words.errors.login.unexpectedGoogle,
        );
      }
    });
}

/** /reset-password in one language: the form a password-reset link leads to. */
function resetRoutes(locale: Locale) {
  const where = area('reset-password', locale, 'portal');
  const { words, problems, path } = where;
  const render = (c: Context<AppEnv>, hasSession: boolean, error: string | null) =>
    c.render(<ResetPasswordPage hasSession={hasSession} error={error} />, { page: where.page });
  return new Hono<AppEnv>()
    .get(path(AUTH_PATHS.resetPassword), readFlash, async (c) => {
      c.header('Cache-Control', PRIVATE);
      const state = await readSession(c);
      if (state.status === 'unavailable') c.status(503);
      return render(
        c,
        state.status === 'signed-in' && mayResetPassword(state.claims),
        state.status === 'unavailable' ? words.errors.serviceUnavailable : null,
      );
    })
    .post(path(AUTH_PATHS.resetPassword), FORM_LIMIT, async (c) => {
      c.header('Cache-Control', PRIVATE);
      const again = (status: 400 | 401 | 403 | 422 | 503, error: string, hasSession = true) => {
        c.status(status);
        return render(c, hasSession, error);
      };
      const form = (await readForm(c)) ?? {};
      const state = await readSession(c);
      if (state.status === 'unavailable') return again(503, words.errors.serviceUnavailable);
      if (state.status === 'signed-out') return again(401, words.errors.resetLinkExpired, false);
      // A session that did not start from a reset link (or started too long ago) cannot set a password without the
      // current one: otherwise a stolen cookie would become a permanent takeover.
      if (!mayResetPassword(state.claims)) return again(403, words.errors.resetLinkExpired, false);
      const checked = checkNewPassword((name) => form[name]);
      if (!checked.ok) return again(400, problems[checked.problem]);
      try {
        const supabase = getSupabase(c);
        const { error } = await withDeadline(supabase.auth.updateUser({ password: checked.value.password }));
        if (error) return again(422, words.errors.portal.other(error.message));
        // Supabase Auth already ends the other sessions on a password change; ask explicitly so it never depends on that.
        const others = await withDeadline(supabase.auth.signOut({ scope: 'others' })).catch((failure: unknown) => ({
          error: failure,
        }));
        if (others.error) console.error('auth: could not end the other sessions after a password change', others.error);
        return redirectWithFlash(c, path('/'), 'password-updated');
      } catch (error) {
        if (!(error instanceof AuthUnavailableError)) console.error('auth: password update failed', error);
        return again(503, words.errors.serviceUnavailable);
      }
    });
}

/**
 * Where the auth server sends the browser back (email links, Google). One address for every language: `next`, a
 * path of this site checked by safeNext, is where the visitor lands, and its language that of the pages on the way.
 */
const callback = new Hono<AppEnv>().get(AUTH_PATHS.callback, async (c) => {
  const next = safeNext(c.req.query('next'));
  const language = localeOfNext(next);
  const login = localizedPath('/login', servedLocale('login', language));
  const code = c.req.query('code');
  const providerError = c.req.query('error_code') ?? c.req.query('error');
  if (providerError || !code) {
    const expired = providerError === 'otp_expired' || !providerError;
    return redirectWithFlash(c, login, expired ? 'link-expired' : 'google-failed');
  }
  try {
    const supabase = getSupabase(c);
    let recovery = false;
    const { data: listener } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') recovery = true;
    });
    const { data, error } = await withDeadline(supabase.auth.exchangeCodeForSession(code));
    listener.subscription.unsubscribe();
    if (error) {
      // A sign-up's link opened in another browser confirmed the address, but cannot sign in here.
      const elsewhere =
        error.code === VERIFIER_MISSING &&
        c.req.query(SIGNUP_LINK_PARAM) === SIGNUP_LINK_VALUE &&
        (await isIssuedCode(c, code));
      return redirectWithFlash(c, login, elsewhere ? 'email-confirmed-elsewhere' : 'link-expired');
    }
    writeAccountHint(c, accountOf(data.user));
    if (recovery) {
      const resetPage = localizedPath(AUTH_PATHS.resetPassword, servedLocale('reset-password', language));
      return redirectWithFlash(c, resetPage, 'recovery-ready');
    }
    return redirectWithFlash(c, next, 'signed-in');
  } catch (error) {
    if (!(error instanceof AuthUnavailableError)) console.error('auth: code exchange failed', error);
    return redirectWithFlash(c, login, 'link-expired');
  }
});

export const authRoutes = new Hono<AppEnv>();
for (const locale of localesOf('auth')) authRoutes.route('/', portalRoutes(locale));
for (const locale of localesOf('login')) authRoutes.route('/', loginRoutes(locale));
for (const locale of localesOf('reset-password')) authRoutes.route('/', resetRoutes(locale));
authRoutes.route('/', callback);
