// /auth/confirm in one language: the sign-up's confirmation by the code in its e-mail, for a person who cannot or
// would rather not open the link (the mail read on another device, a link a mail program spoiled). The auth server
// checks the code (verifyOtp, type 'signup': only a sign-up's code, never a password-reset's), which confirms the
// address and starts a session; the page then lands where the sign-up was headed. The same limits as every sign-in
// form (10 tries a minute per address and per e-mail); Supabase Auth limits its own verify endpoint as well.
import { PRIVATE, REMEMBERED_EMAIL, accountOf, area, authServerBusy, formAction, succeedIn } from './form-actions';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { CONFIRMATION_CODE_LENGTH, EMAIL_LIMIT, checkConfirmation } from '../../shared/auth/validation';
import { formatNumber } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { readFlash } from '../http/flash';
import { safeNext } from '../http/redirects';
import { FORM_LIMIT } from '../http/replies';
import { nextField, readQuery, z } from '../http/validate';
import { writeAccountHint } from './account-hint';
import { ConfirmCodePage, type ConfirmFormState } from './ConfirmPage';
import { getSupabase, withDeadline } from './supabase';

/** `next` (the address's, or the form's hidden field): where to go once confirmed, a path of this site, or none. */
const NEXT = z.object({ next: nextField });

/** The confirmation page and its form in one language. */
export function confirmRoutes(locale: Locale) {
  const where = area('confirm-email', locale, 'portal');
  const { words, path } = where;
  const digits = formatNumber(CONFIRMATION_CODE_LENGTH, locale);
  const render = (c: Context<AppEnv>, state: ConfirmFormState) => {
    c.header('Cache-Control', PRIVATE);
    return c.render(<ConfirmCodePage {...state} />, { page: where.page });
  };
  return new Hono<AppEnv>()
    .get(path(AUTH_PATHS.confirmCode), readFlash, (c) =>
      render(c, {
        email: getCookie(c, REMEMBERED_EMAIL) ?? '',
        next: readQuery(NEXT, c.req.query()).next,
        error: null,
      }),
    )
    .post(
      path(AUTH_PATHS.confirmCode),
      FORM_LIMIT,
      formAction({
        where,
        check: checkConfirmation,
        limit: 'confirm',
        email: (value) => value.email,
        rerender: (c, form, error) =>
          render(c, { email: form.email?.trim().slice(0, EMAIL_LIMIT) ?? '', next: readQuery(NEXT, form).next, error }),
        unexpected: words.errors.portal.unexpected,
        run: async (c, value, form, again) => {
          if (!value.code) return again(400, words.confirm.codeInvalid(digits));
          const { data, error } = await withDeadline(
            getSupabase(c).auth.verifyOtp({ email: value.email, token: value.code, type: 'signup' }),
          );
          if (error && authServerBusy(error)) return again(429, words.errors.tooManyAttempts);
          // Wrong, used or expired alike: the answer never says which addresses have an account waiting.
          if (error || !data.session) return again(422, words.confirm.wrongCode);
          writeAccountHint(c, accountOf(data.user));
          return succeedIn(c, where, { flash: 'email-confirmed', redirect: safeNext(form.next, path('/')) });
        },
      }),
    );
}
