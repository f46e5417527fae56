// The sign-in area: /auth (portal), /login (patient login), /auth/callback, /reset-password and sign-out.
// Every form works without JavaScript; islands post the same forms and get JSON back.
import type { AuthError, User } from '@supabase/supabase-js';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  AUTH_SERVICE_UNAVAILABLE,
  LOGIN_ERRORS,
  PORTAL_ERRORS,
  RESET_LINK_EXPIRED,
  TOO_MANY_ATTEMPTS,
  isAccountType,
} from '../../shared/auth/messages';
import { AUTH_PATHS } from '../../shared/auth/paths';
import {
  checkLoginSignIn,
  checkLoginSignUp,
  checkNewPassword,
  checkPortalSignIn,
  checkPortalSignUp,
  checkResetEmail,
  type Checked,
  type Field,
} from '../../shared/auth/validation';
import type { AuthPortalFormProps } from '../../client/islands/AuthPortalForm';
import type { LoginMode } from '../../client/islands/PatientLoginForm';
import type { FlashCode } from '../../shared/messages';
import type { AppEnv } from '../env';
import { allowsCookieType } from '../http/cookie-list';
import { isSecureRequest } from '../http/cookies';
import { readFlash, redirectWithFlash } from '../http/flash';
import { AuthPortalPage, PatientLoginPage, ResetPasswordPage } from '../pages/auth/AuthPages';
import { findPage } from '../pages/registry';
import type { PageDef } from '../pages/types';
import { withinRateLimit } from '../http/rate-limit';
import { safeNext } from '../http/redirects';
import { FORM_LIMIT, fail, readForm, succeed } from '../http/replies';
import { writeAccountHint } from '../auth/account-hint';
import { ADMIN_ROLE } from '../auth/roles';
import { readSession } from '../auth/session';
import { mayResetPassword } from '../auth/recovery';
import { AuthUnavailableError, getSupabase, rememberSession, withDeadline } from '../auth/supabase';

const REMEMBERED_EMAIL = 'remembered_email';
const PRIVATE = 'private, no-store';

const page = (path: string): PageDef => findPage(path)!;

/** Where auth emails and Google send people back to: this site's callback. */
function callbackUrl(c: Context<AppEnv>, next?: string): string {
  const requestOrigin = new URL(c.req.url).origin;
  const local = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(requestOrigin);
  const base = local ? requestOrigin : c.get('config').siteUrl;
  return `${base}${AUTH_PATHS.callback}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}

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

function portalMessage(error: AuthError): string {
  if (/already registered/i.test(error.message)) return PORTAL_ERRORS.alreadyRegistered;
  if (error.message === 'Invalid login credentials') return PORTAL_ERRORS.invalidCredentials;
  return error.message;
}

function loginSignInMessage(error: AuthError): string {
  if (error.message === 'Invalid login credentials') return LOGIN_ERRORS.invalidCredentials;
  if (error.message === 'Email not confirmed') return LOGIN_ERRORS.emailNotConfirmed;
  return LOGIN_ERRORS.signInFailed(error.message);
}

function loginSignUpMessage(error: AuthError): string {
  if (/already registered/i.test(error.message)) return LOGIN_ERRORS.alreadyRegistered;
  return LOGIN_ERRORS.signUpFailed(error.message);
}

/** Runs an auth call; the service being down or slow, or anything unexpected, becomes a failure a person can read. */
async function attempt(
  run: () => Promise<Response>,
  failure: (status: 502 | 503, message: string) => Response | Promise<Response>,
  unexpected: string,
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AuthUnavailableError) return failure(503, AUTH_SERVICE_UNAVAILABLE);
    console.error('auth: unexpected failure', error);
    return failure(502, unexpected);
  }
}

function portalProps(
  c: Context<AppEnv>,
  form: Record<string, string>,
  overrides: Partial<AuthPortalFormProps>,
): AuthPortalFormProps {
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

function renderPortal(c: Context<AppEnv>, props: AuthPortalFormProps) {
  c.header('Cache-Control', PRIVATE);
  return c.render(<AuthPortalPage {...props} />, { page: page('/auth') });
}

function renderLogin(c: Context<AppEnv>, mode: LoginMode, error: string | null, email?: string) {
  c.header('Cache-Control', PRIVATE);
  const remembered = getCookie(c, REMEMBERED_EMAIL);
  return c.render(
    <PatientLoginPage
      mode={mode}
      error={error}
      email={email ?? remembered ?? ''}
      remember={remembered !== undefined}
    />,
    { page: page('/login') },
  );
}

type Again = (status: Parameters<typeof fail>[1], error: string) => Response | Promise<Response>;

interface FormAction<T> {
  /** The form's rules, run before anything reaches the auth server. */
  check: (field: Field) => Checked<T>;
  /** Rate-limit bucket ("sign-in", "sign-up", "reset"). */
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
  return async (c: Context<AppEnv>) => {
    const form = (await readForm(c)) ?? {};
    const again: Again = (status, error) => fail(c, status, error, () => action.rerender(c, form, error));
    const checked = action.check((name) => form[name]);
    if (!checked.ok) return again(400, checked.error);
    if (!(await withinRateLimit(c, action.limit, action.email(checked.value)))) return again(429, TOO_MANY_ATTEMPTS);
    return attempt(() => action.run(c, checked.value, form, again), again, action.unexpected);
  };
}

const portal = new Hono<AppEnv>()
  .get('/auth', readFlash, (c) => {
    const next = c.req.query('next');
    return renderPortal(
      c,
      portalProps(
        c,
        {},
        { mode: c.req.query('mode') === 'signup' ? 'sign-up' : 'sign-in', next: next ? safeNext(next) : null },
      ),
    );
  })
  .post(
    AUTH_PATHS.portalSignIn,
    FORM_LIMIT,
    formAction({
      check: checkPortalSignIn,
      limit: 'sign-in',
      email: (value) => value.email,
      rerender: (c, form, error) => renderPortal(c, portalProps(c, form, { mode: 'sign-in', error })),
      unexpected: PORTAL_ERRORS.unexpected,
      run: async (c, value, form, again) => {
        const { email, password, remember, accountType } = value;
        c.set('rememberSession', remember);
        const { data, error } = await withDeadline(getSupabase(c).auth.signInWithPassword({ email, password }));
        if (error) return again(error.status === 400 ? 400 : 422, portalMessage(error));
        rememberSession(c, remember);
        rememberEmail(c, remember ? email : null);
        writeAccountHint(c, accountOf(data.user));
        // The role comes from the auth server's record (app_metadata), never from the form.
        const isAdmin = data.user?.app_metadata?.role === ADMIN_ROLE;
        const redirect = accountType === 'admin' && isAdmin ? '/admin' : safeNext(form.next);
        return succeed(c, { flash: 'welcome-back', redirect });
      },
    }),
  )
  .post(
    AUTH_PATHS.portalSignUp,
    FORM_LIMIT,
    formAction({
      check: checkPortalSignUp,
      limit: 'sign-up',
      email: (value) => value.email,
      rerender: (c, form, error) => renderPortal(c, portalProps(c, form, { mode: 'sign-up', error })),
      unexpected: PORTAL_ERRORS.unexpected,
      run: async (c, value, _form, again) => {
        const { email, password, fullName, accountType, remember } = value;
        const { error } = await withDeadline(
          getSupabase(c).auth.signUp({
            email,
            password,
            // The chosen account type is recorded, as the spec says, and grants nothing (see README, Roles).
            options: { emailRedirectTo: callbackUrl(c), data: { full_name: fullName, role: accountType } },
          }),
        );
        if (error && authServerBusy(error)) return again(429, TOO_MANY_ATTEMPTS);
        if (error && !emailAlreadySent(error)) return again(422, portalMessage(error));
        rememberEmail(c, remember ? email : null);
        const flash: FlashCode =
          accountType === 'doctor'
            ? 'account-created-doctor'
            : accountType === 'admin'
              ? 'account-created-admin'
              : 'account-created';
        return succeed(c, { flash, redirect: '/auth', mode: 'sign-in', stay: true });
      },
    }),
  )
  .post(
    AUTH_PATHS.portalForgot,
    FORM_LIMIT,
    formAction({
      check: checkResetEmail,
      limit: 'reset',
      email: (value) => value.email,
      rerender: (c, form, error) => renderPortal(c, portalProps(c, form, { mode: 'sign-in', error })),
      unexpected: PORTAL_ERRORS.unexpected,
      run: async (c, value, _form, again) => {
        const { error } = await withDeadline(
          getSupabase(c).auth.resetPasswordForEmail(value.email, { redirectTo: callbackUrl(c, '/reset-password') }),
        );
        if (error && authServerBusy(error)) return again(429, TOO_MANY_ATTEMPTS);
        if (error && !emailAlreadySent(error)) return again(422, error.message);
        return succeed(c, { flash: 'reset-sent', redirect: '/auth', stay: true });
      },
    }),
  );

function loginMode(value: string | undefined): LoginMode {
  return value === 'signup' ? 'sign-up' : value === 'forgot' ? 'forgot' : 'sign-in';
}

const login = new Hono<AppEnv>()
  .get('/login', readFlash, async (c) => {
    if (c.req.query('reset') === 'true') return c.redirect(AUTH_PATHS.resetPassword, 303);
    const hasSessionCookie = /(^|;\s*)sb-[^=]*-auth-token/.test(c.req.header('Cookie') ?? '');
    if (hasSessionCookie && (await readSession(c)).status === 'signed-in') {
      // A message meant for this page (a used email link, say) goes on with the visitor, in words for the signed-in.
      const flash = c.get('flash');
      if (!flash) return c.redirect('/', 303);
      return redirectWithFlash(c, '/', flash.code === 'link-expired' ? 'link-used-signed-in' : flash.code);
    }
    return renderLogin(c, loginMode(c.req.query('mode')), null);
  })
  .post(
    AUTH_PATHS.loginSignIn,
    FORM_LIMIT,
    formAction({
      check: checkLoginSignIn,
      limit: 'sign-in',
      email: (value) => value.email,
      rerender: (c, form, error) => renderLogin(c, 'sign-in', error, form.email),
      unexpected: LOGIN_ERRORS.unexpectedSignIn,
      run: async (c, value, _form, again) => {
        const { email, password, remember } = value;
        c.set('rememberSession', remember);
        const { data, error } = await withDeadline(getSupabase(c).auth.signInWithPassword({ email, password }));
        if (error) return again(error.status === 400 ? 400 : 422, loginSignInMessage(error));
        rememberSession(c, remember);
        rememberEmail(c, remember ? email : null);
        writeAccountHint(c, accountOf(data.user));
        return succeed(c, { flash: 'signed-in', redirect: '/' });
      },
    }),
  )
  .post(
    AUTH_PATHS.loginSignUp,
    FORM_LIMIT,
    formAction({
      check: checkLoginSignUp,
      limit: 'sign-up',
      email: (value) => value.email,
      rerender: (c, form, error) => renderLogin(c, 'sign-up', error, form.email),
      unexpected: LOGIN_ERRORS.unexpectedSignUp,
      run: async (c, value, _form, again) => {
        const { email, password, fullName } = value;
        const { error } = await withDeadline(
          getSupabase(c).auth.signUp({
            email,
            password,
            options: { emailRedirectTo: callbackUrl(c), data: { full_name: fullName } },
          }),
        );
        if (error && authServerBusy(error)) return again(429, TOO_MANY_ATTEMPTS);
        if (error && !emailAlreadySent(error)) return again(422, loginSignUpMessage(error));
        return succeed(c, { flash: 'account-created-patient', redirect: '/login', mode: 'sign-in', stay: true });
      },
    }),
  )
  .post(
    AUTH_PATHS.loginForgot,
    FORM_LIMIT,
    formAction({
      check: checkResetEmail,
      limit: 'reset',
      email: (value) => value.email,
      rerender: (c, form, error) => renderLogin(c, 'forgot', error, form.email),
      unexpected: LOGIN_ERRORS.unexpectedReset,
      run: async (c, value, _form, again) => {
        const { error } = await withDeadline(
          getSupabase(c).auth.resetPasswordForEmail(value.email, { redirectTo: callbackUrl(c, '/reset-password') }),
        );
        if (error && authServerBusy(error)) return again(429, TOO_MANY_ATTEMPTS);
        if (error && !emailAlreadySent(error)) return again(422, LOGIN_ERRORS.resetFailed(error.message));
        return succeed(c, { flash: 'reset-email-sent', redirect: '/login', stay: true });
      },
    }),
  )
  .post(AUTH_PATHS.loginGoogle, async (c) => {
    try {
      const { data, error } = await withDeadline(
        getSupabase(c).auth.signInWithOAuth({
          provider: 'google',
          options: {
            redirectTo: callbackUrl(c),
            skipBrowserRedirect: true,
            queryParams: { access_type: 'offline', prompt: 'consent' },
          },
        }),
      );
      if (error || !data.url) return redirectWithFlash(c, '/login', 'google-failed');
      return c.redirect(data.url, 303);
    } catch (error) {
      const unavailable = error instanceof AuthUnavailableError;
      if (!unavailable) console.error('auth: Google sign-in failed', error);
      c.status(unavailable ? 503 : 502);
      return renderLogin(c, 'sign-in', unavailable ? AUTH_SERVICE_UNAVAILABLE : LOGIN_ERRORS.unexpectedGoogle);
    }
  });

const session = new Hono<AppEnv>()
  .get(AUTH_PATHS.callback, async (c) => {
    const code = c.req.query('code');
    const providerError = c.req.query('error_code') ?? c.req.query('error');
    if (providerError || !code) {
      const expired = providerError === 'otp_expired' || !providerError;
      return redirectWithFlash(c, '/login', expired ? 'link-expired' : 'google-failed');
    }
    try {
      const supabase = getSupabase(c);
      let recovery = false;
      const { data: listener } = supabase.auth.onAuthStateChange((event) => {
        if (event === 'PASSWORD_RECOVERY') recovery = true;
      });
      const { data, error } = await withDeadline(supabase.auth.exchangeCodeForSession(code));
      listener.subscription.unsubscribe();
      if (error) return redirectWithFlash(c, '/login', 'link-expired');
      writeAccountHint(c, accountOf(data.user));
      if (recovery) return redirectWithFlash(c, AUTH_PATHS.resetPassword, 'recovery-ready');
      return redirectWithFlash(c, safeNext(c.req.query('next')), 'signed-in');
    } catch (error) {
      if (!(error instanceof AuthUnavailableError)) console.error('auth: code exchange failed', error);
      return redirectWithFlash(c, '/login', 'link-expired');
    }
  })
  .get(AUTH_PATHS.resetPassword, readFlash, async (c) => {
    c.header('Cache-Control', PRIVATE);
    const state = await readSession(c);
    if (state.status === 'unavailable') c.status(503);
    return c.render(
      <ResetPasswordPage
        hasSession={state.status === 'signed-in' && mayResetPassword(state.claims)}
        error={state.status === 'unavailable' ? AUTH_SERVICE_UNAVAILABLE : null}
      />,
      { page: page(AUTH_PATHS.resetPassword) },
    );
  })
  .post(AUTH_PATHS.resetPassword, FORM_LIMIT, async (c) => {
    c.header('Cache-Control', PRIVATE);
    const again = (status: 400 | 401 | 403 | 422 | 503, error: string, hasSession = true) => {
      c.status(status);
      return c.render(<ResetPasswordPage hasSession={hasSession} error={error} />, {
        page: page(AUTH_PATHS.resetPassword),
      });
    };
    const form = (await readForm(c)) ?? {};
    const state = await readSession(c);
    if (state.status === 'unavailable') return again(503, AUTH_SERVICE_UNAVAILABLE);
    if (state.status === 'signed-out') return again(401, RESET_LINK_EXPIRED, false);
    // A session that did not start from a reset link (or started too long ago) cannot set a password without the
    // current one: otherwise a stolen cookie would become a permanent takeover.
    if (!mayResetPassword(state.claims)) return again(403, RESET_LINK_EXPIRED, false);
    const checked = checkNewPassword((name) => form[name]);
    if (!checked.ok) return again(400, checked.error);
    try {
      const supabase = getSupabase(c);
      const { error } = await withDeadline(supabase.auth.updateUser({ password: checked.value.password }));
      if (error) return again(422, error.message);
      // Supabase Auth already ends the other sessions on a password change; ask explicitly so it never depends on that.
      const others = await withDeadline(supabase.auth.signOut({ scope: 'others' })).catch((failure: unknown) => ({
        error: failure,
      }));
      if (others.error) console.error('auth: could not end the other sessions after a password change', others.error);
      return redirectWithFlash(c, '/', 'password-updated');
    } catch (error) {
      if (!(error instanceof AuthUnavailableError)) console.error('auth: password update failed', error);
      return again(503, AUTH_SERVICE_UNAVAILABLE);
    }
  })
  .post(AUTH_PATHS.signOut, async (c) => {
    try {
      await withDeadline(getSupabase(c).auth.signOut({ scope: 'local' }));
    } catch {
      // The auth server is unreachable: the cookies below still end the session in this browser.
    }
    for (const name of Object.keys(getCookie(c))) {
      if (name.startsWith('sb-')) deleteCookie(c, name, { path: '/', secure: isSecureRequest(c) });
    }
    return redirectWithFlash(c, '/auth', 'signed-out');
  });

export const authRoutes = new Hono<AppEnv>().route('/', portal).route('/', login).route('/', session);
