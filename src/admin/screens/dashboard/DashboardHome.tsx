// The /admin page's content, inside AdminShell: the spec's eight stat cards, requests by kind, Appointments Overview,
// Revenue Metrics and Recent Activity, every figure read from D1 when the page opens (dashboard-data.ts) and each
// linking to the list behind it. Nothing here is a sample: where the database cannot be read the page says so instead
// of showing a number.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../../shared/i18n/format';
import { formatPaise } from '../../../../shared/money';
import type { RequestKind } from '../../../../shared/requests/kinds';
import type { AppointmentStatus } from '../../../appointments';
import type { AppEnv } from '../../../env';
import { PAYMENTS_PATH, REFUNDS_PATH } from '../../paths';
import { count, statCards, sum, type StatCard } from './dashboard-cards';
import { dashboardFigures, type DashboardFigures } from './dashboard-data';
import {
  activityLink,
  activityText,
  appointmentsLink,
  overviewMax,
  overviewValue,
  requestsLink,
  whenText,
  type OverviewRow,
} from './dashboard-copy';
import { FailedNotificationsCard } from './dashboard-live-cards';
import { failedCount } from '../shared/failed-count';
import { KIND_LABELS } from '../shared/labels';
import { WaitingDoctorsCard } from './dashboard-live-cards';
import { accountFigures, type AccountFigures } from '../users/users-data';

const SECTION_TITLE = 'm-0 text-lg font-bold text-ink-900';
const LINK = 'inline-flex min-h-11 items-center font-semibold';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
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

function StatCardItem({ card }: { card: StatCard }) {
  return (
    <li className="card min-w-0" data-figure={card.id}>
      <a href={card.href} className={`${LINK} text-sm`}>
        {card.label}
      </a>
      <p className="m-0 text-2xl font-bold text-ink-900 [overflow-wrap:anywhere]" data-value="">
        {card.value}
      </p>
      <p className="m-0 mt-1 text-sm text-ink-600">{card.note}</p>
    </li>
  );
}

function ProgressRow({ row, href }: { row: OverviewRow; href: string }) {
  const labelId = `admin-overview-${slug(row.label)}`;
  const value = overviewValue(row);
  const max = overviewMax(row);
  const text = `${formatNumber(value)} of ${formatNumber(max)}`;
  return (
    <li data-figure={`today-${slug(row.label)}`}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <a id={labelId} href={href} className={LINK}>
          {row.label}
        </a>
        <span className="font-bold text-ink-900" data-value="">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full border border-slate-300 bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${(value / max) * 100}%` }} />
      </div>
    </li>
  );
}

function Panel({ id, title, note, children }: { id: string; title: string; note: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card min-w-0">
      <h2 id={id} className={SECTION_TITLE}>
        {title}
      </h2>
      <p className="m-0 mt-1 text-sm text-ink-600">{note}</p>
      {children}
    </section>
  );
}

function RequestsByKind({ figures }: { figures: DashboardFigures }) {
  const kinds = Object.keys(KIND_LABELS) as RequestKind[];
  const total = (period: 'today' | 'week') =>
    Object.values(figures.requests.byKind).reduce((all, kind) => all + kind[period], 0);
  return (
    <Panel id="admin-requests-title" title="Requests by Kind" note="Received today and this week (from Monday)">
      <table className="mt-2 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-2 pr-3">
              Kind
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Today
            </th>
            <th scope="col" className="py-2 text-right">
              This week
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => {
            const row = figures.requests.byKind[kind] ?? { today: 0, week: 0 };
            return (
              <tr key={kind} className="border-b border-slate-200" data-figure={`requests-${kind}`}>
                <th scope="row" className="py-0 pr-3 text-left font-normal">
                  <a href={requestsLink({ kind })} className={LINK}>
                    {KIND_LABELS[kind]}
                  </a>
                </th>
                <td className="py-0 pr-3 text-right font-bold" data-today="">
                  {formatNumber(row.today)}
                </td>
                <td className="py-0 text-right font-bold" data-week="">
                  {formatNumber(row.week)}
                </td>
              </tr>
            );
          })}
          <tr data-figure="requests-all">
            <th scope="row" className="py-0 pr-3 text-left font-normal">
              <a href={requestsLink()} className={LINK}>
                All kinds
              </a>
            </th>
            <td className="py-0 pr-3 text-right font-bold" data-today="">
              {formatNumber(total('today'))}
            </td>
            <td className="py-0 text-right font-bold" data-week="">
              {formatNumber(total('week'))}
            </td>
          </tr>
        </tbody>
      </table>
    </Panel>
  );
}

function Overview({ figures }: { figures: DashboardFigures }) {
  const total = sum(
    figures.today,
    OVERVIEW_GROUPS.flatMap((group) => group.statuses),
  );
  return (
    <Panel id="admin-overview-title" title="Appointments Overview" note="Today’s appointments (India time), by status">
      {total === 0 ? (
        <p className="m-0 mt-4">No appointments today.</p>
      ) : (
        <ul className="m-0 mt-2 list-none space-y-2 p-0">
          {OVERVIEW_GROUPS.map((group) => (
            <ProgressRow
              key={group.label}
              row={{ label: group.label, value: sum(figures.today, group.statuses), max: total }}
              href={appointmentsLink({ status: group.statuses.length === 1 ? group.statuses[0] : undefined })}
            />
          ))}
        </ul>
      )}
      <p className="m-0 mt-2 text-sm" data-figure="no-shows-month">
        <a href={appointmentsLink({ status: 'no-show', month: figures.periods })} className={LINK}>
          No-shows this month
        </a>
        : <strong data-value="">{formatNumber(figures.billing.noShowsThisMonth)}</strong>
      </p>
    </Panel>
  );
}

function Revenue({ figures }: { figures: DashboardFigures }) {
  const { payments, refundsPaidThisMonth, refundsDue } = figures.billing;
  const rows = [
    ['revenue-today', 'Today', payments.today, 'payment', 'payments', PAYMENTS_PATH],
    ['revenue-week', 'This week', payments.week, 'payment', 'payments', PAYMENTS_PATH],
    ['revenue-month-total', 'This month', payments.month, 'payment', 'payments', PAYMENTS_PATH],
    [
      'refunds-paid-month',
      'Refunds this month',
      refundsPaidThisMonth,
      'refund paid back',
      'refunds paid back',
      `${REFUNDS_PATH}?status=paid`,
    ],
    [
      'refunds-due',
      'Refunds due',
      refundsDue,
      'refund to pay back',
      'refunds to pay back',
      `${REFUNDS_PATH}?status=due`,
    ],
  ] as const;
  return (
    <Panel id="admin-revenue-title" title="Revenue Metrics" note="Payments recorded (by the day paid) and refunds">
      <dl className="m-0 mt-2 divide-y divide-slate-200">
        {rows.map(([id, label, amount, one, many, href]) => (
          <div key={id} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 py-1" data-figure={id}>
            <dt>
              <a href={href} className={`${LINK} text-sm`}>
                {label}
              </a>
            </dt>
            <dd className="m-0 text-right">
              <span className="block font-bold text-ink-900" data-value="">
                {formatPaise(amount.paise)}
              </span>
              <span className="block text-xs text-ink-600" data-count="">
                {count(amount.count, one, many)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function Activity({ figures }: { figures: DashboardFigures }) {
  return (
    <Panel id="admin-activity-title" title="Recent Activity" note="The newest records of the audit log, India time">
      {figures.activity.length === 0 ? (
        <p className="m-0 mt-4">Nothing has been recorded yet.</p>
      ) : (
        <ol className="m-0 mt-2 list-none divide-y divide-slate-200 p-0">
          {figures.activity.map((record) => {
            const href = activityLink(record);
            const text = activityText(record);
            return (
              <li
                key={record.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-1"
                data-activity={record.id}
              >
                <span className="min-w-0 text-ink-900 [overflow-wrap:anywhere]">
                  {href ? (
                    <a href={href} className="inline-flex min-h-11 items-center">
                      {text}
                    </a>
                  ) : (
                    text
                  )}
                </span>
                <time dateTime={new Date(record.at).toISOString()} className="shrink-0 text-sm text-ink-600">
                  {whenText(record.at, figures.now, figures.periods.todayStart)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}

export function DashboardHome({
  figures,
  accounts = null,
}: {
  figures: DashboardFigures | null;
  accounts?: AccountFigures | null;
}) {
  if (!figures)
    return <p className="alert-warning m-0">Not available: the database cannot be read, so no figure is shown.</p>;
  return (
    <div className="space-y-6">
      <section aria-labelledby="admin-stats-title">
        <h2 id="admin-stats-title" className="sr-only">
          Key figures
        </h2>
        <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 xl:grid-cols-4">
          {statCards(figures, accounts).map((card) => (
            <StatCardItem key={card.id} card={card} />
          ))}
        </ul>
      </section>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <RequestsByKind figures={figures} />
        <Overview figures={figures} />
        <Revenue figures={figures} />
      </div>
      <Activity figures={figures} />
    </div>
  );
}

/** The dashboard: doctor sign-ups waiting (auth server), failed messages, and the figures from D1. */
export async function dashboardScreen(c: Context<AppEnv>) {
  const db = c.env?.DB;
  const [failed, figures, accounts] = await Promise.all([
    db ? failedCount(c, db) : null,
    db ? dashboardFigures(db, Date.now()) : null,
    // The auth server's accounts: left out (with a note) when it cannot be read, never a wrong figure.
    accountFigures(c).catch(() => null),
  ]);
  return (
    <>
      <WaitingDoctorsCard waiting={accounts?.waitingDoctors ?? null} />
      {failed !== null && <FailedNotificationsCard failed={failed} />}
      <DashboardHome figures={figures} accounts={accounts} />
    </>
  );
}
