import { createContext, useContext } from 'react';
import type { UiWords } from '../../shared/i18n/en/ui';
import type { Locale } from '../../shared/i18n/locales';
import type { FlashMessage } from '../../shared/messages';
import type { SiteConfig } from '../config';
import type { PageDef } from '../site-map/types';

export interface PageContextValue {
  page: PageDef;
  /** The page's language (page.locale, here for short). */
  locale: Locale;
  /** The interface words in the page's language. */
  t: UiWords;
  config: SiteConfig;
  url: URL;
  flash: FlashMessage | null;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside the document');
  return value;
}
