// The slots a doctor offers, as the patient's pick-a-time page and the admin's Slots screen see them: derived from the
// calendar, then marked with what holds each one (a patient's pick waiting for a coordinator, a booking, a block).
import { auditStatement, type Actor } from '../audit';
import { indiaDate } from './india-time';
import { ACTIVE_STATUSES } from './lifecycle';
import { deriveSlots, type Slot } from './slots';
import { calendarOf, calendarsOfWeeks, type WeekRow } from './store';

export type SlotState = 'free' | 'held' | 'booked' | 'blocked';

export interface BoardSlot extends Slot {
  state: SlotState;
  /** The appointment holding it, for a held or booked slot. */
  reference?: string;
}

/** How far ahead a patient may pick a time. */
export const PATIENT_DAYS = 7;
/** How far ahead a coordinator may book or move an appointment. */
export const COORDINATOR_DAYS = 60;

const activeList = ACTIVE_STATUSES.map((status) => `'${status}'`).join(', ');

/** Every slot of `days` India days from now, with its state; null for an unknown or inactive doctor. */
export async function slotBoard(
  db: D1Database,
  doctorId: string,
  now: number,
  days: number,
): Promise<BoardSlot[] | null> {
  const calendar = await calendarOf(db, doctorId);
  if (!calendar) return null;
  const slots = deriveSlots(calendar, now, days);
  if (slots.length === 0) return [];
  const from = slots[0]?.start ?? now;
  const to = (slots.at(-1)?.end ?? now) + 1;
  const [held, blocked] = await db.batch([
    db
      .prepare(
        `SELECT starts_at, ends_at, reference, status FROM appointments
         WHERE doctor_id = ?1 AND starts_at < ?3 AND ends_at > ?2 AND status IN (${activeList})`,
      )
      .bind(doctorId, from, to),
    db
      .prepare('SELECT starts_at FROM slot_blocks WHERE doctor_id = ?1 AND starts_at >= ?2 AND starts_at < ?3')
      .bind(doctorId, from, to),
  ]);
  return markSlots(
    slots,
    (held?.results ?? []) as Booking[],
    ((blocked?.results ?? []) as { starts_at: number }[]).map((row) => row.starts_at),
  );
}

/** An active booking as the boards read it. */
interface Booking {
  starts_at: number;
  ends_at: number;
  reference: string;
  status: string;
}

/** Marks each slot with what holds it: a booking it overlaps (held while requested), a block, or nothing (free). */
function markSlots(
  slots: readonly Slot[],
  bookings: readonly Booking[],
  blockedStarts: readonly number[],
): BoardSlot[] {
  // A booking holds every slot it overlaps, not only the one it starts on: after a doctor's hours or consultation
  // length change, the new slots may fall across bookings made before.
  const holderOf = (slot: Slot) => bookings.find((row) => row.starts_at < slot.end && row.ends_at > slot.start);
  const blocks = new Set(blockedStarts);
  return slots.map((slot) => {
    const holder = holderOf(slot);
    if (holder)
      return { ...slot, state: holder.status === 'requested' ? 'held' : 'booked', reference: holder.reference };
    if (blocks.has(slot.start)) return { ...slot, state: 'blocked' };
    return { ...slot, state: 'free' };
  });
}

/** The longest consultation the admin's form allows, in ms: a booking that starts earlier has ended. */
const LONGEST_BOOKING_MS = 240 * 60_000;

/**
 * When each active doctor's first free slot starts, of the slots a patient may pick (`days` India days from `now`)
 * that start at `notBefore` or later: one D1 batch for every doctor at once. A doctor with none is left out.
 */
export async function firstFreeSlots(
  db: D1Database,
  now: number,
  days: number,
  notBefore: number = now,
): Promise<Map<string, number>> {
  const to = now + (days + 1) * 24 * 60 * 60_000;
  const [week, daysOff, held, blocked] = await db.batch([
    db.prepare(
      `SELECT w.doctor_id, d.minutes, w.kind, w.weekday, w.start_minute, w.end_minute
       FROM doctor_week w JOIN doctors d ON d.id = w.doctor_id WHERE d.active = 1`,
    ),
    db.prepare('SELECT doctor_id, date FROM doctor_days_off WHERE date >= ?1').bind(indiaDate(now)),
    db
      .prepare(
        `SELECT doctor_id, starts_at, ends_at, reference, status FROM appointments
         WHERE starts_at > ?1 AND starts_at < ?2 AND ends_at > ?3 AND status IN (${activeList})`,
      )
      .bind(notBefore - LONGEST_BOOKING_MS, to, notBefore),
    db
      .prepare('SELECT doctor_id, starts_at FROM slot_blocks WHERE starts_at >= ?1 AND starts_at < ?2')
      .bind(notBefore, to),
  ]);
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as (T & { doctor_id: string })[];
  const calendars = calendarsOfWeeks(
    rows<WeekRow & { minutes: number }>(week),
    rows<{ date: string }>(daysOff).map((row) => ({ doctorId: row.doctor_id, date: row.date })),
  );
  const bookings = rows<Booking>(held);
  const blocks = rows<{ starts_at: number }>(blocked);
  const first = new Map<string, number>();
  for (const [doctorId, calendar] of calendars) {
    const slots = deriveSlots(calendar, now, days).filter((slot) => slot.start >= notBefore);
    const free = markSlots(
      slots,
      bookings.filter((row) => row.doctor_id === doctorId),
      blocks.filter((row) => row.doctor_id === doctorId).map((row) => row.starts_at),
    ).find((slot) => slot.state === 'free');
    if (free) first.set(doctorId, free.start);
  }
  return first;
}

export type SlotProblem = 'unknown-doctor' | 'past' | 'not-offered' | 'taken';

/**
 * Whether `start` is a free slot of the doctor within `days`: refused when in the past, outside working hours, in a
 * break or on a day off ('not-offered'), or held, booked or blocked ('taken'). The database checks 'taken' again
 * when the booking is written.
 */
export async function checkSlot(
  db: D1Database,
  doctorId: string,
  start: number,
  now: number,
  days: number,
): Promise<{ ok: true; slot: Slot } | { ok: false; problem: SlotProblem }> {
  if (start < now) return { ok: false, problem: 'past' };
  const board = await slotBoard(db, doctorId, now, days);
  if (!board) return { ok: false, problem: 'unknown-doctor' };
  const slot = board.find((candidate) => candidate.start === start);
  if (!slot) return { ok: false, problem: 'not-offered' };
  if (slot.state !== 'free') return { ok: false, problem: 'taken' };
  return { ok: true, slot: { start: slot.start, end: slot.end } };
}

/** A coordinator takes a free slot out of the offer, or puts it back. Audited; false when nothing changed. */
export async function setSlotBlocked(
  db: D1Database,
  input: {
    doctorId: string;
    start: number;
    blocked: boolean;
    actor: Actor;
    now: number;
  },
): Promise<boolean> {
  const by = input.actor.email ?? input.actor.id;
  const change = input.blocked
    ? // Not over a booking that landed since the screen was read: the block and the booking cannot both hold it.
      db
        .prepare(
          `INSERT OR IGNORE INTO slot_blocks (doctor_id, starts_at, blocked_by, blocked_at)
           SELECT ?1, ?2, ?3, ?4 WHERE NOT EXISTS (
             SELECT 1 FROM appointments WHERE doctor_id = ?1 AND starts_at <= ?2 AND ends_at > ?2
               AND status IN (${activeList}))`,
        )
        .bind(input.doctorId, input.start, by, input.now)
    : db.prepare('DELETE FROM slot_blocks WHERE doctor_id = ?1 AND starts_at = ?2').bind(input.doctorId, input.start);
  const [changed] = await db.batch([
    change,
    // Audited only when something changed (a block refused over a booking, or one already gone, is not).
    auditStatement(
      db,
      {
        at: input.now,
        actor: input.actor,
        action: 'slot',
        reference: input.doctorId,
        detail: `${input.blocked ? 'blocked' : 'unblocked'} ${new Date(input.start).toISOString()}`,
      },
      { onlyIf: 'changes() = 1' },
    ),
  ]);
  return (changed?.meta.changes ?? 0) === 1;
}
