// The address the auth server sends the browser back to from e-mail links and Google.
import { servedLocale, localeOfNext, accountOf } from './form-actions';
import { Hono } from 'hono';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { localizedPath } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { redirectWithFlash } from '../http/flash';
import { safeNext } from '../http/redirects';
import { writeAccountHint } from './account-hint';
import { ADMIN_RESET_PARAM, exchangeAdminReset } from './admin-reset';
import { isIssuedCode, SIGNUP_LINK_PARAM, SIGNUP_LINK_VALUE, VERIFIER_MISSING } from './confirmation';
import { AuthUnavailableError, getSupabase, withDeadline } from './supabase';

/**
 * Where the auth server sends the browser back (email links, Google). One address for every language: `next`, a
 * path of this site checked by safeNext, is where the visitor lands, and its language that of the pages on the way.
 */
export const callbackRoutes = new Hono<AppEnv>().get(AUTH_PATHS.callback, async (c) => {
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
    // A reset link an admin sent (admin-reset.ts): its verifier comes from the link, not from this browser.
    const adminReset = c.req.query(ADMIN_RESET_PARAM);
    if (adminReset !== undefined) {
      const resetPage = localizedPath(AUTH_PATHS.resetPassword, servedLocale('reset-password', language));
      const opened = await exchangeAdminReset(c, code, adminReset);
      return redirectWithFlash(c, opened ? resetPage : login, opened ? 'recovery-ready' : 'link-expired');
    }
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
