// The layout of every /admin page, inside the site's document: the admin sidebar (a drawer below lg), and a top bar
// with the page's heading and the user menu. Without JavaScript both menus are <details> that open in the page flow,
// so every link is in reach; hydrated, the sidebar's toggle opens it as a drawer over the page (AdminDrawer island).
import { createContext, useContext, type ReactNode } from 'react';
import { DRAWER_CLOSE_ATTRIBUTE } from '../render/islands';
import { Chevron } from '../render/islands';
import { withoutTrailingSlash } from '../render/area-routes';
import { SignOutForm } from '../ui/SignOutForm';
import {
  ADMIN_MENU,
  ADMIN_NAME_FALLBACK,
  ADMIN_USER_MENU,
  findAdminSection,
  type AdminMenuEntry,
  type AdminMenuGroup,
} from './menu';
import { AdminDrawerIsland } from '../render/islands';
import { ADMIN_DAILY_PATHS } from './paths';

export interface AdminShellProps {
  /** The requested path, to mark the current page in the menus. */
  path: string;
  /** The page's heading (the shell's h1). */
  title: string;
  /** The signed-in admin's name; null shows "Admin User". */
  adminName: string | null;
  /** Live counts for menu badges, by menu path (new requests beside Appointments). */
  counts?: Readonly<Record<string, number>>;
  children: ReactNode;
}

const CountsContext = createContext<Readonly<Record<string, number>>>({});

const FOCUS =
  'focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const MENU_LINK = `flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-ink-700 no-underline hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-800 ${FOCUS}`;

const SUMMARY = `flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800 [&::-webkit-details-marker]:hidden ${FOCUS}`;

/** The signed-in admin's name as shown: trimmed, or "Admin User" when there is none. */
export function adminDisplayName(adminName: string | null): string {
  const name = adminName?.trim();
  return name ? name : ADMIN_NAME_FALLBACK;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('');
  return letters.toUpperCase() || 'A';
}

const SIGN_OUT_MENU_BUTTON = `flex min-h-11 w-full cursor-pointer items-center rounded-lg px-3 py-2 text-left font-semibold text-red-700 hover:bg-red-50 ${FOCUS}`;

/** A sidebar row: 44 px in the phone's drawer, 32 px from lg (a 24 px target and more): it fits a laptop (1280 × 800). */
const SIDEBAR_LINK = `flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 lg:min-h-8 lg:py-1 text-ink-700 no-underline hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-800 ${FOCUS}`;

const SECTION_SUMMARY = `flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 lg:min-h-8 lg:py-1 text-xs font-bold uppercase tracking-wide text-ink-600 hover:bg-brand-50 hover:text-brand-800 [&::-webkit-details-marker]:hidden ${FOCUS}`;

function Badge({ count }: { count: number }) {
  return (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-2 text-xs font-bold leading-5 text-white">
      <span className="sr-only">: </span>
      {count}
    </span>
  );
}

function MenuLink({ entry, current }: { entry: AdminMenuEntry; current: string }) {
  const badge = useContext(CountsContext)[entry.path];
  return (
    <a href={entry.path} aria-current={entry.path === current ? 'page' : undefined} className={SIDEBAR_LINK}>
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{entry.label}</span>
      {badge !== undefined && <Badge count={badge} />}
    </a>
  );
}

/**
 * A section of the sidebar: one link of its own, or a heading over its entries. A section of daily work (Billing:
 * ADMIN_DAILY_PATHS) is always open; the others open when the current page is one of theirs, and otherwise fold into
 * their heading (a <details>, so it works without JavaScript), which then carries the sum of their badges.
 */
function SidebarGroup({ group, current }: { group: AdminMenuGroup; current: string }) {
  const counts = useContext(CountsContext);
  if (group.kind === 'link') {
    return (
      <li>
        <MenuLink entry={group.entry} current={current} />
      </li>
    );
  }
  const id = `admin-nav-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const open = group.items.some((entry) => entry.path === current || ADMIN_DAILY_PATHS.includes(entry.path));
  const badges = group.items.map((entry) => counts[entry.path]).filter((count) => count !== undefined);
  const total = badges.reduce((sum, count) => sum + count, 0);
  return (
    <li>
      <details open={open} className="group">
        <summary id={id} className={SECTION_SUMMARY}>
          <span className="min-w-0 flex-1">{group.label}</span>
          {badges.length > 0 && (
            <span className="group-open:hidden">
              <Badge count={total} />
            </span>
          )}
          <Chevron />
        </summary>
        <ul aria-labelledby={id} className="m-0 list-none p-0 pl-3">
          {group.items.map((entry) => (
            <li key={entry.path}>
              <MenuLink entry={entry} current={current} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The sidebar's <nav>; the drawer's toggle (client/islands/AdminDrawer.tsx) and base.css name it. */
export const ADMIN_NAV_ID = 'admin-nav';

function Sidebar({ current }: { current: string }) {
  return (
    <div className="lg:sticky lg:top-20 lg:self-start">
      {/* Below lg the sidebar is a drawer behind this toggle (inline under it without JavaScript); see base.css. */}
      <AdminDrawerIsland label="Admin menu" navId={ADMIN_NAV_ID} />
      <nav
        id={ADMIN_NAV_ID}
        aria-label="Admin"
        className="mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-sm lg:mt-0 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
      >
        <button
          type="button"
          {...{ [DRAWER_CLOSE_ATTRIBUTE]: '' }}
          aria-label="Close admin menu"
          className={`ml-auto flex min-h-11 min-w-11 items-center justify-center rounded-lg text-ink-700 hover:bg-brand-50 ${FOCUS}`}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
            <path d="M4.3 3 10 8.6 15.7 3 17 4.3 11.4 10l5.6 5.7-1.3 1.3-5.7-5.6L4.3 17 3 15.7 8.6 10 3 4.3z" />
          </svg>
        </button>
        <ul className="m-0 list-none p-0">
          {ADMIN_MENU.map((group) => (
            <SidebarGroup key={group.label} group={group} current={current} />
          ))}
        </ul>
      </nav>
    </div>
  );
}

function UserMenu({ name, current }: { name: string; current: string }) {
  return (
    <details className="group relative max-w-full sm:max-w-xs">
      <summary className={`${SUMMARY} max-w-full`}>
        <span
          aria-hidden="true"
          className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
        >
          {initials(name)}
        </span>
        <span className="min-w-0 truncate">{name}</span>
        <span className="sr-only"> (account menu)</span>
        <Chevron />
      </summary>
      {/* In the page flow on small screens (nothing is covered), a dropdown from lg up. */}
      <div className="mt-2 w-64 max-w-full rounded-xl border border-slate-200 bg-white p-2 shadow-lg lg:absolute lg:right-0 lg:z-30">
        <p className="m-0 px-3 py-2 text-sm text-ink-600">
          Signed in as <strong className="text-ink-900 [overflow-wrap:anywhere]">{name}</strong>
        </p>
        <ul className="m-0 list-none p-0">
          {ADMIN_USER_MENU.map((entry) => (
            <li key={entry.label}>
              <a href={entry.path} aria-current={entry.path === current ? 'page' : undefined} className={MENU_LINK}>
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-1 border-t border-slate-200 pt-1">
          <SignOutForm buttonClassName={SIGN_OUT_MENU_BUTTON} />
        </div>
      </div>
    </details>
  );
}

export function AdminShell({ path, title, adminName, counts = {}, children }: AdminShellProps) {
  const current = withoutTrailingSlash(path);
  const section = findAdminSection(current);
  const eyebrow = section && section.group !== section.title ? section.group : 'Admin';
  return (
    <CountsContext.Provider value={counts}>
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
        <Sidebar current={current} />
        <div className="mt-4 min-w-0 lg:mt-0">
          <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4">
            <div className="min-w-0">
              <p className="m-0 text-sm font-semibold text-ink-600">{eyebrow}</p>
              <h1 className="m-0 text-2xl font-bold text-ink-900 [overflow-wrap:anywhere] sm:text-3xl">{title}</h1>
            </div>
            <UserMenu name={adminDisplayName(adminName)} current={current} />
          </div>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </CountsContext.Provider>
  );
}
