// A table of four or so columns that stays readable on a 360 px phone: a real table (caption, column and row
// headers) from small screens up, and on phones the same rows as a list of cards, each cell under its column's name.
// Only one of the two is displayed at a time (display: none hides the other from screen readers too).
/** A line of a policy page's table. @table none */
export interface ResponsiveRow {
  id: string;
  /** The row's header (first column). */
  header: string;
  /** The other columns, in order. */
  cells: readonly string[];
}

export interface ResponsiveTableProps {
  caption: string;
  /** Every column's name, the row header's first. */
  columns: readonly string[];
  rows: readonly ResponsiveRow[];
  /** The data attribute that names each row (data-rule, data-cookie), for tests and styling. */
  rowAttribute: string;
  /** Row headers are machine names (a cookie's name): shown as code, the same in every language. */
  headerIsCode?: boolean;
}

export function ResponsiveTable({ caption, columns, rows, rowAttribute, headerIsCode = false }: ResponsiveTableProps) {
  const cell = 'border-b border-slate-200 px-2 py-3 align-top';
  const header = (row: ResponsiveRow) => (headerIsCode ? <code>{row.header}</code> : row.header);
  return (
    <>
      <table className="hidden w-full border-collapse bg-white text-left sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} {...{ [rowAttribute]: row.id }}>
              <th scope="row" className={`${cell} break-words font-semibold text-ink-900`}>
                {header(row)}
              </th>
              {row.cells.map((value, index) => (
                <td key={columns[index + 1]} className={index === 0 ? `${cell} font-semibold text-ink-900` : cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid list-none gap-3 p-0 sm:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} className="card">
            <p className="m-0 break-words font-bold text-ink-900">{header(row)}</p>
            <dl className="m-0 mt-2 grid gap-1">
              {row.cells.map((value, index) => (
                <div key={columns[index + 1]}>
                  <dt className="text-sm font-semibold text-ink-700">{columns[index + 1]}</dt>
                  <dd className="m-0">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
