// /admin/reports: Reports & Analytics over a period of India days chosen by a plain GET form (no JavaScript): requests
// and appointments per day (a chart drawn on the server, with its table), conversion from request to appointment by
// kind, source and language, revenue by doctor, the no-show rate and the time to first contact. Each table downloads
// as CSV at /admin/reports/<table>.csv?from=&to= with the appointments export's quoting and formula guard.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../env';
import { adminDb } from '../../db';
import { DataTable } from '../../DataTable';
import { csvFile, csvHeaders } from '../../../http/csv';
import { ReportsChart } from './ReportsChart';
import { loadReport, REPORT_TABLES, type Report, type ReportTable } from './reports-data';
import { MAX_DAYS, periodSearch, readPeriod, type PeriodQuery } from './reports-period';

export const reportCsvPath = (path: string, key: string) => `${path}/${key}.csv`;

/** One day of the period, as a date field described by the period's hint. */
function DayField({
  name,
  label,
  value,
  invalid,
}: {
  name: 'from' | 'to';
  label: string;
  value: string;
  invalid: boolean;
}) {
  return (
    <div>
      <label htmlFor={`report-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`report-${name}`}
        name={name}
        type="date"
        defaultValue={value}
        aria-invalid={invalid || undefined}
        aria-describedby="report-period-hint"
        className="field-input"
      />
    </div>
  );
}

function PeriodForm({ path, query }: { path: string; query: PeriodQuery }) {
  const invalid = query.errors.length > 0;
  return (
    <form method="get" action={path} className="card grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <DayField name="from" label="First day (India)" value={query.typed.from} invalid={invalid} />
      <DayField name="to" label="Last day (India)" value={query.typed.to} invalid={invalid} />
      <button type="submit" className="btn-primary">
        Show report
      </button>
      <p id="report-period-hint" className="field-hint m-0 sm:col-span-3">
        Both days included, at most {MAX_DAYS} days. Without dates the report covers the last 30 days.
      </p>
    </form>
  );
}

function TableSection({ path, table, search }: { path: string; table: ReportTable; search: string }) {
  const headingId = `report-${table.key}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-report={table.key}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="m-0 text-xl font-bold text-ink-900">
            {table.title}
          </h2>
          <p className="m-0 mt-1 max-w-3xl text-sm text-ink-700">{table.note}</p>
        </div>
        <a href={`${reportCsvPath(path, table.key)}?${search}`} className="btn-outline" download>
          Download CSV<span className="sr-only">: {table.title}</span>
        </a>
      </div>
      {table.rows.length === 0 ? (
        <p className="m-0 font-semibold">{table.empty}</p>
      ) : (
        <DataTable caption={table.title} headers={table.headers} minWidth="min-w-[36rem]">
          {table.rows.map((row) => (
            <tr key={row.map((cell) => cell.value).join('|')} className="border-b border-slate-200 align-top text-sm">
              {row.map((cell, column) =>
                column === 0 ? (
                  <th
                    key={table.headers[column]}
                    scope="row"
                    className="py-2 pr-3 text-left font-semibold"
                    data-value={cell.value}
                  >
                    {cell.text}
                  </th>
                ) : (
                  <td
                    key={table.headers[column]}
                    className={`py-2 pr-3 ${typeof cell.value === 'number' || /^-?\d/.test(String(cell.value)) ? 'tabular-nums' : ''}`}
                    data-value={cell.value}
                  >
                    {cell.text}
                  </td>
                ),
              )}
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

export function Reports({ path, query, report }: { path: string; query: PeriodQuery; report: Report | null }) {
  const period = query.period;
  const search = period ? periodSearch(period) : '';
  return (
    <div className="grid gap-8">
      <p className="m-0 max-w-3xl text-ink-700">
        What came in and what it became, over a period of India days: requests and appointments per day, how many
        requests became appointments, no-shows, the time to the first call, and each doctor’s revenue.
      </p>
      <PeriodForm path={path} query={query} />
      {query.errors.map((error) => (
        <p key={error} role="alert" className="alert-error m-0">
          {error}
        </p>
      ))}
      {period && report && (
        <>
          <p className="m-0 font-semibold" data-period>
            {period.from === period.to ? period.from : `${period.from} to ${period.to}`} ({period.days.length}{' '}
            {period.days.length === 1 ? 'day' : 'days'}, India time)
          </p>
          <TableSection path={path} table={report.tables.figures} search={search} />
          <section aria-labelledby="report-chart" className="grid gap-3">
            <h2 id="report-chart" className="m-0 text-xl font-bold text-ink-900">
              Chart: requests and appointments per day
            </h2>
            <ReportsChart points={report.daily} />
          </section>
          <TableSection path={path} table={report.tables.daily} search={search} />
          <TableSection path={path} table={report.tables['conversion-kind']} search={search} />
          <TableSection path={path} table={report.tables['conversion-source']} search={search} />
          <TableSection path={path} table={report.tables['conversion-language']} search={search} />
          <TableSection path={path} table={report.tables.revenue} search={search} />
        </>
      )}
    </div>
  );
}

export async function reportsScreen(c: Context<AppEnv>, path: string) {
  const now = Date.now();
  const query = readPeriod(new URL(c.req.url).searchParams, now);
  if (!query.period) {
    c.status(400);
    return <Reports path={path} query={query} report={null} />;
  }
  const report = await loadReport(adminDb(c), query.period, now);
  return <Reports path={path} query={query} report={report} />;
}

/** One CSV per table, for the same period as the page. */
export function reportsActions(path: string) {
  const routes = new Hono<AppEnv>();
  for (const key of REPORT_TABLES) {
    routes.get(reportCsvPath(path, key), async (c) => {
      const now = Date.now();
      const query = readPeriod(new URL(c.req.url).searchParams, now);
      if (!query.period) return c.text(query.errors.join(' '), 400);
      const table = (await loadReport(adminDb(c), query.period, now)).tables[key];
      const rows = table.rows.map((row) => row.map((cell) => cell.value));
      const filename = `${key}-${query.period.from}-to-${query.period.to}.csv`;
      return c.body(csvFile(table.csvHeaders, rows), 200, csvHeaders(filename));
    });
  }
  return routes;
}
