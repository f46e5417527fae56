// The staff's words for an appointment's status and mode, and for a move not offered yet (the admin and doctor areas
// are in English): one table, read by the coordinators' screens and the doctor's day alike. A patient reads their own
// words (copy.en.ts, copy.hi.ts).
import { indiaDate } from './india-time';
import { LIVE_MARGIN_MS, type MoveTiming, type TimedMove } from './move-window';
import type { AppointmentMode, AppointmentStatus } from './store';

export const STATUS_WORDS: Record<AppointmentStatus, string> = {
  requested: 'Requested (patient’s pick)',
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  'in-consultation': 'In consultation',
  completed: 'Completed',
  'cancelled-by-patient': 'Cancelled by patient',
  'cancelled-by-provider': 'Cancelled by provider',
  'no-show': 'No-show',
  lapsed: 'Lapsed (not confirmed in time)',
};

export const MODE_WORDS: Record<AppointmentMode, string> = { video: 'Video', audio: 'Audio call', chat: 'Chat' };

const INDIA = 'Asia/Kolkata';
const clock = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, hour: 'numeric', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a move opens, as staff read it: the time alone today (India), else the day and the time. */
export function opensAtText(opensAt: number, now: number): string {
  return indiaDate(opensAt) === indiaDate(now) ? clock.format(opensAt) : dayAndClock.format(opensAt);
}

/**
 * Why a move is not offered yet, and from when it is (move-window.ts): one sentence for the coordinators' appointment
 * page, the doctor's day and the refusal of a post sent too early.
 */
export function notYetWords(move: TimedMove, opensAt: number, now: number): string {
  const from = `Can be marked from ${opensAtText(opensAt, now)} (India time)`;
  return move === 'no-show'
    ? `${from}, once the appointment has started.`
    : `${from}, ${LIVE_MARGIN_MS / 60_000} minutes before the start.`;
}

/** A post sent before its move's time: nothing changed, and why. */
export const tooEarlyWords = (move: TimedMove, opensAt: number, now: number) =>
  `Not changed yet. ${notYetWords(move, opensAt, now)}`;

/**
 * The lines that say which buttons are not offered yet and from when, the buttons that open together on one line:
 * "Mark in consultation and Mark completed are not offered yet. Can be marked from 10:15 am (India time), 15 minutes
 * before the start." Each area names its own buttons; the rule and the sentence are the same for both.
 */
export function notYetLines(moves: readonly { label: string; timing: MoveTiming }[], now: number): string[] {
  const waiting = new Map<number, { labels: string[]; move: TimedMove }>();
  for (const { label, timing } of moves) {
    if (timing.ok) continue;
    const line = waiting.get(timing.opensAt) ?? { labels: [], move: timing.move };
    line.labels.push(label);
    waiting.set(timing.opensAt, line);
  }
  return [...waiting.entries()]
    .sort(([a], [b]) => a - b)
    .map(([opensAt, { labels, move }]) => {
      const named =
        labels.length === 1 ? `${labels[0]} is` : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)} are`;
      return `${named} not offered yet. ${notYetWords(move, opensAt, now)}`;
    });
}
