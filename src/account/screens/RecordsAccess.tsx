// /account/records/access: "Who opened your records": the medical-record access log of the account's own records and
// prescriptions (DPDP Act 2023: a patient may ask who processed their health data), newest first, a page at a time
// (?before=<id of the last row shown>). Who, in plain words: you, your doctor by name, an administrator, or a check
// of the prescription number at /rx. Reading this list is not a read of a record, so it writes no row itself.
import type { Context } from 'hono';
import { formatIndiaTime } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import type { AppEnv } from '../../env';
import { lenient, readQuery, z } from '../../http/validate';
import { formatDay } from '../../patient';
import { accessLogOfPatient, type PatientAccessRow } from '../../records';
import { ACCOUNT_COPY } from '../copy';
import { FilesAccess } from './FilesAccess';
import { fileAccessOfPatient } from '../../intake';
import { ACCOUNT_RECORDS_ACCESS_PATH, ACCOUNT_RECORDS_PATH } from '../paths';

/** ?before=<id>: the log's page before that entry (a whole number from 1; the newest entries for anything else). */
const ACCESS_QUERY = z.object({
  before: lenient((text) => {
    const before = Number(text);
    return Number.isSafeInteger(before) && before > 0 ? before : null;
  }),
});

const LINK = 'inline-flex min-h-11 items-center font-semibold';

function who(row: PatientAccessRow, me: string, locale: Locale, site: string): string {
  const words = ACCOUNT_COPY[locale].access;
  switch (row.role) {
    case 'patient':
      return row.actorId === me ? words.you : words.otherAccount;
    case 'doctor':
      return row.doctorName ? words.doctor(row.doctorName) : words.someDoctor;
    case 'admin':
      return words.admin(site);
    default:
      return words.public;
  }
}

function what(row: PatientAccessRow, locale: Locale): string {
  const words = ACCOUNT_COPY[locale].access;
  if (row.action === 'verify') return words.verify(row.number ?? '');
  if (row.action === 'print') return words.print(row.number ?? '');
  return row.number ? words.readPrescription(row.number) : words.read(formatDay(row.consultationAt, locale));
}

export async function accessScreen(
  c: Context<AppEnv>,
  db: D1Database,
  me: string,
  appointmentIds: readonly number[],
  locale: Locale,
) {
  const words = ACCOUNT_COPY[locale].access;
  const { before } = readQuery(ACCESS_QUERY, c.req.query());
  const [{ rows, more }, fileRows] = await Promise.all([
    accessLogOfPatient(db, appointmentIds, before),
    before === null ? fileAccessOfPatient(db, appointmentIds) : [],
  ]);
  const site = c.get('config').siteName;
  const base = localizedPath(ACCOUNT_RECORDS_ACCESS_PATH, locale);
  return (
    <>
      <p className="m-0">
        <a className={LINK} href={localizedPath(ACCOUNT_RECORDS_PATH, locale)}>
          {ACCOUNT_COPY[locale].records.back}
        </a>
      </p>
      <h2 className="m-0 mt-2 text-2xl font-bold text-ink-900">{words.title}</h2>
      <p className="m-0 mt-2 text-ink-700">{words.lead}</p>
      {rows.length === 0 ? (
        <p className="m-0 mt-4 text-ink-700">{words.none}</p>
      ) : (
        <ol className="m-0 mt-4 grid list-none gap-3 p-0" aria-label={words.title}>
          {rows.map((row) => (
            <li key={row.id} className="card" data-access={row.action}>
              <p className="m-0 text-sm font-semibold text-ink-700">
                <span className="sr-only">{words.columns.when}: </span>
                {words.at(formatIndiaTime(row.at, locale))}
              </p>
              <p className="m-0 mt-1 font-bold text-ink-900">
                <span className="sr-only">{words.columns.who}: </span>
                {who(row, me, locale, site)}
              </p>
              <p className="m-0 mt-1 text-ink-700">
                <span className="sr-only">{words.columns.what}: </span>
                {what(row, locale)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={words.title} className="mt-4 flex flex-wrap gap-4">
        {before !== null && (
          <a className={LINK} href={base}>
            {words.newest}
          </a>
        )}
        {more && rows.length > 0 && (
          <a className={LINK} href={`${base}?before=${rows[rows.length - 1]?.id}`} rel="next">
            {words.older}
          </a>
        )}
      </nav>
      {before === null && <FilesAccess rows={fileRows} locale={locale} />}
    </>
  );
}
