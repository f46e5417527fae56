import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while React hydrates, true right after. Islands render their no-JavaScript
 * fallback (a link) first, so hydration matches the server HTML, then switch to the interactive control.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
