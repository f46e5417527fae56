// The consultation record: the form while it may change (POST to the record's own address, each field's message
// beside it, what was typed kept after a refusal), and the same content read-only once a prescription of it is issued.
import type { ReactNode } from 'react';
import { SEXES } from '../../records';
import { Field } from '../../ui/Field';
import { fullDay } from '../india';
import { recordPath } from '../paths';
import type { FollowUpChoice } from '../../records';
import type { RecordMasters, RecordValues, VitalRow } from './record-data';
import { shortTime } from './record-parts';

export const SEX_WORDS: Record<string, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  'not-stated': 'Not stated',
};

const AGE_HINT =
  'Required before prescribing: the Telemedicine Practice Guidelines require the age on every prescription. Whole years; 0 for a baby under one.';

/** The id of the control (or group) a store's error key belongs to: the error summary links to it. */
const FIELD_IDS: Record<string, string> = {
  age: 'record-age',
  sex: 'record-sex',
  symptoms: 'record-symptoms',
  symptomsNote: 'record-symptoms-note',
  diagnosis: 'record-diagnosis',
  advice: 'record-advice',
  investigations: 'record-investigations',
  followUpOn: 'record-follow-up-on',
  followUpOf: 'record-follow-up-of',
};
export const fieldIdOf = (key: string) => FIELD_IDS[key] ?? key;

const errorProps = (id: string, error: string | undefined, hint?: string) => {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(described ? { 'aria-describedby': described } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
};

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

function TextArea({
  id,
  name,
  label,
  value,
  error,
  max,
  rows = 3,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  max: number;
  rows?: number;
}) {
  return (
    <Field id={id} label={label} optionalText=" (optional)" error={error}>
      <textarea name={name} rows={rows} maxLength={max} defaultValue={value} />
    </Field>
  );
}

function SexChoice({ value, error }: { value: string; error?: string }) {
  const id = 'record-sex';
  return (
    <fieldset id={id} className="m-0 border-0 p-0" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="field-label">Sex</legend>
      <p id={`${id}-hint`} className="field-hint mt-0">
        Required before prescribing: the prescription prints it. Ask the patient; choose “Not stated” if they prefer not
        to say.
      </p>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {SEXES.map((sex) => (
          <label key={sex} className="inline-flex min-h-11 items-center gap-2 text-ink-900">
            <input
              type="radio"
              name="sex"
              value={sex}
              defaultChecked={value === sex}
              className="h-6 w-6"
              {...(error ? { 'aria-invalid': true } : {})}
            />
            {SEX_WORDS[sex]}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

function Symptoms({ masters, values, error }: { masters: RecordMasters; values: RecordValues; error?: string }) {
  const id = 'record-symptoms';
  // The active symptoms, and the retired ones this record already names (kept unless the doctor unticks them).
  const active = new Set(masters.symptoms.map((symptom) => symptom.id));
  const held = values.symptoms
    .filter((symptomId) => !active.has(symptomId))
    .map((symptomId) => ({ id: symptomId, name: `${masters.symptomNames.get(symptomId) ?? symptomId} (retired)` }));
  return (
    <fieldset id={id} className="m-0 border-0 p-0" {...errorProps(id, error)}>
      <legend className="field-label">Symptoms</legend>
      <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {[...masters.symptoms, ...held].map((symptom) => (
          <label key={symptom.id} className="inline-flex min-h-11 items-center gap-2 text-ink-900">
            <input
              type="checkbox"
              name={`symptom-${symptom.id}`}
              defaultChecked={values.symptoms.includes(symptom.id)}
              className="h-6 w-6 shrink-0"
            />
            {symptom.name}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

const range = (vital: VitalRow) => `${vital.min} to ${vital.max}`;

function Vitals({
  vitals,
  values,
  errors,
}: {
  vitals: readonly VitalRow[];
  values: RecordValues;
  errors: Record<string, string>;
}) {
  // The active vitals, and the retired ones this record already holds a reading of.
  const shown = vitals.filter((vital) => vital.active || (values.vitals[vital.id] ?? '') !== '');
  const twice = new Set(shown.map((vital) => vital.name).filter((name, i, all) => all.indexOf(name) !== i));
  return (
    <fieldset className="m-0 border-0 p-0" aria-describedby="record-vitals-hint">
      <legend className="field-label">Vitals reported by the patient</legend>
      <p id="record-vitals-hint" className="field-hint mt-0">
        Fill only what the patient reported, in the unit shown. Temperature has two rows (°C and °F): fill one.
      </p>
      <div className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((vital) => {
          const id = `vital-${vital.id}`;
          const error = errors[id];
          return (
            <div key={vital.id}>
              <label htmlFor={id} className="field-label">
                {vital.name} ({vital.unit}){vital.active ? '' : ' (retired)'}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={id}
                  name={id}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={10}
                  defaultValue={values.vitals[vital.id] ?? ''}
                  className="field-input max-w-40"
                  {...errorProps(id, error, 'range')}
                />
                <span className="text-sm text-ink-700">{vital.unit}</span>
              </div>
              <p id={`${id}-hint`} className="field-hint">
                {range(vital)} {vital.unit}
                {twice.has(vital.name) ? ' · or the other unit' : ''}
              </p>
              <FieldError id={id} error={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function RecordForm({
  reference,
  masters,
  values,
  errors,
  choices,
}: {
  reference: string;
  masters: RecordMasters;
  values: RecordValues;
  errors: Record<string, string>;
  choices: readonly FollowUpChoice[];
}) {
  return (
    <form method="post" action={recordPath(reference)} className="grid gap-6" noValidate>
      <div className="grid gap-6 sm:grid-cols-[16rem_1fr]">
        <Field id="record-age" label="Age in years" hint={AGE_HINT} error={errors.age}>
          <input
            name="age"
            type="text"
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            defaultValue={values.age}
          />
        </Field>
        <SexChoice value={values.sex} error={errors.sex} />
      </div>
      <Symptoms masters={masters} values={values} error={errors.symptoms} />
      <TextArea
        id="record-symptoms-note"
        name="symptomsNote"
        label="Other symptoms, in words"
        value={values.symptomsNote}
        error={errors.symptomsNote}
        max={2000}
      />
      <Vitals vitals={masters.vitals} values={values} errors={errors} />
      <TextArea
        id="record-diagnosis"
        name="diagnosis"
        label="Provisional diagnosis"
        value={values.diagnosis}
        error={errors.diagnosis}
        max={1000}
        rows={2}
      />
      <TextArea
        id="record-advice"
        name="advice"
        label="Advice"
        value={values.advice}
        error={errors.advice}
        max={2000}
      />
      <TextArea
        id="record-investigations"
        name="investigations"
        label="Investigations"
        value={values.investigations}
        error={errors.investigations}
        max={1000}
        rows={2}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          id="record-follow-up-on"
          label="Follow-up date"
          optionalText=" (optional)"
          hint="India date, after today."
          error={errors.followUpOn}
        >
          <input name="followUpOn" type="date" defaultValue={values.followUpOn} />
        </Field>
        <Field
          id="record-follow-up-of"
          label="Follow-up of"
          optionalText=" (optional)"
          hint="An earlier consultation of yours with this patient (same phone). List B medicines need one."
          error={errors.followUpOf}
        >
          <select name="followUpOf" defaultValue={values.followUpOf}>
            <option value="">Not a follow-up</option>
            {choices.map((choice) => (
              <option key={choice.reference} value={choice.reference}>
                {choice.reference} · {shortTime(choice.start)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div>
        <button type="submit" className="btn-primary min-h-11">
          Save the record
        </button>
      </div>
    </form>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink-600">{term}</dt>
      <dd className="m-0 whitespace-pre-wrap text-ink-900 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

const orNone = (text: string) => (text.trim() === '' ? 'None written' : text);

/** The record as issued: nothing to change. */
export function RecordSummary({ values, masters }: { values: RecordValues; masters: RecordMasters }) {
  const symptoms = values.symptoms.map((id) => masters.symptomNames.get(id) ?? id);
  const vitals = masters.vitals.filter((vital) => (values.vitals[vital.id] ?? '') !== '');
  return (
    <dl className="m-0 grid grid-cols-[12rem_1fr] gap-x-4 gap-y-2">
      <Row term="Age">{values.age === '' ? 'Not written' : `${values.age} years`}</Row>
      <Row term="Sex">{SEX_WORDS[values.sex] ?? 'Not written'}</Row>
      <Row term="Symptoms">{symptoms.length > 0 ? symptoms.join(', ') : 'None chosen'}</Row>
      <Row term="Other symptoms">{orNone(values.symptomsNote)}</Row>
      <Row term="Vitals">
        {vitals.length > 0
          ? vitals.map((vital) => `${vital.name} ${values.vitals[vital.id]} ${vital.unit}`).join('; ')
          : 'None reported'}
      </Row>
      <Row term="Provisional diagnosis">{orNone(values.diagnosis)}</Row>
      <Row term="Advice">{orNone(values.advice)}</Row>
      <Row term="Investigations">{orNone(values.investigations)}</Row>
      <Row term="Follow-up date">
        {values.followUpOn === '' ? 'None' : fullDay(Date.parse(`${values.followUpOn}T12:00:00+05:30`))}
      </Row>
      <Row term="Follow-up of">{values.followUpOf === '' ? 'Not a follow-up' : values.followUpOf}</Row>
    </dl>
  );
}
