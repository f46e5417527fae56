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
export const PAYMENTS_PATH = '/admin/billing/payments';
export const REFUNDS_PATH = '/admin/billing/refunds';
export const AUDIT_PATH = '/admin/audit';
/** Organisation Settings: the sidebar's Settings entry and the user menu's Settings link are the same page. */
export const ADMIN_SETTINGS_PATH = '/admin/settings/org';
