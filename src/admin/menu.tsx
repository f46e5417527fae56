// The admin area's menu: each entry names its path once, its title and its screen. The routes, the sidebar links,
// the page titles and the badges all come from here (src/admin/routes.tsx), and the /admin guard covers every entry.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { withoutTrailingSlash, type AreaEntry } from '../render/area-routes';
import type { MasterKind } from '../records';
import { auditScreen } from './screens/audit/AuditLog';
import { cmsContentScreen } from './screens/cms/CmsContent';
import { cmsMediaScreen } from './screens/cms/CmsMedia';
import { cmsPagesScreen } from './screens/cms/CmsPages';
import { auditActions } from './screens/audit/MedicalAccessLog';
import { mastersScreen, mastersSubmit } from './screens/masters/Masters';
import { calendarsScreen, calendarsSubmit } from './screens/scheduling/Calendars';
import { slotsScreen, slotsSubmit } from './screens/scheduling/Slots';
import { settingsBrandingScreen } from './screens/settings/SettingsBranding';
import { settingsIntegrationsScreen } from './screens/settings/SettingsIntegrations';
import { settingsLegalScreen } from './screens/settings/SettingsLegal';
import { settingsOrgScreen } from './screens/settings/SettingsOrg';
import { settingsPaymentsPost, settingsPaymentsScreen } from './screens/settings/SettingsPayments';
import {
  ADMIN_HOME_PATH,
  AUDIT_PATH,
  CALENDARS_PATH,
  CONSULTS_PATH,
  DOCTORS_PATH,
  ADMIN_SETTINGS_PATH,
  INVOICES_PATH,
  NOTIFICATIONS_PATH,
  PATIENTS_PATH,
  PAYMENTS_PATH,
  REFUNDS_PATH,
  REQUESTS_PATH,
  SLOTS_PATH,
} from './paths';
import { appointmentsActions } from './screens/appointments/AppointmentActions';
import { appointmentsBadge } from './screens/appointments/appointment-counts';
import { appointmentsScreen } from './screens/appointments/AppointmentsList';
import { dashboardScreen } from './screens/dashboard/DashboardHome';
import { consultsBadge, consultsScreen } from './screens/consults/LiveConsults';
import { failedBadge, notificationsActions, notificationsScreen } from './screens/notifications/Notifications';
import { invoicesActions, invoicesScreen } from './screens/billing/Invoices';
import { paymentsBadge, paymentsPost, paymentsScreen } from './screens/billing/Payments';
import { reportsActions, reportsScreen } from './screens/reports/Reports';
import { refundsBadge, refundsPost, refundsScreen } from './screens/billing/Refunds';
import { adminProfileScreen } from './screens/account/AdminProfile';
import { usersActions } from './screens/users/UserActions';
import { doctorsScreen, patientsScreen } from './screens/users/UsersList';
import { doctorsBadge } from './screens/users/users-data';

export interface AdminMenuEntry extends AreaEntry {
  /** A live count beside the link, read on every admin page (new requests beside Appointments); null shows none. */
  count?: (c: Context<AppEnv>, db: D1Database) => Promise<number | null>;
}

/** A sidebar group: either one link of its own (Dashboard, Appointments, ...) or a heading over sub-items. */
export type AdminMenuGroup =
  | { kind: 'link'; label: string; entry: AdminMenuEntry }
  | { kind: 'group'; label: string; items: readonly AdminMenuEntry[] };

/** A master's screen (src/admin/screens/masters/Masters.tsx), one definition for all five. */
const masterEntry = (kind: MasterKind, label: string): AdminMenuEntry => ({
  path: `/admin/masters/${kind}`,
  label,
  title: label,
  screen: mastersScreen(kind),
  submit: mastersSubmit(kind),
});

export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    kind: 'link',
    label: 'Dashboard',
    entry: { path: ADMIN_HOME_PATH, label: 'Dashboard', title: 'Dashboard', screen: dashboardScreen },
  },
  {
    kind: 'group',
    label: 'CMS Manager',
    items: [
      { path: '/admin/cms/pages', label: 'Pages', title: 'CMS Pages', screen: cmsPagesScreen },
      { path: '/admin/cms/content', label: 'Content', title: 'CMS Content', screen: cmsContentScreen },
      { path: '/admin/cms/media', label: 'Media', title: 'Media Library', screen: cmsMediaScreen },
    ],
  },
  {
    kind: 'group',
    label: 'Masters',
    items: [
      masterEntry('specialties', 'Specialties'),
      masterEntry('departments', 'Departments'),
      masterEntry('vitals', 'Vitals'),
      masterEntry('symptoms', 'Symptoms'),
      masterEntry('medicines', 'Medicines'),
    ],
  },
  {
    kind: 'group',
    label: 'Users',
    items: [
      { path: PATIENTS_PATH, label: 'Patients', title: 'Patients', screen: patientsScreen, actions: usersActions },
      {
        path: DOCTORS_PATH,
        label: 'Doctors',
        title: 'Doctors',
        screen: doctorsScreen,
        actions: usersActions,
        count: doctorsBadge,
      },
    ],
  },
  {
    kind: 'group',
    label: 'Scheduling',
    items: [
      { path: SLOTS_PATH, label: 'Slots', title: 'Consultation Slots', screen: slotsScreen, submit: slotsSubmit },
      {
        path: CALENDARS_PATH,
        label: 'Calendars',
        title: 'Doctor Calendars',
        screen: calendarsScreen,
        submit: calendarsSubmit,
      },
    ],
  },
  {
    kind: 'link',
    label: 'Appointments',
    entry: {
      path: REQUESTS_PATH,
      label: 'Appointments',
      title: 'Appointments',
      screen: appointmentsScreen,
      actions: appointmentsActions,
      count: appointmentsBadge,
    },
  },
  {
    kind: 'link',
    label: 'Live Consults',
    entry: {
      path: CONSULTS_PATH,
      label: 'Live Consults',
      title: 'Live Consults',
      screen: consultsScreen,
      count: consultsBadge,
    },
  },
  {
    kind: 'group',
    label: 'Billing',
    items: [
      {
        path: INVOICES_PATH,
        label: 'Invoices',
        title: 'Invoices',
        screen: invoicesScreen,
        actions: invoicesActions,
      },
      {
        path: PAYMENTS_PATH,
        label: 'Payments',
        title: 'Payments',
        screen: paymentsScreen,
        submit: paymentsPost,
        count: paymentsBadge,
      },
      {
        path: REFUNDS_PATH,
        label: 'Refunds',
        title: 'Refunds',
        screen: refundsScreen,
        submit: refundsPost,
        count: refundsBadge,
      },
    ],
  },
  {
    kind: 'link',
    label: 'Reports & Analytics',
    entry: {
      path: '/admin/reports',
      label: 'Reports & Analytics',
      title: 'Reports & Analytics',
      screen: reportsScreen,
      actions: reportsActions,
    },
  },
  {
    kind: 'link',
    label: 'Notifications',
    entry: {
      path: NOTIFICATIONS_PATH,
      label: 'Notifications',
      title: 'Notifications',
      screen: notificationsScreen,
      actions: notificationsActions,
      count: failedBadge,
    },
  },
  {
    kind: 'group',
    label: 'Settings',
    items: [
      { path: ADMIN_SETTINGS_PATH, label: 'Organisation', title: 'Organisation Settings', screen: settingsOrgScreen },
      { path: '/admin/settings/branding', label: 'Branding', title: 'Branding', screen: settingsBrandingScreen },
      { path: '/admin/settings/legal', label: 'Legal', title: 'Legal Settings', screen: settingsLegalScreen },
      {
        path: '/admin/settings/integrations',
        label: 'Integrations',
        title: 'Integrations',
        screen: settingsIntegrationsScreen,
      },
      {
        path: '/admin/settings/payments',
        label: 'Payments',
        title: 'Payment Settings',
        screen: settingsPaymentsScreen,
        submit: settingsPaymentsPost,
      },
    ],
  },
  {
    kind: 'link',
    label: 'Audit Logs',
    entry: {
      path: AUDIT_PATH,
      label: 'Audit Logs',
      title: 'Audit Logs',
      screen: auditScreen,
      actions: auditActions,
    },
  },
];

/** The entries of one sidebar group, in menu order. */
export function groupEntries(group: AdminMenuGroup): readonly AdminMenuEntry[] {
  return group.kind === 'link' ? [group.entry] : group.items;
}

/** The user menu (Profile, Settings; Sign Out is a form, not a link). */
export const ADMIN_PROFILE_PATH = '/admin/profile';

export const ADMIN_USER_MENU_GROUP = 'Account';
export const ADMIN_USER_MENU: readonly AdminMenuEntry[] = [
  { path: ADMIN_PROFILE_PATH, label: 'Profile', title: 'Profile', screen: adminProfileScreen },
  // The sidebar's Organisation entry, linked from the user menu too.
  { path: ADMIN_SETTINGS_PATH, label: 'Settings', title: 'Organisation Settings', screen: settingsOrgScreen },
];

/** The name the user menu shows when the signed-in admin has no name on record. */
export const ADMIN_NAME_FALLBACK = 'Admin User';

export interface AdminSection extends AdminMenuEntry {
  /** The sidebar group's label (for single-link groups, the link's own label), or "Account" for Profile. */
  group: string;
}

/** Every page of the admin area, in menu order: the sidebar's entries, then Profile (the user menu's). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
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
export const ADMIN_PATHS: readonly string[] = ADMIN_SECTIONS.map((section) => section.path);

/** The menu entry (with its title and group) for a path of the admin shell, or undefined. */
export function findAdminSection(path: string): AdminSection | undefined {
  const wanted = withoutTrailingSlash(path);
  return ADMIN_SECTIONS.find((section) => section.path === wanted);
}
