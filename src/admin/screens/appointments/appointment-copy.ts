// The coordinator's words for appointments (the admin area is in English), the addresses of the appointment pages
// under /admin/appointments, and the list's query string (?view=&q=&status=&when=&from=&to=&doctor=&after=), read
// leniently: an unknown value means "all", so a stale bookmark still opens the list.
import { cursorField, lenient, queryFields, readQuery, searchField, z } from '../../../http/validate';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_WINDOWS,
  type AppointmentCursor,
  type AppointmentFilter,
  type AppointmentStatus,
  type AppointmentStatusFilter,
  type AppointmentWindow,
  type PaymentState,
  STATUS_WORDS,
} from '../../../appointments';

// The status and mode words are shared with the doctor's area (src/appointments/staff-copy.ts).
export { MODE_WORDS, STATUS_WORDS } from '../../../appointments';

export const STATUS_FILTER_WORDS: Record<AppointmentStatusFilter, string> = {
  waiting: 'Waiting for a coordinator',
  ...STATUS_WORDS,
};

export const PAYMENT_WORDS: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  'refund-due': 'Refund due',
  refunded: 'Refunded',
};

export const WINDOW_WORDS: Record<AppointmentWindow, string> = {
  upcoming: 'Today and later',
  today: 'Today',
  'next-7-days': 'Next 7 days',
  past: 'Past',
  all: 'All dates',
};

/** The buttons for the moves changeStatus makes (cancelling and confirming have their own forms). */
export const MOVE_WORDS: Partial<Record<AppointmentStatus, string>> = {
  'in-consultation': 'Mark in consultation',
  completed: 'Mark completed',
  'no-show': 'Mark no-show',
};

/** The booking form's WhatsApp box: the coordinator asks the patient on the phone first. */
export const WHATSAPP_CONSENT_WORDS = {
  label: 'Send the patient updates on WhatsApp',
  hint: 'Ask the patient first. Left empty, their phone gets updates by SMS.',
};

export const MESSAGES = {
  taken: 'That time was just taken. Choose another time.',
  conflict: 'Someone else changed this appointment; here it is as it is now.',
  notFound: 'There is no appointment with that reference.',
  notAllowed: (status: AppointmentStatus) =>
    `That change is not possible while the appointment is ${STATUS_WORDS[status].toLowerCase()}.`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DOCTOR_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

export interface AppointmentsQuery extends AppointmentFilter {
  after: AppointmentCursor | null;
}

const isStatusFilter = (value: string): value is AppointmentStatusFilter =>
  value === 'waiting' || (APPOINTMENT_STATUSES as readonly string[]).includes(value);

/** The list's query string: each unknown or malformed value read as its default. */
const APPOINTMENTS_QUERY = z.object({
  q: searchField(100),
  status: lenient((text) => (isStatusFilter(text) ? text : undefined)),
  when: lenient(
    (text): AppointmentWindow =>
      (APPOINTMENT_WINDOWS as readonly string[]).includes(text) ? (text as AppointmentWindow) : 'upcoming',
  ),
  from: lenient((text) => (DATE.test(text) ? text : undefined)),
  to: lenient((text) => (DATE.test(text) ? text : undefined)),
  doctor: lenient((text) => (DOCTOR_ID.test(text) ? text : undefined)),
  after: cursorField((start, id): AppointmentCursor => ({ start, id })),
});

export function readAppointmentsQuery(params: URLSearchParams): AppointmentsQuery {
  const { q, when, doctor, ...rest } = readQuery(APPOINTMENTS_QUERY, queryFields(params));
  return { ...rest, search: q, window: when, doctorId: doctor };
}

/** The query string of a filter ("" for the default view), starting after `after` if given. */
export function appointmentsSearch(query: AppointmentFilter, after: AppointmentCursor | null = null): string {
  const params = new URLSearchParams();
  // A search for a request's reference (the appointments made from it) would otherwise open the requests tab.
  if (query.search && /^CL-/i.test(query.search)) params.set('view', 'appointments');
  if (query.search) params.set('q', query.search);
  if (query.status) params.set('status', query.status);
  if (query.window !== 'upcoming') params.set('when', query.window);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.doctorId) params.set('doctor', query.doctorId);
  if (after) params.set('after', `${after.start}.${after.id}`);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Which tab the list opens: `?view=` says so; without it, a link to a request written before appointments existed
 * (the coordinators' e-mails: ?q=CL-...) or a request-only filter (?kind=) opens the requests.
 */
const LIST_VIEW = z.object({
  view: lenient((text) => (text === 'requests' || text === 'appointments' ? text : null)),
  q: lenient((text) => /^CL-/i.test(text.trim())),
});

export function listView(params: URLSearchParams): 'appointments' | 'requests' {
  const { view, q: requestReference } = readQuery(LIST_VIEW, queryFields(params));
  if (view) return view;
  // A kind filter (even an empty one) or a request's reference searched for opens the requests.
  if (params.has('kind') || requestReference) return 'requests';
  return 'appointments';
}
