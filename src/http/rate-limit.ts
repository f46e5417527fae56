// Sign-in, sign-up and reset are limited per client address and per email, request forms per client address
// (Workers Rate Limiting bindings).
import type { Context } from 'hono';
import type { AppEnv } from '../env';

export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? c.req.header('X-Real-IP') ?? 'local';
}

/**
 * True when this attempt is within the limits: sign-in area actions per address and per email (AUTH_RATE_LIMITER),
 * request forms per address (REQUEST_RATE_LIMITER). Without the binding (a misconfigured deploy) nothing is limited.
 */
export async function withinRateLimit(
  c: Context<AppEnv>,
  action: string,
  email: string | null,
  binding: 'AUTH_RATE_LIMITER' | 'REQUEST_RATE_LIMITER' = 'AUTH_RATE_LIMITER',
): Promise<boolean> {
  const limiter = c.env?.[binding];
  if (!limiter) return true;
  const keys = [`${action}:ip:${clientAddress(c)}`];
  if (email) keys.push(`${action}:email:${email.toLowerCase()}`);
  const results = await Promise.all(keys.map((key) => limiter.limit({ key })));
  return results.every((result) => result.success);
}
