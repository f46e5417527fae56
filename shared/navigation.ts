// A menu's links as the server builds them (src/site-map/navigation.ts) and the header's menu island shows them.

export interface NavLinkItem {
  href: string;
  label: string;
  current: boolean;
}
export interface NavLinkGroup {
  title?: string;
  links: NavLinkItem[];
  /** The sign-in link's group: replaced by the signed-in person's name and links once hydrated. */
  account?: true;
  /** Where that group's Sign Out posts (the sign-out address of the page's language). */
  signOutAction?: string;
}
