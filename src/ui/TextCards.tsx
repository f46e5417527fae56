// The most common card grid: a heading and a short text per card (services, benefits, conditions, credentials).
import { CardGrid, type CardGridProps } from './CardGrid';

export interface TextCard {
  title: string;
  description: string;
}

export function TextCards({
  items,
  columns,
}: {
  items: readonly TextCard[];
  columns?: CardGridProps<TextCard>['columns'];
}) {
  return (
    <CardGrid
      items={items}
      columns={columns}
      itemKey={(item) => item.title}
      renderItem={(item) => (
        <>
          <h3 className="text-lg font-bold">{item.title}</h3>
          <p className="mt-2 text-ink-600">{item.description}</p>
        </>
      )}
    />
  );
}
