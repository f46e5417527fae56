// The addresses one admin section links to in another: an appointment's pages (from the list and Live Consults)
// and the audit log's query string (from the log and the dashboard's Recent Activity).
import type { AuditCursor } from '../../../audit';

/** The addresses under the list's own path ('/admin/appointments'). */
export const appointmentPaths = (list: string) => ({
  detail: (reference: string) => `${list}/${reference}`,
  action: (reference: string, action: 'confirm' | 'move' | 'cancel' | 'reschedule') => `${list}/${reference}/${action}`,
  create: `${list}/new`,
  csv: `${list}/appointments.csv`,
  requests: `${list}?view=requests`,
});

/** The log's query string: the action filter (a known action only) and where the page starts. */
export function auditSearch(action: string | undefined, after: AuditCursor | null = null): string {
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (after) params.set('after', `${after.at}.${after.id}`);
  const text = params.toString();
  return text ? `?${text}` : '';
}
