// Writes and clears the header's display hint (shared/auth/account-hint.ts) whenever the Worker has just learned who
// is signed in. Readable by the page's script (not HttpOnly) because it is only a label; it lives as long as the
// session cookies do.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ACCOUNT_HINT_COOKIE, accountHintValue } from '../../shared/auth/account-hint';
import type { AppEnv, SignedInUser } from '../env';
import { isSecureRequest } from '../http/cookies';
import { ADMIN_ROLE } from './roles';
import { sessionCookieLifetime } from './supabase';

export function writeAccountHint(c: Context<AppEnv>, user: Pick<SignedInUser, 'email' | 'fullName' | 'role'>): void {
  const name = user.fullName ?? user.email;
  if (!name) return;
  setCookie(c, ACCOUNT_HINT_COOKIE, accountHintValue({ name, admin: user.role === ADMIN_ROLE }), {
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
