// The dashboard's words and addresses, pure: where each figure's list is (the filter that shows the rows behind it),
// how a wait and a moment are said, and an audit record as a line of Recent Activity. Values are formatted here, at
// render, from the integers the areas count (paise, UTC ms).
import { formatIndiaTime, formatNumber } from '../../../../shared/i18n/format';
import type { AppointmentStatus, IndiaPeriods } from '../../../appointments';
import type { AuditRecord } from '../../../audit';
import { AUDIT_PATH, REQUESTS_PATH } from '../../paths';
import { AUDIT_ACTION_WORDS } from '../shared/labels';
import { auditSearch } from '../shared/links';

const MINUTE = 60_000;

/** The requests tab of the Appointments list, filtered. */
export function requestsLink(filter: { kind?: string; status?: string; q?: string } = {}): string {
  const params = new URLSearchParams({ view: 'requests' });
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return `${REQUESTS_PATH}?${params}`;
}

/** The appointments list, filtered: today's (of a status), or this month's of a status. */
export function appointmentsLink(filter: { status?: AppointmentStatus; month?: IndiaPeriods }): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.month) {
    params.set('when', 'all');
    params.set('from', filter.month.monthFirst);
    params.set('to', filter.month.monthLast);
  } else params.set('when', 'today');
  return `${REQUESTS_PATH}?${params}`;
}

/** The audit log of one action. */
export const auditLink = (action: string) => `${AUDIT_PATH}${auditSearch(action)}`;

/** A length of time: "12 min", "3 h 5 min", "4 days". */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MINUTE));
  if (minutes < 60) return `${formatNumber(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return minutes % 60 ? `${formatNumber(hours)} h ${formatNumber(minutes % 60)} min` : `${formatNumber(hours)} h`;
  return `${formatNumber(Math.floor(hours / 24))} days`;
}

/** When something happened, said from now in India time: "just now", "5 min ago", "3 h ago", else the date and time. */
export function whenText(at: number, now: number, todayStart: number): string {
  const minutes = Math.floor((now - at) / MINUTE);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${formatNumber(minutes)} min ago`;
  if (at >= todayStart) return `${formatNumber(Math.floor(minutes / 60))} h ago`;
  return formatIndiaTime(at, 'en');
}

/** Where an audit record's subject is shown: a request in the inbox, an appointment on its page; else nowhere. */
export function activityLink(record: AuditRecord): string | null {
  const reference = record.reference ?? '';
  if (/^CL-[0-9A-Z]{6}$/.test(reference)) return requestsLink({ q: reference });
  if (/^AP-[0-9A-Z]{6}$/.test(reference)) return `${REQUESTS_PATH}/${reference}`;
  return null;
}

/** Actions whose detail may say a move between statuses ("new → contacted"): that part is shown, nothing else. */
const MOVES = new Set(['status', 'appointment']);
const MOVE = /^[a-z-]+ → [a-z-]+|^created \([a-z-]+\)/;

/**
 * An audit record in plain words: what was done, to which record (by reference only: a consultation record or a
 * prescription is named, never what it says), and by whom.
 */
export function activityText(record: AuditRecord): string {
  const what = AUDIT_ACTION_WORDS[record.action] ?? record.action;
  const subject = record.reference ? ` ${record.reference}` : '';
  const moved = MOVES.has(record.action) ? MOVE.exec(record.detail)?.[0] : undefined;
  const move = moved ? ` (${moved})` : '';
  const who = record.actorEmail ?? (record.actorId === 'system' || record.actorId === 'patient' ? record.actorId : '');
  return `${what}${subject}${move}${who ? `, by ${who}` : ''}`;
}

/** A line of the dashboard's overview: a label and a figure. @table none */
export interface OverviewRow {
  label: string;
  value: number;
  /** The progress bar's maximum; 100 unless given (docs/product/figures.md). */
  max?: number;
}

export const PROGRESS_MAX_DEFAULT = 100;

/** A row's maximum, with the default applied and never below 1. */
export function overviewMax(row: OverviewRow): number {
  const max = row.max ?? PROGRESS_MAX_DEFAULT;
  return Number.isFinite(max) && max > 0 ? max : PROGRESS_MAX_DEFAULT;
}

/** A row's value kept within 0..max, for the bar and its ARIA value. */
export function overviewValue(row: OverviewRow): number {
  const value = Number.isFinite(row.value) ? row.value : 0;
  return Math.min(Math.max(value, 0), overviewMax(row));
}
