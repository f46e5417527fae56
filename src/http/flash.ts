// One-time messages across a redirect (POST, then 303): the cookie carries a code from FLASH_MESSAGES only.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { FLASH_MESSAGES, isFlashCode, type FlashCode } from '../../shared/messages';
import type { AppEnv } from '../env';
import { isSecureRequest } from './cookies';

const FLASH_COOKIE = 'flash';

export const readFlash: MiddlewareHandler<AppEnv> = async (c, next) => {
  const code = getCookie(c, FLASH_COOKIE);
  c.set('flash', code !== undefined && isFlashCode(code) ? { code, ...FLASH_MESSAGES[code] } : null);
  if (code !== undefined) deleteCookie(c, FLASH_COOKIE, { path: '/', secure: isSecureRequest(c) });
  await next();
  if (code !== undefined) c.header('Cache-Control', 'no-store');
};

export function redirectWithFlash(c: Context, location: string, code: FlashCode): Response {
  setCookie(c, FLASH_COOKIE, code, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    maxAge: 60,
  });
  return c.redirect(location, 303);
}
