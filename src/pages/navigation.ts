import type { NavLinkGroup, NavLinkItem } from '../../client/islands/NavDisclosure';
import type { UiWords } from '../../shared/i18n/en/ui';
import { pagesIn } from './registry';
import type { NavGroup, PageDef } from './types';

/** The pages of a menu group in a language, marking the one the visitor is on. */
export function navLinks(group: NavGroup, current: PageDef): NavLinkItem[] {
  return pagesIn(current.locale)
    .filter((page) => page.nav === group)
    .map((page) => ({ href: page.path, label: page.navLabel ?? page.title, current: page.path === current.path }));
}

export function navGroup(group: NavGroup, current: PageDef, t: UiWords, titled = true): NavLinkGroup {
  return { title: titled ? t.header.groups[group] : undefined, links: navLinks(group, current) };
}

/** The sign-in area (English only for now, so every language links to the same page). */
export function signInLink(t: UiWords): { href: string; label: string } {
  return { href: '/auth', label: t.header.signIn };
}
