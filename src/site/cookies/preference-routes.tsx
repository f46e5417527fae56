// The cookie policy's preference forms, without JavaScript and with it (the same plain forms): POST
// /cookies/preferences (and /hi/cookies/preferences) records the choice in the cookie_prefs cookie and answers 303
// back to the preferences card. The cached /cookies page shows "no choice yet"; a visitor who has made a choice gets
// the page rendered for them, showing the choice in force. Mount before the generic page routes (src/app.tsx).
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LOCALES, localizedPath, type Locale } from '../../../shared/i18n/locales';
import type { AppEnv } from '../../env';
import {
  choiceOf,
  COOKIE_PREFS_COOKIE,
  COOKIE_PREFS_DAYS,
  cookieChoiceValue,
  listedCookie,
  readCookieChoice,
  type CookieChoice,
} from '../../http/cookie-list';
import { isSecureRequest } from '../../http/cookies';
import { FORM_LIMIT, readFormFields } from '../../http/form';
import { refusalFor } from '../../http/refusals';
import { CookieChoiceContext, COOKIE_PREFS_PATH, PREFERENCES_ANCHOR } from './choice';
import { COOKIES_COPY, CookiesPage } from './CookiesPage';
import { pageDef } from '../../site-map/registry';

/** The answer to a form without one of the three choices, in the language of the address it was sent to. */
export function cookieChoiceInvalid(locale: Locale): string {
  return COOKIES_COPY[locale].invalidChoice;
}

function preferenceRoutesIn(locale: Locale) {
  const page = pageDef('cookies', locale);
  const back = `${page.path}#${PREFERENCES_ANCHOR}`;
  return (
    new Hono<AppEnv>()
      // A visitor with a recorded choice sees it: their page is rendered for them (never cached, never shared).
      // Everyone else falls through to the generic, cached page.
      .get(page.path, async (c, next) => {
        const choice = readCookieChoice(c);
        if (!choice) return next();
        c.header('Cache-Control', 'private, no-store');
        return c.render(
          <CookieChoiceContext.Provider value={choice}>
            <CookiesPage />
          </CookieChoiceContext.Provider>,
          { page },
        );
      })
      .post(localizedPath(COOKIE_PREFS_PATH, locale), FORM_LIMIT, async (c) => {
        const read = await readFormFields(c.req);
        if (!read.ok) return c.text(refusalFor(read.refusal, c.req.url), read.status);
        const { choice: kind, functionality } = read.fields;
        let choice: CookieChoice;
        if (kind === 'all' || kind === 'essential') choice = choiceOf(kind);
        else if (kind === 'custom') choice = choiceOf({ functionality: functionality === 'on' });
        else return c.text(cookieChoiceInvalid(locale), 400);
        setCookie(c, COOKIE_PREFS_COOKIE, cookieChoiceValue(choice), {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: isSecureRequest(c),
          maxAge: COOKIE_PREFS_DAYS * 24 * 60 * 60,
        });
        // Consent withdrawn is consent withdrawn: cookies of a type no longer allowed go now (Remember me's).
        for (const name of Object.keys(getCookie(c))) {
          const listed = listedCookie(name);
          if (listed && !choice.allowed.includes(listed.type))
            deleteCookie(c, name, { path: '/', secure: isSecureRequest(c) });
        }
        c.header('Cache-Control', 'no-store');
        return c.redirect(back, 303);
      })
  );
}

export const cookiePreferenceRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) cookiePreferenceRoutes.route('/', preferenceRoutesIn(locale));
