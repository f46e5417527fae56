// /admin/notifications: every message the outbox holds, newest first, with its event, recipient, state, attempts,
// last error and time; a filter by state; "Send again" for a failed one (recorded in the audit log). The dashboard
// shows the failed count through its own card (dashboard/dashboard-live-cards.tsx).
import { formatNumber } from '../../../../shared/i18n/format';
import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_STATES,
  type NotificationState,
  type StoredNotification,
} from '../../../notifications';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../env';
import { readFormFields } from '../../../http/form';
import { refusalText } from '../../../http/refusals';
import { checkFields, lenient, pageField, queryFields, readAs, readQuery, z } from '../../../http/validate';
import { FORM_LIMIT } from '../../../http/replies';
import {
  handOver,
  isNotificationState,
  listNotifications,
  loadNotificationConfig,
  maskPhone,
  type NotificationEvent,
  requeueFailed,
} from '../../../notifications';
import { actorOf, adminDb } from '../../db';
import { failedCount } from '../shared/failed-count';
import { FilterSelect } from '../../FilterFields';
import { NOTIFICATIONS_PATH, REQUESTS_PATH } from '../../paths';
import { indiaTime } from '../shared/india-time';
import { ListTable } from '../shared/ListTable';
import { Pager, shownRange } from '../shared/Pager';

export const resendPath = (id: string) => `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/resend`;

export const STATE_LABELS: Record<NotificationState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent (unsubscribed)',
};

/** Every event's words: a new event does not compile until it has them. */
const EVENT_LABELS: Record<NotificationEvent, string> = {
  'request.coordinators': 'New request, to a coordinator',
  'contact.acknowledgement': 'Contact message acknowledged',
  'newsletter.confirmation': 'Newsletter sign-up confirmed',
  'appointment.coordinators': 'New appointment, to a coordinator',
  'appointment.confirmation': 'Appointment confirmed',
  'appointment.rescheduled': 'Appointment moved',
  'appointment.cancelled': 'Appointment cancelled',
  'appointment.paid': 'Payment received, to the patient',
  'appointment.reminder-evening': 'Reminder, the evening before',
  'appointment.reminder-hour': 'Reminder, the hour before',
  'hours.change-requested': 'Doctor asks to change their hours',
  'account.doctor-signup': 'Doctor sign-up, to a coordinator',
  'prescription.issued': 'Prescription issued, to the patient',
  'appointment.received': 'Booking received, to the patient',
  'appointment.payment-request': 'Payment request, to the patient',
};

const STATE_STYLES: Record<NotificationState, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-slate-100 text-ink-800',
};

export interface NotificationsQuery {
  state?: NotificationState;
  page: number;
}

export function notificationsSearch(query: NotificationsQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.state) params.set('state', query.state);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A state the list knows, or every state. */
const stateField = lenient((text) => (isNotificationState(text) ? text : undefined));

/** ?state=&page=&resent=1: an unknown state or page shows every state's first page, as a stale bookmark should. */
const NOTIFICATIONS_QUERY = z.object({
  state: stateField,
  page: pageField(100_000),
  resent: lenient((text) => text === '1'),
});

const NO_FAILED_MESSAGE = 'There is no failed message with that id (it may have been sent again already).';

/** "Send again": the message's id (from the address) and the list's query string to go back to. */
const RESEND_FORM = z.object({
  id: readAs((id) => (/^[0-9a-f-]{36}$/.test(id) ? id : null), NO_FAILED_MESSAGE),
  back: lenient((text) => readQuery(z.object({ state: stateField }), queryFields(new URLSearchParams(text))).state),
});

function StateFilter({ state }: { state?: NotificationState }) {
  return (
    <form method="get" action={NOTIFICATIONS_PATH} className="card flex flex-wrap items-end gap-3">
      <FilterSelect
        id="notifications-state"
        name="state"
        label="State"
        value={state}
        all="All states"
        options={NOTIFICATION_STATES.map((value) => [value, STATE_LABELS[value]] as const)}
      />
      <button type="submit" className="btn-primary">
        Apply
      </button>
    </form>
  );
}

const CHANNEL_LABELS = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

/** A mail's address as a link; a phone message's channel and number, masked, with what the provider last said. */
function Recipient({ notification }: { notification: StoredNotification }) {
  if (notification.channel === 'email')
    return <a href={`mailto:${notification.recipient}`}>{notification.recipient}</a>;
  const number = notification.recipient.slice(notification.recipient.indexOf(':') + 1);
  return (
    <>
      <span className="font-semibold">{CHANNEL_LABELS[notification.channel]}</span>{' '}
      <span className="whitespace-nowrap">{maskPhone(number)}</span>
      {notification.delivery && (
        <span className="block text-ink-600">
          Provider: {notification.delivery}
          {notification.deliveryError ? ` (${notification.deliveryError})` : ''}
        </span>
      )}
    </>
  );
}

function NotificationRow({ notification, back }: { notification: StoredNotification; back: string }) {
  return (
    <tr className="border-b border-slate-200 align-top text-sm">
      <td className="whitespace-nowrap py-3 pr-3">{indiaTime(notification.createdAt)}</td>
      <td className="py-3 pr-3">
        {EVENT_LABELS[notification.event as NotificationEvent] ?? notification.event}
        {notification.reference && (
          <a href={`${REQUESTS_PATH}?q=${encodeURIComponent(notification.reference)}`} className="block font-mono">
            {notification.reference}
          </a>
        )}
      </td>
      <td className="py-3 pr-3 [overflow-wrap:anywhere]">
        <Recipient notification={notification} />
      </td>
      <td className="py-3 pr-3">
        <span className={`inline-block rounded-full px-2 font-semibold ${STATE_STYLES[notification.state]}`}>
          {STATE_LABELS[notification.state]}
        </span>
        {notification.finishedAt !== null && (
          <span className="mt-1 block text-ink-600">{indiaTime(notification.finishedAt)}</span>
        )}
        {notification.state === 'failed' && (
          <form method="post" action={resendPath(notification.id)} className="mt-2">
            <input type="hidden" name="back" value={back} />
            <button type="submit" className="btn-outline min-h-11 whitespace-nowrap px-3 py-1 text-sm">
              Send again
              <span className="sr-only">
                {' '}
                to{' '}
                {notification.channel === 'email'
                  ? notification.recipient
                  : maskPhone(notification.recipient.slice(notification.recipient.indexOf(':') + 1))}
              </span>
            </button>
          </form>
        )}
      </td>
      <td className="py-3 pr-3">{formatNumber(notification.attempts)}</td>
      <td className="max-w-xs py-3 [overflow-wrap:anywhere]">{notification.lastError ?? '—'}</td>
    </tr>
  );
}

export interface NotificationsProps {
  query: NotificationsQuery;
  notifications: readonly StoredNotification[];
  total: number;
  failed: number;
  /** Set after "Send again": the message is back in the queue. */
  resent: boolean;
  /** What is wrong with the notification settings, if anything (nothing is sent until it is fixed). */
  configProblems: readonly string[];
}

export function Notifications({ query, notifications, total, failed, resent, configProblems }: NotificationsProps) {
  const back = notificationsSearch(query);
  return (
    <div className="grid gap-6">
      <p className="m-0 max-w-3xl text-ink-700">
        Every message the site sends, by e-mail, WhatsApp or SMS: a coordinator's mail for each new request or
        appointment, a visitor's acknowledgement or confirmation, and a patient's messages about their appointment
        (received, confirmed, moved, cancelled, reminders, payment, prescription ready), on WhatsApp where the patient
        agreed and by SMS otherwise. A message that could not be delivered is tried again for about half an hour, then
        marked failed with the last error (a WhatsApp message is sent by SMS instead); send it again once the cause is
        fixed.
      </p>
      {configProblems.length > 0 && (
        <div role="alert" className="alert-error">
          <p className="m-0 font-semibold">Nothing can be sent until the notification settings are fixed:</p>
          <ul className="m-0 mt-1">
            {configProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {resent && (
        <p role="status" className="m-0 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          The message is queued to be sent again.
        </p>
      )}
      <p className="m-0 font-semibold">
        {failed === 0 ? (
          'No failed messages.'
        ) : (
          <a href={`${NOTIFICATIONS_PATH}?state=failed`}>{`Failed messages: ${formatNumber(failed)}`}</a>
        )}
      </p>
      <StateFilter state={query.state} />
      <ListTable
        summary={
          total === 0 ? 'No messages match.' : `Showing ${shownRange(query.page, total, NOTIFICATION_PAGE_SIZE)}`
        }
        rows={notifications}
        row={(notification) => <NotificationRow key={notification.id} notification={notification} back={back} />}
        caption="Notifications, newest first"
        headers={['Written', 'Event', 'Recipient', 'State', 'Attempts', 'Last error']}
        minWidth="min-w-[50rem]"
        pager={
          <Pager
            pageSize={NOTIFICATION_PAGE_SIZE}
            query={query}
            total={total}
            path={NOTIFICATIONS_PATH}
            search={(page) => notificationsSearch(query, page)}
          />
        }
      />
    </div>
  );
}

/** The messages of the filter and page asked for, with the failed count and any settings problem. */
export async function notificationsScreen(c: Context<AppEnv>) {
  const db = adminDb(c);
  const { resent, ...query } = readQuery(NOTIFICATIONS_QUERY, c.req.query());
  const [{ notifications, total }, failed] = await Promise.all([
    listNotifications(db, query, query.page),
    failedCount(c, db),
  ]);
  const loaded = loadNotificationConfig(c.env);
  return (
    <Notifications
      query={query}
      notifications={notifications}
      total={total}
      failed={failed}
      resent={resent}
      configProblems={loaded.ok ? [] : loaded.problems}
    />
  );
}

/** "Send again" for a failed message: back in the queue, and in the audit log. */
export function notificationsActions(path: string) {
  return new Hono<AppEnv>().post(`${path}/:id/resend`, FORM_LIMIT, async (c) => {
    const db = adminDb(c);
    const read = await readFormFields(c.req);
    if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
    const checked = checkFields(RESEND_FORM, { ...read.fields, id: c.req.param('id') });
    if (!checked.ok) return c.text(checked.problems.id ?? NO_FAILED_MESSAGE, 404);
    const { id, back: state } = checked.value;
    if (!(await requeueFailed(db, id, actorOf(c), Date.now()))) return c.text(NO_FAILED_MESSAGE, 404);
    await handOver(c.env, [id], Date.now());
    return c.redirect(`${path}?${state ? `state=${state}&` : ''}resent=1`, 303);
  });
}

/** The sidebar's badge: failed messages, shown only when there are some (a badge reads as something to look at). */
export async function failedBadge(c: Context<AppEnv>, db: D1Database): Promise<number | null> {
  const failed = await failedCount(c, db);
  return failed > 0 ? failed : null;
}
