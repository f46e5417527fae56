// Requests as CSV for a spreadsheet: every cell quoted, and a cell that starts like a formula (= + - @, tab or
// carriage return) prefixed with an apostrophe, so a visitor's text never runs as a formula when opened.
import { detailLines } from './details';
import type { StoredRequest } from './store';

const HEADER = [
  'reference',
  'received_at',
  'kind',
  'status',
  'language',
  'name',
  'phone',
  'email',
  'details',
  'consent_version',
  'status_changed_at',
  'status_changed_by',
];

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function requestsCsv(requests: readonly StoredRequest[]): string {
  const rows = requests.map((request) =>
    [
      request.reference,
      iso(request.createdAt),
      request.kind,
      request.status,
      request.locale,
      request.name,
      request.phone,
      request.email,
      detailLines(request).join('\n'),
      request.consentVersion,
      iso(request.statusChangedAt),
      request.statusChangedBy,
    ]
      .map(cell)
      .join(','),
  );
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in Devanagari, ₹).
  return `\uFEFF${[HEADER.map(cell).join(','), ...rows].join('\r\n')}\r\n`;
}
