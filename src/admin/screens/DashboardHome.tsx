// The /admin page's content, inside AdminShell: stat cards, Appointments Overview, Revenue Metrics and Recent
// Activity. Every figure is a fixed sample from the content module, and the page says so before any of them.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../../env';
import { FailedNotificationsCard, failedCount } from './Notifications';
import { formatRupees } from '../../../shared/i18n/format';
import {
  APPOINTMENTS_OVERVIEW,
  APPOINTMENTS_OVERVIEW_PERIOD,
  figureText,
  overviewMax,
  overviewText,
  overviewValue,
  RECENT_ACTIVITY,
  REVENUE_METRICS,
  STAT_CARDS,
  type OverviewRow,
  type StatCard,
} from './dashboard-samples';

const SECTION_TITLE = 'm-0 text-lg font-bold text-ink-900';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The "Sample figures" label; also used by each section so no figure reads as live. */
export function SampleFiguresBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-bold text-amber-900">
      Sample figures
    </span>
  );
}

function TrendArrow({ trend }: { trend: StatCard['trend'] }) {
  if (trend === 'flat') return null;
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="currentColor" className="shrink-0">
      <path d={trend === 'up' ? 'M6 2l4 5H2z' : 'M6 10L2 5h8z'} />
    </svg>
  );
}

function StatCardItem({ card }: { card: StatCard }) {
  const tone = card.trend === 'flat' ? 'text-ink-600' : card.positive ? 'text-green-800' : 'text-red-700';
  return (
    <li className="card min-w-0" data-stat-card="">
      <p className="m-0 text-sm font-semibold text-ink-600">{card.label}</p>
      <p className="m-0 mt-1 text-2xl font-bold text-ink-900 [overflow-wrap:anywhere]">{figureText(card.value)}</p>
      <p className={`m-0 mt-1 flex items-center gap-1 text-sm font-semibold ${tone}`}>
        <TrendArrow trend={card.trend} />
        {card.change}
      </p>
    </li>
  );
}

function ProgressRow({ row }: { row: OverviewRow }) {
  const labelId = `admin-overview-${slug(row.label)}`;
  const value = overviewValue(row);
  const max = overviewMax(row);
  const text = overviewText(row);
  return (
    <li>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-semibold text-ink-700">
          {row.label}
        </span>
        <span className="font-bold text-ink-900">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        className="mt-1 h-3 overflow-hidden rounded-full border border-slate-300 bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${(value / max) * 100}%` }} />
      </div>
    </li>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className={SECTION_TITLE}>
          {title}
        </h2>
        <SampleFiguresBadge />
      </div>
      {children}
    </section>
  );
}

export function DashboardHome() {
  return (
    <div className="space-y-6">
      <div className="alert-warning flex flex-wrap items-center gap-3" data-sample-notice="">
        <SampleFiguresBadge />
        <p className="m-0 text-sm">
          Every figure on this dashboard is a fixed sample for illustration: none of it is live data.
        </p>
      </div>

      <section aria-labelledby="admin-stats-title">
        <h2 id="admin-stats-title" className="sr-only">
          Key figures (sample)
        </h2>
        <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 xl:grid-cols-4">
          {STAT_CARDS.map((card) => (
            <StatCardItem key={card.label} card={card} />
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel id="admin-overview-title" title="Appointments Overview">
          <p className="m-0 mt-1 text-sm text-ink-600">{APPOINTMENTS_OVERVIEW_PERIOD}</p>
          <ul className="m-0 mt-4 list-none space-y-4 p-0">
            {APPOINTMENTS_OVERVIEW.map((row) => (
              <ProgressRow key={row.label} row={row} />
            ))}
          </ul>
        </Panel>

        <Panel id="admin-revenue-title" title="Revenue Metrics">
          <dl className="m-0 mt-4 divide-y divide-slate-200">
            {REVENUE_METRICS.map((metric) => (
              <div key={metric.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <dt className="text-sm font-semibold text-ink-700">{metric.label}</dt>
                <dd className="m-0 text-right">
                  <span className="block font-bold text-ink-900">{formatRupees(metric.amount)}</span>
                  <span className="block text-xs text-ink-600">{metric.note}</span>
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>

      <Panel id="admin-activity-title" title="Recent Activity">
        <ol className="m-0 mt-4 list-none divide-y divide-slate-200 p-0">
          {RECENT_ACTIVITY.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 text-ink-900">{entry.text}</span>
              <span className="shrink-0 text-sm text-ink-600">{entry.time}</span>
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}

/** The dashboard: the live count of failed messages above the spec's sample figures. */
export async function dashboardScreen(c: Context<AppEnv>) {
  const failed = c.env?.DB ? await failedCount(c, c.env.DB) : null;
  return (
    <>
      {failed !== null && <FailedNotificationsCard failed={failed} />}
      <DashboardHome />
    </>
  );
}
