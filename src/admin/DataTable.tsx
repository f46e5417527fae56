// A table of the admin area: scrolls sideways inside its frame on a narrow screen, named by its caption.
import type { ReactNode } from 'react';

export function DataTable({
  caption,
  headers,
  minWidth,
  widths,
  children,
}: {
  caption: string;
  headers: readonly string[];
  /** The width below which the table scrolls instead of squeezing its columns, e.g. 'min-w-[40rem]'. */
  minWidth: string;
  /**
   * Fixed column widths, one class per header ('w-56'), so that several tables of one screen line up; without them
   * the columns follow their content.
   */
  widths?: readonly string[];
  children: ReactNode;
}) {
  return (
    // relative: screen-reader-only text in the cells (position: absolute) stays inside the scrolling frame instead of
    // widening the page on a phone.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white p-4">
      <table className={`w-full ${minWidth} border-collapse text-left ${widths ? 'table-fixed' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 text-sm">
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`py-2 pr-3 ${widths?.[index] ?? ''}`}>
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
