import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** Hands `work` to the Worker to finish after the answer; false where there is no execution context. */
function handedOn(c: Context<AppEnv>, work: Promise<unknown>): boolean {
  try {
    c.executionCtx.waitUntil(work);
    return true;
  } catch {
    return false;
  }
}

/** Work that must not hold up the answer (handing messages to the queue); run anyway where there is no context. */
export function inBackground(c: Context<AppEnv>, work: Promise<unknown>): void {
  if (!handedOn(c, work)) void work;
}

/**
 * The same, except that where there is no execution context (the Node dev server, a plain app.request in a test) the
 * work is finished before answering, so what it leaves is there when the answer arrives.
 */
export async function inBackgroundOrFirst(c: Context<AppEnv>, work: Promise<unknown>): Promise<void> {
  if (!handedOn(c, work)) await work;
}
