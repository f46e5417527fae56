// The admin paths one screen links to from another (the dashboard to failed messages, a message to its request). The
// menu names them from here, so each is still written once; a screen nobody links to keeps its path in the menu.
export const ADMIN_HOME_PATH = '/admin';
export const REQUESTS_PATH = '/admin/appointments';
export const NOTIFICATIONS_PATH = '/admin/notifications';
export const SLOTS_PATH = '/admin/scheduling/slots';
export const CALENDARS_PATH = '/admin/scheduling/calendars';
export const CONSULTS_PATH = '/admin/consults';
export const PATIENTS_PATH = '/admin/users/patients';
export const DOCTORS_PATH = '/admin/users/doctors';
export const INVOICES_PATH = '/admin/billing/invoices';
export const PAYMENTS_PATH = '/admin/billing/payments';
export const REFUNDS_PATH = '/admin/billing/refunds';
export const AUDIT_PATH = '/admin/audit';
/** Organisation Settings: the sidebar's Settings entry and the user menu's Settings link are the same page. */
export const ADMIN_SETTINGS_PATH = '/admin/settings/org';

/**
 * The coordinators' daily work: each in sight in the sidebar on a laptop (1280 × 800) without scrolling, and the
 * sections holding them never folded (AdminShell; tests/e2e/admin-sidebar.spec.ts). The other sections fold unless
 * the current page is theirs.
 */
export const ADMIN_DAILY_PATHS: readonly string[] = [
  ADMIN_HOME_PATH,
  REQUESTS_PATH,
  CONSULTS_PATH,
  INVOICES_PATH,
  PAYMENTS_PATH,
  REFUNDS_PATH,
  NOTIFICATIONS_PATH,
];
