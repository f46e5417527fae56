// A header menu built on <details>, so it opens and its links are reachable without JavaScript. Hydrated, it also
// closes on Escape (focus back on the toggle) and on a click elsewhere.
import { useEffect, useRef, useState } from 'react';
import { AUTH_PATHS } from '../../shared/auth/paths';
import type { NavLinkGroup } from '../../shared/navigation';
import { SignedInLinks } from '../account/SignedInLinks';
import { useAccountHint } from '../account/useAccountHint';
import { Chevron } from '../ui/Chevron';

export type { NavLinkGroup, NavLinkItem } from '../../shared/navigation';
export interface NavDisclosureProps {
  label: string;
  groups: NavLinkGroup[];
  /** dropdown: a small panel under the toggle (wide screens); panel: the full-width small-screen menu. */
  variant: 'dropdown' | 'panel';
}

const SUMMARY =
  'flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-2 py-2 font-semibold xl:px-3 text-ink-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden';

export default function NavDisclosure({ label, groups, variant }: NavDisclosureProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  const account = useAccountHint();

  // A visitor on a slow connection may open the menu before this island hydrates; the toggle event fired then
  // reached no handler, so take the state the page is really in.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const panel =
    variant === 'panel'
      ? 'absolute inset-x-0 top-full z-30 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg'
      : 'absolute right-0 z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg';

  // The small-screen menu is a navigation landmark; the wide-screen dropdowns sit inside the header's own.
  const Panel = variant === 'panel' ? 'nav' : 'div';

  return (
    <details
      ref={ref}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={variant === 'dropdown' ? 'relative' : undefined}
    >
      <summary className={SUMMARY}>
        {variant === 'panel' && (
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
            <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
          </svg>
        )}
        {label}
        {variant === 'dropdown' && <Chevron turns={false} />}
      </summary>
      <Panel aria-label={variant === 'panel' ? label : undefined} className={panel}>
        {groups.map((group) => (
          <div key={group.title ?? label} className="py-1">
            {group.title && (
              <p className="px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-ink-600">{group.title}</p>
            )}
            {group.account && account ? (
              <SignedInLinks hint={account} layout="menu" signOutAction={group.signOutAction ?? AUTH_PATHS.signOut} />
            ) : (
              <ul className="m-0 list-none p-0">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={link.current ? 'page' : undefined}
                      className="flex min-h-11 items-center rounded-lg px-3 py-2 text-ink-700 no-underline hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-bold aria-[current=page]:text-brand-800"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </Panel>
    </details>
  );
}
