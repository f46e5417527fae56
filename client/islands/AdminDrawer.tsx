// The admin sidebar's toggle below lg (SPEC: "On small screens the sidebar is a drawer"). The sidebar itself is
// server-rendered (src/pages/admin/AdminShell.tsx); this island only opens and closes it.
// - Without JavaScript (and until hydrated) the toggle is a <details>: opening it shows the menu in the page flow.
// - Hydrated, it is a button that opens the menu as a drawer over the page: focus moves to its first link, the rest
//   of the page is inert (so Tab and a screen reader stay in the drawer) and does not scroll; Escape, a tap beside
//   the drawer or its close button shut it, and focus returns to the toggle.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../hooks/useHydrated';

export interface AdminDrawerProps {
  label: string;
  /** The id of the sidebar's <nav>. */
  navId: string;
}

/** Set on the <nav> while it is open as a drawer; base.css lays it out (and keeps the page behind still). */
export const DRAWER_OPEN_ATTRIBUTE = 'data-drawer-open';
/** The drawer's close button, inside the server-rendered <nav>; base.css shows it only while the drawer is open. */
export const DRAWER_CLOSE_ATTRIBUTE = 'data-drawer-close';
/** Where the sidebar is not a drawer (the lg breakpoint). */
const WIDE = '(min-width: 1024px)';

const TOGGLE =
  'flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:hidden [&::-webkit-details-marker]:hidden';

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
      <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
    </svg>
  );
}

/** Makes everything outside `keep` inert; returns how to undo it. */
function isolate(keep: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

export default function AdminDrawer({ label, navId }: AdminDrawerProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  /** Whether closing should put focus back on the toggle (not when the screen grew past the drawer). */
  const refocus = useRef(false);

  const close = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    const nav = document.getElementById(navId);
    if (!open || !nav) return;
    const closeButton = nav.querySelector<HTMLButtonElement>(`[${DRAWER_CLOSE_ATTRIBUTE}]`);
    nav.setAttribute(DRAWER_OPEN_ATTRIBUTE, '');
    const restore = isolate(nav);
    nav.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // The page beside the drawer is inert, so a tap there reaches the document, not the element under it. A click
    // (after the tap's own focus change, so focus can return to the toggle); the one that opened the drawer may
    // still be on its way up from the toggle.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!nav.contains(target) && !toggle.current?.contains(target)) close();
    };
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    closeButton?.addEventListener('click', close);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      closeButton?.removeEventListener('click', close);
      wide.removeEventListener('change', onWide);
      restore();
      nav.removeAttribute(DRAWER_OPEN_ATTRIBUTE);
      // Only now: the toggle was inert while the drawer was open.
      if (refocus.current) toggle.current?.focus();
      refocus.current = false;
    };
  }, [open, navId, close]);

  if (!hydrated) {
    return (
      <details className="lg:hidden">
        <summary className={TOGGLE}>
          <MenuIcon />
          {label}
        </summary>
      </details>
    );
  }
  return (
    <button
      ref={toggle}
      type="button"
      className={TOGGLE}
      aria-expanded={open}
      aria-controls={navId}
      onClick={() => setOpen(true)}
    >
      <MenuIcon />
      {label}
    </button>
  );
}
