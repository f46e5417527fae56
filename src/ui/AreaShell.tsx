// The frame of a page of a signed-in area (the patient's, the doctor's), inside its document: the area's heading,
// its tabs (the menu, one link each, the current one marked) and the screen.
import type { ReactNode } from 'react';
import type { AreaEntry } from '../render/area-routes';

const TAB =
  'inline-flex min-h-11 items-center rounded-lg px-3 py-2 font-semibold text-ink-700 no-underline hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

export function AreaShell({
  heading,
  menuLabel,
  entries,
  current,
  children,
}: {
  heading: string;
  menuLabel: string;
  entries: readonly AreaEntry[];
  current: string;
  children: ReactNode;
}) {
  return (
    <section className="container max-w-4xl py-10">
      <h1 className="m-0 text-3xl font-extrabold text-ink-900">{heading}</h1>
      <nav aria-label={menuLabel} className="mt-4">
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
          {entries.map((entry) => (
            <li key={entry.path}>
              <a href={entry.path} aria-current={entry.path === current ? 'page' : undefined} className={TAB}>
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </section>
  );
}
