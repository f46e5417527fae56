import { createContext, useContext } from 'react';
import type { FlashMessage } from '../../shared/messages';
import type { SiteConfig } from '../config';
import type { PageDef } from '../pages/types';

export interface PageContextValue {
  page: PageDef;
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
