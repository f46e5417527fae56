// The /login patient login (sign in, sign up, forgotten password, Google) in one language.
import {
  REMEMBERED_EMAIL,
  PRIVATE,
  type Area,
  area,
  servedLocale,
  callbackUrl,
  homeNext,
  rememberEmail,
  emailAlreadySent,
  authServerBusy,
  accountOf,
  succeedIn,
  formAction,
  resetEmailAction,
} from './form-actions';
import type { AuthError } from '@supabase/supabase-js';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AuthWords } from '../../shared/auth/messages';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { checkLoginSignIn, checkLoginSignUp } from '../../shared/auth/validation';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import type { LoginMode } from '../render/islands';
import type { AppEnv } from '../env';
import { readFlash, redirectWithFlash } from '../http/flash';
import { PatientLoginPage } from './AuthPages';
import { FORM_LIMIT } from '../http/replies';
import { lenient, readQuery, z } from '../http/validate';
import { writeAccountHint } from './account-hint';
import { hasSessionCookie, readSession } from './session';
import { AuthUnavailableError, getSupabase, rememberSession, withDeadline } from './supabase';
import { type PhonePaths, type PhoneSignInState, phoneRoutes, phoneState } from './phone-sign-in';

function loginSignInMessage(words: AuthWords, error: AuthError): string {
  if (error.message === 'Invalid login credentials') return words.errors.login.invalidCredentials;
  if (error.message === 'Email not confirmed') return words.errors.login.emailNotConfirmed;
  return words.errors.login.signInFailed(error.message);
}

function loginSignUpMessage(words: AuthWords, error: AuthError): string {
  if (/already registered/i.test(error.message)) return words.errors.login.alreadyRegistered;
  return words.errors.login.signUpFailed(error.message);
}

const PHONE_PATHS = (path: (p: string) => string): PhonePaths => ({
  page: path('/login'),
  send: path(AUTH_PATHS.loginPhone),
  verify: path(AUTH_PATHS.loginPhoneVerify),
  other: path(AUTH_PATHS.loginPhoneReset),
});

function renderLogin(
  c: Context<AppEnv>,
  where: Area,
  mode: LoginMode,
  error: string | null,
  email?: string,
  phone?: PhoneSignInState,
) {
  c.header('Cache-Control', PRIVATE);
  const remembered = getCookie(c, REMEMBERED_EMAIL);
  return c.render(
    <PatientLoginPage
      phone={phone ?? phoneState(c, where, PHONE_PATHS(where.path))}
      mode={mode}
      error={error}
      email={email ?? remembered ?? ''}
      remember={remembered !== undefined}
      codeSent={c.get('flash')?.code === 'account-created-patient'}
    />,
    { page: where.page },
  );
}

/** ?mode=signup|forgot opens that form (sign-in for anything else); ?reset=true is an old reset link's address. */
const LOGIN_QUERY = z.object({
  mode: lenient((text): LoginMode => (text === 'signup' ? 'sign-up' : text === 'forgot' ? 'forgot' : 'sign-in')),
  reset: lenient((text) => text === 'true'),
});

/** The /login patient login and its forms in one language. */
export function loginRoutes(locale: Locale) {
  const where = area('login', locale, 'login');
  const { words, path } = where;
  const home = path('/');
  const phone = phoneRoutes({
    where,
    paths: PHONE_PATHS(path),
    render: (c, state) => renderLogin(c, where, 'sign-in', null, undefined, state),
    // As the e-mail sign-in here: the home page of the language.
    landing: () => ({ redirect: home, flash: 'signed-in' }),
  });
  return new Hono<AppEnv>()
    .route('/', phone)
    .get(path('/login'), readFlash, async (c) => {
      const query = readQuery(LOGIN_QUERY, c.req.query());
      if (query.reset)
        return c.redirect(localizedPath(AUTH_PATHS.resetPassword, servedLocale('reset-password', locale)), 303);
      if (hasSessionCookie(c) && (await readSession(c)).status === 'signed-in') {
        // A message meant for this page (a used email link, say) goes on with the visitor, in words for the signed-in.
        const flash = c.get('flash');
        if (!flash) return c.redirect(home, 303);
        return redirectWithFlash(c, home, flash.code === 'link-expired' ? 'link-used-signed-in' : flash.code);
      }
      return renderLogin(c, where, query.mode, null);
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
