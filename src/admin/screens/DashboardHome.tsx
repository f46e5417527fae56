// The /admin page's content, inside AdminShell: stat cards, Appointments Overview, Revenue Metrics and Recent
// Activity. Today's appointments, the live consults and the overview (today's appointments by status) are read from
// D1 and marked live; every other figure is a fixed sample from the content module, marked as one.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { countAround, todayByStatus, type AppointmentStatus } from '../../appointments';
import type { AppEnv } from '../../env';
import { FailedNotificationsCard, failedCount } from './Notifications';
import { WaitingDoctorsCard } from './UsersList';
import { waitingDoctors } from './users-data';
import { formatRupees } from '../../../shared/i18n/format';
import { formatNumber } from '../../../shared/i18n/format';
import {
  figureText,
  overviewMax,
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
      <p className="m-0 flex items-center justify-between gap-2 text-sm font-semibold text-ink-600">
        {card.label} <SampleFiguresBadge />
      </p>
      <p className="m-0 mt-1 text-2xl font-bold text-ink-900 [overflow-wrap:anywhere]">{figureText(card.value)}</p>
      <p className={`m-0 mt-1 flex items-center gap-1 text-sm font-semibold ${tone}`}>
        <TrendArrow trend={card.trend} />
        {card.change}
      </p>
    </li>
  );
}

/** Today's appointments as read from D1; null where the database is not available. */
export interface LiveFigures {
  today: Partial<Record<AppointmentStatus, number>>;
  liveConsults: number;
}

/** The overview's rows: today's appointments by where they stand. */
const OVERVIEW_GROUPS: readonly { label: string; statuses: readonly AppointmentStatus[] }[] = [
  { label: 'Waiting to be confirmed', statuses: ['requested', 'scheduled'] },
  { label: 'Confirmed', statuses: ['confirmed'] },
  { label: 'In consultation', statuses: ['in-consultation'] },
  { label: 'Completed', statuses: ['completed'] },
  { label: 'No-show', statuses: ['no-show'] },
  { label: 'Cancelled or lapsed', statuses: ['cancelled-by-patient', 'cancelled-by-provider', 'lapsed'] },
];

const sum = (today: LiveFigures['today'], statuses: readonly AppointmentStatus[]) =>
  statuses.reduce((total, status) => total + (today[status] ?? 0), 0);

/** Today's appointments that keep their time (not cancelled, not lapsed). */
export function appointmentsToday(today: LiveFigures['today']): number {
  return sum(today, ['requested', 'scheduled', 'confirmed', 'in-consultation', 'completed', 'no-show']);
}

function LiveBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-green-700 bg-green-50 px-2.5 py-0.5 text-xs font-bold text-green-900">
      Live
    </span>
  );
}

function LiveCard({ label, value, note }: { label: string; value: number | null; note: string }) {
  return (
    <li className="card min-w-0" data-live-card="">
      <p className="m-0 flex items-center justify-between gap-2 text-sm font-semibold text-ink-600">
        {label} <LiveBadge />
      </p>
      <p className="m-0 mt-1 text-2xl font-bold text-ink-900">{value === null ? '—' : formatNumber(value)}</p>
      <p className="m-0 mt-1 text-sm text-ink-600">{value === null ? 'Not available: no database' : note}</p>
    </li>
  );
}

function ProgressRow({ row }: { row: OverviewRow }) {
  const labelId = `admin-overview-${slug(row.label)}`;
  const value = overviewValue(row);
  const max = overviewMax(row);
  const text = `${formatNumber(value)} of ${formatNumber(max)}`;
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

function Panel({
  id,
  title,
  children,
  live = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  live?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="card min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className={SECTION_TITLE}>
          {title}
        </h2>
        {live ? <LiveBadge /> : <SampleFiguresBadge />}
      </div>
      {children}
    </section>
  );
}

export function DashboardHome({ live = null }: { live?: LiveFigures | null }) {
  const total = live
    ? sum(
        live.today,
        OVERVIEW_GROUPS.flatMap((group) => group.statuses),
      )
    : 0;
  return (
    <div className="space-y-6">
      <div className="alert-warning flex flex-wrap items-center gap-3" data-sample-notice="">
        <SampleFiguresBadge />
        <p className="m-0 text-sm">
          Figures marked “Sample figures” are fixed samples for illustration, not live data. Those marked “Live” are
          read from the appointments now.
        </p>
      </div>

      <section aria-labelledby="admin-stats-title">
        <h2 id="admin-stats-title" className="sr-only">
          Key figures
        </h2>
        <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 xl:grid-cols-4">
          <LiveCard
            label="Today's Appointments"
            value={live ? appointmentsToday(live.today) : null}
            note="Today in India, not counting cancelled"
          />
          <LiveCard label="Live Consults" value={live ? live.liveConsults : null} note="Due now, ±15 minutes" />
          {STAT_CARDS.map((card) => (
            <StatCardItem key={card.label} card={card} />
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel id="admin-overview-title" title="Appointments Overview" live>
          <p className="m-0 mt-1 text-sm text-ink-600">Today’s appointments (India time), by status</p>
          {!live ? (
            <p className="m-0 mt-4">Not available: the database cannot be read.</p>
          ) : total === 0 ? (
            <p className="m-0 mt-4">No appointments today.</p>
          ) : (
            <ul className="m-0 mt-4 list-none space-y-4 p-0">
              {OVERVIEW_GROUPS.map((group) => (
                <ProgressRow
                  key={group.label}
                  row={{ label: group.label, value: sum(live.today, group.statuses), max: total }}
                />
              ))}
            </ul>
          )}
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

/** The dashboard: the live count of failed messages and today's appointments, beside the spec's sample figures. */
export async function dashboardScreen(c: Context<AppEnv>) {
  const db = c.env?.DB;
  const now = Date.now();
  const [failed, live] = db
    ? await Promise.all([
        failedCount(c, db),
        Promise.all([todayByStatus(db, now), countAround(db, now)]).then(([today, liveConsults]) => ({
          today,
          liveConsults,
        })),
      ])
    : [null, null];
  // The auth server's accounts: left out (with a note) when it cannot be read, never a wrong figure.
  const doctors = await waitingDoctors(c).catch(() => null);
  return (
    <>
      <WaitingDoctorsCard waiting={doctors} />
      {failed !== null && <FailedNotificationsCard failed={failed} />}
      <DashboardHome live={live} />
    </>
  );
}
