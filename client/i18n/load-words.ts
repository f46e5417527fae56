// The dictionary of the page's language, downloaded once (one chunk per language: an English page never downloads
// the Hindi words, nor a Hindi page the English ones) and recorded for code outside React's tree.
import type { IslandWords } from '../../shared/i18n/en/islands';
import { localeOfHtmlLang } from '../../shared/i18n/locales';
import { setPageWords } from './page-words';

const dictionaries = import.meta.glob<IslandWords>('../../shared/i18n/*/islands.ts', { import: 'default' });

let loading: Promise<IslandWords> | undefined;

async function download(): Promise<IslandWords> {
  const locale = localeOfHtmlLang(document.documentElement.lang);
  const load = dictionaries[`../../shared/i18n/${locale}/islands.ts`];
  if (!load) throw new Error(`No dictionary for "${locale}"`);
  const words = await load();
  setPageWords(words);
  return words;
}

export function loadPageWords(): Promise<IslandWords> {
  if (!loading) {
    loading = download();
    // A failed download is tried again by the next caller.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
