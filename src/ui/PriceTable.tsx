// Prices side by side as a real table (a screen reader reads row and column names), with the old price struck
// through and the discount computed from the two. Amounts are numbers, formatted here for the page's language.
import { discountPercent } from '../../shared/i18n/format';
import { formatRupees } from '../../shared/money';
import type { Locale } from '../../shared/i18n/locales';
import { Discount } from './Discount';

/** A line of a price table on a page. @table none */
export interface PriceRow {
  id: string;
  name: string;
  price: number;
  originalPrice?: number;
  /** Extra facts for the row, already worded (e.g. "30 min"). */
  detail?: string;
  highlight?: string;
}

export interface PriceTableWords {
  caption: string;
  item: string;
  price: string;
  detail: string;
  was: (amount: string) => string;
  off: (percent: number) => string;
  free: string;
}

export function PriceTable({
  rows,
  words,
  locale,
}: {
  rows: readonly PriceRow[];
  words: PriceTableWords;
  locale: Locale;
}) {
  const hasDetail = rows.some((row) => row.detail);
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{words.caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className="py-2 pr-4">
              {words.item}
            </th>
            <th scope="col" className="py-2 pr-4">
              {words.price}
            </th>
            {hasDetail && (
              <th scope="col" className="py-2">
                {words.detail}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200">
              <th scope="row" className="py-3 pr-4 font-semibold text-ink-900">
                {row.name}
                {row.highlight && (
                  <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                    {row.highlight}
                  </span>
                )}
              </th>
              <td className="py-3 pr-4">
                <span className="font-extrabold text-ink-900">
                  {row.price === 0 ? words.free : formatRupees(row.price, locale)}
                </span>
                {row.originalPrice !== undefined && row.originalPrice > row.price && (
                  <>
                    {' '}
                    <Discount
                      was={words.was(formatRupees(row.originalPrice, locale))}
                      off={words.off(discountPercent(row.price, row.originalPrice))}
                    />
                  </>
                )}
              </td>
              {hasDetail && <td className="py-3">{row.detail}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
