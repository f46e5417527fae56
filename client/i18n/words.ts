// The words of the page's language, for islands and the components they share with server pages. The server
// provides them around the whole document; client/entry.ts provides the same dictionary around each island root,
// so hydration sees the same text.
import { createContext, useContext } from 'react';
import type { IslandWords } from '../../shared/i18n/en/islands';

export const WordsContext = createContext<IslandWords | null>(null);

export function useWords(): IslandWords {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useWords() outside a WordsContext provider');
  return words;
}
