// The package the visitor selected, held in the page (docs/product/public-site.md). Every package button is its own
// island, so they share this small store instead of React state.
import { useSyncExternalStore } from 'react';

let selectedId: string | null = null;
const listeners = new Set<() => void>();

export function selectPackage(id: string): void {
  selectedId = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedPackage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => selectedId,
    () => null,
  );
}
