// Hydrates the islands the server marked, and nothing else. Each island's module (and React) loads on demand,
// so a page pays only for the islands it shows, and only the dictionary of the page's language is downloaded.
import type { ComponentType } from 'react';
import type { IslandWords } from '../shared/i18n/en/islands';
import { localeOfHtmlLang } from '../shared/i18n/locales';
import { setPageWords } from './i18n/page-words';
import { forwardLinkError } from './link-errors';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

const islandModules = import.meta.glob<IslandModule>('./islands/*.tsx');
// One chunk per language: an English page never downloads the Hindi words, nor a Hindi page the English ones.
const dictionaries = import.meta.glob<IslandWords>('../shared/i18n/*/islands.ts', { import: 'default' });

async function loadWords(): Promise<IslandWords> {
  const locale = localeOfHtmlLang(document.documentElement.lang);
  const load = dictionaries[`../shared/i18n/${locale}/islands.ts`];
  if (!load) throw new Error(`No dictionary for "${locale}"`);
  const words = await load();
  setPageWords(words);
  return words;
}

async function hydrateIsland(element: HTMLElement, words: Promise<IslandWords>): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandModules[`./islands/${name}.tsx`];
  if (!load) {
    console.warn(`No island module named "${name}"`);
    return;
  }
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const [{ createElement }, { hydrateRoot }, { WordsContext }, module, t] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./i18n/words'),
    load(),
    words,
  ]);
  hydrateRoot(element, createElement(WordsContext.Provider, { value: t }, createElement(module.default, props)));
}

const words = loadWords();
const showsMessage = document.querySelector('[data-island="FlashNotice"]') !== null;
if (!forwardLinkError(window.location, window.history, showsMessage)) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    void hydrateIsland(element, words);
  }
}
