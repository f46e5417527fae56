// "Before your consultation" on the appointment page: the files added (open, download, remove while no record
// exists), the upload form (the FileUpload island: a plain multipart form without JavaScript, a progress bar with it),
// and the intake questions (a plain form, changeable until the consultation starts). Every form carries the key.
import type { Locale } from '../../../shared/i18n/locales';
import {
  FILE_LABELS,
  FILE_LIMITS,
  type IntakeAnswers,
  type IntakeFile,
  NOTE_MAX,
  PREGNANCY_ANSWERS,
} from '../../intake';
import { Alert, Field, FileUploadIsland } from '../../render/islands';
import { indiaWhen } from '../pages/when';
import { INTAKE_COPY, sizeInWords } from './copy';

export interface IntakeSectionData {
  files: IntakeFile[];
  answers: IntakeAnswers | null;
  /** Files may still be added (the appointment is live). */
  canAdd: boolean;
  /** Files may still be removed (no consultation record yet). */
  canRemove: boolean;
  /** The answers may still be changed (the consultation has not started). */
  canAnswer: boolean;
}

/** What the intake form shows again after a refusal: the typed values and the problems per field. */
export interface IntakeFormState {
  values: Record<string, string>;
  problems: Partial<Record<string, string>>;
}

interface Props {
  locale: Locale;
  /** The appointment page's path in `locale` (no query). */
  base: string;
  appointmentKey: string;
  data: IntakeSectionData;
  form?: IntakeFormState;
}

function fileHref(base: string, id: number, key: string, download: boolean) {
  return `${base}/files/${id}?key=${encodeURIComponent(key)}${download ? '&download=1' : ''}`;
}

function Files({ locale, base, appointmentKey, data }: Props) {
  const words = INTAKE_COPY[locale].files;
  if (data.files.length === 0) return <p className="mt-2 text-ink-700">{words.none}</p>;
  return (
    <ul className="mt-2 grid gap-2" data-files={data.files.length}>
      {data.files.map((file) => (
        <li key={file.id} className="rounded border border-slate-200 p-3" data-file={file.id}>
          <p className="m-0 break-words font-semibold text-ink-900">{file.name}</p>
          <p className="m-0 text-sm text-ink-700">
            {words.labels[file.label]} · {sizeInWords(file.size)}
            {file.note && <> · {file.note}</>}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <a
              href={fileHref(base, file.id, appointmentKey, false)}
              className="btn-outline min-h-11"
              aria-label={words.openLabel(file.name)}
            >
              {words.open}
            </a>
            <a
              href={fileHref(base, file.id, appointmentKey, true)}
              className="btn-outline min-h-11"
              aria-label={words.downloadLabel(file.name)}
            >
              {words.download}
            </a>
            {data.canRemove && (
              <form method="post" action={`${base}/files/${file.id}/remove`}>
                <input type="hidden" name="key" value={appointmentKey} />
                <button type="submit" className="btn-outline min-h-11" aria-label={words.removeLabel(file.name)}>
                  {words.remove}
                </button>
              </form>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Questions({ locale, base, appointmentKey, data, form }: Props) {
  const words = INTAKE_COPY[locale].intake;
  const stored = data.answers;
  const value = (name: keyof IntakeAnswers) => form?.values[name] ?? (stored ? String(stored[name]) : '');
  const problems = form?.problems ?? {};
  const text = (name: 'medicines' | 'allergies' | 'conditions', label: string, hint?: string) => (
    <Field
      id={`intake-${name}`}
      label={label}
      optionalText={INTAKE_COPY[locale].files.optional}
      hint={hint}
      error={problems[name]}
    >
      <textarea name={name} rows={2} defaultValue={value(name)} disabled={!data.canAnswer} />
    </Field>
  );
  const pregnancy = value('pregnancy') || 'not-asked';
  return (
    <form method="post" action={`${base}/intake`} className="mt-3 grid gap-3" data-intake-form>
      <input type="hidden" name="key" value={appointmentKey} />
      <Field
        id="intake-complaint"
        label={words.complaint}
        required
        markRequired={false}
        hint={words.complaintHint}
        error={problems.complaint}
      >
        <textarea name="complaint" rows={2} defaultValue={value('complaint')} disabled={!data.canAnswer} />
      </Field>
      <Field
        id="intake-since"
        label={words.since}
        required
        markRequired={false}
        hint={words.sinceHint}
        error={problems.since}
      >
        <input type="text" name="since" defaultValue={value('since')} disabled={!data.canAnswer} />
      </Field>
      {text('medicines', words.medicines)}
      {text('allergies', words.allergies)}
      {text('conditions', words.conditions, words.conditionsHint)}
      <fieldset className="grid gap-1" disabled={!data.canAnswer}>
        <legend className="field-label">{words.pregnancy}</legend>
        {PREGNANCY_ANSWERS.map((answer) => (
          <label key={answer} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="pregnancy" value={answer} defaultChecked={pregnancy === answer} />
            {words.pregnancyAnswers[answer]}
          </label>
        ))}
      </fieldset>
      <label className="flex min-h-11 items-start gap-2">
        <input
          type="checkbox"
          name="consent"
          value="yes"
          className="mt-1 h-5 w-5"
          defaultChecked={Boolean(stored) || form?.values.consent === 'yes'}
          disabled={!data.canAnswer}
          aria-describedby={problems.consent ? 'intake-consent-error' : undefined}
        />
        <span>{words.consent}</span>
      </label>
      {problems.consent && (
        <p id="intake-consent-error" className="field-error">
          {problems.consent}
        </p>
      )}
      {stored && <p className="m-0 text-sm text-ink-700">{words.savedAt(indiaWhen(stored.updatedAt, locale))}</p>}
      {data.canAnswer ? (
        <button type="submit" className="btn-primary min-h-11">
          {words.save}
        </button>
      ) : (
        <p className="m-0 font-semibold text-ink-800">{words.closed}</p>
      )}
    </form>
  );
}

/** The upload form (an island: a progress bar with JavaScript, a plain multipart form without). */
export function FileUploadForm({
  locale,
  action,
  appointmentKey,
  idPrefix,
}: {
  locale: Locale;
  action: string;
  appointmentKey: string;
  idPrefix?: string;
}) {
  const all = INTAKE_COPY[locale];
  const words = all.files;
  const limit = sizeInWords(FILE_LIMITS.maxBytes);
  return (
    <FileUploadIsland
      action={action}
      appointmentKey={appointmentKey}
      labels={FILE_LABELS.map((value) => ({ value, text: words.labels[value] }))}
      maxBytes={FILE_LIMITS.maxBytes}
      noteMax={NOTE_MAX}
      idPrefix={idPrefix}
      words={{
        fileField: words.fileField,
        fileHint: words.fileHint(limit),
        labelField: words.labelField,
        noteField: words.noteField,
        noteHint: words.noteHint,
        optional: words.optional,
        add: words.add,
        uploading: words.uploading,
        progressSuffix: words.progress(0).replace(/^0/, ''),
        tooLarge: all.refusals.tooLarge(limit),
        broken: all.refusals.broken,
      }}
    />
  );
}

export function IntakeSection(props: Props) {
  const { locale, base, appointmentKey, data } = props;
  const all = INTAKE_COPY[locale];
  const words = all.files;
  return (
    <section className="card mt-4" id="before-consultation" aria-labelledby="before-consultation-heading">
      <h2 id="before-consultation-heading" className="text-lg font-bold text-ink-900">
        {all.heading}
      </h2>
      <p className="mt-1 text-ink-700">{all.lead}</p>
      <h3 className="mt-4 text-base font-bold text-ink-900">{words.heading}</h3>
      <p className="m-0 text-sm text-ink-600">{words.count(data.files.length, FILE_LIMITS.maxFiles)}</p>
      <Files {...props} />
      {data.canAdd && data.files.length < FILE_LIMITS.maxFiles && (
        <>
          <FileUploadForm locale={locale} action={`${base}/files`} appointmentKey={appointmentKey} />
          <p className="mt-2 text-sm text-ink-600">{words.locationNote}</p>
        </>
      )}
      <h3 className="mt-6 text-base font-bold text-ink-900">{all.intake.heading}</h3>
      <p className="m-0 text-ink-700">{all.intake.lead}</p>
      {!props.form && !data.answers && !data.canAnswer ? (
        <Alert tone="info" className="mt-2">
          {all.intake.closed}
        </Alert>
      ) : (
        <Questions {...props} />
      )}
    </section>
  );
}
