// The dashboard's two live figures above the stat cards: doctor sign-ups waiting for approval (the auth server) and
// failed notifications, each linking to the list behind it.
import { formatNumber } from '../../../../shared/i18n/format';
import { DOCTORS_PATH, NOTIFICATIONS_PATH } from '../../paths';

/** The dashboard's live figure: doctor sign-ups waiting for approval, linking to them; null when unreadable. */
export function WaitingDoctorsCard({ waiting }: { waiting: number | null }) {
  return (
    <section aria-labelledby="waiting-doctors" className="card mb-6 flex flex-wrap items-center gap-3">
      <h2 id="waiting-doctors" className="m-0 text-lg font-bold text-ink-900">
        Doctor sign-ups waiting for approval
      </h2>
      <p className="m-0 text-2xl font-bold text-ink-900" data-waiting-doctors={waiting ?? ''}>
        {waiting === null ? '—' : formatNumber(waiting)}
      </p>
      {waiting === null && <p className="m-0 text-sm text-ink-600">Not available: the auth server did not answer</p>}
      <a href={DOCTORS_PATH} className="btn-outline">
        {waiting ? 'Review the sign-ups' : 'See the doctors'}
      </a>
    </section>
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
