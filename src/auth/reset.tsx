// /reset-password: the form a password-reset link leads to, in one language.
import { PRIVATE, area } from './form-actions';
import { Hono, type Context } from 'hono';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { checkNewPassword } from '../../shared/auth/validation';
import type { Locale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { readFlash, redirectWithFlash } from '../http/flash';
import { ResetPasswordPage } from './AuthPages';
import { FORM_LIMIT, readForm } from '../http/replies';
import { readSession } from './session';
import { mayResetPassword } from './recovery';
import { AuthUnavailableError, getSupabase, withDeadline } from './supabase';

/** /reset-password in one language: the form a password-reset link leads to. */
export function resetRoutes(locale: Locale) {
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
