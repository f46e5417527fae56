// /admin/scheduling/slots: the coming 7 days of one doctor's slots (?doctor=<id>, the first active doctor unless
// chosen), by day in India time, each free, held (a patient's pick waiting for a coordinator), booked or blocked, with
// the appointment's reference. A coordinator blocks a free slot or unblocks a blocked one (a plain form posted to this
// path, audited by the core). Past slots are not shown; the state is written out, never shown by colour alone.
import type { Context } from 'hono';
import {
  findDoctor,
  indiaDate,
  indiaDates,
  listDoctors,
  PATIENT_DAYS,
  setSlotBlocked,
  slotBoard,
  type BoardSlot,
  type DoctorRecord,
  type SlotState,
} from '../../../appointments';
import type { AppEnv } from '../../../env';
import { readFormFields } from '../../../http/form';
import { refusalText } from '../../../http/refusals';
import { checkFields, lenient, noteField, readAs, readQuery, z } from '../../../http/validate';
import { Alert } from '../../../ui/Alert';
import { actorOf, adminDb } from '../../db';
import { CALENDARS_PATH, REQUESTS_PATH } from '../../paths';
import { dayHeading, doctorAddress, indiaClock, InactiveNote } from './scheduling-parts';

/** The days the screen shows: the week a patient picks from. */
export const SLOT_DAYS = PATIENT_DAYS;

const STATE_LABELS: Record<SlotState, string> = {
  free: 'Free',
  held: 'Held',
  booked: 'Booked',
  blocked: 'Blocked',
};

const STATE_STYLES: Record<SlotState, string> = {
  free: 'bg-white',
  held: 'bg-amber-50',
  booked: 'bg-brand-50',
  blocked: 'bg-slate-100',
};

const SAVED_NOTES: Record<string, string> = {
  blocked: 'The slot is blocked: patients no longer see it.',
  unblocked: 'The slot is free again.',
};

const slotId = (start: number) => `slot-${start}`;

/** ?doctor=<id>&saved=<change>: the doctor asked for (the first active one without), and the note of a change made. */
const SLOTS_QUERY = z.object({
  doctor: lenient((text) => text || null),
  saved: noteField(SAVED_NOTES),
});

/**
 * A slot's button: block or unblock, the doctor, and the slot's start (an instant in ms; one that is not a number
 * matches no slot, and is answered as a slot that has passed).
 */
const SLOT_FORM = z.object({
  change: readAs(
    (text) => (text === 'block' || text === 'unblock' ? text : null),
    'Choose to block or to unblock a slot.',
  ),
  doctor: z.string(),
  start: lenient((text) => (/^\d{1,15}$/.test(text) ? Number(text) : Number.NaN)),
});

function SlotRow({ path, doctorId, slot }: { path: string; doctorId: string; slot: BoardSlot }) {
  const time = `${indiaClock(slot.start)}–${indiaClock(slot.end)}`;
  const change = slot.state === 'free' ? 'block' : slot.state === 'blocked' ? 'unblock' : null;
  return (
    <tr
      id={slotId(slot.start)}
      className={`border-b border-slate-200 align-middle text-sm ${STATE_STYLES[slot.state]}`}
    >
      <th scope="row" className="whitespace-nowrap py-1 pl-2 pr-3 text-left font-mono font-normal">
        {time}
      </th>
      <td className="py-1 pr-2">
        <span className="font-semibold">{STATE_LABELS[slot.state]}</span>
        {slot.reference && (
          <>
            {slot.state === 'held' ? ', waiting for a coordinator: ' : ': '}
            <a
              href={`${REQUESTS_PATH}?q=${encodeURIComponent(slot.reference)}`}
              className="whitespace-nowrap font-mono"
            >
              {slot.reference}
            </a>
          </>
        )}
      </td>
      <td className="py-1 pr-2 text-right">
        {change && (
          <form method="post" action={path}>
            <input type="hidden" name="doctor" value={doctorId} />
            <input type="hidden" name="start" value={slot.start} />
            <input type="hidden" name="change" value={change} />
            <button type="submit" className="btn-outline min-h-11 whitespace-nowrap px-3 py-1 text-sm">
              {change === 'block' ? 'Block' : 'Unblock'}
              <span className="sr-only"> {time}</span>
            </button>
          </form>
        )}
      </td>
    </tr>
  );
}

function DayBoard({
  path,
  doctorId,
  date,
  slots,
}: {
  path: string;
  doctorId: string;
  date: string;
  slots: BoardSlot[];
}) {
  const count = (state: SlotState) => slots.filter((slot) => slot.state === state).length;
  const summary = (['free', 'held', 'booked', 'blocked'] as const)
    .map((state) => `${count(state)} ${STATE_LABELS[state].toLowerCase()}`)
    .join(', ');
  const headingId = `day-${date}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-3">
      <h2 id={headingId} className="m-0 text-lg font-bold text-ink-900">
        {dayHeading(date)}
      </h2>
      {slots.length === 0 ? (
        <p className="m-0 text-sm text-ink-700">No slots: no working hours, a day off, or the day’s hours are over.</p>
      ) : (
        <>
          <p className="m-0 mb-2 text-sm text-ink-700">{summary}</p>
          <DayTable path={path} doctorId={doctorId} date={date} slots={slots} />
        </>
      )}
    </section>
  );
}

function DayTable({
  path,
  doctorId,
  date,
  slots,
}: {
  path: string;
  doctorId: string;
  date: string;
  slots: BoardSlot[];
}) {
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">Slots on {dayHeading(date)}, India time</caption>
      <thead>
        <tr className="border-b-2 border-slate-300 text-left text-sm">
          <th scope="col" className="py-1 pl-2 pr-3">
            Time
          </th>
          <th scope="col" className="py-1 pr-2">
            State
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            <span className="sr-only">Change</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {slots.map((slot) => (
          <SlotRow key={slot.start} path={path} doctorId={doctorId} slot={slot} />
        ))}
      </tbody>
    </table>
  );
}

function DoctorChooser({ path, doctors, chosen }: { path: string; doctors: readonly DoctorRecord[]; chosen: string }) {
  return (
    <form method="get" action={path} className="card flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 sm:flex-none">
        <label htmlFor="slots-doctor" className="field-label">
          Doctor
        </label>
        <select id="slots-doctor" name="doctor" defaultValue={chosen} className="field-input">
          {doctors.map((doctor) => (
            <option key={doctor.id} value={doctor.id}>
              {doctor.name}
              {doctor.active ? '' : ' (inactive)'}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary">
        Show slots
      </button>
    </form>
  );
}

/** The board of the doctor chosen, with a message above it (a refused change, 4xx) or a saved note. */
async function page(c: Context<AppEnv>, path: string, wanted: string | null, problem?: string) {
  const db = adminDb(c);
  const now = Date.now();
  const doctors = await listDoctors(db, 'all');
  const doctor = wanted
    ? doctors.find((candidate) => candidate.id === wanted)
    : (doctors.find((candidate) => candidate.active) ?? doctors[0]);
  const intro = (
    <p className="m-0 max-w-3xl text-ink-700">
      The coming {SLOT_DAYS} days of a doctor’s slots, India time: free, held (a patient’s pick waiting for a
      coordinator to confirm), booked, or blocked. Block a free slot to take it out of the offer; unblock it to offer it
      again. Hours, breaks and days off are set in <a href={CALENDARS_PATH}>Doctor Calendars</a>.
    </p>
  );
  if (!doctor) {
    if (wanted) c.status(404);
    return (
      <div className="grid gap-6">
        {intro}
        <Alert tone={wanted ? 'error' : 'info'} title={wanted ? 'There is no doctor with that id.' : 'No doctors yet.'}>
          <a href={wanted ? path : doctorAddress(CALENDARS_PATH, 'new')}>
            {wanted ? 'Show the first doctor' : 'Add a doctor'}
          </a>
        </Alert>
      </div>
    );
  }
  const board = await slotBoard(db, doctor.id, now, SLOT_DAYS);
  // Every day of the week shown, a day without slots included, so a missing day is never a mystery.
  const days = new Map<string, BoardSlot[]>(indiaDates(now, SLOT_DAYS).map((date) => [date, []]));
  for (const slot of board ?? []) days.get(indiaDate(slot.start))?.push(slot);
  const { saved } = readQuery(SLOTS_QUERY, c.req.query());
  return (
    <div className="grid gap-6">
      {intro}
      {problem && <Alert tone="error" title={problem} />}
      {saved && (
        <p role="status" className="m-0 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          {saved}
        </p>
      )}
      <DoctorChooser path={path} doctors={doctors} chosen={doctor.id} />
      <p className="m-0">
        <strong>{doctor.name}</strong>, {doctor.minutes}-minute consultations ·{' '}
        <a href={doctorAddress(CALENDARS_PATH, doctor.id)}>Edit the week</a>
      </p>
      {board === null ? (
        <InactiveNote name={doctor.name} />
      ) : board.length === 0 ? (
        <Alert tone="info" title={`No slots in the coming ${SLOT_DAYS} days.`}>
          <a href={doctorAddress(CALENDARS_PATH, doctor.id)}>Set {doctor.name}’s working hours</a> to offer slots.
        </Alert>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[...days].map(([date, slots]) => (
            <DayBoard key={date} path={path} doctorId={doctor.id} date={date} slots={slots} />
          ))}
        </div>
      )}
    </div>
  );
}

export function slotsScreen(c: Context<AppEnv>, path: string) {
  return page(c, path, readQuery(SLOTS_QUERY, c.req.query()).doctor);
}

/** Blocks a free slot or unblocks a blocked one, then back to the same doctor and slot; anything else is refused. */
export async function slotsSubmit(c: Context<AppEnv>, path: string) {
  const db = adminDb(c);
  const read = await readFormFields(c.req);
  if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
  const checked = checkFields(SLOT_FORM, read.fields);
  const doctorId = read.fields.doctor ?? '';
  const refuse = (status: 400 | 404 | 409, message: string) => {
    c.status(status);
    return page(c, path, doctorId || null, message);
  };
  if (!checked.ok) return refuse(400, Object.values(checked.problems).join(' '));
  const { start, change } = checked.value;
  const doctor = await findDoctor(db, doctorId);
  if (!doctor) return refuse(404, 'There is no doctor with that id.');
  const now = Date.now();
  const board = await slotBoard(db, doctor.id, now, SLOT_DAYS);
  if (!board) return refuse(409, `${doctor.name} is inactive, so there are no slots to change.`);
  const slot = board.find((candidate) => candidate.start === start);
  if (!slot)
    return refuse(404, `${doctor.name} has no such slot in the coming ${SLOT_DAYS} days (it may have passed).`);
  const wanted: SlotState = change === 'block' ? 'free' : 'blocked';
  if (slot.state !== wanted)
    return refuse(
      409,
      `The slot at ${indiaClock(slot.start)} on ${dayHeading(indiaDate(slot.start))} is ${STATE_LABELS[slot.state].toLowerCase()} now, so it cannot be ${change}ed.`,
    );
  const changed = await setSlotBlocked(db, {
    doctorId: doctor.id,
    start,
    blocked: change === 'block',
    actor: actorOf(c),
    now,
  });
  if (!changed)
    return refuse(
      409,
      `The slot at ${indiaClock(slot.start)} on ${dayHeading(indiaDate(slot.start))} changed while you looked (booked or already ${change}ed), so nothing was ${change}ed.`,
    );
  return c.redirect(`${doctorAddress(path, doctor.id)}&saved=${change}ed#${slotId(start)}`, 303);
}
