// The visitor's cookie choice, for the cookie policy page. Public pages are rendered once and cached, so the cached
// page shows "no choice yet"; a visitor who has a cookie_prefs cookie gets the page rendered for them, with this
// context set, by src/site/cookies/preference-routes.tsx.
import { createContext, useContext } from 'react';
import type { CookieChoice } from '../../http/cookie-list';

export const CookieChoiceContext = createContext<CookieChoice | null>(null);

export function useCookieChoice(): CookieChoice | null {
  return useContext(CookieChoiceContext);
}

/** Where the preference forms post (under /hi for Hindi pages); src/site/cookies/preference-routes.tsx answers. */
export const COOKIE_PREFS_PATH = '/cookies/preferences';
/** The preferences card's anchor: the forms come back to it. */
export const PREFERENCES_ANCHOR = 'preferences';
