// The words more than one admin section shows: a request's kind and status, an audit action, and the answer when
// the auth server did not answer a change.
import type { RequestKind } from '../../../../shared/requests/kinds';
import type { RequestStatus } from '../../../requests';

/** A request's kind in words (the requests list, the dashboard, the reports, the legal settings). */
export const KIND_LABELS: Record<RequestKind, string> = {
  booking: 'Call-back',
  doctor: 'Doctor request',
  contact: 'Contact message',
  newsletter: 'Newsletter',
  privacy: 'Privacy request',
  refund: 'Refund request',
};

/** A request's status in words (the requests list and the refunds). */
export const STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

/** Each audit action in words (the log's Action column and the dashboard's Recent Activity). */
export const AUDIT_ACTION_WORDS: Record<string, string> = {
  status: 'Request status changed',
  appointment: 'Appointment changed',
  payment: 'Payment recorded',
  refund: 'Refund paid back',
  'gateway-event': 'Gateway payment not matched',
  'gateway-refund': 'Gateway refund started, paid or failed',
  'gateway-attach': 'Gateway payment attached',
  'payment-setting': 'Payment options changed',
  export: 'CSV exported',
  resend: 'Notification sent again',
  doctor: 'Doctor record saved',
  calendar: 'Doctor’s week saved',
  slot: 'Slot blocked or unblocked',
  'hours-request': 'Doctor’s hours request',
  'account-approve': 'Doctor approved',
  'account-role': 'Role changed',
  'account-disable': 'Account disabled',
  'account-enable': 'Account enabled',
  'account-reset': 'Password reset sent',
  'account-delete': 'Account deleted',
  'master-add': 'Master row added',
  'master-edit': 'Master row edited',
  'master-retire': 'Master row retired',
  'master-restore': 'Master row restored',
  'record-create': 'Consultation record written',
  'record-update': 'Consultation record changed',
  'prescription-draft': 'Prescription draft saved',
  'prescription-issue': 'Prescription issued',
  'prescription-supersede': 'Prescription correction started',
  'phone-sign-in-lock': 'Mobile sign-in locked',
};

/** A change the auth server did not answer (an account's action, a doctor's calendar account unlinked). */
export const AUTH_NOTHING_CHANGED = 'The auth server did not answer, so nothing was changed. Try again in a minute.';
