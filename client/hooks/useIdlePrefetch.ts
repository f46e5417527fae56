import { useEffect } from 'react';
import { whenIdle } from '../idle';

/** Starts loading a lazily imported module once the browser is idle, so the first click does not wait for it. */
export function useIdlePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void load().catch(() => undefined), 4000), [load]);
}
