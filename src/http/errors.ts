// What a refusal says is decided by what kind of refusal it is, never by its status code alone: a 403 from a future
// guard must not tell an admin that their form "was sent from another website".
import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { refusalFor } from './refusals';

/** A state-changing request from another origin (CSRF). */
export class ForeignOriginError extends HTTPException {
  constructor() {
    super(403);
  }
}

/**
 * Hono's CSRF check, with its refusal turned into a ForeignOriginError. Only a refusal by the check itself is turned:
 * anything thrown further down the chain passes through unchanged.
 */
export const rejectForeignOrigins: MiddlewareHandler = async (c, next) => {
  let passed = false;
  try {
    await csrf()(c, async () => {
      passed = true;
      await next();
    });
  } catch (error) {
    if (!passed && error instanceof HTTPException && error.status === 403) throw new ForeignOriginError();
    throw error;
  }
};

/**
 * The words for a deliberate refusal, in the language of the address it answers: its own message when it has one a
 * person can act on.
 */
export function refusalMessage(error: HTTPException, url: string): string {
  if (error instanceof ForeignOriginError) return refusalFor('foreignOrigin', url);
  return error.message || refusalFor('unprocessable', url);
}
