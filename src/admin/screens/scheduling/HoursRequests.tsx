// Doctors' requests to change their hours, on the Doctor Calendars screen: the open ones, oldest first, each with
// the doctor's words, a link to that doctor's week (where the change is made) and a "Mark handled" POST form. Marking
// is audited (the core writes the row in the same batch) and guarded: a request already handled is not marked twice.
import type { Context } from 'hono';
import { formatIndiaTime } from '../../../../shared/i18n/format';
import { markHoursRequestHandled, type HoursRequest } from '../../../appointments';
import type { AppEnv } from '../../../env';
import { actorOf, adminDb } from '../../db';
import { doctorAddress } from './scheduling-parts';

/** The `form` field of the "Mark handled" form (the screen's other forms are the doctor's record and week). */
export const HOURS_HANDLED_FORM = 'hours-handled';

export function OpenHoursRequests({ path, requests }: { path: string; requests: readonly HoursRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="hours-requests" className="card grid gap-4">
      <h2 id="hours-requests" className="m-0 text-xl font-bold text-ink-900">
        Doctors’ requests to change their hours ({requests.length})
      </h2>
      <ul className="m-0 grid list-none gap-4 p-0">
        {requests.map((request) => (
          <li key={request.id} className="grid gap-2 border-b border-slate-200 pb-4 last:border-b-0 last:pb-0">
            <p className="m-0 text-sm text-ink-700">
              <strong className="text-ink-900">{request.doctorName}</strong>, {request.reference}, sent{' '}
              {formatIndiaTime(request.createdAt, 'en')}
            </p>
            <p className="m-0 whitespace-pre-wrap [overflow-wrap:anywhere]">{request.message}</p>
            <div className="flex flex-wrap items-center gap-3">
              <a href={doctorAddress(path, request.doctorId)}>Open {request.doctorName}’s week</a>
              <form method="post" action={path}>
                <input type="hidden" name="form" value={HOURS_HANDLED_FORM} />
                <input type="hidden" name="request" value={request.id} />
                <button type="submit" className="btn-outline min-h-11 px-3 py-1 text-sm">
                  Mark handled<span className="sr-only"> {request.reference}</span>
                </button>
              </form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The posted "Mark handled": back with a note, 404 for no such request, 409 when someone marked it already. */
export async function markHandled(c: Context<AppEnv>, path: string, fields: Record<string, string>) {
  const id = /^\d{1,12}$/.test(fields.request ?? '') ? Number(fields.request) : null;
  if (id === null) return c.text('Choose a request to mark handled.', 400);
  const marked = await markHoursRequestHandled(adminDb(c), id, actorOf(c), Date.now());
  if (marked === 'handled') return c.redirect(`${path}?saved=handled`, 303);
  return marked === 'already'
    ? c.text('That request was already marked handled.', 409)
    : c.text('There is no request with that number.', 404);
}
