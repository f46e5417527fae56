// /admin/masters/<kind>: one screen for each master the consultation records are written from (specialties,
// departments, vitals, symptoms, medicines), made from the master's definition in src/records. It lists every row
// (retired ones last), adds a row, edits one (?edit=<id>; its id stays), and retires or restores one: a row a record
// uses is never deleted. Every form posts to the screen's own path; a saved form goes back with a note, a refused one
// comes back with its messages (400) and nothing saved. Every change is in the audit log (same batch as the change).
import type { Context } from 'hono';
import type { AppEnv } from '../../../env';
import { readFormFields } from '../../../http/form';
import { refusalText } from '../../../http/refusals';
import { lenient, noteField, readQuery, z } from '../../../http/validate';
import {
  addMasterRow,
  editMasterRow,
  findMasterRow,
  formValues,
  listMaster,
  MASTERS,
  readMasterForm,
  rowName,
  setMasterRetired,
  type MasterDefinition,
  type MasterErrors,
  type MasterField,
  type MasterKind,
  type MasterRow,
  type MasterValues,
} from '../../../records';
import { purgeDoctorPages } from '../../../site';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { actorOf, adminDb } from '../../db';
import { DataTable } from '../../DataTable';
import { indiaTime } from '../shared/india-time';
import { FormProblems } from '../shared/FormProblems';

const SAVED_NOTES: Record<string, string> = {
  added: 'Added.',
  saved: 'Saved. Records already written keep what they were written with.',
  retired: 'Retired: new records no longer offer it; records that use it keep it.',
  restored: 'Restored: new records offer it again.',
};

const editAddress = (path: string, id: string) => `${path}?edit=${encodeURIComponent(id)}`;
const fieldId = (name: string) => `master-${name}`;

/** What a cell shows: a choice by its short name ('List A'), a number as typed, words as they are. */
function cellText(field: MasterField, value: string | number): string {
  const choice = field.choices?.find((candidate) => candidate.value === String(value));
  return choice ? choice.label.replace(/ \(.*$/, '') : String(value);
}

function StarterNote({ definition }: { definition: MasterDefinition }) {
  return (
    <Alert tone="info" title="Starter set to review">
      <p className="m-0">
        Rows marked <strong>Starter</strong> were seeded with the site as a starting point for an Indian
        tele-consultation practice, not as a clinical decision. The clinical lead reviews each one before launch: edit
        it, retire it, or add what is missing.
        {definition.kind === 'medicines' &&
          ' Check each category against the Telemedicine Practice Guidelines 2020 lists (O, A, B, prohibited).'}
      </p>
    </Alert>
  );
}

interface FormProps {
  path: string;
  definition: MasterDefinition;
  /** The row edited, or null to add one. */
  row: MasterRow | null;
  values: MasterValues;
  errors: MasterErrors;
}

function MasterForm({ path, definition, row, values, errors }: FormProps) {
  const problems = definition.fields
    .filter((field) => errors[field.name])
    .map((field) => ({ id: fieldId(field.name), text: `${field.label}: ${errors[field.name]}` }));
  return (
    <section aria-labelledby="master-form" className="card grid gap-4">
      <h2 id="master-form" className="m-0 text-xl font-bold text-ink-900">
        {row ? `Edit ${rowName(definition, row.values)}` : `Add a ${definition.singular}`}
      </h2>
      <form method="post" action={path} className="grid gap-4" noValidate>
        <input type="hidden" name="action" value={row ? 'edit' : 'add'} />
        {row && <input type="hidden" name="id" value={row.id} />}
        <FormProblems title={`The ${definition.singular} was not saved. Please correct:`} problems={problems} />
        {errors.form && (
          <p role="alert" className="alert-error m-0">
            {errors.form}
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          {definition.fields.map((field) => (
            <Field
              key={field.name}
              id={fieldId(field.name)}
              label={field.label}
              required
              hint={
                field.name === definition.nameField
                  ? row
                    ? `The id ${row.id} stays.`
                    : 'The id is made from these words and never changes.'
                  : field.hint
              }
              error={errors[field.name]}
            >
              {field.type === 'choice' ? (
                <select name={field.name} defaultValue={values[field.name]}>
                  <option value="">Choose</option>
                  {field.choices?.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  name={field.name}
                  type="text"
                  inputMode={field.type === 'number' ? 'decimal' : undefined}
                  maxLength={field.maxLength}
                  autoComplete="off"
                  defaultValue={values[field.name]}
                />
              )}
            </Field>
          ))}
        </div>
        <p className="m-0 flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary">
            {row ? 'Save' : `Add the ${definition.singular}`}
          </button>
          {row && <a href={path}>Cancel</a>}
        </p>
      </form>
    </section>
  );
}

function RetireButton({ path, row }: { path: string; row: MasterRow }) {
  const retired = row.retiredAt !== null;
  return (
    <form method="post" action={path} className="inline">
      <input type="hidden" name="action" value={retired ? 'restore' : 'retire'} />
      <input type="hidden" name="id" value={row.id} />
      <button type="submit" className="btn-outline min-h-11">
        {retired ? 'Restore' : 'Retire'}
      </button>
    </form>
  );
}

function MasterList({ path, definition, rows }: { path: string; definition: MasterDefinition; rows: MasterRow[] }) {
  if (rows.length === 0) return <p className="m-0 font-semibold">Nothing here yet. Add the first one above.</p>;
  const [nameField, ...others] = [
    definition.fields.find((field) => field.name === definition.nameField) as MasterField,
    ...definition.fields.filter((field) => field.name !== definition.nameField),
  ];
  return (
    <DataTable
      caption={`${definition.kind[0]?.toUpperCase()}${definition.kind.slice(1)}, ${definition.listOrder?.words ?? 'by name'} (retired last)`}
      headers={[nameField.label, ...others.map((field) => field.label), 'Status', 'Starter', 'Actions']}
      minWidth="min-w-[52rem]"
    >
      {rows.map((row) => (
        <tr key={row.id} id={`row-${row.id}`} className="border-b border-slate-200 align-top text-sm">
          <th scope="row" className="py-3 pr-3 text-left">
            {row.values[nameField.name]}
            <span className="block font-mono font-normal text-ink-600">{row.id}</span>
          </th>
          {others.map((field) => (
            <td key={field.name} className="py-3 pr-3">
              {cellText(field, row.values[field.name] ?? '')}
            </td>
          ))}
          <td className="py-3 pr-3">{row.retiredAt === null ? 'Active' : `Retired ${indiaTime(row.retiredAt)}`}</td>
          <td className="py-3 pr-3">{row.starter ? 'Starter' : 'No'}</td>
          <td className="py-3">
            <span className="flex items-center gap-3 whitespace-nowrap">
              <a href={editAddress(path, row.id)} aria-label={`Edit ${rowName(definition, row.values)}`}>
                Edit
              </a>
              <RetireButton path={path} row={row} />
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

interface Shown {
  row?: MasterRow | null;
  values?: MasterValues;
  errors?: MasterErrors;
  /** A refused retire or restore, shown above the list. */
  refusal?: string;
}

async function page(c: Context<AppEnv>, path: string, kind: MasterKind, editId: string | null, shown: Shown = {}) {
  const db = adminDb(c);
  const definition = MASTERS[kind];
  const rows = await listMaster(db, kind);
  let row: MasterRow | null = shown.row ?? null;
  if (shown.row === undefined && editId) {
    row = rows.find((candidate) => candidate.id === editId) ?? null;
    if (!row) {
      c.status(404);
      return (
        <Alert tone="error" title={`There is no ${definition.singular} with that id.`}>
          <a href={path}>See the whole list</a>
        </Alert>
      );
    }
  }
  const { saved } = readQuery(MASTERS_QUERY, c.req.query());
  return (
    <div className="grid gap-6">
      <p className="m-0 max-w-3xl text-ink-700">
        {definition.purpose} A row a record uses is retired, never deleted: retired rows are not offered for new
        records, and records already written keep them.
      </p>
      {saved && (
        <p role="status" className="m-0 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          {saved}
        </p>
      )}
      {shown.refusal && (
        <p role="alert" className="alert-error m-0">
          {shown.refusal}
        </p>
      )}
      {rows.some((candidate) => candidate.starter) && <StarterNote definition={definition} />}
      <MasterForm
        path={path}
        definition={definition}
        row={row}
        values={shown.values ?? formValues(definition, row, rows)}
        errors={shown.errors ?? {}}
      />
      <MasterList path={path} definition={definition} rows={rows} />
    </div>
  );
}

/** The Doctors page names its departments from the master: a change shows there at once (a failed purge is logged). */
async function afterDepartmentsChanged(c: Context<AppEnv>, kind: MasterKind): Promise<void> {
  if (kind !== 'departments') return;
  try {
    await purgeDoctorPages(c.req.url);
  } catch (error) {
    console.error('admin: could not purge the pages that list departments', error);
  }
}

/** ?edit=<row id>&saved=<note>: the row whose form is open (a new row's without), and the note of a change saved. */
const MASTERS_QUERY = z.object({ edit: lenient((text) => text || null), saved: noteField(SAVED_NOTES) });

/** The screen of one master, for its menu entry. */
export const mastersScreen = (kind: MasterKind) => (c: Context<AppEnv>, path: string) =>
  page(c, path, kind, readQuery(MASTERS_QUERY, c.req.query()).edit);

/** A posted add, edit, retire or restore of one master: saved and back with a note, or the form with messages. */
export const mastersSubmit = (kind: MasterKind) => async (c: Context<AppEnv>, path: string) => {
  const db = adminDb(c);
  const definition = MASTERS[kind];
  const read = await readFormFields(c.req);
  if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
  const { fields } = read;
  const now = Date.now();
  // `action`, not `form`: a medicine has a field named form.
  const action = fields.action ?? '';
  if (!['add', 'edit', 'retire', 'restore'].includes(action)) {
    return c.text(`Send the form from the ${definition.kind} page.`, 400);
  }
  const existing = action === 'add' ? null : await findMasterRow(db, kind, fields.id ?? '');
  if (action !== 'add' && !existing) return c.text(`There is no ${definition.singular} with that id.`, 404);
  if (existing && (action === 'retire' || action === 'restore')) {
    const change = await setMasterRetired(db, kind, existing, action === 'retire', actorOf(c), now);
    if (!change.ok) {
      c.status(change.status);
      return page(c, path, kind, null, { refusal: change.message });
    }
    await afterDepartmentsChanged(c, kind);
    return c.redirect(`${path}?saved=${action === 'retire' ? 'retired' : 'restored'}#row-${existing.id}`, 303);
  }
  const form = readMasterForm(definition, fields);
  if (!form.ok) {
    c.status(400);
    return page(c, path, kind, null, { row: existing, values: form.values, errors: form.errors });
  }
  const change = existing
    ? await editMasterRow(db, kind, existing, form.values, actorOf(c), now)
    : await addMasterRow(db, kind, form.values, actorOf(c), now);
  if (!change.ok) {
    c.status(change.status);
    return page(c, path, kind, null, {
      row: existing,
      values: formValues(definition, { id: '', values: form.values, starter: false, retiredAt: null, updatedAt: now }),
      errors: { form: change.message },
    });
  }
  await afterDepartmentsChanged(c, kind);
  return c.redirect(`${path}?saved=${existing ? 'saved' : 'added'}#row-${change.id}`, 303);
};
