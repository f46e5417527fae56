// Requests as CSV for a spreadsheet: every cell quoted, and a cell that starts like a formula (= + - @, tab or
// carriage return) prefixed with an apostrophe, so a visitor's text never runs as a formula when opened.
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

/** The other fields of a request (what is not name, phone or email), as "field: value" lines. */
export function requestDetails(request: StoredRequest): string {
  return Object.entries(request.fields)
    .filter(([field, value]) => value !== '' && !['name', 'phone', 'email', 'firstName', 'lastName'].includes(field))
    .map(([field, value]) => `${field}: ${value}`)
    .join('\n');
}

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
      requestDetails(request),
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
