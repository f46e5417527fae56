// The <body>'s font class per language (uno.config.ts). Hindi pages name Devanagari's fonts first: the browser then
// skips a font fallback search for every run of text, which halved a Hindi page's first layout at 4x CPU.
import type { Locale } from '../../shared/i18n/locales';

export const BODY_FONT_CLASS: Record<Locale, string> = { en: 'font-sans', hi: 'font-hindi' };
