// One-time messages across a redirect (POST, then 303): the cookie carries a code from FLASH_MESSAGES only, and for
// a stored request its reference (CL-XXXXXX, checked against its pattern), so nobody can make the site show text of
// their choosing.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { FLASH_MESSAGES, isFlashCode, type FlashCode, type FlashMessage } from '../../shared/messages';
import { REFERENCE_PATTERN } from '../../shared/requests/kinds';
import type { AppEnv } from '../env';
import { isSecureRequest } from './cookies';

const FLASH_COOKIE = 'flash';

export const readFlash: MiddlewareHandler<AppEnv> = async (c, next) => {
  const value = getCookie(c, FLASH_COOKIE);
  c.set('flash', value === undefined ? null : parseFlash(value));
  if (value !== undefined) deleteCookie(c, FLASH_COOKIE, { path: '/', secure: isSecureRequest(c) });
  await next();
  if (value !== undefined) c.header('Cache-Control', 'no-store');
};

function parseFlash(value: string): FlashMessage | null {
  const [code = '', reference] = value.split(':');
  if (!isFlashCode(code)) return null;
  const message: FlashMessage = { code, ...FLASH_MESSAGES[code] };
  return reference !== undefined && REFERENCE_PATTERN.test(reference) ? { ...message, reference } : message;
}

export function redirectWithFlash(c: Context, location: string, code: FlashCode, reference?: string): Response {
  setCookie(c, FLASH_COOKIE, reference ? `${code}:${reference}` : code, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    maxAge: 60,
  });
  return c.redirect(location, 303);
}
