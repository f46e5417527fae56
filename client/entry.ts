// Hydrates the islands the server marked, and nothing else, without ever holding the main thread for long:
// - nothing runs until the page has loaded and the browser is idle (the islands' links and forms work before that);
// - React, React DOM and each island's module are evaluated in tasks of their own, with a yield between them;
// - each island hydrates as a transition, which React renders in slices that give the browser back its thread;
// - a tap on a booking or Request Specific Doctor button before React can open its dialog shows the page's
//   native copy of that dialog;
// - a tap on another dialog's call-to-action before its island is ready hydrates that island first and opens it;
// - once every island has hydrated, <html> says so (HYDRATED_ATTRIBUTE);
// - the browser's own messages about a form's fields are given in the page's language (client/forms/validity.ts).
// On the 404 page it first logs the path asked for (client/not-found.ts), whatever is hydrated later.
// Only the dictionary of the page's language is downloaded.
import type { ComponentType, ReactNode } from 'react';
import { DIALOG_OPENER_ATTRIBUTE, DIALOG_READY_ATTRIBUTE } from '../shared/dialog/opener';
import { HYDRATED_ATTRIBUTE } from '../shared/hydration';
import { openNativeDialog } from './dialog/shell';
import { wordFormChecks } from './forms/validity';
import { loadPageWords } from './i18n/load-words';
import { forwardLinkError } from './link-errors';
import { logMissingRoute } from './not-found';
import { yieldToMain } from './yield';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

const islandModules = import.meta.glob<IslandModule>('./islands/*.tsx');

/** React's pieces, each module evaluated in a task of its own. */
async function loadRuntime() {
  const react = await import('react');
  await yieldToMain();
  const dom = await import('react-dom/client');
  await yieldToMain();
  const { WordsContext } = await import('./i18n/words');
  /** Renders an island and reports once React has committed it (hydrated, effects run). Adds no element. */
  // biome-ignore lint/correctness/noComponentHookFactories: made once, with React itself (loadRuntime runs once).
  function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
    react.useEffect(onCommit, [onCommit]);
    return children;
  }
  return { react, dom, WordsContext, Committed };
}

let runtime: ReturnType<typeof loadRuntime> | undefined;
const hydrations = new WeakMap<HTMLElement, Promise<void>>();
/** Each island's commit, resolved once React has hydrated it (or at once when it has no module). */
const commits = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates one island, once; `urgent` (a tap is waiting) renders it at once instead of as a transition. */
function hydrate(element: HTMLElement, urgent = false): Promise<void> {
  const started = hydrations.get(element);
  if (started) return started;
  let committed!: () => void;
  commits.set(
    element,
    new Promise<void>((resolve) => {
      committed = resolve;
    }),
  );
  const done = (async () => {
    const name = element.dataset.island ?? '';
    const load = islandModules[`./islands/${name}.tsx`];
    if (!load) {
      console.warn(`No island module named "${name}"`);
      committed();
      return;
    }
    runtime ??= loadRuntime();
    const [{ react, dom, WordsContext, Committed }, module, t] = await Promise.all([runtime, load(), loadPageWords()]);
    if (!urgent) await yieldToMain();
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    const island = react.createElement(Committed, { onCommit: committed }, react.createElement(module.default, props));
    const tree = react.createElement(WordsContext.Provider, { value: t }, island);
    if (urgent) dom.hydrateRoot(element, tree);
    else react.startTransition(() => void dom.hydrateRoot(element, tree));
  })();
  hydrations.set(element, done);
  return done;
}

/** Waits until `opener` acts as a button (its island has hydrated and rendered), at most `ms`. */
async function becameButton(opener: HTMLElement, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (opener.getAttribute('role') !== 'button') {
    if (performance.now() > until) return false;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return true;
}

/**
 * A tap on a dialog's call-to-action before React can open that dialog at once. A button whose dialog the page
 * carries as plain HTML shows that native dialog, which needs nothing more to download: on slow 4G, React DOM alone
 * takes most of a second.
 * Another dialog's island is hydrated now and its dialog opened, rather than its no-JavaScript link followed to
 * another page; if that takes too long, the link is followed after all.
 */
function openEarly(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const opener = (event.target as Element | null)?.closest<HTMLAnchorElement>(`a[${DIALOG_OPENER_ATTRIBUTE}]`);
  const island = opener?.closest<HTMLElement>('[data-island]');
  if (!opener || !island || opener.hasAttribute(DIALOG_READY_ATTRIBUTE)) return;
  if (openNativeDialog(opener, event)) {
    // React's own handler, if hydrated, must not open its dialog as well.
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  if (opener.getAttribute('role') === 'button') return;
  event.preventDefault();
  void hydrate(island, true)
    .then(() => becameButton(opener, 3000))
    .then((ready) => {
      if (ready) opener.click();
      else window.location.assign(opener.href);
    });
}

async function hydrateAll(elements: HTMLElement[]): Promise<void> {
  for (const element of elements) {
    await hydrate(element);
    await yieldToMain();
  }
  await Promise.all(elements.map((element) => commits.get(element)));
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

function whenIdle(run: () => void): void {
  const start = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

logMissingRoute(document);
wordFormChecks(document);

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
const showsMessage = islands.some((element) => element.dataset.island === 'FlashNotice');
if (!forwardLinkError(window.location, window.history, showsMessage)) {
  document.addEventListener('click', openEarly, true);
  // Once every island is hydrated the page says so (`data-hydrated` on <html>): the state a visitor's idle time stands
  // for, which tests wait for instead of a fixed time.
  whenIdle(
    () =>
      void hydrateAll(islands).then(() => {
        document.documentElement.dataset.hydrated = '';
      }),
  );
}
