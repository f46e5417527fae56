// Writes and clears the header's display hint (shared/auth/account-hint.ts) whenever the Worker has just learned who
// is signed in. Readable by the page's script (not HttpOnly) because it is only a label and what the booking dialogs
// fill in (the account's own name and mobile); it lives as long as the session cookies do.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ACCOUNT_HINT_COOKIE, type AccountArea, accountHintValue } from '../../shared/auth/account-hint';
import { displayIndianMobile, normalizeIndianMobile } from '../../shared/requests/phone';
import { prefillOf } from '../../shared/requests/prefill';
import type { AppEnv, SignedInUser } from '../env';
import { isSecureRequest } from '../http/cookies';
import { ADMIN_ROLE, DOCTOR_ROLE } from './roles';
import { sessionCookieLifetime } from './supabase';

type HintSource = Pick<SignedInUser, 'email' | 'fullName' | 'phone' | 'role' | 'askedFor'>;

/** The area the header offers: by the role on the auth server's record; a doctor sign-up waiting for approval is sent
 * to the doctor's area, which tells them so. */
export function areaOf(user: HintSource): AccountArea {
  if (user.role === ADMIN_ROLE) return 'admin';
  if (user.role === DOCTOR_ROLE || (user.role === null && user.askedFor === DOCTOR_ROLE)) return 'doctor';
  return 'account';
}

export function writeAccountHint(c: Context<AppEnv>, user: HintSource): void {
  const mobile = normalizeIndianMobile(user.phone ?? '');
  // An account made with a mobile has neither a name nor an e-mail at first: the number stands for it.
  const name = user.fullName || user.email || (mobile ? displayIndianMobile(mobile) : null);
  if (!name) return;
  // What the booking dialogs fill in (client/account/prefill.ts): the profile's own name and mobile, each only when
  // the booking form's rules accept it.
  const hint = {
    name,
    area: areaOf(user),
    fullName: prefillOf(user).name,
    phone: mobile ?? undefined,
  };
  setCookie(c, ACCOUNT_HINT_COOKIE, accountHintValue(hint), {
    path: '/',
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    maxAge: sessionCookieLifetime(c, undefined),
  });
}

export function clearAccountHint(c: Context<AppEnv>): void {
  if (getCookie(c, ACCOUNT_HINT_COOKIE) !== undefined)
    deleteCookie(c, ACCOUNT_HINT_COOKIE, { path: '/', secure: isSecureRequest(c) });
}
