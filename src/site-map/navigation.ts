import type { NavLinkGroup, NavLinkItem } from '../../shared/navigation';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { APPOINTMENT_LOOKUP_PATH, sitePage } from '../content/pages';
import type { UiWords } from '../../shared/i18n/en/ui';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
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

/** The sign-in area in the page's language, and where its Sign Out posts. */
export function signInLink(t: UiWords, locale: Locale): { href: string; label: string; signOutAction: string } {
  return {
    href: localizedPath(sitePage('auth').path, locale),
    label: t.header.signIn,
    signOutAction: localizedPath(AUTH_PATHS.signOut, locale),
  };
}

/** Where a patient opens a booked appointment again (the lookup by reference and mobile), in the page's language. */
export function appointmentLookupLink(t: UiWords, current: PageDef): NavLinkItem {
  const href = localizedPath(APPOINTMENT_LOOKUP_PATH, current.locale);
  return { href, label: t.appointmentLookup.navLabel, current: current.path === href };
}
