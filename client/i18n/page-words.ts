// The dictionary of the page's language, recorded by the client entry once loaded, for code outside React's tree
// (the toaster). Kept apart from the React context so the entry can set it without loading React first.
import type { UiWords } from '../../shared/i18n/en/ui';

let pageWords: UiWords | null = null;

export function setPageWords(words: UiWords): void {
  pageWords = words;
}

export function pageWordsLoaded(): UiWords {
  if (!pageWords) throw new Error("The page's words are not loaded yet");
  return pageWords;
}
