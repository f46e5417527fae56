// The doctor's buttons on an appointment card: POST /doctor/appointments/<reference>/<start|complete|no-show>. Each
// looks the appointment up by the signed-in doctor's own id first: another doctor's answers 404 exactly as an unknown
// reference does. The move itself is the appointments core's (changeStatus: the status rules of NEXT_STATUSES, the
// guard against a lost race, the history and audit rows in one batch, the actor the doctor's account); a no-show
// gives no refund under the rules, so the core writes none. Done: back to the day or week with a flash message; a
// move the status does not allow, a move before its time (the core's one rule for the doctor's and the coordinators'
// moves: moveTiming) or a lost race: the page again, 409, with the reason.
import { Hono, type Context } from 'hono';
import {
  APPOINTMENT_REFERENCE,
  canMove,
  changeStatus,
  findDoctorAppointment,
  STATUS_WORDS,
  tooEarlyWords,
  type Changed,
} from '../../appointments';
import type { AppEnv } from '../../env';
import { redirectWithFlash } from '../../http/flash';
import { FORM_LIMIT, readFormFields } from '../../http/form';
import { readQuery } from '../../http/validate';
import { refusalText } from '../../http/refusals';
import type { AreaPage } from '../../render/area-routes';
import { Alert } from '../../ui/Alert';
import { doctorDb, linkedDoctor } from '../guard';
import { DOCTOR_HOME_PATH, DOCTOR_MOVES, type DoctorMove } from '../paths';
import { backPath, SCHEDULE_FORM, todayContent, weekContent, type ScheduleNotice } from './Schedule';

export const NOT_YOURS = 'There is no appointment of yours with that reference.';

const MESSAGES = {
  conflict: 'Someone else changed this appointment just now; here it is as it is now.',
  notAllowed: (status: keyof typeof STATUS_WORDS) =>
    `That change is not possible while the appointment is ${STATUS_WORDS[status].toLowerCase()}.`,
};

/** Only the moves' own addresses (DOCTOR_MOVES): .../record and the like belong to record-actions.tsx. */
const MOVE_ROUTE = '/doctor/appointments/:reference/:move{start|complete|no-show}';

const isMove = (value: string): value is DoctorMove => Object.hasOwn(DOCTOR_MOVES, value);

export function scheduleActions(_path: string, page: AreaPage): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const notFound = (c: Context<AppEnv>) => {
    c.status(404);
    return page(
      c,
      <Alert tone="error" title={NOT_YOURS}>
        <a href={DOCTOR_HOME_PATH}>Back to today</a>
      </Alert>,
      'Appointment not found',
    );
  };

  /** The day or week the form came from, again, with what went wrong. */
  const refuse = async (c: Context<AppEnv>, week: string | null, reference: string, text: string) => {
    c.status(409);
    const notice: ScheduleNotice = { title: `${reference}: not changed`, text };
    return page(
      c,
      week ? await weekContent(c, week, notice) : await todayContent(c, notice),
      week ? 'Week' : undefined,
    );
  };

  routes.post(MOVE_ROUTE, FORM_LIMIT, async (c) => {
    const read = await readFormFields(c.req);
    if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
    const reference = c.req.param('reference');
    const move = c.req.param('move');
    if (!isMove(move) || !APPOINTMENT_REFERENCE.test(reference)) return notFound(c);
    const doctor = linkedDoctor(c);
    const db = doctorDb(c);
    const current = await findDoctorAppointment(db, doctor.id, reference);
    if (!current) return notFound(c);
    const { back } = readQuery(SCHEDULE_FORM, read.fields);
    const to = DOCTOR_MOVES[move];
    const now = Date.now();
    // The status first (the core checks it again, against a race): a finished one is not 'too early'.
    if (!canMove(current.status, to)) return refuse(c, back, reference, MESSAGES.notAllowed(current.status));
    const user = c.get('user');
    const changed: Changed = await changeStatus(db, {
      reference,
      to,
      actor: { id: user?.id ?? 'unknown', email: user?.email ?? null },
      now,
    });
    if (changed.ok) return redirectWithFlash(c, backPath(back), 'appointment-status-updated');
    if (changed.reason === 'not-found') return notFound(c);
    if (changed.reason === 'too-early')
      return refuse(c, back, reference, tooEarlyWords(changed.move, changed.opensAt, now));
    return refuse(
      c,
      back,
      reference,
      changed.reason === 'not-allowed'
        ? MESSAGES.notAllowed(changed.appointment?.status ?? current.status)
        : MESSAGES.conflict,
    );
  });

  return routes;
}
