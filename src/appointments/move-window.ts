// When the moves a consultation's own time governs may be made: one rule for the coordinators' buttons, the doctor's
// buttons and the server that takes both their posts (changeStatus refuses a move made too early). A consultation is
// started, or marked completed, from 15 minutes before its time (as Live Consults lists it); a no-show is marked
// once its time has begun. Other moves (confirming, cancelling) have no time rule here.
import type { AppointmentStatus } from './store';

/** How near its time an appointment counts as live: from 15 minutes before its start to 15 minutes after its end. */
export const LIVE_MARGIN_MS = 15 * 60 * 1000;

/** The moves a consultation's time governs. */
export type TimedMove = 'in-consultation' | 'completed' | 'no-show';

export const isTimedMove = (to: AppointmentStatus): to is TimedMove =>
  to === 'in-consultation' || to === 'completed' || to === 'no-show';

/** The instant from which `to` may be made on an appointment starting at `start`; null when no time rule holds it. */
export function moveOpensAt(to: AppointmentStatus, start: number): number | null {
  if (to === 'in-consultation' || to === 'completed') return start - LIVE_MARGIN_MS;
  if (to === 'no-show') return start;
  return null;
}

export type MoveTiming = { ok: true } | { ok: false; move: TimedMove; opensAt: number };

/** Whether `to` may be made now on the appointment, as far as its time goes (the status rules are NEXT_STATUSES'). */
export function moveTiming(to: AppointmentStatus, appointment: { start: number }, now: number): MoveTiming {
  const opensAt = moveOpensAt(to, appointment.start);
  if (opensAt === null || now >= opensAt || !isTimedMove(to)) return { ok: true };
  return { ok: false, move: to, opensAt };
}
