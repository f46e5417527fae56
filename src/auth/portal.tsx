// The /auth portal (sign in, sign up, forgotten password, sign out) in one language.
import {
  REMEMBERED_EMAIL,
  PRIVATE,
  type Area,
  area,
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
import { deleteCookie, getCookie } from 'hono/cookie';
import type { AuthWords } from '../../shared/auth/messages';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { checkPortalSignIn, checkPortalSignUp, isAccountType } from '../../shared/auth/validation';
import type { Locale } from '../../shared/i18n/locales';
import type { AuthPortalFormState } from '../render/islands';
import type { FlashCode } from '../../shared/messages';
import type { AppEnv } from '../env';
import { isSecureRequest } from '../http/cookies';
import { readFlash, redirectWithFlash } from '../http/flash';
import { AuthPortalPage } from './AuthPages';
import { safeNext } from '../http/redirects';
import { FORM_LIMIT } from '../http/replies';
import { lenient, nextField, readQuery, z } from '../http/validate';
import { writeAccountHint } from './account-hint';
import { ADMIN_ROLE } from './roles';
import { getSupabase, rememberSession, withDeadline } from './supabase';
import { tellAdminsOfDoctor } from './doctor-signup';
import { type PhonePaths, type PhoneSignInState, phoneRoutes, phoneState } from './phone-sign-in';

/** ?mode=signup opens the sign-up form (sign-in for anything else); ?next= where to go after (a path of this site). */
const PORTAL_QUERY = z.object({
  mode: lenient((text): AuthPortalFormState['mode'] => (text === 'signup' ? 'sign-up' : 'sign-in')),
  next: nextField,
});

function portalMessage(words: AuthWords, error: AuthError): string {
  if (/already registered/i.test(error.message)) return words.errors.portal.alreadyRegistered;
  if (error.message === 'Invalid login credentials') return words.errors.portal.invalidCredentials;
  return words.errors.portal.other(error.message);
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
    // After a sign-up without JavaScript: the flash that says the e-mail was sent is on this page.
    codeSent: c.get('flash')?.code.startsWith('account-created') ?? false,
    ...overrides,
  };
}

const PHONE_PATHS = (path: (p: string) => string): PhonePaths => ({
  page: path('/auth'),
  send: path(AUTH_PATHS.portalPhone),
  verify: path(AUTH_PATHS.portalPhoneVerify),
  other: path(AUTH_PATHS.portalPhoneReset),
});

function renderPortal(c: Context<AppEnv>, where: Area, state: AuthPortalFormState, phone?: PhoneSignInState) {
  c.header('Cache-Control', PRIVATE);
  const mobile = phone ?? phoneState(c, where, PHONE_PATHS(where.path), { next: state.next });
  return c.render(<AuthPortalPage {...state} phone={mobile} />, { page: where.page });
}

/** The /auth portal and its forms in one language. */
export function portalRoutes(locale: Locale) {
  const where = area('auth', locale, 'portal');
  const { words, path } = where;
  const rerender =
    (mode: AuthPortalFormState['mode']) => (c: Context<AppEnv>, form: Record<string, string>, error: string) =>
      renderPortal(c, where, portalState(c, form, { mode, error }));
  const phone = phoneRoutes({
    where,
    paths: PHONE_PATHS(path),
    render: (c, state) => renderPortal(c, where, portalState(c, {}, { next: state.next }), state),
    // As the e-mail sign-in: back to the guarded page that sent the visitor here, else the home page.
    landing: (_c, next) => ({ redirect: safeNext(next, path('/')), flash: 'welcome-back' }),
  });
  return new Hono<AppEnv>()
    .route('/', phone)
    .get(path('/auth'), readFlash, (c) =>
      renderPortal(c, where, portalState(c, {}, readQuery(PORTAL_QUERY, c.req.query()))),
    )
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
          // A guarded page that sent the visitor here gets them back (`next`); otherwise the spec's landing.
          const redirect = safeNext(form.next, accountType === 'admin' && isAdmin ? '/admin' : path('/'));
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
        run: async (c, value, form, again) => {
          const { email, password, fullName, accountType, remember } = value;
          // Sent here by a guarded page: the confirmation link, and the sign-in form after this one, lead back to it.
          const next = form.next ? safeNext(form.next, '') : '';
          const { data, error } = await withDeadline(
            getSupabase(c).auth.signUp({
              email,
              password,
              // The chosen account type is recorded, as the spec says, and grants nothing (docs/product/sign-in.md).
              options: {
                emailRedirectTo: callbackUrl(c, next || homeNext(locale), true),
                data: { full_name: fullName, role: accountType },
              },
            }),
          );
          if (error && authServerBusy(error)) return again(429, words.errors.tooManyAttempts);
          if (error && !emailAlreadySent(error)) return again(422, portalMessage(words, error));
          rememberEmail(c, remember ? email : null);
          // A new doctor sign-up (not the look-alike answer for an address already registered) waits for an admin.
          if (accountType === 'doctor' && !error && data.user && (data.user.identities?.length ?? 0) > 0)
            await tellAdminsOfDoctor(c, { accountId: data.user.id, name: fullName, email, signedUpAt: Date.now() });
          const flash: FlashCode =
            accountType === 'doctor'
              ? 'account-created-doctor'
              : accountType === 'admin'
                ? 'account-created-admin'
                : 'account-created';
          const signIn = next ? `${path('/auth')}?next=${encodeURIComponent(next)}` : path('/auth');
          return succeedIn(c, where, { flash, redirect: signIn, mode: 'sign-in', stay: true });
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
