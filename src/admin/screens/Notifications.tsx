// /admin/notifications: every message the outbox holds, newest first, with its event, recipient, state, attempts,
// last error and time; a filter by state; "Send again" for a failed one (recorded in the audit log). The dashboard
// shows the failed count through FailedNotificationsCard.
import { formatNumber } from '../../../shared/i18n/format';
import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_STATES,
  type NotificationState,
  type StoredNotification,
} from '../../notifications';
import { DataTable } from '../../pages/admin/DataTable';
import { INBOX_PATH, indiaTime, Pager } from '../../pages/admin/RequestsInbox';

export const NOTIFICATIONS_PATH = '/admin/notifications';
export const resendPath = (id: string) => `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/resend`;

export const STATE_LABELS: Record<NotificationState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent (unsubscribed)',
};

const EVENT_LABELS: Record<string, string> = {
  'request.coordinators': 'New request, to a coordinator',
  'contact.acknowledgement': 'Contact message acknowledged',
  'newsletter.confirmation': 'Newsletter sign-up confirmed',
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

function StateFilter({ state }: { state?: NotificationState }) {
  return (
    <form method="get" action={NOTIFICATIONS_PATH} className="card flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="notifications-state" className="field-label">
          State
        </label>
        <select id="notifications-state" name="state" defaultValue={state ?? ''} className="field-input">
          <option value="">All states</option>
          {NOTIFICATION_STATES.map((value) => (
            <option key={value} value={value}>
              {STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary">
        Apply
      </button>
    </form>
  );
}

function NotificationRow({ notification, back }: { notification: StoredNotification; back: string }) {
  return (
    <tr className="border-b border-slate-200 align-top text-sm">
      <td className="whitespace-nowrap py-3 pr-3">{indiaTime(notification.createdAt)}</td>
      <td className="py-3 pr-3">
        {EVENT_LABELS[notification.event] ?? notification.event}
        {notification.reference && (
          <a href={`${INBOX_PATH}?q=${encodeURIComponent(notification.reference)}`} className="block font-mono">
            {notification.reference}
          </a>
        )}
      </td>
      <td className="py-3 pr-3 [overflow-wrap:anywhere]">
        <a href={`mailto:${notification.recipient}`}>{notification.recipient}</a>
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
              Send again<span className="sr-only"> to {notification.recipient}</span>
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
  const first = total === 0 ? 0 : (query.page - 1) * NOTIFICATION_PAGE_SIZE + 1;
  const last = Math.min(total, query.page * NOTIFICATION_PAGE_SIZE);
  const back = notificationsSearch(query);
  return (
    <div className="grid gap-6">
      <p className="m-0 max-w-3xl text-ink-700">
        Every e-mail the site sends: a coordinator's mail for each new request, and a visitor's acknowledgement or
        confirmation. A message that could not be delivered is tried again for about half an hour, then marked failed
        with the last error; send it again once the cause is fixed.
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
      <p className="m-0 font-semibold" role="status">
        {total === 0
          ? 'No messages match.'
          : `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}`}
      </p>
      {notifications.length > 0 && (
        <DataTable
          caption="Notifications, newest first"
          headers={['Written', 'Event', 'Recipient', 'State', 'Attempts', 'Last error']}
          minWidth="min-w-[50rem]"
        >
          {notifications.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} back={back} />
          ))}
        </DataTable>
      )}
      <Pager
        query={query}
        total={total}
        path={NOTIFICATIONS_PATH}
        search={(page) => notificationsSearch(query, page)}
      />
    </div>
  );
}

/** The dashboard's live figure: how many messages failed, linking to them. */
export function FailedNotificationsCard({ failed }: { failed: number }) {
  return (
    <section aria-labelledby="failed-notifications" className="card mb-6 flex flex-wrap items-center gap-3">
      <h2 id="failed-notifications" className="m-0 text-lg font-bold text-ink-900">
        Failed notifications
      </h2>
      <p className="m-0 text-2xl font-bold text-ink-900" data-failed-notifications={failed}>
        {formatNumber(failed)}
      </p>
      <a href={`${NOTIFICATIONS_PATH}${failed > 0 ? '?state=failed' : ''}`} className="btn-outline">
        {failed > 0 ? 'See the failed messages' : 'See every message'}
      </a>
    </section>
  );
}
