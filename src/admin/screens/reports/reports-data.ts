// The tables of Reports & Analytics for one period, built once from the requests' and appointments' figures: the page
// shows each cell's text, its CSV download carries each cell's value (plain numbers, rupees with paise, minutes), so
// the download has the page's rows, one for one.
import { formatNumber } from '../../../../shared/i18n/format';
import { formatPaise, rupeeFigure } from '../../../../shared/money';
import type { RequestKind } from '../../../../shared/requests/kinds';
import {
  appointmentsPerDay,
  noShowFigures,
  revenueByDoctor,
  type AppointmentDay,
  type DoctorRevenue,
  type NoShowFigures,
} from '../../../appointments';
import {
  firstContactsOf,
  requestConversion,
  requestsPerDay,
  type ConversionGroup,
  type DayCount,
  type FirstContactFigures,
} from '../../../requests';
import { indiaDayNumber } from '../../../../shared/india-days';
import { coalescedD1 } from '../../../http/d1-coalesce';
import type { Period } from './reports-period';
import { KIND_LABELS } from '../shared/labels';

export interface Cell {
  text: string;
  value: string | number;
}

export const REPORT_TABLES = [
  'daily',
  'conversion-kind',
  'conversion-source',
  'conversion-language',
  'revenue',
  'figures',
] as const;
export type ReportTableKey = (typeof REPORT_TABLES)[number];

export function isReportTable(value: string): value is ReportTableKey {
  return (REPORT_TABLES as readonly string[]).includes(value);
}

export interface ReportTable {
  key: ReportTableKey;
  title: string;
  /** One sentence under the heading: what is counted. */
  note: string;
  headers: readonly string[];
  /** The CSV's column names. */
  csvHeaders: readonly string[];
  rows: Cell[][];
  /** Said instead of an empty table. */
  empty: string;
}

export interface DailyPoint {
  day: string;
  requests: number;
  appointments: number;
}

export interface Report {
  daily: DailyPoint[];
  tables: Record<ReportTableKey, ReportTable>;
}

const count = (n: number): Cell => ({ text: formatNumber(n), value: n });
const money = (paise: number): Cell => ({ text: formatPaise(paise), value: rupeeFigure(paise, { paise: 'always' }) });
const text = (words: string, value = words): Cell => ({ text: words, value });
const percent = (part: number, whole: number): Cell => {
  if (whole === 0) return { text: '—', value: '' };
  const value = Math.round((part / whole) * 1000) / 10;
  return { text: `${value.toFixed(1)}%`, value: value.toFixed(1) };
};

const LANGUAGES: Record<string, string> = { en: 'English', hi: 'Hindi' };

/** Where each kind of request is sent from (requests keep no page address; a call-back keeps its button's topic). */
const KIND_SOURCES: Record<RequestKind, string> = {
  booking: 'Call-back form (no topic)',
  doctor: 'Request a doctor page',
  contact: 'Contact page',
  newsletter: 'Newsletter box (footer)',
  privacy: 'Privacy page',
  refund: 'Refund policy page',
};

const kindLabel = (kind: string) => KIND_LABELS[kind as RequestKind] ?? kind;
const sourceOf = (group: ConversionGroup) =>
  group.topic ? `Call-back: ${group.topic}` : (KIND_SOURCES[group.kind as RequestKind] ?? group.kind);

/** The most rows a conversion table lists; the rest are summed in one row (a call-back's topic is free text). */
export const CONVERSION_ROWS = 25;
const OTHERS = 'All other sources';

/** Sums the groups by a label, largest first (then by label), the rows past CONVERSION_ROWS summed as one. */
function byLabel(groups: readonly ConversionGroup[], label: (group: ConversionGroup) => string): Cell[][] {
  const sums = new Map<string, { requests: number; converted: number }>();
  for (const group of groups) {
    const key = label(group);
    const sum = sums.get(key) ?? { requests: 0, converted: 0 };
    sum.requests += group.requests;
    sum.converted += group.converted;
    sums.set(key, sum);
  }
  const sorted = [...sums].sort(([a, x], [b, y]) => y.requests - x.requests || a.localeCompare(b));
  if (sorted.length > CONVERSION_ROWS) {
    const rest = sorted.splice(CONVERSION_ROWS - 1);
    sorted.push([
      OTHERS,
      rest.reduce(
        (sum, [, row]) => ({ requests: sum.requests + row.requests, converted: sum.converted + row.converted }),
        {
          requests: 0,
          converted: 0,
        },
      ),
    ]);
  }
  return sorted.map(([key, sum]) => [
    text(key),
    count(sum.requests),
    count(sum.converted),
    percent(sum.converted, sum.requests),
  ]);
}

const CONVERSION_HEADERS = ['Requests', 'Became appointments', 'Conversion'];
const CONVERSION_CSV = ['requests', 'appointments', 'conversion_percent'];

/** A wait in words ('2 h 05 min'), and its value in whole minutes, rounded, for the CSV. */
function duration(ms: number | null): Cell {
  if (ms === null) return { text: '—', value: '' };
  const minutes = Math.round(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const words =
    days > 0 ? `${days} d ${hours} h` : hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
  return { text: words, value: minutes };
}

function figuresRows(noShows: NoShowFigures, contacts: FirstContactFigures, received: number): Cell[][] {
  return [
    [
      text('No-show rate', 'no_show_rate_percent'),
      percent(noShows.noShows, noShows.held),
      text(`${noShows.noShows} no-shows of ${noShows.held} appointments whose time has passed, not cancelled`),
    ],
    [
      text('Median time to first contact', 'median_first_contact_minutes'),
      duration(contacts.medianMs),
      text(`${contacts.contacted} of ${received} requests received in the period marked contacted`),
    ],
    [
      text('90th percentile time to first contact', 'p90_first_contact_minutes'),
      duration(contacts.p90Ms),
      text('9 in 10 of those requests were first contacted within this time'),
    ],
  ];
}

function revenueRows(lines: readonly DoctorRevenue[]): Cell[][] {
  return lines.map((line) => [
    text(line.doctorName),
    count(line.payments),
    money(line.paid),
    count(line.refunds),
    money(line.refunded),
    money(line.paid - line.refunded),
  ]);
}

export function dailyPoints(
  days: readonly string[],
  requests: readonly DayCount[],
  appointments: readonly AppointmentDay[],
): DailyPoint[] {
  const requestsOf = new Map(requests.map((row) => [row.day, row.count]));
  const appointmentsOf = new Map(appointments.map((row) => [row.day, row]));
  return days.map((day) => ({
    day,
    requests: requestsOf.get(day) ?? 0,
    appointments: appointmentsOf.get(day)?.count ?? 0,
  }));
}

/** Every figure of the period: six statements, started together and sent to D1 as one batch. */
export async function loadReport(d1: D1Database, period: Period, now: number): Promise<Report> {
  const db = coalescedD1(d1);
  const [requests, appointments, groups, contacts, noShows, revenue] = await Promise.all([
    requestsPerDay(db, period),
    appointmentsPerDay(db, period),
    requestConversion(db, period),
    firstContactsOf(db, indiaDayNumber(period.start), indiaDayNumber(period.end)),
    noShowFigures(db, period, now),
    revenueByDoctor(db, period),
  ]);
  const daily = dailyPoints(period.days, requests, appointments);
  const cancelledOf = new Map(appointments.map((row) => [row.day, row.cancelled]));
  return {
    daily,
    tables: {
      daily: {
        key: 'daily',
        title: 'Requests and appointments per day',
        note: 'Requests by the India day they arrived; appointments by the India day they start (holds that lapsed left out).',
        headers: ['Day (India)', 'Requests', 'Appointments', 'Of them cancelled'],
        csvHeaders: ['day', 'requests', 'appointments', 'cancelled'],
        rows: daily.map((point) => [
          text(point.day),
          count(point.requests),
          count(point.appointments),
          count(cancelledOf.get(point.day) ?? 0),
        ]),
        empty: 'No days in this period.',
      },
      'conversion-kind': {
        key: 'conversion-kind',
        title: 'Conversion by kind of request',
        note: 'Requests received in the period, and how many a coordinator booked an appointment from.',
        headers: ['Kind', ...CONVERSION_HEADERS],
        csvHeaders: ['kind', ...CONVERSION_CSV],
        rows: byLabel(groups, (group) => kindLabel(group.kind)),
        empty: 'No requests arrived in this period.',
      },
      'conversion-source': {
        key: 'conversion-source',
        title: 'Conversion by source',
        note: 'Requests keep no page address: a call-back is named by the button that opened it, other kinds by their page.',
        headers: ['Source', ...CONVERSION_HEADERS],
        csvHeaders: ['source', ...CONVERSION_CSV],
        rows: byLabel(groups, sourceOf),
        empty: 'No requests arrived in this period.',
      },
      'conversion-language': {
        key: 'conversion-language',
        title: 'Conversion by language of the page',
        note: 'The language of the page the request was sent from.',
        headers: ['Language', ...CONVERSION_HEADERS],
        csvHeaders: ['language', ...CONVERSION_CSV],
        rows: byLabel(groups, (group) => LANGUAGES[group.locale] ?? group.locale),
        empty: 'No requests arrived in this period.',
      },
      revenue: {
        key: 'revenue',
        title: 'Revenue by doctor',
        note: 'Payments whose money arrived in the period, less refunds paid back in the period, by the appointment’s doctor.',
        headers: ['Doctor', 'Payments', 'Paid', 'Refunds', 'Refunded', 'Net'],
        csvHeaders: ['doctor', 'payments', 'paid_rupees', 'refunds', 'refunded_rupees', 'net_rupees'],
        rows: revenueRows(revenue),
        empty: 'No payment or refund was recorded in this period.',
      },
      figures: {
        key: 'figures',
        title: 'No-shows and time to first contact',
        note: 'Appointments of the period whose start has passed; requests of the period and their first call. Waits count to the minute up to 2 hours, the quarter hour up to a day, the hour beyond.',
        headers: ['Figure', 'Value', 'Based on'],
        csvHeaders: ['figure', 'value', 'based_on'],
        rows: figuresRows(
          noShows,
          contacts,
          requests.reduce((sum, day) => sum + day.count, 0),
        ),
        empty: '',
      },
    },
  };
}
