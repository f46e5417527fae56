import type { NavLinkGroup, NavLinkItem } from '../../client/islands/NavDisclosure';
import { PAGES } from './registry';
import type { NavGroup } from './types';

export const NAV_GROUP_TITLES: Record<NavGroup, string> = {
  main: 'Explore',
  services: 'Services',
  company: 'Company',
  policies: 'Policies',
};

export function navLinks(group: NavGroup, currentPath: string): NavLinkItem[] {
  return PAGES.filter((page) => page.nav === group).map((page) => ({
    href: page.path,
    label: page.navLabel ?? page.title,
    current: page.path === currentPath,
  }));
}

export function navGroup(group: NavGroup, currentPath: string, titled = true): NavLinkGroup {
  return { title: titled ? NAV_GROUP_TITLES[group] : undefined, links: navLinks(group, currentPath) };
}

export const SIGN_IN_LINK = { href: '/auth', label: 'Login / Sign Up' } as const;
