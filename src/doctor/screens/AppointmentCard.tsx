// One appointment as the doctor sees it in their day and week: when (India time), who (the patient's name and a tel:
// link to their number), how (the mode, and the link to the consultation room), the status in words, what
// happens next, and the buttons for what the doctor may do now (no-JS POST forms). Age: appointments and requests do
// not record a patient's age yet, so none is shown; the card gains it when the booking asks for it.
import { ROOM_LINK_STATUSES, roomPagePath } from '../../../shared/consult/protocol';
import { displayIndianMobile } from '../../../shared/requests/phone';
import {
  MODE_WORDS,
  moveTiming,
  NEXT_STATUSES,
  notYetLines,
  STATUS_WORDS,
  type Appointment,
  type AppointmentStatus,
} from '../../appointments';
import { clockTime } from '../india';
import { DOCTOR_MOVES, movePath, recordPath, type DoctorMove } from '../paths';

const MOVE_LABELS: Record<DoctorMove, string> = {
  start: 'Start consultation',
  complete: 'Mark completed',
  'no-show': 'Mark no-show',
};

const NEXT_WORDS: Record<AppointmentStatus, string> = {
  requested: 'The patient picked this time; a coordinator confirms it with them first.',
  scheduled: 'A coordinator confirms it with the patient first.',
  confirmed: 'Start the consultation when you join the patient.',
  'in-consultation': 'Mark it completed when you finish.',
  completed: 'Nothing more to do.',
  'cancelled-by-patient': 'Cancelled: the time is free again.',
  'cancelled-by-provider': 'Cancelled: the time is free again.',
  'no-show': 'The patient did not come. Nothing more to do.',
  lapsed: 'Never confirmed: the time is free again.',
};

const STATUS_STYLES: Partial<Record<AppointmentStatus, string>> = {
  confirmed: 'bg-brand-50 text-brand-800',
  'in-consultation': 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-900',
  'no-show': 'bg-red-100 text-red-900',
};

/** The moves the status allows, each with whether its time allows it yet (the coordinators' rule too: moveTiming). */
function movesOf(appointment: Appointment, now: number) {
  return (Object.keys(DOCTOR_MOVES) as DoctorMove[])
    .filter((move) => NEXT_STATUSES[appointment.status].includes(DOCTOR_MOVES[move]))
    .map((move) => ({ move, label: MOVE_LABELS[move], timing: moveTiming(DOCTOR_MOVES[move], appointment, now) }));
}

/** The moves this appointment allows now. */
export function movesNow(appointment: Appointment, now: number): DoctorMove[] {
  return movesOf(appointment, now)
    .filter(({ timing }) => timing.ok)
    .map(({ move }) => move);
}

export function AppointmentCard({
  appointment,
  back,
  now,
  recorded = false,
}: {
  appointment: Appointment;
  /** Whether its consultation record is written (the link then reads "Consultation record"). */
  recorded?: boolean;
  /** Where the forms come back to: 'today', or the week's first India date. */
  back: string;
  now: number;
}) {
  const headingId = `appointment-${appointment.reference}`;
  const moves = movesNow(appointment, now);
  const notYet = notYetLines(movesOf(appointment, now), now);
  const cancelled = appointment.status.startsWith('cancelled');
  return (
    <article aria-labelledby={headingId} className={`card grid gap-3 ${cancelled ? 'border-dashed bg-slate-50' : ''}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="m-0 text-lg font-bold text-ink-900 [overflow-wrap:anywhere]">
          <span className="whitespace-nowrap">
            {clockTime(appointment.start)}–{clockTime(appointment.end)}
          </span>{' '}
          · {appointment.patientName}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[appointment.status] ?? 'bg-slate-100 text-ink-800'}`}
        >
          {STATUS_WORDS[appointment.status]}
        </span>
      </div>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-ink-600">Mode</dt>
        <dd className="m-0">{MODE_WORDS[appointment.mode]}</dd>
        <dt className="font-semibold text-ink-600">Phone</dt>
        <dd className="m-0">
          <a href={`tel:${appointment.patientPhone}`} className="inline-flex min-h-6 items-center whitespace-nowrap">
            {displayIndianMobile(appointment.patientPhone)}
            <span className="sr-only"> (call {appointment.patientName})</span>
          </a>
        </dd>
        {ROOM_LINK_STATUSES.includes(appointment.status) && (
          <>
            <dt className="font-semibold text-ink-600">Room</dt>
            <dd className="m-0">
              <a href={roomPagePath(appointment.reference)} className="inline-flex min-h-6 items-center font-semibold">
                Enter the consultation room<span className="sr-only"> with {appointment.patientName}</span>
              </a>{' '}
              (opens ten minutes before the time)
            </dd>
          </>
        )}
        <dt className="font-semibold text-ink-600">Reference</dt>
        <dd className="m-0 font-mono">{appointment.reference}</dd>
      </dl>
      <p className="m-0 text-ink-700">
        {NEXT_WORDS[appointment.status]}
        {appointment.status === 'confirmed' &&
          now >= appointment.start &&
          ' If the patient did not come, mark a no-show.'}
        {appointment.rescheduleAskedAt !== null &&
          ' The patient asked for another time; a coordinator will arrange it.'}
      </p>
      {(appointment.status === 'in-consultation' || appointment.status === 'completed') && (
        <p className="m-0">
          <a href={recordPath(appointment.reference)} className="inline-flex min-h-11 items-center font-semibold">
            {recorded ? 'Consultation record' : 'Write the record'}
            <span className="sr-only">: {appointment.patientName}</span>
          </a>
        </p>
      )}
      {notYet.map((line) => (
        <p key={line} className="m-0 text-ink-700" data-not-yet="">
          {line}
        </p>
      ))}
      {moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {moves.map((move) => (
            <form key={move} method="post" action={movePath(appointment.reference, move)}>
              <input type="hidden" name="back" value={back} />
              <button
                type="submit"
                className={`${move === moves[0] ? 'btn-primary' : 'btn-outline'} min-h-11 px-4 py-2 text-sm`}
              >
                {MOVE_LABELS[move]}
                <span className="sr-only">: {appointment.patientName}</span>
              </button>
            </form>
          ))}
        </div>
      )}
    </article>
  );
}
