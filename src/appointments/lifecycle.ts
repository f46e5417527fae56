// What can happen to an appointment after it is booked: confirmed, started, completed, missed, cancelled (with the
// refund the rules give), moved to another time, asked to move by the patient, and whether it lapsed. Each change is
// one D1 batch: the appointment, its history and the audit log, guarded by the appointment's last change so two
// people acting at once cannot both win.
import { auditEachStatement, auditStatement, SYSTEM_ACTOR, type Actor, type AuditAction } from '../audit';
import type { AppointmentWritten } from '../notifications';
import { moveTiming, type TimedMove } from './move-window';
import { APPOINTMENT_WRITTEN } from './outbox-written';
import { consultationRefund, type CancelledBy, type ConsultationRefund } from './refund';
import {
  APPOINTMENT_COLUMNS,
  appointmentOf,
  constraintOf,
  type Appointment,
  type AppointmentRow,
  type HistoryChange,
} from './appointment-rows';
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
  | { ok: false; reason: 'not-found' | 'not-allowed' | 'conflict' | 'taken'; appointment?: Appointment }
  /** A move its time does not allow yet (move-window.ts): nothing changed; it may be made from `opensAt`. */
  | { ok: false; reason: 'too-early'; appointment: Appointment; move: TimedMove; opensAt: number };

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
 * Statements another area writes in the same batch as a change (the outbox's rows), given the changed appointment and
 * what they are written with (APPOINTMENT_WRITTEN).
 */
export type Alongside = (
  db: D1Database,
  appointment: Appointment,
  written: AppointmentWritten,
) => D1PreparedStatement[];

/**
 * One change of an appointment as one batch: the UPDATE, guarded by the appointment's last change, then its history
 * row, audit row and whatever else goes with it. The history row's appointment id is read back through the guard: if
 * another change got there first, it is NULL, the NOT NULL constraint fails and the whole batch rolls back, so a lost
 * race writes nothing at all (no refund, no message).
 */
export async function guardedChange(
  db: D1Database,
  input: {
    current: Appointment;
    actor: Actor;
    now: number;
    /** `column = ?4, ...`: ?1 is the id, ?2 the last change, ?3 now; the SET's own values follow from ?4. */
    set: string;
    values: readonly unknown[];
    change: HistoryChange;
    detail: string;
    audit?: AuditAction;
    /** The appointment as it will be after the change, for the statements written alongside. */
    after: Partial<Appointment>;
    also?: readonly D1PreparedStatement[];
    alongside?: Alongside;
  },
): Promise<'ok' | 'conflict' | 'taken'> {
  const { current, actor, now } = input;
  const by = actor.email ?? actor.id;
  const statements = [
    db
      .prepare(`UPDATE appointments SET ${input.set}, updated_at = ?3 WHERE id = ?1 AND updated_at = ?2`)
      .bind(current.id, current.updatedAt, now, ...input.values),
    db
      .prepare(
        `INSERT INTO appointment_history (appointment_id, at, actor, change, detail)
         VALUES ((SELECT id FROM appointments WHERE id = ?1 AND updated_at = ?2 AND changes() = 1), ?2, ?3, ?4, ?5)`,
      )
      .bind(current.id, now, by, input.change, input.detail),
    auditStatement(db, {
      at: now,
      actor,
      action: input.audit ?? 'appointment',
      reference: current.reference,
      detail: input.detail,
    }),
    ...(input.also ?? []),
    ...(input.alongside?.(db, { ...current, ...input.after, updatedAt: now }, APPOINTMENT_WRITTEN) ?? []),
  ];
  try {
    await db.batch(statements);
    return 'ok';
  } catch (error) {
    const constraint = constraintOf(error);
    if (constraint === 'appointment_history.appointment_id') return 'conflict';
    if (
      constraint === 'slot blocked' ||
      constraint === 'slot taken' ||
      constraint?.startsWith('appointments.doctor_id')
    )
      return 'taken';
    throw error;
  }
}

/** Reads the appointment back after a change (with its doctor's name). */
async function reread(db: D1Database, reference: string, outcome: 'ok' | 'conflict' | 'taken'): Promise<Changed> {
  const appointment = await findAppointment(db, reference);
  if (!appointment) return { ok: false, reason: 'not-found' };
  return outcome === 'ok' ? { ok: true, appointment } : { ok: false, reason: outcome, appointment };
}

/**
 * Moves an appointment to a status its current one may go to (not a cancellation: see cancelAppointment), at a time
 * the move's window allows (moveTiming: started or completed from 15 minutes before the start, a no-show from the
 * start), whoever asks.
 */
export async function changeStatus(
  db: D1Database,
  input: { reference: string; to: AppointmentStatus; actor: Actor; now: number; alongside?: Alongside },
): Promise<Changed> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  if (input.to.startsWith('cancelled')) throw new Error('cancel with cancelAppointment, which applies the refund');
  if (!canMove(current.status, input.to)) return { ok: false, reason: 'not-allowed', appointment: current };
  const timing = moveTiming(input.to, current, input.now);
  if (!timing.ok)
    return { ok: false, reason: 'too-early', appointment: current, move: timing.move, opensAt: timing.opensAt };
  const outcome = await guardedChange(db, {
    current,
    actor: input.actor,
    now: input.now,
    set: 'status = ?4, hold_expires_at = NULL, reschedule_asked_at = NULL',
    values: [input.to],
    change: 'status',
    detail: `${current.status} → ${input.to}`,
    after: { status: input.to, holdExpiresAt: null, rescheduleAskedAt: null },
    alongside: input.alongside,
  });
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
  input: { reference: string; by: CancelledBy; actor: Actor; now: number; alongside?: Alongside },
): Promise<{ ok: true; cancelled: Cancelled } | Exclude<Changed, { ok: true }>> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  const to: AppointmentStatus = input.by === 'patient' ? 'cancelled-by-patient' : 'cancelled-by-provider';
  if (!canMove(current.status, to)) return { ok: false, reason: 'not-allowed', appointment: current };
  const refund = refundIfCancelled(current, input.by, input.now);
  const payment = refund && refund.amount > 0 ? 'refund-due' : current.payment;
  const outcome = await guardedChange(db, {
    current,
    actor: input.actor,
    now: input.now,
    set: 'status = ?4, payment = ?5, hold_expires_at = NULL, reschedule_asked_at = NULL',
    values: [to, payment],
    change: 'status',
    detail: refund
      ? `${current.status} → ${to}; refund ${refund.percent}% (${refund.ruleId})`
      : `${current.status} → ${to}`,
    after: { status: to, payment },
    also:
      refund && refund.amount > 0
        ? [
            db
              .prepare(
                `INSERT INTO refunds (appointment_id, amount, rule_id, percent, created_at, created_by)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
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
        : [],
    alongside: input.alongside,
  });
  const after = await reread(db, input.reference, outcome);
  if (!after.ok) return after;
  return { ok: true, cancelled: { appointment: after.appointment, refund } };
}

/**
 * Moves an open appointment to another start (the caller has checked the new time is a slot the doctor offers). The
 * database refuses a start another booking holds or a coordinator blocked: 'taken'.
 */
export async function rescheduleAppointment(
  db: D1Database,
  input: { reference: string; start: number; end: number; actor: Actor; now: number; alongside?: Alongside },
): Promise<Changed> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  if (!isOpen(current.status)) return { ok: false, reason: 'not-allowed', appointment: current };
  const outcome = await guardedChange(db, {
    current,
    actor: input.actor,
    now: input.now,
    set: 'starts_at = ?4, ends_at = ?5, reschedule_asked_at = NULL',
    values: [input.start, input.end],
    change: 'rescheduled',
    detail: `${new Date(current.start).toISOString()} → ${new Date(input.start).toISOString()}`,
    after: { start: input.start, end: input.end, rescheduleAskedAt: null },
    alongside: input.alongside,
  });
  return reread(db, input.reference, outcome);
}

/** The patient asks for another time from their appointment page; a coordinator sees it waiting. */
export async function askAnotherTime(
  db: D1Database,
  input: { reference: string; actor: Actor; now: number; alongside?: Alongside },
): Promise<Changed> {
  const current = await findAppointment(db, input.reference);
  if (!current) return { ok: false, reason: 'not-found' };
  if (!isOpen(current.status)) return { ok: false, reason: 'not-allowed', appointment: current };
  if (current.rescheduleAskedAt !== null) return { ok: true, appointment: current };
  const outcome = await guardedChange(db, {
    current,
    actor: input.actor,
    now: input.now,
    set: 'reschedule_asked_at = ?4',
    values: [input.now],
    change: 'asked',
    detail: 'asked for another time',
    after: { rescheduleAskedAt: input.now },
    alongside: input.alongside,
  });
  return reread(db, input.reference, outcome);
}

/** The most holds one cron run lapses (each writes three rows); the next run takes the rest. */
const LAPSE_LIMIT = 100;

/**
 * Holds a patient's pick until `hold_expires_at`; after that, unless a coordinator confirmed it (or a payment was
 * recorded on it), it lapses and the slot is offered again. Run by the cron trigger; one batch: the history and audit
 * rows are written from the same selection the UPDATE makes, so a lapse is never unaudited. Returns the references.
 */
export async function lapseExpiredHolds(db: D1Database, now: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id, reference FROM appointments
       WHERE status = 'requested' AND payment = 'unpaid' AND hold_expires_at IS NOT NULL AND hold_expires_at <= ?1
       ORDER BY hold_expires_at LIMIT ${LAPSE_LIMIT}`,
    )
    .bind(now)
    .all<{ id: number; reference: string }>();
  if (results.length === 0) return [];
  const ids = results.map((row) => Number(row.id)).join(', ');
  // Still requested and unpaid when the batch runs: a coordinator who confirmed in between wins.
  const still = `id IN (${ids}) AND status = 'requested' AND payment = 'unpaid'`;
  const [, audit] = await db.batch([
    db
      .prepare(
        `INSERT INTO appointment_history (appointment_id, at, actor, change, detail)
         SELECT id, ?1, 'system', 'status', 'requested → lapsed' FROM appointments WHERE ${still}`,
      )
      .bind(now),
    auditEachStatement(
      db,
      { at: now, actor: SYSTEM_ACTOR, action: 'appointment', detail: 'requested → lapsed' },
      { reference: 'reference', from: `appointments WHERE ${still}` },
    ),
    db
      .prepare(`UPDATE appointments SET status = 'lapsed', hold_expires_at = NULL, updated_at = ?1 WHERE ${still}`)
      .bind(now),
  ]);
  return ((audit?.results ?? []) as { reference: string }[]).map((row) => row.reference);
}
