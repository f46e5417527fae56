// /admin/consults: the appointments whose time is now (from 15 minutes before the start to 15 minutes after the end,
// confirmed or in consultation), with the doctor, the patient's number to call, the meeting link of a video
// consultation, and the start and complete buttons. Its badge counts them.
import type { Context } from 'hono';
import { displayIndianMobile } from '../../../../shared/requests/phone';
import {
  appointmentsAround,
  countAround,
  moveTiming,
  NEXT_STATUSES,
  type LiveAppointment,
} from '../../../appointments';
import type { AppEnv } from '../../../env';
import { adminDb } from '../../db';
import { REQUESTS_PATH } from '../../paths';
import { MODE_WORDS, STATUS_WORDS } from '../../../appointments';
import { appointmentPaths } from '../shared/links';
import { indiaTime } from '../shared/india-time';
import { ListTable } from '../shared/ListTable';

const LIVE_MOVES = [
  { to: 'in-consultation', label: 'Start' },
  { to: 'completed', label: 'Mark completed' },
] as const;

function ConsultRow({ appointment, now }: { appointment: LiveAppointment; now: number }) {
  const paths = appointmentPaths(REQUESTS_PATH);
  // Listed from 15 minutes before the start, so the time rule (moveTiming) allows both: checked all the same.
  const moves = LIVE_MOVES.filter(
    ({ to }) => NEXT_STATUSES[appointment.status].includes(to) && moveTiming(to, appointment, now).ok,
  );
  return (
    <tr className="border-b border-slate-200 align-top">
      <th scope="row" className="whitespace-nowrap py-3 pr-3 font-mono text-sm">
        <a href={paths.detail(appointment.reference)}>{appointment.reference}</a>
      </th>
      <td className="py-3 pr-3 text-sm">
        {indiaTime(appointment.start)}
        <br />
        <span className="text-ink-600">until {indiaTime(appointment.end)}</span>
      </td>
      <td className="py-3 pr-3 text-sm">{appointment.doctorName}</td>
      <td className="py-3 pr-3 text-sm [overflow-wrap:anywhere]">
        <span className="block font-semibold">{appointment.patientName}</span>
        <a href={`tel:${appointment.patientPhone}`} className="block whitespace-nowrap">
          {displayIndianMobile(appointment.patientPhone)}
        </a>
      </td>
      <td className="py-3 pr-3 text-sm">
        {MODE_WORDS[appointment.mode]}
        {appointment.mode === 'video' &&
          (appointment.meetingLink ? (
            <a href={appointment.meetingLink} target="_blank" rel="noopener noreferrer" className="block">
              Meeting link<span className="sr-only"> for {appointment.reference} (opens in a new tab)</span>
            </a>
          ) : (
            <span className="block text-ink-600">No meeting link on the doctor’s record</span>
          ))}
      </td>
      <td className="py-3 pr-3 text-sm font-semibold">{STATUS_WORDS[appointment.status]}</td>
      <td className="py-3 text-sm">
        <div className="flex flex-wrap gap-2">
          {moves.map(({ to, label }) => (
            <form key={to} method="post" action={paths.action(appointment.reference, 'move')}>
              <input type="hidden" name="to" value={to} />
              <input type="hidden" name="back" value="consults" />
              <button type="submit" className="btn-outline min-h-11 px-3 py-1 text-sm">
                {label}
                <span className="sr-only"> {appointment.reference}</span>
              </button>
            </form>
          ))}
        </div>
      </td>
    </tr>
  );
}

export function LiveConsults({ appointments, now }: { appointments: readonly LiveAppointment[]; now: number }) {
  return (
    <div className="grid gap-6">
      <p className="m-0 max-w-3xl text-ink-700">
        Confirmed consultations from 15 minutes before their start to 15 minutes after their end, in India time. Start
        one when the doctor joins; mark it completed when it ends.
      </p>
      <ListTable
        summary={appointments.length === 0 ? 'No consultation is due now.' : null}
        rows={appointments}
        row={(appointment) => <ConsultRow key={appointment.reference} appointment={appointment} now={now} />}
        caption="Consultations due now"
        headers={['Reference', 'Time (India)', 'Doctor', 'Patient', 'Mode', 'Status', 'Actions']}
        minWidth="min-w-[56rem]"
      />
    </div>
  );
}

export async function consultsScreen(c: Context<AppEnv>) {
  const now = Date.now();
  return <LiveConsults appointments={await appointmentsAround(adminDb(c), now)} now={now} />;
}

/** The sidebar badge: how many consultations are due now. */
export const consultsBadge = (_c: Context<AppEnv>, db: D1Database) => countAround(db, Date.now());
