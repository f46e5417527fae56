// Requests as CSV rows for a spreadsheet (src/http/csv.ts quotes and guards each cell and streams the file).
import type { CsvValue } from '../http/csv';
import { detailLines } from './details';
import type { StoredRequest } from './store';

export const REQUESTS_CSV_HEADER = [
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
] as const;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function requestCsvRow(request: StoredRequest): CsvValue[] {
  return [
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
  ];
}
