import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** Work that must not hold up the answer (handing messages to the queue); run anyway where there is no context. */
export function inBackground(c: Context<AppEnv>, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work;
  }
}
