// A responsive grid of cards as a list: one column on phones, two from small screens, up to `columns` on wide ones.
import type { ReactNode } from 'react';

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export interface CardGridProps<T> {
  items: readonly T[];
  columns?: keyof typeof COLUMNS;
  itemKey: (item: T) => string;
  /** The card's content; the grid gives each item its card frame unless `framed` is false. */
  renderItem: (item: T) => ReactNode;
  /** False when each item renders its own card (e.g. an <article className="card">). */
  framed?: boolean;
}

export function CardGrid<T>({ items, columns = 3, itemKey, renderItem, framed = true }: CardGridProps<T>) {
  return (
    <ul className={`mt-6 grid list-none gap-4 p-0 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <li key={itemKey(item)} className={framed ? 'card' : 'grid'}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
