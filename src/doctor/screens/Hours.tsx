// /doctor/hours: the doctor's week as the calendar holds it (working hours, breaks and days off, India time), which
// the coordinators set; a "Request a change" form (free text, 1 to 1000 characters) stored in hours_change_requests
// with its audit row and a mail to every coordinator in the same batch; and the doctor's own requests, handled or not.
// The same text sent twice while the first is still open (a double click) is stored once.
import type { Context } from 'hono';
import {
  askHoursChange,
  HOURS_REQUEST_LENGTH,
  hoursRequestsOf,
  indiaDate,
  storedWeek,
  type HoursRequest,
  type Week,
} from '../../appointments';
import type { AppEnv } from '../../env';
import { formatIndiaTime } from '../../../shared/i18n/format';
import { redirectWithFlash } from '../../http/flash';
import { inBackground } from '../../http/background';
import { readFormFields } from '../../http/form';
import { refusalText } from '../../http/refusals';
import { checkFields, readAs, z } from '../../http/validate';
import { handOver, hoursRequestOutbox } from '../../notifications';
import { Alert } from '../../ui/Alert';
import { doctorDb, linkedDoctor } from '../guard';

const WEEKDAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
] as const;

/** The most requests one doctor may have waiting at once. */
const OPEN_LIMIT = 10;
/** The days off listed (the coming ones, soonest first). */
const DAYS_OFF_SHOWN = 30;

const MESSAGE_RULE = `Write what should change (${HOURS_REQUEST_LENGTH.min} to ${HOURS_REQUEST_LENGTH.max} characters).`;

/** What the doctor asks for, in their words: line breaks as \n, within the length the store keeps. */
const HOURS_FORM = z.object({
  message: readAs((text) => {
    const message = text.trim().replace(/\r\n/g, '\n');
    const length = [...message].length;
    return length >= HOURS_REQUEST_LENGTH.min && length <= HOURS_REQUEST_LENGTH.max ? message : null;
  }, MESSAGE_RULE),
});

const spans = (week: Week['hours'], weekday: number) =>
  week
    .filter((span) => span.weekday === weekday)
    .map((span) => `${span.start}–${span.end}`)
    .join(', ');

function WeekTable({ week }: { week: Week }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white p-4">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Your working hours and breaks, India time</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className="py-2 pr-3">
              Day
            </th>
            <th scope="col" className="py-2 pr-3">
              Hours
            </th>
            <th scope="col" className="py-2">
              Breaks
            </th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map(([weekday, name]) => {
            const hours = spans(week.hours, weekday);
            return (
              <tr key={weekday} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-3">
                  {name}
                </th>
                <td className="py-2 pr-3">{hours || 'Not working'}</td>
                <td className="py-2">{hours ? spans(week.breaks, weekday) || 'None' : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RequestList({ requests }: { requests: readonly HoursRequest[] }) {
  if (requests.length === 0) return <p className="m-0 text-ink-700">You have not asked for a change yet.</p>;
  return (
    <ul className="m-0 grid list-none gap-3 p-0">
      {requests.map((request) => (
        <li key={request.id} className="card grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold text-ink-900">
              {request.reference}, sent {formatIndiaTime(request.createdAt, 'en')}
            </span>
            <span
              className={`rounded-full px-3 py-1 font-semibold ${request.handledAt ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
            >
              {request.handledAt ? `Handled ${formatIndiaTime(request.handledAt, 'en')}` : 'Waiting for a coordinator'}
            </span>
          </div>
          <p className="m-0 whitespace-pre-wrap text-ink-800 [overflow-wrap:anywhere]">{request.message}</p>
        </li>
      ))}
    </ul>
  );
}

async function hoursPage(
  c: Context<AppEnv>,
  path: string,
  form: { message: string; error?: string } = { message: '' },
) {
  const doctor = linkedDoctor(c);
  const db = doctorDb(c);
  const [week, requests] = await Promise.all([storedWeek(db, doctor.id), hoursRequestsOf(db, doctor.id)]);
  const today = indiaDate(Date.now());
  const daysOff = week.daysOff.filter((date) => date >= today);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="week-heading" className="grid gap-3">
        <h2 id="week-heading" className="m-0 text-xl font-bold text-ink-900">
          Your week (India time)
        </h2>
        {!doctor.active && (
          <Alert tone="info" title="Your profile is not published">
            Patients cannot see or book you until a coordinator makes your profile active again.
          </Alert>
        )}
        <p className="m-0 text-ink-700">
          Patients can book {doctor.minutes}-minute slots inside these hours, outside the breaks and days off. The
          coordinators set them.
        </p>
        <WeekTable week={week} />
        <h3 className="m-0 text-lg font-bold text-ink-900">Days off to come</h3>
        {daysOff.length === 0 ? (
          <p className="m-0 text-ink-700">None.</p>
        ) : (
          <p className="m-0 text-ink-800">
            {daysOff.slice(0, DAYS_OFF_SHOWN).join(', ')}
            {daysOff.length > DAYS_OFF_SHOWN && `, and ${daysOff.length - DAYS_OFF_SHOWN} more`}
          </p>
        )}
      </section>
      <section aria-labelledby="change-heading" className="card grid gap-3">
        <h2 id="change-heading" className="m-0 text-xl font-bold text-ink-900">
          Request a change
        </h2>
        <form method="post" action={path} className="grid gap-3" noValidate>
          <label htmlFor="hours-message" className="font-semibold text-ink-900">
            What should change?
          </label>
          <p id="hours-message-hint" className="m-0 text-sm text-ink-700">
            For example: “From 1 December, no Saturday hours” or “Day off on 25 December”. The coordinators change your
            calendar and mark the request handled.
          </p>
          {form.error && (
            <p id="hours-message-error" role="alert" className="m-0 font-semibold text-red-700">
              {form.error}
            </p>
          )}
          <textarea
            id="hours-message"
            name="message"
            rows={4}
            required
            maxLength={HOURS_REQUEST_LENGTH.max}
            aria-describedby={form.error ? 'hours-message-hint hours-message-error' : 'hours-message-hint'}
            aria-invalid={form.error ? true : undefined}
            defaultValue={form.message}
            className="w-full rounded-lg border border-slate-300 p-3"
          />
          <div>
            <button type="submit" className="btn-primary min-h-11">
              Request a change
            </button>
          </div>
        </form>
      </section>
      <section aria-labelledby="requests-heading" className="grid gap-3">
        <h2 id="requests-heading" className="m-0 text-xl font-bold text-ink-900">
          Your requests
        </h2>
        <RequestList requests={requests} />
      </section>
    </div>
  );
}

export const hoursScreen = (c: Context<AppEnv>, path: string) => hoursPage(c, path);

export async function hoursSubmit(c: Context<AppEnv>, path: string) {
  const read = await readFormFields(c.req);
  if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
  const doctor = linkedDoctor(c);
  const user = c.get('user');
  const db = doctorDb(c);
  const checked = checkFields(HOURS_FORM, read.fields);
  if (!checked.ok) {
    c.status(400);
    return hoursPage(c, path, { message: (read.fields.message ?? '').slice(0, 2000), error: checked.problems.message });
  }
  const { message } = checked.value;
  const open = (await hoursRequestsOf(db, doctor.id)).filter((request) => request.handledAt === null);
  if (open.some((request) => request.message === message)) return redirectWithFlash(c, path, 'hours-change-requested');
  if (open.length >= OPEN_LIMIT) {
    c.status(429);
    return hoursPage(c, path, {
      message,
      error: `You have ${open.length} requests waiting. Please wait until the coordinators handle them.`,
    });
  }
  const now = Date.now();
  const outbox = hoursRequestOutbox(c.env, { doctorId: doctor.id, doctorName: doctor.name }, now);
  await askHoursChange(db, {
    doctorId: doctor.id,
    accountId: user?.id ?? 'unknown',
    message,
    actor: { id: user?.id ?? 'unknown', email: user?.email ?? null },
    now,
    alongside: outbox.alongside,
  });
  inBackground(c, handOver(c.env, outbox.ids(), now));
  return redirectWithFlash(c, path, 'hours-change-requested');
}
