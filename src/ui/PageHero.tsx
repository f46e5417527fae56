import type { ReactNode } from 'react';

/** The heading band at the top of a page. */
export function PageHero({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container py-12 sm:py-16">
        <h1 className="max-w-3xl text-3xl font-extrabold leading-tight text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-700">{lead}</p>
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
