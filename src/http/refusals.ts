// The words of a refusal in the language of the address it answers: '/hi/...' gets Hindi.
import { EN_REFUSALS, type RefusalId, type RefusalWords } from '../../shared/i18n/en/refusals';
import { HI_REFUSALS } from '../../shared/i18n/hi/refusals';
import { localeOfPath, type Locale } from '../../shared/i18n/locales';

export type { RefusalId };

const REFUSALS: Record<Locale, RefusalWords> = { en: EN_REFUSALS, hi: HI_REFUSALS };

export function refusalText(id: RefusalId, locale: Locale): string {
  return REFUSALS[locale][id];
}

/** The refusal in the language of the request's own address. */
export function refusalFor(id: RefusalId, url: string): string {
  return refusalText(id, localeOfPath(new URL(url).pathname).locale);
}
