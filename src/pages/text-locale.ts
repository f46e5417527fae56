import type { Locale } from '../../shared/i18n/locales';
import type { PageDef } from './types';

/**
 * The language of a page's own text: the page's language once its text is translated ('whole'), English while only
 * the frame is (the text then sits in a block marked lang="en").
 */
export function textLocale(page: PageDef): Locale {
  return page.translation === 'whole' ? page.locale : 'en';
}
