// Pieces the three CMS Manager screens share: the "Sample" badge, where a value is set, and a titled section.
import type { ReactNode } from 'react';

/** Marks a value that is a sample or placeholder the provider must replace before launch. */
export function SampleBadge() {
  return (
    <span
      className="ml-1 inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-bold text-amber-900"
      data-sample=""
    >
      Sample
    </span>
  );
}

/** Where a value is set: a module path, a D1 table, a wrangler var; what a developer is asked to change. */
export function SourceText({ children }: { children: ReactNode }) {
  return <code className="text-xs text-ink-700 [overflow-wrap:anywhere]">{children}</code>;
}

/** A titled part of a screen, with a line saying where its values come from. */
export function CmsSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="m-0 text-lg font-bold text-ink-900">
        {title}
      </h2>
      {note && <p className="m-0 max-w-3xl text-sm text-ink-700">{note}</p>}
      {children}
    </section>
  );
}

/** The read-only note at the top of each CMS screen. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return <p className="m-0 max-w-3xl text-ink-700">{children}</p>;
}
