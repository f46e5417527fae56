// When an appointment's room is open: the figures in one place, the rules as pure functions (tests/worker/consult-
// window.test.ts). The room opens ROOM_WINDOW.opensBeforeMinutes before the booked start and closes
// ROOM_WINDOW.closesAfterEndMinutes after the booked end; only an appointment that is still to be held (confirmed)
// or being held (in consultation) has a room. A room never opens for a cancelled, lapsed or missed appointment.

export interface RoomWindow {
  /** The room opens this many minutes before the start: time to test the camera and microphone. */
  opensBeforeMinutes: number;
  /** It closes this many minutes after the booked end: a consultation that ran over can finish. */
  closesAfterEndMinutes: number;
}

export const ROOM_WINDOW: RoomWindow = { opensBeforeMinutes: 10, closesAfterEndMinutes: 30 };

/**
 * The window as configured: ROOM_OPENS_MINUTES (wrangler.toml [vars], 1 to 60) moves the opening; anything else
 * keeps the default. (The end-to-end tests open rooms 20 minutes early, as their first free slot may be 15 away.)
 */
export function roomWindow(vars: { ROOM_OPENS_MINUTES?: string }): RoomWindow {
  const minutes = Number(vars.ROOM_OPENS_MINUTES);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 60
    ? { ...ROOM_WINDOW, opensBeforeMinutes: minutes }
    : ROOM_WINDOW;
}

const MINUTE = 60_000;

/** The statuses whose room may open (scheduled: a coordinator made it and the patient has been told). */
export const ROOM_STATUSES = ['scheduled', 'confirmed', 'in-consultation', 'completed'] as const;

export interface RoomTimes {
  start: number;
  end: number;
  status: string;
}

export function roomOpensAt(appointment: Pick<RoomTimes, 'start'>, window: RoomWindow = ROOM_WINDOW): number {
  return appointment.start - window.opensBeforeMinutes * MINUTE;
}

export function roomClosesAt(appointment: Pick<RoomTimes, 'end'>, window: RoomWindow = ROOM_WINDOW): number {
  return appointment.end + window.closesAfterEndMinutes * MINUTE;
}

export type RoomState =
  | { open: true; closesAt: number }
  | { open: false; why: 'early'; opensAt: number }
  | { open: false; why: 'over'; closedAt: number }
  | { open: false; why: 'not-held' };

/** Whether the room is open at `now`, and if not, why. */
export function roomState(appointment: RoomTimes, now: number, window: RoomWindow = ROOM_WINDOW): RoomState {
  if (!(ROOM_STATUSES as readonly string[]).includes(appointment.status)) return { open: false, why: 'not-held' };
  const opensAt = roomOpensAt(appointment, window);
  const closesAt = roomClosesAt(appointment, window);
  if (now < opensAt) return { open: false, why: 'early', opensAt };
  if (now >= closesAt) return { open: false, why: 'over', closedAt: closesAt };
  return { open: true, closesAt };
}

/** The mode a consultation was held in, from the room's minutes: video if any video was held, else audio, else chat. */
export function modeHeld(holds: { videoMs: number; audioMs: number } | null): 'video' | 'audio' | 'chat' | null {
  if (!holds) return null;
  if (holds.videoMs > 0) return 'video';
  if (holds.audioMs > 0) return 'audio';
  return 'chat';
}

/** Whole minutes, rounded up: a consultation of 40 seconds held by video is "1 minute" of video. */
export const minutesOf = (ms: number): number => Math.ceil(ms / MINUTE);
