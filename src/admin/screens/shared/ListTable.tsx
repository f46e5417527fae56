// An admin list as every list screen shows it: the line that says how many rows are shown (or that none match), the
// table of the rows when there are some, and the page links under it.
import type { ReactNode } from 'react';
import { DataTable } from '../../DataTable';

export function ListTable<T>({
  summary,
  beside,
  rows,
  row,
  caption,
  headers,
  minWidth,
  widths,
  pager,
}: {
  /** The line above the table: "Showing 1–50 of 240", or that nothing matches; null for no line. */
  summary: ReactNode;
  /** What stands at the end of the summary's line (an export link). */
  beside?: ReactNode;
  rows: readonly T[];
  /** One row's markup (a `<tr>` with its key). */
  row: (item: T) => ReactNode;
  caption: string;
  headers: readonly string[];
  /** The width below which the table scrolls, e.g. 'min-w-[40rem]'. */
  minWidth: string;
  widths?: readonly string[];
  /** The page links (Pager or KeysetPager), shown under the table. */
  pager?: ReactNode;
}) {
  const line =
    summary === null ? null : (
      <p className="m-0 font-semibold" role="status">
        {summary}
      </p>
    );
  return (
    <>
      {beside ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {line}
          {beside}
        </div>
      ) : (
        line
      )}
      {rows.length > 0 && (
        <DataTable caption={caption} headers={headers} minWidth={minWidth} widths={widths}>
          {rows.map(row)}
        </DataTable>
      )}
      {pager}
    </>
  );
}
