// Questions and answers as <details>: each opens and closes without JavaScript, and is found by the browser's
// find-in-page. Pair it with a FAQPage JSON-LD built from the same items.
import type { ReactNode } from 'react';
import { Chevron } from '../render/islands';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mt-6 grid gap-3">
      {items.map((item) => (
        <details key={item.question} className="card group p-0">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-ink-900 focus-visible:outline focus-visible:outline-3 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
            {item.question}
            <Chevron />
          </summary>
          <div className="px-5 pb-4 text-ink-700">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
