// A page section with its heading: the heading names the section for assistive technology (aria-labelledby).
import type { ReactNode } from 'react';

export interface SectionProps {
  /** Used for the heading's id (`${id}-title`) and as the section's anchor when `anchor` is set. */
  id: string;
  title: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
  /** Beside the heading on wide screens, under it on narrow ones (e.g. a filter form). */
  aside?: ReactNode;
  /** Makes the section reachable as /page#id. */
  anchor?: boolean;
  /** 'plain' on the page background, 'white' on a white band across the page. */
  tone?: 'plain' | 'white';
  children: ReactNode;
}

export function Section({ id, title, lead, aside, anchor = false, tone = 'plain', children }: SectionProps) {
  const titleId = `${id}-title`;
  const heading = (
    <h2 id={titleId} className="section-title">
      {title}
    </h2>
  );
  const inner = (
    <>
      {aside ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {lead && <p className="mt-2 max-w-3xl text-ink-700">{lead}</p>}
      {children}
    </>
  );
  return tone === 'white' ? (
    <section id={anchor ? id : undefined} aria-labelledby={titleId} className="bg-white py-12">
      <div className="container">{inner}</div>
    </section>
  ) : (
    <section id={anchor ? id : undefined} aria-labelledby={titleId} className="container py-12">
      {inner}
    </section>
  );
}
