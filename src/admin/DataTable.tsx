// A table of the admin area: scrolls sideways inside its frame on a narrow screen, named by its caption.
import type { ReactNode } from 'react';

export function DataTable({
  caption,
  headers,
  minWidth,
  children,
}: {
  caption: string;
  headers: readonly string[];
  /** The width below which the table scrolls instead of squeezing its columns, e.g. 'min-w-[40rem]'. */
  minWidth: string;
  children: ReactNode;
}) {
  return (
    // relative: screen-reader-only text in the cells (position: absolute) stays inside the scrolling frame instead of
    // widening the page on a phone.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white p-4">
      <table className={`w-full ${minWidth} border-collapse text-left`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 text-sm">
            {headers.map((header) => (
              <th key={header} scope="col" className="py-2 pr-3">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
