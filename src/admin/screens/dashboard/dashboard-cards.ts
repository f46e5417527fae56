// The dashboard's eight cards (docs/product/admin.md) as values and links, pure: each figure from DashboardFigures
// (D1) or the auth server's accounts, formatted here at render. Two of the spec's cards have no source (no ratings are
// collected, no wait is measured in a consultation room): the waits for a first call stand in their places.
import { formatNumber } from '../../../../shared/i18n/format';
import { formatPaise } from '../../../../shared/money';
import type { AppointmentStatus } from '../../../appointments';
import { CALENDARS_PATH, CONSULTS_PATH, PATIENTS_PATH, PAYMENTS_PATH } from '../../paths';
import type { DashboardFigures } from './dashboard-data';
import { appointmentsLink, auditLink, durationText, requestsLink } from './dashboard-copy';
import type { AccountFigures } from '../users/users-data';

export const count = (value: number, one: string, many: string) => `${formatNumber(value)} ${value === 1 ? one : many}`;

export const sum = (today: DashboardFigures['today'], statuses: readonly AppointmentStatus[]) =>
  statuses.reduce((total, status) => total + (today[status] ?? 0), 0);

/** Today's appointments that keep their time (not cancelled, not lapsed). */
export function appointmentsToday(today: DashboardFigures['today']): number {
  return sum(today, ['requested', 'scheduled', 'confirmed', 'in-consultation', 'completed', 'no-show']);
}

export interface StatCard {
  id: string;
  label: string;
  value: string;
  note: string;
  href: string;
}

/** The eight cards (docs/product/admin.md), each a real figure; two of the spec's (Patient Satisfaction, Average
 * Wait Time) have no source, so the waits for a first call stand in their places. */
export function statCards(f: DashboardFigures, accounts: AccountFigures | null): StatCard[] {
  const { waiting, firstContact } = f.requests;
  const samples = f.doctors.samples;
  return [
    {
      id: 'appointments-today',
      label: "Today's Appointments",
      value: formatNumber(appointmentsToday(f.today)),
      note: 'Today in India, not counting cancelled or lapsed',
      href: appointmentsLink({}),
    },
    {
      id: 'live-consults',
      label: 'Live Consults',
      value: formatNumber(f.liveConsults),
      note: 'Due now, ±15 minutes',
      href: CONSULTS_PATH,
    },
    {
      id: 'patients',
      label: 'Total Patients',
      value: accounts ? formatNumber(accounts.patients) : '—',
      note: !accounts
        ? 'Not available: the auth server did not answer'
        : accounts.truncated
          ? 'Patient accounts among the first accounts read (the list is capped)'
          : 'Patient accounts (booking needs none)',
      href: PATIENTS_PATH,
    },
    {
      id: 'active-doctors',
      label: 'Active Doctors',
      value: formatNumber(f.doctors.active),
      note: samples
        ? `Published on the site; ${count(samples, 'is a sample profile', 'are sample profiles')}`
        : 'Published on the site',
      href: CALENDARS_PATH,
    },
    {
      id: 'revenue-month',
      label: 'Revenue This Month',
      value: formatPaise(f.billing.payments.month.paise),
      note: `${count(f.billing.payments.month.count, 'payment', 'payments')} recorded`,
      href: PAYMENTS_PATH,
    },
    {
      id: 'prescriptions-month',
      label: 'Prescriptions Issued',
      value: formatNumber(f.prescriptionsThisMonth),
      note: 'This month',
      href: auditLink('prescription-issue'),
    },
    {
      id: 'waiting-first-call',
      label: 'Waiting for a First Call',
      value: formatNumber(waiting.count),
      note: waiting.oldestAt === null ? 'None waiting' : `Oldest waiting ${durationText(f.now - waiting.oldestAt)}`,
      href: requestsLink({ status: 'new' }),
    },
    {
      id: 'first-contact',
      label: 'Median Time to First Contact',
      value: firstContact.medianMs === null ? '—' : durationText(firstContact.medianMs),
      note: `${count(firstContact.count, 'request', 'requests')} received this month and called`,
      href: requestsLink({ status: 'contacted' }),
    },
  ];
}
