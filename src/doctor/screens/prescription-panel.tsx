// The prescription part of the record page: the draft's medicines (each with Remove), the "Add a medicine" form
// (the guideline rule that refused a line shown with its reason, what was typed kept), the way to issue the draft,
// and the issued prescriptions (valid or superseded, a link to print, "Correct it" to start a superseding draft).
import {
  DOSE_UNITS,
  FREQUENCIES,
  type Frequency,
  MEDICINE_CATEGORIES,
  type ConsultationRecord,
  type LineInput,
  type LineRefusal,
  type Prescription,
  type PrescriptionLine,
} from '../../records';
import { DOCUMENT_WORDS } from '../../patient';
import { Alert } from '../../ui/Alert';
import { Field } from '../../ui/Field';
import { prescriptionPath, recordActionPath } from '../paths';
import { categoryWords, RULE_WORDS, type MedicineRow } from './record-data';
import { shortTime } from './record-parts';

/** A refused "Add a medicine" form: what was typed, and what refused it. */
export interface LineForm {
  values: LineInput;
  refusals: readonly LineRefusal[];
}

const FREQUENCY_WORDS = DOCUMENT_WORDS.en.frequencies;
const frequencyWords = (code: string) =>
  Object.hasOwn(FREQUENCY_WORDS, code) ? `${code} (${FREQUENCY_WORDS[code as Frequency]})` : code;

const CELL = 'px-2 py-2 align-top';

function DraftLines({ reference, lines }: { reference: string; lines: readonly PrescriptionLine[] }) {
  if (lines.length === 0) return <p className="m-0 text-ink-700">No medicines yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Medicines on the draft</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {['Medicine', 'Category', 'Dose', 'How often', 'Days', 'Instructions', 'Re-fill of'].map((head) => (
              <th key={head} scope="col" className={CELL}>
                {head}
              </th>
            ))}
            <th scope="col" className={CELL}>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.position} className="border-b border-slate-200">
              <th scope="row" className={`${CELL} font-semibold text-ink-900`}>
                {line.medicineText}
              </th>
              <td className={CELL}>{categoryWords(line.category)}</td>
              <td className={`${CELL} whitespace-nowrap`}>
                {line.dose} {line.doseUnit}
              </td>
              <td className={CELL}>{frequencyWords(line.frequency)}</td>
              <td className={CELL}>{line.durationDays}</td>
              <td className={`${CELL} [overflow-wrap:anywhere]`}>{line.instructions || '—'}</td>
              <td className={`${CELL} font-mono`}>{line.refillOf ?? '—'}</td>
              <td className={CELL}>
                <form method="post" action={recordActionPath(reference, 'remove')}>
                  <input type="hidden" name="position" value={line.position} />
                  <button type="submit" className="btn-outline min-h-11 px-3 py-1 text-sm">
                    Remove<span className="sr-only"> {line.medicineText}</span>
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const FIELD_OF: Record<string, string> = {
  medicine: 'medicine',
  dose: 'dose',
  frequency: 'frequency',
  duration: 'duration',
  instructions: 'instructions',
  refill: 'refill',
};

function AddLine({
  reference,
  medicines,
  form,
  index,
}: {
  reference: string;
  medicines: readonly MedicineRow[];
  form?: LineForm;
  /** The place the new line takes (its refusals carry it). */
  index: number;
}) {
  const values = form?.values;
  const mine = (form?.refusals ?? []).filter((refusal) => refusal.index === index);
  const fieldError = (name: string) =>
    mine.find((refusal) => refusal.field && FIELD_OF[refusal.field] === name)?.reason;
  const ruled = mine.filter((refusal) => refusal.rule);
  const others = (form?.refusals ?? []).filter((refusal) => refusal.index !== index);
  const doseError = fieldError('dose');
  return (
    <form
      method="post"
      action={recordActionPath(reference, 'lines')}
      className="card grid gap-4"
      aria-labelledby="add-line-heading"
      noValidate
    >
      <h3 id="add-line-heading" className="m-0 text-lg font-bold text-ink-900">
        Add a medicine
      </h3>
      {ruled.length > 0 && (
        <Alert tone="error" title="This medicine cannot be prescribed here">
          {ruled.map((refusal) => (
            <p key={refusal.reason} className="m-0">
              <strong>Refused by: {refusal.rule ? RULE_WORDS[refusal.rule] : 'the guidelines'}.</strong>{' '}
              {refusal.reason}
            </p>
          ))}
        </Alert>
      )}
      {others.length > 0 && (
        <Alert tone="error" title="A medicine already on the draft is refused">
          {others.map((refusal) => (
            <p key={`${refusal.index}-${refusal.reason}`} className="m-0">
              Line {refusal.index + 1}
              {refusal.rule ? ` (${RULE_WORDS[refusal.rule]})` : ''}: {refusal.reason}
            </p>
          ))}
        </Alert>
      )}
      <Field id="line-medicine" label="Medicine" error={fieldError('medicine')}>
        <select name="medicineId" defaultValue={values?.medicineId ?? ''}>
          <option value="">Choose a medicine</option>
          {MEDICINE_CATEGORIES.filter((category) => category !== 'prohibited').map((category) => (
            <optgroup key={category} label={categoryWords(category)}>
              {medicines
                .filter((medicine) => medicine.category === category)
                .map((medicine) => (
                  <option key={medicine.id} value={medicine.id}>
                    {medicine.text}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="line-dose" className="field-label">
            Dose
          </label>
          <input
            id="line-dose"
            name="dose"
            type="text"
            inputMode="decimal"
            maxLength={10}
            autoComplete="off"
            defaultValue={values?.dose ?? ''}
            className="field-input"
            aria-describedby={doseError ? 'line-dose-error' : undefined}
            aria-invalid={doseError ? true : undefined}
          />
        </div>
        <div>
          <label htmlFor="line-dose-unit" className="field-label">
            Unit of the dose
          </label>
          <select
            id="line-dose-unit"
            name="doseUnit"
            defaultValue={values?.doseUnit ?? ''}
            className="field-input"
            aria-describedby={doseError ? 'line-dose-error' : undefined}
            aria-invalid={doseError ? true : undefined}
          >
            <option value="">Choose</option>
            {DOSE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </div>
        <Field id="line-frequency" label="How often" error={fieldError('frequency')}>
          <select name="frequency" defaultValue={values?.frequency ?? ''}>
            <option value="">Choose</option>
            {FREQUENCIES.map((code) => (
              <option key={code} value={code}>
                {code}: {FREQUENCY_WORDS[code]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="line-duration" label="For how many days" error={fieldError('duration')}>
          <input
            name="durationDays"
            type="text"
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            defaultValue={values?.durationDays ?? ''}
          />
        </Field>
      </div>
      {doseError && (
        <p id="line-dose-error" className="field-error mt-0">
          {doseError}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field
          id="line-instructions"
          label="Instructions"
          optionalText=" (optional)"
          hint="For example: after food."
          error={fieldError('instructions')}
        >
          <input name="instructions" type="text" maxLength={500} defaultValue={values?.instructions ?? ''} />
        </Field>
        <Field
          id="line-refill"
          label="Re-fill of"
          optionalText=" (optional)"
          hint="An issued prescription number of this patient with this medicine (RX-...)."
          error={fieldError('refill')}
        >
          <input name="refillOf" type="text" maxLength={11} autoComplete="off" defaultValue={values?.refillOf ?? ''} />
        </Field>
      </div>
      <div>
        <button type="submit" className="btn-primary min-h-11">
          Add to the prescription
        </button>
      </div>
    </form>
  );
}

function IssuedList({
  reference,
  issued,
  canCorrect,
}: {
  reference: string;
  issued: readonly Prescription[];
  canCorrect: boolean;
}) {
  return (
    <ul className="m-0 grid list-none gap-3 p-0">
      {issued.map((prescription) => (
        <li key={prescription.number} className="card flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <p className="m-0 font-mono text-lg font-bold text-ink-900">{prescription.number}</p>
            <p className="m-0 text-sm text-ink-700">
              Issued {prescription.issuedAt ? shortTime(prescription.issuedAt) : ''} (India time)
              {prescription.supersedes ? `, replacing ${prescription.supersedes}` : ''} · {prescription.lines.length}{' '}
              {prescription.lines.length === 1 ? 'medicine' : 'medicines'}
            </p>
            <p className="m-0 text-sm font-semibold">
              {prescription.supersededBy ? (
                <span className="text-ink-700">Superseded by {prescription.supersededBy}</span>
              ) : (
                <span className="text-green-800">Valid</span>
              )}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <a href={prescriptionPath(prescription.number)} className="inline-flex min-h-11 items-center">
              Print / view<span className="sr-only"> {prescription.number}</span>
            </a>
            {canCorrect && !prescription.supersededBy && (
              <form method="post" action={recordActionPath(reference, 'supersede')}>
                <input type="hidden" name="number" value={prescription.number} />
                <button type="submit" className="btn-outline min-h-11 px-4 py-2 text-sm">
                  Correct it (supersede)<span className="sr-only"> {prescription.number}</span>
                </button>
              </form>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PrescriptionPanel({
  reference,
  record,
  prescriptions,
  medicines,
  line,
}: {
  reference: string;
  record: ConsultationRecord | null;
  prescriptions: readonly Prescription[];
  medicines: readonly MedicineRow[];
  line?: LineForm;
}) {
  if (!record) {
    return <p className="m-0 text-ink-700">Save the record first; then add medicines.</p>;
  }
  const draft = prescriptions.find((prescription) => prescription.status === 'draft');
  const issued = prescriptions.filter((prescription) => prescription.status === 'issued');
  const editable = Boolean(draft) || !record.locked;
  return (
    <div className="grid gap-5">
      {editable && (
        <div className="grid gap-3">
          <h3 className="m-0 text-lg font-bold text-ink-900">
            {draft ? `Draft ${draft.number}` : 'Draft'}
            {draft?.supersedes && <span className="font-normal text-ink-700"> (correcting {draft.supersedes})</span>}
          </h3>
          <DraftLines reference={reference} lines={draft?.lines ?? []} />
          {draft && draft.lines.length > 0 && (
            <p className="m-0">
              <a href={recordActionPath(reference, 'issue')} className="btn-primary min-h-11 no-underline">
                Issue prescription…
              </a>
            </p>
          )}
          <AddLine reference={reference} medicines={medicines} form={line} index={draft?.lines.length ?? 0} />
        </div>
      )}
      {issued.length > 0 && (
        <div className="grid gap-3">
          <h3 className="m-0 text-lg font-bold text-ink-900">Issued</h3>
          <IssuedList reference={reference} issued={issued} canCorrect={!draft} />
        </div>
      )}
    </div>
  );
}
