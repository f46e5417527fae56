// "Before the consultation" on the doctor's record page: the patient's intake answers (as they wrote them, in the
// booking's language) and their files, each opened through the Worker (every opening is in the access log the patient
// reads). Also the record form's first values from the answers, until the doctor saves a record.
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { consultBriefing, type ConsultBriefing, prefillFromIntake } from '../../intake';
import { masterName } from '../../patient';
import { recordPath } from '../paths';
import type { RecordMasters, RecordValues } from './record-data';

const LABELS = { report: 'Report', scan: 'Scan', prescription: 'Earlier prescription', photo: 'Photo', other: 'Other' };
const PREGNANCY = { 'not-asked': 'Does not apply', no: 'No', yes: 'Yes', unsure: 'Not sure' };

export const briefingOf = (c: Context<AppEnv>, db: D1Database, appointmentId: number): Promise<ConsultBriefing> =>
  c.env?.DB ? consultBriefing(db, appointmentId) : Promise.resolve({ answers: null, files: [] });

/** The record form's values before any record is saved: symptoms the master names, the rest in words. */
export function prefilled(briefing: ConsultBriefing, masters: RecordMasters, empty: RecordValues): RecordValues {
  if (!briefing.answers) return empty;
  const symptoms = masters.symptoms.map((symptom) => ({
    id: symptom.id,
    names: [symptom.name, masterName('symptom', symptom.id, symptom.name, 'hi')],
  }));
  const filled = prefillFromIntake(briefing.answers, symptoms, {
    since: 'Since',
    medicines: 'Current medicines',
    allergies: 'Allergies',
    conditions: 'Known conditions',
    pregnancy: 'Pregnancy',
  });
  return { ...empty, symptoms: filled.symptomIds, symptomsNote: filled.note };
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function IntakePanel({ reference, briefing }: { reference: string; briefing: ConsultBriefing }) {
  const { answers, files } = briefing;
  const row = (term: string, value: string) => (
    <>
      <dt className="font-semibold text-ink-600">{term}</dt>
      <dd className="m-0 whitespace-pre-line break-words" lang={answers?.locale}>
        {value || '—'}
      </dd>
    </>
  );
  return (
    <section aria-labelledby="intake-heading" className="card grid gap-3" data-intake-panel>
      <h2 id="intake-heading" className="m-0 text-xl font-bold text-ink-900">
        Before the consultation
      </h2>
      {answers ? (
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-intake-answers>
          {row('Main problem', answers.complaint)}
          {row('Since', answers.since)}
          {row('Current medicines', answers.medicines)}
          {row('Allergies', answers.allergies)}
          {row('Known conditions', answers.conditions)}
          {row('Pregnancy', PREGNANCY[answers.pregnancy])}
          {row('Consent', 'Given for a consultation by phone or video')}
        </dl>
      ) : (
        <p className="m-0 text-ink-700">The patient has not answered the questions.</p>
      )}
      <h3 className="m-0 text-lg font-bold text-ink-900">Reports and photos ({files.length})</h3>
      {files.length === 0 ? (
        <p className="m-0 text-ink-700">No files.</p>
      ) : (
        <ul className="m-0 grid gap-2 p-0" data-files={files.length}>
          {files.map((file) => {
            const href = `${recordPath(reference).replace(/\/record$/, '')}/files/${file.id}`;
            return (
              <li
                key={file.id}
                className="flex flex-wrap items-center gap-3 border-b border-slate-200 pb-2"
                data-file={file.id}
              >
                <span className="font-semibold">{file.name}</span>
                <span className="text-sm text-ink-700">
                  {LABELS[file.label]} · {size(file.size)}
                  {file.note && <> · {file.note}</>}
                </span>
                <a href={href} className="btn-outline min-h-11" aria-label={`Open ${file.name}`}>
                  Open
                </a>
                <a href={`${href}?download=1`} className="btn-outline min-h-11" aria-label={`Download ${file.name}`}>
                  Download
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
