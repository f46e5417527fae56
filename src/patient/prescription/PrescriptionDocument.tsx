// The prescription as a printable document, in the layout the Telemedicine Practice Guidelines 2020 (Annexure 2,
// sample prescription format) describe: the doctor with qualifications, registration number, council and contact;
// the patient's name, age and sex; the date; complaints, findings and the provisional diagnosis; the medicines by
// generic name (in capitals) with strength, form, dose, frequency and duration; advice, investigations, follow-up;
// the unique number with its verification address, and the doctor's digital signature line. Its styles are inline,
// so it prints the same wherever it is shown (inside an area's page, or alone as the no-JavaScript print view):
// A4, black on white, nothing of the site around it on paper. Labels, dose units and the starter symptoms' and
// vitals' names in the page's language; the medical text as the doctor wrote it.
import { formatIndiaTime } from '../../../shared/i18n/format';
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales';
import type { SiteConfig } from '../../config';
import { standaloneDocument } from '../../render/standalone-document';
import type { PrescriptionDocumentData, Sex } from '../../records';
import { DOCUMENT_WORDS, type DocumentWords } from './copy';
import { masterName, vitalReading } from './master-names.copy.hi';

export { DOCUMENT_WORDS };

export interface DocumentProvider {
  name: string;
  phone: string;
  email: string;
  siteUrl: string;
}

/** Who issues the document, as its header and footer name them: the site's name, support contact and address. */
export function documentProvider(config: SiteConfig): DocumentProvider {
  return { name: config.siteName, phone: config.supportPhone, email: config.supportEmail, siteUrl: config.siteUrl };
}

// No quotes, ampersands or angle brackets: React writes the text as it is.
const STYLES = `
.rx-doc{max-width:48rem;margin:0 auto;background:#fff;color:#111827;border:1px solid #94a3b8;border-radius:12px;padding:1.5rem;font-size:1rem;line-height:1.5}
.rx-doc h2,.rx-doc h3,.rx-doc p{margin:0}
.rx-top{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:.5rem 1.5rem;border-bottom:2px solid #111827;padding-bottom:.75rem}
.rx-who{flex:1 1 18rem}
.rx-id{text-align:right}
.rx-doctor{font-size:1.35rem;font-weight:800}
.rx-small{font-size:.9rem;color:#334155}
.rx-title{font-size:1.5rem;font-weight:800}
.rx-number{font-family:ui-monospace,monospace;font-weight:700;overflow-wrap:anywhere}
.rx-draft{margin:1rem 0 0;border:3px solid #b91c1c;color:#991b1b;font-weight:800;padding:.75rem;text-align:center}
.rx-note{margin:1rem 0 0;border-left:4px solid #111827;padding:.25rem .75rem;font-weight:700}
.rx-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(8.5rem,1fr));gap:.5rem 1rem;margin:1rem 0}
.rx-facts dt{font-size:.85rem;font-weight:700;color:#334155}
.rx-facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.rx-section{margin-top:1rem}
.rx-section h3{font-size:1rem;font-weight:800;border-bottom:1px solid #cbd5e1;margin-bottom:.25rem}
.rx-text{white-space:pre-line;overflow-wrap:anywhere}
.rx-lines{margin:.5rem 0 0;padding:0;list-style:none;counter-reset:rx}
.rx-lines li{border:1px solid #cbd5e1;border-radius:8px;padding:.6rem .75rem;margin-top:.5rem;break-inside:avoid}
.rx-med{font-weight:800}
.rx-generic{text-transform:uppercase}
.rx-how{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin-top:.25rem}
.rx-how span b{font-weight:700;color:#334155}
.rx-foot{margin-top:1.25rem;border-top:2px solid #111827;padding-top:.75rem;display:grid;gap:.35rem}
.rx-sign{font-weight:700}
.rx-foot a{color:#0f4c45;overflow-wrap:anywhere}
@media (max-width:36rem){.rx-doc{border-width:0;border-radius:0;padding:1rem .25rem}.rx-id{text-align:left}}
@page{size:A4;margin:14mm}
@media print{
  body:has(.rx-doc){background:#fff!important;color:#000!important}
  body:has(.rx-doc) main h1:not(.rx-h),body:has(.rx-doc) .rx-tools,body:has(.rx-doc) [role=alert]{display:none!important}
  body:has(.rx-doc) main section:not(.rx-section){padding:0!important;margin:0!important;max-width:none!important}
  .rx-doc{max-width:none;border:0;border-radius:0;padding:0;color:#000;font-size:11pt}
  .rx-doc *{color:#000!important}
  .rx-lines li{border-color:#000}
  .rx-foot a::after{content:none!important}
}
`;

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** An India date ('2026-12-25') or an instant's day in India, in the language's words. */
export function formatDay(value: string | number, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { timeZone: 'Asia/Kolkata', dateStyle: 'long' });
    dateFormats.set(locale, format);
  }
  // An India date is that day's noon in India (06:30 UTC), well inside the day whatever the format's zone.
  const instant = typeof value === 'number' ? value : Date.parse(`${value}T06:30:00Z`);
  return Number.isNaN(instant) ? String(value) : format.format(instant);
}

function doseUnitWords(words: DocumentWords, unit: string): string {
  return Object.hasOwn(words.doseUnits, unit) ? words.doseUnits[unit as keyof DocumentWords['doseUnits']] : unit;
}

function sexWords(words: DocumentWords, sex: string | null): string {
  return sex && Object.hasOwn(words.sexes, sex) ? words.sexes[sex as Sex] : words.notRecorded;
}

/** The generic name in capitals (the guidelines' advice against misreading), the rest as written. */
function MedicineName({ text, generic }: { text: string; generic: string }) {
  if (!text.toLowerCase().startsWith(generic.toLowerCase())) return <span className="rx-med">{text}</span>;
  return (
    <span className="rx-med">
      <span className="rx-generic">{text.slice(0, generic.length)}</span>
      {text.slice(generic.length)}
    </span>
  );
}

function Section({ title, text, none }: { title: string; text: string; none: string }) {
  return (
    <section className="rx-section">
      <h3>{title}</h3>
      <p className="rx-text">{text.trim() === '' ? none : text}</p>
    </section>
  );
}

export function PrescriptionDocument({
  data,
  locale,
  provider,
}: {
  data: PrescriptionDocumentData;
  locale: Locale;
  provider: DocumentProvider;
}) {
  const words = DOCUMENT_WORDS[locale];
  const hi = locale === 'hi' ? data.doctor.hi : {};
  const doctorName = hi.name ?? data.doctor.name;
  const verifyUrl = `${provider.siteUrl}/rx/${data.number}`;
  const symptoms = data.symptoms.map((symptom) => masterName('symptom', symptom.id, symptom.name, locale));
  const complaints = [symptoms.join(', '), data.symptomsNote].filter((part) => part.trim() !== '').join('. ');
  return (
    <article className="rx-doc" aria-labelledby="rx-title" data-prescription={data.number} data-status={data.status}>
      {/* Hoisted into the head by React (href + precedence): no style text in the page's body. */}
      <style href="rx-document" precedence="medium">
        {STYLES}
      </style>
      <header className="rx-top">
        <div className="rx-who">
          <p className="rx-doctor">{doctorName}</p>
          <p className="rx-small">{hi.qualifications ?? data.doctor.qualifications}</p>
          <p className="rx-small">
            {words.registration}: {data.doctor.registrationNumber} · {words.council}:{' '}
            {hi.council ?? data.doctor.council}
          </p>
          <p className="rx-small">
            {words.contact}: {provider.name} · {provider.phone} · {provider.email}
          </p>
        </div>
        <div className="rx-id">
          <h2 id="rx-title" className="rx-title">
            {words.title}
          </h2>
          <p className="rx-number">{data.number}</p>
        </div>
      </header>
      {data.status === 'draft' && (
        <p className="rx-draft" role="note">
          {words.draft}
        </p>
      )}
      {data.supersededBy && <p className="rx-note">{words.supersededBy(data.supersededBy)}</p>}
      {data.supersedes && <p className="rx-note">{words.supersedes(data.supersedes)}</p>}
      <dl className="rx-facts">
        <div>
          <dt>{words.patient}</dt>
          <dd>{data.patient.name}</dd>
        </div>
        <div>
          <dt>{words.age}</dt>
          <dd>{data.patient.ageYears === null ? words.notRecorded : words.years(data.patient.ageYears)}</dd>
        </div>
        <div>
          <dt>{words.sex}</dt>
          <dd>{sexWords(words, data.patient.sex)}</dd>
        </div>
        <div>
          <dt>{words.date}</dt>
          <dd>{data.issuedAt === null ? words.notIssued : formatDay(data.issuedAt, locale)}</dd>
        </div>
        <div>
          <dt>{words.consultation}</dt>
          <dd>
            {words.modes[data.consultation.mode]} · {data.consultation.reference}
          </dd>
        </div>
      </dl>
      <Section title={words.complaints} text={complaints} none={words.none} />
      {data.vitals.length > 0 && (
        <section className="rx-section">
          <h3>{words.vitals}</h3>
          <p>{data.vitals.map((vital) => vitalReading(vital, locale)).join(' · ')}</p>
        </section>
      )}
      <Section title={words.diagnosis} text={data.diagnosis} none={words.notRecorded} />
      <section className="rx-section">
        <h3>{words.medicines}</h3>
        <ol className="rx-lines">
          {data.lines.map((line) => (
            <li key={line.position}>
              <MedicineName text={line.medicineText} generic={line.genericName} />
              <div className="rx-how">
                <span>
                  <b>{words.columns.dose}:</b> {`${line.dose}\u00a0${doseUnitWords(words, line.doseUnit)}`}
                </span>
                <span>
                  <b>{words.columns.when}:</b> {words.frequencies[line.frequency] ?? line.frequency}
                </span>
                <span>
                  <b>{words.columns.days}:</b> {words.days(line.durationDays)}
                </span>
              </div>
              {line.instructions !== '' && (
                <p className="rx-text">
                  <b>{words.columns.notes}:</b> {line.instructions}
                </p>
              )}
              {line.refillOf && <p className="rx-small">{words.refill(line.refillOf)}</p>}
            </li>
          ))}
        </ol>
      </section>
      <Section title={words.advice} text={data.advice} none={words.none} />
      <Section title={words.investigations} text={data.investigations} none={words.none} />
      <Section
        title={words.followUp}
        text={data.followUpOn ? formatDay(data.followUpOn, locale) : ''}
        none={words.none}
      />
      <footer className="rx-foot">
        <p className="rx-sign">
          {data.issuedAt === null ? words.unsigned : words.signed(doctorName, formatIndiaTime(data.issuedAt, locale))}
        </p>
        <p>
          {words.number}: <b>{data.number}</b> · {words.verify} <a href={verifyUrl}>{verifyUrl}</a>
        </p>
        <p className="rx-small">{words.teleconsultation}</p>
      </footer>
    </article>
  );
}

/** The document alone, as its own small page: the print view for a browser without JavaScript. */
export function printableDocument(input: {
  data: PrescriptionDocumentData;
  locale: Locale;
  provider: DocumentProvider;
  back: string;
}): string {
  const words = DOCUMENT_WORDS[input.locale];
  return standaloneDocument({
    locale: input.locale,
    title: `${words.documentTitle(input.data.number)} | ${input.provider.name}`,
    styles: 'body{margin:0;padding:1rem;font-family:system-ui,Noto Sans,Noto Sans Devanagari,sans-serif}',
    children: (
      <>
        <PrescriptionDocument data={input.data} locale={input.locale} provider={input.provider} />
        <div className="rx-tools" style={{ maxWidth: '48rem', margin: '1rem auto' }}>
          <p>{words.printHelp}</p>
          <p>
            <a href={input.back} style={{ display: 'inline-block', padding: '0.5rem 0', fontWeight: 700 }}>
              {words.back}
            </a>
          </p>
        </div>
      </>
    ),
  });
}
