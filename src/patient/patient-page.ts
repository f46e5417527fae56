// What the patient's appointment pages share: their place in the document (a page of their own, never indexed, never
// cached). The reference a patient may type is checked by the appointments module's APPOINTMENT_REFERENCE.
import type { Context } from 'hono';
import type { Locale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { pageDef } from '../site-map/registry';
import type { PageDef } from '../site-map/types';

/**
 * A patient page as the document renders it: the booking pages' frame (no closing booking band, no index), with its
 * own address, title and other-language address (none for an appointment, which speaks its booking's language).
 */
export function patientPage(locale: Locale, path: string, title: string, otherPath: string | null): PageDef {
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  return {
    ...pageDef('book', locale),
    path,
    title,
    description: title,
    canonicalPath: undefined,
    indexable: false,
    alternates: { [locale]: path },
    otherLanguage: otherPath ? { locale: other, path: otherPath } : null,
  };
}

/**
 * Free slots change by the minute and every page carries its own one-time token (and an appointment page its key):
 * none of them is kept by a browser or a cache.
 */
export function noStore(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-store');
}
