// Sign-in, sign-up and reset are limited per client address and per email (Workers Rate Limiting binding).
import type { Context } from 'hono';
import type { AppEnv } from '../env';

export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? c.req.header('X-Real-IP') ?? 'local';
}

/** True when this attempt is within the limits. Without the binding (a misconfigured deploy) nothing is limited. */
export async function withinRateLimit(c: Context<AppEnv>, action: string, email: string | null): Promise<boolean> {
  const limiter = c.env?.AUTH_RATE_LIMITER;
  if (!limiter) return true;
  const keys = [`${action}:ip:${clientAddress(c)}`];
  if (email) keys.push(`${action}:email:${email.toLowerCase()}`);
  const results = await Promise.all(keys.map((key) => limiter.limit({ key })));
  return results.every((result) => result.success);
}
