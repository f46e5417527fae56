// /admin/audit/medical-records: every read, print and verification of a consultation record or prescription (the
// append-only access log the DPDP Act lets a patient ask about), newest first in pages of 50 by (at, id), filtered by
// an appointment reference, a prescription number or the e-mail of who read. The log names records, never content.
import { Hono, type Context } from 'hono';
import { APPOINTMENT_REFERENCE } from '../../../appointments';
import type { AppEnv } from '../../../env';
import { readFlash } from '../../../http/flash';
import { checkFields, readAs, z } from '../../../http/validate';
import type { AreaPage } from '../../../render/area-routes';
import {
  ADMIN_ACCESS_PAGE_SIZE,
  cursorText,
  listAccessLog,
  PRESCRIPTION_NUMBER,
  readCursor,
  type AccessCursor,
  type AccessEntry,
  type AccessFilter,
} from '../../../records';
import { adminDb } from '../../db';
import { DataTable } from '../../DataTable';
import { indiaTime } from '../shared/india-time';

export const MEDICAL_ACCESS_TITLE = 'Medical-record access';
export const medicalAccessPath = (auditPath: string) => `${auditPath}/medical-records`;

const ROLE_WORDS: Record<AccessEntry['role'], string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  admin: 'Admin',
  public: 'Public (not signed in)',
};

const ACTION_WORDS: Record<AccessEntry['action'], string> = {
  read: 'Read',
  print: 'Printed',
  verify: 'Verified',
};

/** The two logs under Audit Logs, as tabs: what admins changed, and who opened medical records. */
export function AuditTabs({ auditPath, current }: { auditPath: string; current: 'changes' | 'medical' }) {
  const tabs = [
    ['changes', auditPath, 'Admin changes'],
    ['medical', medicalAccessPath(auditPath), MEDICAL_ACCESS_TITLE],
  ] as const;
  return (
    <nav aria-label="Audit logs" className="flex flex-wrap gap-2">
      {tabs.map(([id, href, label]) => (
        <a
          key={id}
          href={href}
          aria-current={id === current ? 'page' : undefined}
          className={id === current ? 'btn-primary' : 'btn-outline'}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}

interface Query {
  filter: AccessFilter;
  /** The fields as typed, for the form. */
  typed: { reference: string; number: string; email: string };
  before: AccessCursor | null;
  errors: string[];
}

/** A filter's field: empty (no filter), or read by `read`, with `message` when it reads nothing. */
const optional = <T,>(read: (text: string) => T | null, message: string) =>
  readAs((text) => (text === '' ? undefined : read(text)), message);

/** The filter and the page: each malformed value named in the words the screen shows, in this order. */
const ACCESS_QUERY = z.object({
  reference: optional(
    (text) => (APPOINTMENT_REFERENCE.test(text) ? text : null),
    'Write the appointment reference as on the appointment: AP- and six letters or digits.',
  ),
  number: optional(
    (text) => (PRESCRIPTION_NUMBER.test(text) ? text : null),
    'Write the prescription number as printed: RX- and eight letters or digits.',
  ),
  email: optional(
    (text) => (text.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(text) ? text : null),
    'Write the whole e-mail address of the person who opened the record, such as name@example.com.',
  ),
  before: optional(readCursor, 'That page of the log does not exist: start again from the newest entries.'),
});

/** The filter and page from the address; a malformed value is named, and nothing is listed for it. */
export function readAccessQuery(params: URLSearchParams): Query {
  const typed = {
    reference: (params.get('reference') ?? '').trim().toUpperCase(),
    number: (params.get('number') ?? '').trim().toUpperCase(),
    email: (params.get('email') ?? '').trim(),
  };
  const checked = checkFields(ACCESS_QUERY, { ...typed, before: params.get('before') ?? '' });
  // A malformed filter lists nothing; a well-formed page key is kept for the way back to the newest entries.
  if (!checked.ok)
    return { filter: {}, typed, before: readCursor(params.get('before')), errors: Object.values(checked.problems) };
  const { before, ...filter } = checked.value;
  return {
    filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)),
    typed,
    before: before ?? null,
    errors: [],
  };
}

function addressOf(path: string, typed: Query['typed'], before?: AccessCursor) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(typed)) if (value) params.set(name, value);
  if (before) params.set('before', cursorText(before));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function Filters({ path, typed }: { path: string; typed: Query['typed'] }) {
  const fields = [
    ['reference', 'Appointment reference', 'AP-7K3F9Q'],
    ['number', 'Prescription number', 'RX-7K3F9Q2M'],
    ['email', 'E-mail of who opened it', 'name@example.com'],
  ] as const;
  return (
    <form method="get" action={path} className="card grid gap-3 lg:grid-cols-[1fr_1fr_1.5fr_auto] lg:items-end">
      {fields.map(([name, label, example]) => (
        <div key={name}>
          <label htmlFor={`access-${name}`} className="field-label">
            {label}
          </label>
          <input
            id={`access-${name}`}
            name={name}
            type={name === 'email' ? 'email' : 'text'}
            defaultValue={typed[name]}
            placeholder={example}
            autoComplete="off"
            spellCheck={false}
            className={`field-input ${name === 'email' ? '' : 'font-mono'}`}
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          Filter
        </button>
        {Object.values(typed).some(Boolean) && (
          <a href={path} className="btn-outline">
            Show all
          </a>
        )}
      </div>
    </form>
  );
}

function who(entry: AccessEntry): string {
  if (entry.role === 'public') return 'Public check';
  return entry.actorEmail ?? entry.actorId;
}

function AccessTable({ entries }: { entries: readonly AccessEntry[] }) {
  return (
    <DataTable
      caption="Medical-record access, newest first"
      headers={['When (India)', 'Who', 'Role', 'Action', 'Appointment', 'Prescription']}
      minWidth="min-w-[48rem]"
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="border-b border-slate-200 align-top text-sm" data-access-row={entry.id}>
          <td className="whitespace-nowrap py-2 pr-3">{indiaTime(entry.at)}</td>
          <td className="py-2 pr-3 [overflow-wrap:anywhere]">{who(entry)}</td>
          <td className="py-2 pr-3">{ROLE_WORDS[entry.role]}</td>
          <td className="py-2 pr-3">{ACTION_WORDS[entry.action]}</td>
          <td className="py-2 pr-3 font-mono">{entry.appointmentReference ?? '—'}</td>
          <td className="py-2 font-mono">{entry.prescriptionNumber ?? '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export interface MedicalAccessProps {
  auditPath: string;
  query: Query;
  entries: readonly AccessEntry[];
  next: AccessCursor | null;
}

export function MedicalAccessLog({ auditPath, query, entries, next }: MedicalAccessProps) {
  const path = medicalAccessPath(auditPath);
  const filtered = Object.values(query.typed).some(Boolean);
  return (
    <div className="grid gap-6">
      <AuditTabs auditPath={auditPath} current="medical" />
      <p className="m-0 max-w-3xl text-ink-700">
        Every time a consultation record or prescription was read, printed or checked at its verification address: who,
        in what role, and when. The log cannot be changed or deleted, and it names records, never what they say. A
        patient sees the rows of their own records in their account.
      </p>
      <Filters path={path} typed={query.typed} />
      {query.errors.map((error) => (
        <p key={error} role="alert" className="alert-error m-0">
          {error}
        </p>
      ))}
      {query.errors.length === 0 &&
        (entries.length === 0 ? (
          <p className="m-0 font-semibold">
            {filtered ? 'No one has opened a record that matches this filter.' : 'No record has been opened yet.'}
          </p>
        ) : (
          <AccessTable entries={entries} />
        ))}
      {(query.before || next) && (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-3">
          {query.before && (
            <a href={addressOf(path, query.typed)} className="btn-outline">
              Newest entries
            </a>
          )}
          {next && (
            <a href={addressOf(path, query.typed, next)} className="btn-outline" rel="next">
              Older entries
            </a>
          )}
          <span className="text-sm text-ink-700">{ADMIN_ACCESS_PAGE_SIZE} entries a page</span>
        </nav>
      )}
    </div>
  );
}

async function screen(c: Context<AppEnv>, auditPath: string, page: AreaPage) {
  const query = readAccessQuery(new URL(c.req.url).searchParams);
  if (query.errors.length > 0) {
    c.status(400);
    return page(
      c,
      <MedicalAccessLog auditPath={auditPath} query={query} entries={[]} next={null} />,
      MEDICAL_ACCESS_TITLE,
    );
  }
  const { entries, next } = await listAccessLog(adminDb(c), query.filter, query.before);
  return page(
    c,
    <MedicalAccessLog auditPath={auditPath} query={query} entries={entries} next={next} />,
    MEDICAL_ACCESS_TITLE,
  );
}

/** The access log's page under the Audit Logs entry (its `actions`), behind the /admin guard. */
export function auditActions(auditPath: string, page: AreaPage) {
  return new Hono<AppEnv>().get(medicalAccessPath(auditPath), readFlash, (c) => screen(c, auditPath, page));
}
