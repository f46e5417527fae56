// Every language's interface words, for the server: a page renders with the dictionary of its language.
import { EN_UI, type UiWords } from '../../shared/i18n/en/ui';
import { HI_UI } from '../../shared/i18n/hi/ui';
import type { Locale } from '../../shared/i18n/locales';

export const UI_WORDS: Record<Locale, UiWords> = { en: EN_UI, hi: HI_UI };
