// /account/records: the account's consultation records (of the appointments the linking rule gives, ../linked.ts,
// once the consultation is completed or a prescription of it is issued: src/records/visibility.ts), newest first,
// PATIENT_RECORDS_PAGE_SIZE a page (?page=2 ...), each with what the doctor wrote and the prescriptions issued
// (drafts never), each prescription linking to its printable page /account/prescriptions/<number>. Showing a page
// writes one access-log row per record shown, in one batch; opening a prescription writes one too ('print' for its
// print view). Another person's number, a draft, or one the patient does not see yet answers 404 exactly as an
// unknown number. Symptom and vital names in the page's language (src/patient/prescription/master-names.copy.hi.ts).
import { Hono, type Context } from 'hono';
import { formatIndiaTime } from '../../../shared/i18n/format';
import { localeOfPath, localizedPath, type Locale } from '../../../shared/i18n/locales';
import type { AppEnv } from '../../env';
import { lenient, pageField, readQuery, z } from '../../http/validate';
import {
  type ConsultationRecord,
  documentForPatient,
  logAccess,
  logAccessMany,
  masterNames,
  PATIENT_RECORDS_PAGE_SIZE,
  type PatientPrescription,
  PRESCRIPTION_NUMBER,
  prescriptionsOfPatient,
  recordsOfPatient,
} from '../../records';
import {
  documentProvider,
  formatDay,
  masterName,
  PrescriptionDocument,
  printableDocument,
  DOCUMENT_WORDS,
  vitalReading,
} from '../../patient';
import type { AreaPage } from '../../render/area-routes';
import { PrintButtonIsland } from '../../render/islands';
import { notFound } from '../../render/not-found';
import { ACCOUNT_COPY } from '../copy';
import { ownedAppointmentIds, ownedAppointments, type OwnedAppointment } from '../linked';
import { ACCOUNT_PRESCRIPTIONS_PATH, ACCOUNT_RECORDS_ACCESS_PATH, ACCOUNT_RECORDS_PATH } from '../paths';
import { ownerAndDb } from './Appointments';
import { accessScreen } from './RecordsAccess';

const LINK = 'inline-flex min-h-11 items-center font-semibold';

interface ShownRecord {
  record: ConsultationRecord;
  appointment: OwnedAppointment | undefined;
  symptoms: string[];
  vitals: string[];
  prescriptions: PatientPrescription[];
}

function Fact({ label, text, none }: { label: string; text: string; none: string }) {
  return (
    <div className="mt-3">
      <dt className="font-bold text-ink-900">{label}</dt>
      <dd className="m-0 whitespace-pre-line text-ink-700 [overflow-wrap:anywhere]">
        {text.trim() === '' ? none : text}
      </dd>
    </div>
  );
}

function RecordCard({ shown, locale }: { shown: ShownRecord; locale: Locale }) {
  const words = ACCOUNT_COPY[locale].records;
  const { record, appointment } = shown;
  const doctor = appointment ? (locale === 'hi' && appointment.doctorNameHi) || appointment.doctorName : '';
  const when = appointment ? formatDay(appointment.start, locale) : '';
  const id = `record-${record.id}`;
  return (
    <article className="card" aria-labelledby={id} data-record={record.id}>
      <h2 id={id} className="m-0 text-xl font-bold text-ink-900">
        {words.consultation(when)}
      </h2>
      <p className="m-0 mt-1 text-ink-700">
        {words.doctor}: <strong className="text-ink-900">{doctor}</strong> · {words.reference}{' '}
        {record.appointmentReference}
      </p>
      <dl className="m-0">
        <Fact
          label={words.symptoms}
          text={[shown.symptoms.join(', '), record.symptomsNote].filter((part) => part !== '').join('. ')}
          none={words.nothing}
        />
        {shown.vitals.length > 0 && <Fact label={words.vitals} text={shown.vitals.join(' · ')} none={words.nothing} />}
        <Fact label={words.diagnosis} text={record.diagnosis} none={words.nothing} />
        <Fact label={words.advice} text={record.advice} none={words.nothing} />
        <Fact label={words.investigations} text={record.investigations} none={words.nothing} />
        <Fact
          label={words.followUp}
          text={record.followUpOn ? formatDay(record.followUpOn, locale) : ''}
          none={words.nothing}
        />
      </dl>
      <h3 className="m-0 mt-4 text-lg font-bold text-ink-900">{words.prescriptions}</h3>
      {shown.prescriptions.length === 0 ? (
        <p className="m-0 mt-1 text-ink-700">{words.noPrescription}</p>
      ) : (
        <ul className="m-0 mt-1 list-none p-0">
          {shown.prescriptions.map((p) => (
            <li key={p.number} className="mt-1">
              <a className={LINK} href={localizedPath(`${ACCOUNT_PRESCRIPTIONS_PATH}/${p.number}`, locale)}>
                {words.open(p.number)}
              </a>
              <span className="block text-sm text-ink-700">
                {words.issued(formatIndiaTime(p.issuedAt, locale))}
                {p.supersededBy ? ` · ${words.replaced(p.supersededBy)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** The signed-in account's appointment ids by the linking rule, with their database and user. */
async function patientScope(c: Context<AppEnv>, locale: Locale) {
  const { db, owner, user } = ownerAndDb(c, locale);
  const ids = await ownedAppointmentIds(db, owner);
  return { db, owner, user, ids };
}

/** ?page=2 (a whole number from 1, anything else the first) and a prescription's ?print=1. */
const RECORDS_QUERY = z.object({
  page: pageField(Number.MAX_SAFE_INTEGER),
  print: lenient((text) => text === '1'),
});

/** The page asked for (?page=2): a whole number from 1, anything else the first. */
const pageAsked = (c: Context<AppEnv>): number => readQuery(RECORDS_QUERY, c.req.query()).page;

function Pages({ page, more, locale }: { page: number; more: boolean; locale: Locale }) {
  const words = ACCOUNT_COPY[locale].records;
  const base = localizedPath(ACCOUNT_RECORDS_PATH, locale);
  const at = (n: number) => (n > 1 ? `${base}?page=${n}` : base);
  if (page === 1 && !more) return null;
  return (
    <nav aria-label={words.pages} className="mt-4 flex flex-wrap items-center gap-4">
      {page > 1 && (
        <a className={LINK} href={at(page - 1)} rel="prev">
          {words.newer}
        </a>
      )}
      <span className="text-ink-700">{words.page(page)}</span>
      {more && (
        <a className={LINK} href={at(page + 1)} rel="next">
          {words.older}
        </a>
      )}
    </nav>
  );
}

export async function recordsScreen(c: Context<AppEnv>, path: string) {
  const { locale } = localeOfPath(path);
  const words = ACCOUNT_COPY[locale].records;
  const { db, owner, user, ids } = await patientScope(c, locale);
  const page = pageAsked(c);
  // One more than a page: whether there is an older page.
  const [found, appointments] = await Promise.all([
    recordsOfPatient(db, ids, { limit: PATIENT_RECORDS_PAGE_SIZE + 1, offset: (page - 1) * PATIENT_RECORDS_PAGE_SIZE }),
    ownedAppointments(db, owner, null),
  ]);
  const records = found.slice(0, PATIENT_RECORDS_PAGE_SIZE);
  const recordIds = records.map((record) => record.id);
  const [prescriptions, names] = await Promise.all([
    prescriptionsOfPatient(db, ids, recordIds),
    masterNames(
      db,
      records.flatMap((r) => r.symptomIds),
      records.flatMap((r) => r.vitals.map((v) => v.id)),
    ),
  ]);
  const shown: ShownRecord[] = records.map((record) => ({
    record,
    appointment: appointments.find((a) => a.reference === record.appointmentReference),
    symptoms: record.symptomIds.map((id) => masterName('symptom', id, names.symptoms.get(id) ?? id, locale)),
    vitals: record.vitals.map((v) => vitalReading({ ...v, name: names.vitals.get(v.id) ?? v.id }, locale)),
    prescriptions: prescriptions.filter((p) => p.recordId === record.id),
  }));
  // Every record shown is a read of a medical record: one access-log row each, written in one batch.
  const actor = { id: user.id, email: user.email };
  await logAccessMany(
    db,
    recordIds.map((recordId) => ({ actor, role: 'patient' as const, recordId, what: 'read' as const })),
  );
  c.header('Cache-Control', 'private, no-store');
  return (
    <>
      <p className="m-0 text-ink-700">{words.lead}</p>
      <p className="m-0 mt-2">
        <a className={LINK} href={localizedPath(ACCOUNT_RECORDS_ACCESS_PATH, locale)}>
          {words.accessLink}
        </a>
      </p>
      {shown.length === 0 ? (
        <p className="m-0 mt-6 text-ink-700">{words.none}</p>
      ) : (
        <div className="mt-6 grid gap-4">
          {shown.map((one) => (
            <RecordCard key={one.record.id} shown={one} locale={locale} />
          ))}
        </div>
      )}
      <Pages page={page} more={found.length > PATIENT_RECORDS_PAGE_SIZE} locale={locale} />
    </>
  );
}

/** The printable prescription (and its no-JavaScript print view), and the access log page. */
export function recordsActions(path: string, page: AreaPage): Hono<AppEnv> {
  const { locale } = localeOfPath(path);
  const words = ACCOUNT_COPY[locale].records;
  const documentWords = DOCUMENT_WORDS[locale];
  return new Hono<AppEnv>()
    .get(localizedPath(ACCOUNT_RECORDS_ACCESS_PATH, locale), async (c) => {
      const { db, user, ids } = await patientScope(c, locale);
      c.header('Cache-Control', 'private, no-store');
      return page(c, await accessScreen(c, db, user.id, ids, locale), ACCOUNT_COPY[locale].access.title);
    })
    .get(`${localizedPath(ACCOUNT_PRESCRIPTIONS_PATH, locale)}/:number`, async (c) => {
      const number = c.req.param('number');
      if (!PRESCRIPTION_NUMBER.test(number)) return notFound(c);
      const { db, user, ids } = await patientScope(c, locale);
      const data = await documentForPatient(db, ids, number);
      if (!data) return notFound(c);
      const printView = readQuery(RECORDS_QUERY, c.req.query()).print;
      await logAccess(db, {
        actor: { id: user.id, email: user.email },
        role: 'patient',
        recordId: data.recordId,
        number,
        what: printView ? 'print' : 'read',
      });
      const provider = documentProvider(c.get('config'));
      const own = `${localizedPath(ACCOUNT_PRESCRIPTIONS_PATH, locale)}/${number}`;
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex');
      if (printView) {
        return c.html(printableDocument({ data, locale, provider, back: own }));
      }
      return page(
        c,
        <>
          <div className="rx-tools mb-4 flex flex-wrap items-center gap-3">
            <a className={LINK} href={localizedPath(ACCOUNT_RECORDS_PATH, locale)}>
              {words.back}
            </a>
            <PrintButtonIsland href={`${own}?print=1`} label={documentWords.print} className="btn-outline" />
          </div>
          <PrescriptionDocument data={data} locale={locale} provider={provider} />
          <p className="rx-tools m-0 mt-4 text-sm text-ink-700">{documentWords.printHelp}</p>
        </>,
        words.prescriptionTitle(number),
      );
    });
}
