// The admin dashboard shell's menu and its fixed sample figures (SPEC.md section 2 "Admin dashboard" and section 9).
// Nothing here is fetched or computed: the spec's dashboard shows fixed sample figures, and the pages say so. The
// figures are values, formatted when shown; one that appears twice (a badge and a stat card) is written once.
import { formatNumber, formatPercent, formatRupees } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';

/** Sample figures shown in more than one place (SPEC.md section 9: the sidebar badges are 24 and 3). */
const APPOINTMENTS_TODAY = 24;
const LIVE_CONSULTS = 3;
const REVENUE_THIS_MONTH = 845_200;

export interface AdminMenuEntry {
  path: string;
  /** The text of the menu link. */
  label: string;
  /** The page's heading and the first part of its <title>. */
  title: string;
  /** A count shown beside the link: a fixed sample figure, or live (AdminShell's `counts`, e.g. new requests). */
  badge?: number;
}

/** A sidebar group: either one link of its own (Dashboard, Appointments, ...) or a heading over sub-items. */
export type AdminMenuGroup =
  | { kind: 'link'; label: string; entry: AdminMenuEntry }
  | { kind: 'group'; label: string; items: readonly AdminMenuEntry[] };

export const ADMIN_HOME_PATH = '/admin';

export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  { kind: 'link', label: 'Dashboard', entry: { path: '/admin', label: 'Dashboard', title: 'Dashboard' } },
  {
    kind: 'group',
    label: 'CMS Manager',
    items: [
      { path: '/admin/cms/pages', label: 'Pages', title: 'CMS Pages' },
      { path: '/admin/cms/content', label: 'Content', title: 'CMS Content' },
      { path: '/admin/cms/media', label: 'Media', title: 'Media Library' },
    ],
  },
  {
    kind: 'group',
    label: 'Masters',
    items: [
      { path: '/admin/masters/specialties', label: 'Specialties', title: 'Specialties' },
      { path: '/admin/masters/departments', label: 'Departments', title: 'Departments' },
      { path: '/admin/masters/vitals', label: 'Vitals', title: 'Vitals' },
      { path: '/admin/masters/symptoms', label: 'Symptoms', title: 'Symptoms' },
    ],
  },
  {
    kind: 'group',
    label: 'Users',
    items: [
      { path: '/admin/users/patients', label: 'Patients', title: 'Patients' },
      { path: '/admin/users/doctors', label: 'Doctors', title: 'Doctors' },
    ],
  },
  {
    kind: 'group',
    label: 'Scheduling',
    items: [
      { path: '/admin/scheduling/slots', label: 'Slots', title: 'Consultation Slots' },
      { path: '/admin/scheduling/calendars', label: 'Calendars', title: 'Doctor Calendars' },
    ],
  },
  {
    kind: 'link',
    label: 'Appointments',
    // Its badge is live: the number of new requests (src/routes/admin.tsx).
    entry: { path: '/admin/appointments', label: 'Appointments', title: 'Appointments' },
  },
  {
    kind: 'link',
    label: 'Live Consults',
    entry: { path: '/admin/consults', label: 'Live Consults', title: 'Live Consults', badge: LIVE_CONSULTS },
  },
  {
    kind: 'group',
    label: 'Billing',
    items: [
      { path: '/admin/billing/invoices', label: 'Invoices', title: 'Invoices' },
      { path: '/admin/billing/payments', label: 'Payments', title: 'Payments' },
      { path: '/admin/billing/refunds', label: 'Refunds', title: 'Refunds' },
    ],
  },
  {
    kind: 'link',
    label: 'Reports & Analytics',
    entry: { path: '/admin/reports', label: 'Reports & Analytics', title: 'Reports & Analytics' },
  },
  {
    kind: 'link',
    label: 'Notifications',
    entry: { path: '/admin/notifications', label: 'Notifications', title: 'Notifications' },
  },
  {
    kind: 'group',
    label: 'Settings',
    items: [
      { path: '/admin/settings/org', label: 'Organisation', title: 'Organisation Settings' },
      { path: '/admin/settings/branding', label: 'Branding', title: 'Branding' },
      { path: '/admin/settings/legal', label: 'Legal', title: 'Legal Settings' },
      { path: '/admin/settings/integrations', label: 'Integrations', title: 'Integrations' },
    ],
  },
  { kind: 'link', label: 'Audit Logs', entry: { path: '/admin/audit', label: 'Audit Logs', title: 'Audit Logs' } },
];

/** The entries of one sidebar group, in menu order. */
export function groupEntries(group: AdminMenuGroup): readonly AdminMenuEntry[] {
  return group.kind === 'link' ? [group.entry] : group.items;
}

/** The user menu (Profile, Settings; Sign Out is a form, not a link). */
export const ADMIN_PROFILE_PATH = '/admin/profile';
export const ADMIN_SETTINGS_PATH = '/admin/settings/org';

export const ADMIN_USER_MENU_GROUP = 'Account';
export const ADMIN_USER_MENU: readonly AdminMenuEntry[] = [
  { path: ADMIN_PROFILE_PATH, label: 'Profile', title: 'Profile' },
  { path: ADMIN_SETTINGS_PATH, label: 'Settings', title: 'Organisation Settings' },
];

/** The name the user menu shows when the signed-in admin has no name on record. */
export const ADMIN_NAME_FALLBACK = 'Admin User';

export interface AdminSection extends AdminMenuEntry {
  /** The sidebar group's label (for single-link groups, the link's own label), or "Account" for Profile. */
  group: string;
}

const SECTIONS: readonly AdminSection[] = [
  ...ADMIN_MENU.flatMap((group) => groupEntries(group).map((entry) => ({ ...entry, group: group.label }))),
  // Settings in the user menu points at a sidebar path; only Profile is a page of its own.
  ...ADMIN_USER_MENU.filter((entry) => entry.path === ADMIN_PROFILE_PATH).map((entry) => ({
    ...entry,
    group: ADMIN_USER_MENU_GROUP,
  })),
];

/** Every sidebar path, /admin first, in menu order (the spec's navigation targets). */
export const ADMIN_MENU_PATHS: readonly string[] = ADMIN_MENU.flatMap((group) =>
  groupEntries(group).map((e) => e.path),
);

/** Every page of the admin shell: the sidebar paths, then /admin/profile (the user menu's Profile). */
export const ADMIN_PATHS: readonly string[] = SECTIONS.map((section) => section.path);

/** `/admin/x/` and `/admin/x` are the same page. */
export function normalizeAdminPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The menu entry (with its title and group) for a path of the admin shell, or undefined. */
export function findAdminSection(path: string): AdminSection | undefined {
  const wanted = normalizeAdminPath(path);
  return SECTIONS.find((section) => section.path === wanted);
}

// ---- Sample figures -------------------------------------------------------------------------------------------

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
    label: "Today's Appointments",
    value: { kind: 'count', value: APPOINTMENTS_TODAY },
    change: '+4 vs yesterday',
    trend: 'up',
    positive: true,
  },
  {
    label: 'Live Consults',
    value: { kind: 'count', value: LIVE_CONSULTS },
    change: 'No change',
    trend: 'flat',
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

/** This week's appointments by outcome, as a share of all bookings (per cent). */
export const APPOINTMENTS_OVERVIEW: readonly OverviewRow[] = [
  { label: 'Completed', value: 68 },
  { label: 'Upcoming', value: 21 },
  { label: 'Rescheduled', value: 6 },
  { label: 'Cancelled', value: 5 },
];

export const APPOINTMENTS_OVERVIEW_PERIOD = 'This week, share of all bookings';

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
