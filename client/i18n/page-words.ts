// The dictionary of the page's language, recorded by the client entry once loaded, for code outside React's tree
// (the toaster). Kept apart from the React context so the entry can set it without loading React first.
import type { IslandWords } from '../../shared/i18n/en/islands';

let pageWords: IslandWords | null = null;

export function setPageWords(words: IslandWords): void {
  pageWords = words;
}

/** The page's words if they have arrived, for code that cannot wait for them. */
export function pageWordsIfLoaded(): IslandWords | null {
  return pageWords;
}

export function pageWordsLoaded(): IslandWords {
  if (!pageWords) throw new Error("The page's words are not loaded yet");
  return pageWords;
}
