// What can happen to an appointment after it is booked: confirmed, started, completed, missed, cancelled (with the
// refund the rules give), moved to another time, asked to move by the patient, and whether it lapsed. Each change is
// one D1 batch: the appointment, its history and the audit log, guarded by the appointment's last change so two
// people acting at once cannot both win.
import { consultationRefund, type CancelledBy, type ConsultationRefund } from './refund';
import {
  APPOINTMENT_COLUMNS,
  appointmentOf,
  constraintOf,
  type Appointment,
  type AppointmentRow,
  type ChangeActor,
} from './records';
import type { AppointmentStatus } from './store';

/** Statuses that still hold their slot (the unique index one_booking_per_slot counts these). */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = [
  'requested',
  'scheduled',
  'confirmed',
  'in-consultation',
  'completed',
  'no-show',
];

/** Where each status may go next. Completed, cancelled, no-show and lapsed are final. */
export const NEXT_STATUSES: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  requested: ['confirmed', 'cancelled-by-patient', 'cancelled-by-provider', 'lapsed'],
  scheduled: ['confirmed', 'cancelled-by-patient', 'cancelled-by-provider'],
  confirmed: ['in-consultation', 'completed', 'no-show', 'cancelled-by-patient', 'cancelled-by-provider'],
  'in-consultation': ['completed'],
  completed: [],
  'cancelled-by-patient': [],
  'cancelled-by-provider': [],
  'no-show': [],
  lapsed: [],
};

export function canMove(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** An appointment may be cancelled or moved while it has not started. */
export function isOpen(status: AppointmentStatus): boolean {
  return status === 'requested' || status === 'scheduled' || status === 'confirmed';
}

export type Changed =
  | { ok: true; appointment: Appointment }
  | { ok: false; reason: 'not-found' | 'not-allowed' | 'conflict' | 'taken'; appointment?: Appointment };

const SELECT = `SELECT ${APPOINTMENT_COLUMNS} FROM appointments a JOIN doctors d ON d.id = a.doctor_id`;

export async function findAppointment(db: D1Database, reference: string): Promise<Appointment | null> {
  const row = await db.prepare(`${SELECT} WHERE a.reference = ?1`).bind(reference).first<AppointmentRow>();
  return row ? appointmentOf(row) : null;
}

/**
 * The appointment a patient opens with its reference and the mobile number it was booked with. Never by the
 * reference alone: a wrong number answers exactly as an unknown reference does.
 */
export async function findPatientAppointment(
  db: D1Database,
  reference: string,
  phone: string,
): Promise<Appointment | null> {
  const row = await db
    .prepare(`${SELECT} WHERE a.reference = ?1 AND a.patient_phone = ?2`)
    .bind(reference, phone)
    .first<AppointmentRow>();
  return row ? appointmentOf(row) : null;
}

/**
 * Runs `update` (an UPDATE of the appointment, guarded by its last change) and the statements that follow only if it
 * applied. The follow-ups are conditioned on the appointment carrying this change's time, so a lost race writes
 * nothing.
 */
async function guarded(
  db: D1Database,
  current: Appointment,
  now: number,
  set: string,
  values: readonly unknown[],
  follow: (when: string) => D1PreparedStatement[],
): Promise<'ok' | 'conflict' | 'taken'> {
  // ?1 id, ?2 previous updated_at, ?3 now, then the SET's own values from ?4.
  const update = db
    .prepare(`UPDATE appointments SET ${set}, updated_at = ?3 WHERE id = ?1 AND updated_at = ?2`)
    .bind(current.id, current.updatedAt, now, ...values);
  const when = `EXISTS (SELECT 1 FROM appointments WHERE id = ${Number(current.id)} AND updated_at = ${Number(now)})`;
  try {
    const [result] = await db.batch([update, ...follow(when)]);
    return (result?.meta.changes ?? 0) === 1 ? 'ok' : 'conflict';
  } catch (error) {
    const constraint = constraintOf(error);
    if (constraint === 'slot blocked' || constraint?.startsWith('appointments.doctor_id')) return 'taken';
    if (constraint?.startsWith('refunds.appointment_id')) return 'conflict';
    throw error;
  }
}

/** Reads the appointment back after a change (with its doctor's name). */
async function reread(db: D1Database, reference: string, outcome: 'ok' | 'conflict' | 'taken'): Promise<Changed> {
  const appointment = await findAppointment(db, reference);
  if (!appointment) return { ok: false, reason: 'not-found' };
  return outcome === 'ok' ? { ok: true, appointment } : { ok: false, reason: outcome, appointment };
}

/** Moves an appointment to a status its current one may go to (not a cancellation: see cancelAppointment). */
export async function changeStatus(
  db: D1Database,
  input: { reference: string; to: AppointmentStatus; actor: ChangeActor; now: number },
): Promise<Changed> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  if (input.to.startsWith('cancelled')) throw new Error('cancel with cancelAppointment, which applies the refund');
  if (!canMove(current.status, input.to)) return { ok: false, reason: 'not-allowed', appointment: current };
  const detail = `${current.status} → ${input.to}`;
  const outcome = await guarded(
    db,
    current,
    input.now,
    'status = ?4, hold_expires_at = NULL, reschedule_asked_at = NULL',
    [input.to],
    (when) => followUps(db, current, input.actor, input.now, when, [{ change: 'status', detail }]),
  );
  return reread(db, input.reference, outcome);
}

export interface Cancelled {
  appointment: Appointment;
  /** What the rules give back; null when nothing was paid (nothing to refund). */
  refund: ConsultationRefund | null;
}

/** The refund a cancellation now would give: what the patient sees before confirming it. */
export function refundIfCancelled(appointment: Appointment, by: CancelledBy, now: number): ConsultationRefund | null {
  if (appointment.payment !== 'paid') return null;
  return consultationRefund({ paid: appointment.fee, startsAt: appointment.start, cancelledAt: now, by });
}

/**
 * Cancels an appointment that has not started. If it was paid, the refund the rules give (by the time left, or all
 * of it when the provider cancels) is written as due in Billing → Refunds in the same batch.
 */
export async function cancelAppointment(
  db: D1Database,
  input: { reference: string; by: CancelledBy; actor: ChangeActor; now: number },
): Promise<{ ok: true; cancelled: Cancelled } | Exclude<Changed, { ok: true }>> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  const to: AppointmentStatus = input.by === 'patient' ? 'cancelled-by-patient' : 'cancelled-by-provider';
  if (!canMove(current.status, to)) return { ok: false, reason: 'not-allowed', appointment: current };
  const refund = refundIfCancelled(current, input.by, input.now);
  const payment = refund && refund.amount > 0 ? 'refund-due' : current.payment;
  const detail = refund
    ? `${current.status} → ${to}; refund ${refund.percent}% (${refund.ruleId})`
    : `${current.status} → ${to}`;
  const outcome = await guarded(
    db,
    current,
    input.now,
    'status = ?4, payment = ?5, hold_expires_at = NULL',
    [to, payment],
    (when) => [
      ...followUps(db, current, input.actor, input.now, when, [{ change: 'status', detail }]),
      ...(refund && refund.amount > 0
        ? [
            db
              .prepare(
                `INSERT INTO refunds (appointment_id, amount, rule_id, percent, created_at, created_by)
               SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${when}`,
              )
              .bind(
                current.id,
                refund.amount,
                refund.ruleId,
                refund.percent,
                input.now,
                input.actor.email ?? input.actor.id,
              ),
          ]
        : []),
    ],
  );
  if (outcome !== 'ok') return (await reread(db, input.reference, outcome)) as Exclude<Changed, { ok: true }>;
  const appointment = await findAppointment(db, input.reference);
  if (!appointment) return { ok: false, reason: 'not-found' };
  return { ok: true, cancelled: { appointment, refund } };
}

/** The history and audit rows of a change, each written only if the guarded update applied (`when`). */
export function followUps(
  db: D1Database,
  current: Appointment,
  actor: ChangeActor,
  now: number,
  when: string,
  changes: readonly {
    change: 'status' | 'payment' | 'rescheduled' | 'refund' | 'asked';
    detail: string;
    audit?: 'appointment' | 'payment' | 'refund';
  }[],
): D1PreparedStatement[] {
  const by = actor.email ?? actor.id;
  return changes.flatMap(({ change, detail, audit }) => [
    db
      .prepare(
        `INSERT INTO appointment_history (appointment_id, at, actor, change, detail) SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${when}`,
      )
      .bind(current.id, now, by, change, detail),
    db
      .prepare(
        `INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${when}`,
      )
      .bind(now, actor.id, actor.email, audit ?? 'appointment', current.reference, detail),
  ]);
}

/**
 * Moves an open appointment to another start (the caller has checked the new time is a slot the doctor offers). The
 * database refuses a start another booking holds or a coordinator blocked: 'taken'.
 */
export async function rescheduleAppointment(
  db: D1Database,
  input: { reference: string; start: number; end: number; actor: ChangeActor; now: number },
): Promise<Changed> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  if (!isOpen(current.status)) return { ok: false, reason: 'not-allowed', appointment: current };
  const detail = `${new Date(current.start).toISOString()} → ${new Date(input.start).toISOString()}`;
  const outcome = await guarded(
    db,
    current,
    input.now,
    'starts_at = ?4, ends_at = ?5, reschedule_asked_at = NULL',
    [input.start, input.end],
    (when) => followUps(db, current, input.actor, input.now, when, [{ change: 'rescheduled', detail }]),
  );
  return reread(db, input.reference, outcome);
}

/** The patient asks for another time from their appointment page; a coordinator sees it waiting. */
export async function askAnotherTime(
  db: D1Database,
  input: { reference: string; actor: ChangeActor; now: number },
): Promise<Changed> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  if (!isOpen(current.status)) return { ok: false, reason: 'not-allowed', appointment: current };
  if (current.rescheduleAskedAt !== null) return { ok: true, appointment: current };
  const outcome = await guarded(db, current, input.now, 'reschedule_asked_at = ?4', [input.now], (when) =>
    followUps(db, current, input.actor, input.now, when, [{ change: 'asked', detail: 'asked for another time' }]),
  );
  return reread(db, input.reference, outcome);
}

/**
 * Holds a patient's pick until `hold_expires_at`; after that, unless a coordinator confirmed it, it lapses and the
 * slot is offered again. Run by the cron trigger; returns the references that lapsed.
 */
export async function lapseExpiredHolds(db: D1Database, now: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `UPDATE appointments SET status = 'lapsed', updated_at = ?1
       WHERE status = 'requested' AND hold_expires_at IS NOT NULL AND hold_expires_at <= ?1
       RETURNING id, reference`,
    )
    .bind(now)
    .all<{ id: number; reference: string }>();
  if (results.length > 0) {
    await db.batch(
      results.flatMap((row) => [
        db
          .prepare(
            `INSERT INTO appointment_history (appointment_id, at, actor, change, detail) VALUES (?1, ?2, 'system', 'status', 'requested → lapsed')`,
          )
          .bind(row.id, now),
        db
          .prepare(
            `INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail) VALUES (?1, 'system', NULL, 'appointment', ?2, 'requested → lapsed')`,
          )
          .bind(now, row.reference),
      ]),
    );
  }
  return results.map((row) => row.reference);
}
