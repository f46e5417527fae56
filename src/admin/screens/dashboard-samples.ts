// The dashboard's fixed sample figures (SPEC.md section 2 "Admin dashboard" and section 9) that no live source
// replaces yet (revenue, patients, prescriptions...). Nothing here is fetched or computed, and the page marks each of
// them as a sample. Today's appointments, the live consults and the appointments overview are read from D1 instead
// (DashboardHome's live figures). The figures are values, formatted when shown.
import { formatNumber, formatPercent, formatRupees } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';

/** Sample figures shown in more than one place. */
const REVENUE_THIS_MONTH = 845_200;

export type Trend = 'up' | 'down' | 'flat';

/** A figure as a value and what it counts; `share` runs from 0 to 1. */
export type SampleFigure =
  | { kind: 'count'; value: number }
  | { kind: 'rupees'; value: number }
  | { kind: 'share'; value: number }
  | { kind: 'minutes'; value: number };

/** A figure as shown, in Indian digit grouping: "12,847", "₹8,45,200", "98%", "6 min". */
export function figureText(figure: SampleFigure, locale: Locale = 'en'): string {
  switch (figure.kind) {
    case 'count':
      return formatNumber(figure.value, locale);
    case 'rupees':
      return formatRupees(figure.value, locale);
    case 'share':
      return formatPercent(figure.value, locale);
    case 'minutes':
      return `${formatNumber(figure.value, locale)} min`;
  }
}

export interface StatCard {
  label: string;
  value: SampleFigure;
  /** The change as shown, with its sign and period. */
  change: string;
  trend: Trend;
  /** Whether this direction of change is good news (a shorter wait going down is). */
  positive: boolean;
}

export const STAT_CARDS: readonly StatCard[] = [
  {
    label: 'Total Patients',
    value: { kind: 'count', value: 12_847 },
    change: '+12% vs last month',
    trend: 'up',
    positive: true,
  },
  {
    label: 'Active Doctors',
    value: { kind: 'count', value: 248 },
    change: '+6 this month',
    trend: 'up',
    positive: true,
  },
  {
    label: 'Revenue This Month',
    value: { kind: 'rupees', value: REVENUE_THIS_MONTH },
    change: '+18% vs last month',
    trend: 'up',
    positive: true,
  },
  {
    label: 'Prescriptions Issued',
    value: { kind: 'count', value: 1_326 },
    change: '+9% vs last month',
    trend: 'up',
    positive: true,
  },
  {
    label: 'Patient Satisfaction',
    value: { kind: 'share', value: 0.98 },
    change: '+1 point vs last month',
    trend: 'up',
    positive: true,
  },
  {
    label: 'Average Wait Time',
    value: { kind: 'minutes', value: 6 },
    change: '-2 min vs last month',
    trend: 'down',
    positive: true,
  },
];

export interface OverviewRow {
  label: string;
  value: number;
  /** The progress bar's maximum; 100 unless given (SPEC.md section 9). */
  max?: number;
}

export const PROGRESS_MAX_DEFAULT = 100;

/** A row's maximum, with the default applied and never below 1. */
export function overviewMax(row: OverviewRow): number {
  const max = row.max ?? PROGRESS_MAX_DEFAULT;
  return Number.isFinite(max) && max > 0 ? max : PROGRESS_MAX_DEFAULT;
}

/** A row's value kept within 0..max, for the bar and its ARIA value. */
export function overviewValue(row: OverviewRow): number {
  const value = Number.isFinite(row.value) ? row.value : 0;
  return Math.min(Math.max(value, 0), overviewMax(row));
}

/** The value as shown beside the bar: "68%" against the default maximum, "18 of 40" against another. */
export function overviewText(row: OverviewRow): string {
  const max = overviewMax(row);
  const value = overviewValue(row);
  return max === PROGRESS_MAX_DEFAULT ? `${value}%` : `${value} of ${max}`;
}

export interface RevenueMetric {
  label: string;
  /** Rupees. */
  amount: number;
  note: string;
}

export const REVENUE_METRICS: readonly RevenueMetric[] = [
  { label: 'Today', amount: 42_350, note: '61 paid consultations' },
  { label: 'This week', amount: 286_900, note: '+11% vs last week' },
  { label: 'This month', amount: REVENUE_THIS_MONTH, note: '+18% vs last month' },
  { label: 'Subscriptions', amount: 194_770, note: '38 active monthly plans' },
  { label: 'Refunds this month', amount: 12_480, note: '14 refunds processed' },
];

export interface ActivityEntry {
  id: string;
  text: string;
  /** When, as shown. */
  time: string;
}

export const RECENT_ACTIVITY: readonly ActivityEntry[] = [
  { id: 'a1', text: 'New patient registered through the patient portal', time: '5 minutes ago' },
  { id: 'a2', text: 'Diabetes care consultation completed', time: '18 minutes ago' },
  { id: 'a3', text: 'Comprehensive Health Check-up booked', time: '42 minutes ago' },
  { id: 'a4', text: 'Refund issued for a cancelled consultation', time: '1 hour ago' },
  { id: 'a5', text: 'Doctor profile submitted for approval', time: '3 hours ago' },
  { id: 'a6', text: 'Cancer second opinion report shared with a patient', time: 'Yesterday' },
];
