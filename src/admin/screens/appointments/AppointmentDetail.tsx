// /admin/appointments/<reference>: one appointment as it is now, what waits on it, the coordinator's actions (only the
// moves its status allows), the WhatsApp confirmation once confirmed, and its history (who, when, what).
import { formatPaise } from '../../../../shared/money';
import { displayIndianMobile } from '../../../../shared/requests/phone';
import {
  canMove,
  isOpen,
  moveTiming,
  NEXT_STATUSES,
  notYetLines,
  type Appointment,
  type BoardSlot,
  type ConsultationRefund,
  type HistoryEntry,
} from '../../../appointments';
import { DataTable } from '../../DataTable';
import { MODE_WORDS, MOVE_WORDS, PAYMENT_WORDS, STATUS_WORDS } from './appointment-copy';
import { appointmentPaths } from '../shared/links';
import { WaitingFlags } from './AppointmentsList';
import { RecordSection, type RecordSectionProps } from './RecordSection';
import { indiaTime } from '../shared/india-time';

const LANGUAGE_WORDS = { en: 'English', hi: 'Hindi' } as const;

export interface AppointmentDetailProps {
  path: string;
  appointment: Appointment;
  history: readonly HistoryEntry[];
  /** The refund a cancellation by the provider would give now; null when nothing was paid. */
  refund: ConsultationRefund | null;
  /** The wa.me link with the confirmation written, for a confirmed appointment. */
  whatsapp: string | null;
  /** The day whose free slots the reschedule form offers, and those slots (null: the doctor offers none). */
  day: string;
  slots: readonly BoardSlot[] | null;
  /** A refusal to show above everything (a lost race, a taken time). */
  error?: string;
  /** That a consultation record exists (never its content). */
  record: RecordSectionProps['record'];
  /** What the consultation room holds (minutes, how many chat messages). */
  room?: RecordSectionProps['room'];
  /** The patient's files: count and size only. */
  files?: RecordSectionProps['files'];
  /** The time the page is drawn at: which moves its time allows yet (moveTiming). */
  now: number;
}

function Facts({ path, appointment }: { path: string; appointment: Appointment }) {
  const rows: [string, React.ReactNode][] = [
    ['Status', STATUS_WORDS[appointment.status]],
    ['Time (India)', `${indiaTime(appointment.start)} to ${indiaTime(appointment.end)}`],
    ['Doctor', appointment.doctorName],
    ['Mode', MODE_WORDS[appointment.mode]],
    ['Fee', formatPaise(appointment.fee, 'en', { paise: 'never' })],
    ['Payment', PAYMENT_WORDS[appointment.payment]],
    ['Patient', appointment.patientName],
    [
      'Mobile',
      <a key="tel" href={`tel:${appointment.patientPhone}`}>
        {displayIndianMobile(appointment.patientPhone)}
      </a>,
    ],
    // Where the patient's messages about this booking go: WhatsApp where they agreed on the booking form, else SMS.
    ['Messages to the phone', appointment.whatsapp ? 'WhatsApp (the patient agreed)' : 'SMS'],
    [
      'Email',
      appointment.patientEmail ? (
        <a key="mail" href={`mailto:${appointment.patientEmail}`}>
          {appointment.patientEmail}
        </a>
      ) : (
        '—'
      ),
    ],
    ['Language', LANGUAGE_WORDS[appointment.locale]],
    [
      'From request',
      appointment.requestReference ? (
        <a key="request" href={`${path}?view=requests&q=${appointment.requestReference}`} className="font-mono">
          {appointment.requestReference}
        </a>
      ) : (
        '—'
      ),
    ],
  ];
  return (
    <section aria-labelledby="appointment-facts" className="card">
      <h2 id="appointment-facts" className="m-0 text-lg font-bold">
        Appointment <span className="font-mono">{appointment.reference}</span>
      </h2>
      <dl className="m-0 mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-700">{label}</dt>
            <dd className="m-0 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <WaitingFlags appointment={appointment} />
    </section>
  );
}

function PostButton({
  action,
  label,
  fields = {},
  danger = false,
}: {
  action: string;
  label: string;
  fields?: Record<string, string>;
  danger?: boolean;
}) {
  return (
    <form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={danger ? 'btn-danger' : 'btn-primary'}>
        {label}
      </button>
    </form>
  );
}

function Reschedule({
  path,
  appointment,
  day,
  slots,
}: Pick<AppointmentDetailProps, 'path' | 'appointment' | 'day' | 'slots'>) {
  const paths = appointmentPaths(path);
  const free = (slots ?? []).filter((slot) => slot.state === 'free');
  return (
    <section aria-labelledby="reschedule-title" className="card grid gap-3">
      <h2 id="reschedule-title" className="m-0 text-lg font-bold">
        Move to another time
      </h2>
      <form method="get" action={paths.detail(appointment.reference)} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="reschedule-date" className="field-label">
            Day (India)
          </label>
          <input id="reschedule-date" name="date" type="date" required defaultValue={day} className="field-input" />
        </div>
        <button type="submit" className="btn-outline">
          Show free times
        </button>
      </form>
      {slots === null ? (
        <p className="m-0">This doctor is inactive and offers no new times.</p>
      ) : free.length === 0 ? (
        <p className="m-0">No free times on that day. Choose another day.</p>
      ) : (
        <form
          method="post"
          action={paths.action(appointment.reference, 'reschedule')}
          className="flex flex-wrap items-end gap-3"
        >
          <div>
            <label htmlFor="reschedule-slot" className="field-label">
              Free time on {day}
            </label>
            <select id="reschedule-slot" name="slot" required className="field-input min-w-[16rem]">
              {free.map((slot) => (
                <option key={slot.start} value={String(slot.start)}>
                  {indiaTime(slot.start)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary">
            Move the appointment
          </button>
        </form>
      )}
    </section>
  );
}

function refundWords(refund: ConsultationRefund | null): string {
  if (!refund) return 'Nothing was paid, so there is nothing to refund.';
  return `The rules give back ${refund.percent}% of what was paid: ${formatPaise(refund.amount, 'en', { paise: 'never' })}, written as due in Billing → Refunds.`;
}

function Actions(props: AppointmentDetailProps) {
  const { path, appointment, refund, now } = props;
  const paths = appointmentPaths(path);
  // The moves the status allows; those its time does not allow yet are named with the time they open.
  const allowed = NEXT_STATUSES[appointment.status].flatMap((to) => {
    const label = MOVE_WORDS[to];
    return label ? [{ to, label, timing: moveTiming(to, appointment, now) }] : [];
  });
  const moves = allowed.filter((move) => move.timing.ok);
  const notYet = notYetLines(allowed, now);
  const canConfirm = canMove(appointment.status, 'confirmed');
  const canCancel = canMove(appointment.status, 'cancelled-by-provider');
  if (!canConfirm && !canCancel && moves.length === 0 && !isOpen(appointment.status))
    return (
      <p className="m-0 text-ink-700">
        This appointment is {STATUS_WORDS[appointment.status].toLowerCase()}; nothing more can change.
      </p>
    );
  return (
    <div className="grid gap-6">
      {(canConfirm || allowed.length > 0) && (
        <section aria-labelledby="status-title" className="card grid gap-3">
          <h2 id="status-title" className="m-0 text-lg font-bold">
            Status
          </h2>
          {(canConfirm || moves.length > 0) && (
            <div className="flex flex-wrap gap-3">
              {canConfirm && <PostButton action={paths.action(appointment.reference, 'confirm')} label="Confirm" />}
              {moves.map(({ to, label }) => (
                <PostButton
                  key={to}
                  action={paths.action(appointment.reference, 'move')}
                  label={label}
                  fields={{ to }}
                />
              ))}
            </div>
          )}
          {notYet.map((line) => (
            <p key={line} className="m-0 text-ink-700" data-not-yet="">
              {line}
            </p>
          ))}
        </section>
      )}
      {isOpen(appointment.status) && <Reschedule {...props} />}
      {canCancel && (
        <section aria-labelledby="cancel-title" className="card grid gap-3">
          <h2 id="cancel-title" className="m-0 text-lg font-bold">
            Cancel by the provider
          </h2>
          <p className="m-0" data-refund="">
            {refundWords(refund)}
          </p>
          <PostButton action={paths.action(appointment.reference, 'cancel')} label="Cancel the appointment" danger />
        </section>
      )}
    </div>
  );
}

const CHANGE_WORDS: Record<string, string> = {
  created: 'Created',
  status: 'Status',
  payment: 'Payment',
  rescheduled: 'Moved',
  refund: 'Refund',
  asked: 'Patient',
};

/** A change as a coordinator reads it: instants written in ISO 8601 (a move's times) shown in India time. */
export function changeText(entry: HistoryEntry): string {
  const detail = entry.detail.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, (iso) =>
    indiaTime(Date.parse(iso)),
  );
  return `${CHANGE_WORDS[entry.change] ?? entry.change}: ${detail}`;
}

function History({ history }: { history: readonly HistoryEntry[] }) {
  return (
    <section aria-labelledby="history-title" className="grid gap-3">
      <h2 id="history-title" className="m-0 text-lg font-bold">
        History
      </h2>
      <DataTable
        caption="Every change, oldest first"
        headers={['When (India)', 'Who', 'What']}
        minWidth="min-w-[36rem]"
      >
        {history.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id of their own here and never reorder.
          <tr key={index} className="border-b border-slate-200 align-top">
            <td className="py-2 pr-3 text-sm">{indiaTime(entry.at)}</td>
            <td className="py-2 pr-3 text-sm [overflow-wrap:anywhere]">{entry.actor}</td>
            <td className="py-2 text-sm">{changeText(entry)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

export function AppointmentDetail(props: AppointmentDetailProps) {
  const { path, appointment, whatsapp, error } = props;
  return (
    <div className="grid gap-6">
      <p className="m-0">
        <a href={path}>Back to appointments</a>
      </p>
      {error && (
        <p role="alert" className="alert-error m-0">
          {error}
        </p>
      )}
      <Facts path={path} appointment={appointment} />
      {whatsapp && (
        <p className="alert-info m-0">
          Confirmed. Send the patient the confirmation:{' '}
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" data-whatsapp="">
            WhatsApp, confirmation written in {LANGUAGE_WORDS[appointment.locale]}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <RecordSection record={props.record} room={props.room ?? null} files={props.files} />
      <Actions {...props} />
      <History history={props.history} />
    </div>
  );
}
