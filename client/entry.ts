// Hydrates the islands the server marked, and nothing else. Each island's module (and React) loads on demand,
// so a page pays only for the islands it shows.
import type { ComponentType } from 'react';
import { whenIdle } from './idle';
import { forwardLinkError } from './link-errors';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

const islandModules = import.meta.glob<IslandModule>('./islands/*.tsx');

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandModules[`./islands/${name}.tsx`];
  if (!load) {
    console.warn(`No island module named "${name}"`);
    return;
  }
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const [{ createElement }, { hydrateRoot }, module] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    load(),
  ]);
  hydrateRoot(element, createElement(module.default, props));
}

const showsMessage = document.querySelector('[data-island="FlashNotice"]') !== null;
if (!forwardLinkError(window.location, window.history, showsMessage)) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    void hydrateIsland(element);
  }
}

// The toaster mounts at idle, so its live region exists before the first message has to be announced.
whenIdle(() => void import('./toast').then((toast) => toast.mountToaster()));
