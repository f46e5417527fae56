// Cookie helpers any area may use.
import type { Context } from 'hono';

/** Secure cookies everywhere except plain-http localhost, where browsers would drop them. */
export function isSecureRequest(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}
