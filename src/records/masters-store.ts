// The masters' SQL: list, find, add, edit, retire and restore, each change with its audit row in the same batch.
// Table and column names come only from the definitions in masters.ts, never from a request.
import { noPublishedDoctorIn, publishedDoctorsIn } from '../appointments';
import { auditStatement, type Actor } from '../audit';
import { MASTERS, rowName, slugOf, type MasterDefinition, type MasterKind, type MasterRow } from './masters';

/** Which active rows a list shows. */
export type MasterFilter = 'all' | 'active';

const columnsOf = (definition: MasterDefinition) => definition.fields.map((field) => field.name);

function toRow(definition: MasterDefinition, raw: Record<string, unknown>): MasterRow {
  const values: Record<string, string | number> = {};
  for (const column of columnsOf(definition)) values[column] = raw[column] as string | number;
  return {
    id: String(raw.id),
    values,
    starter: raw.starter === 1,
    retiredAt: typeof raw.retired_at === 'number' ? raw.retired_at : null,
    updatedAt: Number(raw.updated_at),
  };
}

/**
 * Every row of a master by name, or by its list order first (vitals: as a doctor reads them), retired ones last; or
 * only the active ones (what a doctor's form offers).
 */
export async function listMaster(db: D1Database, kind: MasterKind, filter: MasterFilter = 'all'): Promise<MasterRow[]> {
  const definition = MASTERS[kind];
  const columns = ['id', ...columnsOf(definition), 'starter', 'retired_at', 'updated_at'].join(', ');
  const where = filter === 'active' ? 'WHERE retired_at IS NULL' : '';
  const order = definition.listOrder ? `${definition.listOrder.column}, ` : '';
  const { results } = await db
    .prepare(
      `SELECT ${columns} FROM ${kind} ${where}
       ORDER BY retired_at IS NOT NULL, ${order}lower(${definition.nameField}), id`,
    )
    .all<Record<string, unknown>>();
  return results.map((raw) => toRow(definition, raw));
}

export async function findMasterRow(db: D1Database, kind: MasterKind, id: string): Promise<MasterRow | null> {
  const definition = MASTERS[kind];
  const columns = ['id', ...columnsOf(definition), 'starter', 'retired_at', 'updated_at'].join(', ');
  const raw = await db
    .prepare(`SELECT ${columns} FROM ${kind} WHERE id = ?1`)
    .bind(id)
    .first<Record<string, unknown>>();
  return raw ? toRow(definition, raw) : null;
}

/** The row that already holds these words, if any (the unique index of each master, as a message). */
async function sameNamed(
  db: D1Database,
  definition: MasterDefinition,
  values: Record<string, string | number>,
  exceptId: string | null,
): Promise<string | null> {
  const conditions =
    definition.kind === 'medicines'
      ? 'lower(generic_name) = lower(?1) AND form = ?2 AND lower(strength) = lower(?3)'
      : definition.kind === 'vitals'
        ? 'lower(name) = lower(?1) AND unit = ?2'
        : 'lower(name) = lower(?1)';
  const binds =
    definition.kind === 'medicines'
      ? [values.generic_name, values.form, values.strength]
      : definition.kind === 'vitals'
        ? [values.name, values.unit]
        : [values.name];
  const row = await db
    .prepare(`SELECT id FROM ${definition.kind} WHERE ${conditions} AND id <> ?${binds.length + 1}`)
    .bind(...binds, exceptId ?? '')
    .first<{ id: string }>();
  return row?.id ?? null;
}

export type MasterChange = { ok: true; id: string } | { ok: false; status: 404 | 409; message: string };

const duplicate = (definition: MasterDefinition, values: Record<string, string | number>): MasterChange => ({
  ok: false,
  status: 409,
  message: `There is already a ${definition.singular} ${rowName(definition, values)}: edit or restore that one.`,
});

const isUniqueFailure = (error: unknown) => error instanceof Error && /UNIQUE/i.test(error.message);

/** Adds a row with a new slug id made from its words (a taken slug gets -2, -3 ...). */
export async function addMasterRow(
  db: D1Database,
  kind: MasterKind,
  values: Record<string, string | number>,
  actor: Actor,
  now: number,
): Promise<MasterChange> {
  const definition = MASTERS[kind];
  if (await sameNamed(db, definition, values, null)) return duplicate(definition, values);
  const base = slugOf(definition, values);
  const taken = await db
    .prepare(`SELECT id FROM ${kind} WHERE id = ?1 OR id LIKE ?2`)
    .bind(base, `${base}-%`)
    .all<{ id: string }>();
  const ids = new Set(taken.results.map((row) => row.id));
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  const columns = columnsOf(definition);
  const placeholders = columns.map((_, index) => `?${index + 2}`).join(', ');
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO ${kind} (id, ${columns.join(', ')}, starter, updated_at)
           VALUES (?1, ${placeholders}, 0, ?${columns.length + 2})`,
        )
        .bind(id, ...columns.map((column) => values[column]), now),
      auditStatement(db, {
        at: now,
        actor,
        action: 'master-add',
        reference: `${kind}/${id}`,
        detail: `Added ${rowName(definition, values)}`,
      }),
    ]);
  } catch (error) {
    if (isUniqueFailure(error)) return duplicate(definition, values);
    throw error;
  }
  return { ok: true, id };
}

/** Changes a row's words; its id stays. Records already written keep what they copied (units, medicine names). */
export async function editMasterRow(
  db: D1Database,
  kind: MasterKind,
  row: MasterRow,
  values: Record<string, string | number>,
  actor: Actor,
  now: number,
): Promise<MasterChange> {
  const definition = MASTERS[kind];
  if (await sameNamed(db, definition, values, row.id)) return duplicate(definition, values);
  const columns = columnsOf(definition);
  const changed = columns.filter((column) => String(row.values[column]) !== String(values[column]));
  if (changed.length === 0) return { ok: true, id: row.id };
  const detail = changed.map((column) => `${column}: ${row.values[column]} → ${values[column]}`).join('; ');
  const assignments = columns.map((column, index) => `${column} = ?${index + 2}`).join(', ');
  try {
    await db.batch([
      db
        .prepare(`UPDATE ${kind} SET ${assignments}, updated_at = ?${columns.length + 2} WHERE id = ?1`)
        .bind(row.id, ...columns.map((column) => values[column]), now),
      auditStatement(db, { at: now, actor, action: 'master-edit', reference: `${kind}/${row.id}`, detail }),
    ]);
  } catch (error) {
    if (isUniqueFailure(error)) return duplicate(definition, values);
    throw error;
  }
  return { ok: true, id: row.id };
}

/**
 * Retires a row (new records no longer offer it; records that use it keep it) or restores it. A department a
 * published doctor is listed under is not retired (409 naming them): the Doctors page would list a retired one.
 */
export async function setMasterRetired(
  db: D1Database,
  kind: MasterKind,
  row: MasterRow,
  retired: boolean,
  actor: Actor,
  now: number,
): Promise<MasterChange> {
  const definition = MASTERS[kind];
  if (retired === (row.retiredAt !== null)) return { ok: true, id: row.id };
  const guarded = retired && kind === 'departments';
  const inUse = (names: readonly string[]): MasterChange => ({
    ok: false,
    status: 409,
    message: `${rowName(definition, row.values)} is not retired: the Doctors page lists ${names.join(', ')} under it. Move ${names.length === 1 ? 'that doctor' : 'those doctors'} to another department in Doctor Calendars (or make them inactive) first.`,
  });
  if (guarded) {
    const names = await publishedDoctorsIn(db, row.id);
    if (names.length > 0) return inUse(names);
  }
  // The same guard in the statements themselves: a doctor published in between leaves the row and the log as they were.
  const guard = guarded ? ` AND ${noPublishedDoctorIn('?1')}` : '';
  const [updated] = await db.batch([
    db
      .prepare(`UPDATE ${kind} SET retired_at = ?2, updated_at = ?3 WHERE id = ?1${guard}`)
      .bind(row.id, retired ? now : null, now),
    auditStatement(
      db,
      {
        at: now,
        actor,
        action: retired ? 'master-retire' : 'master-restore',
        reference: `${kind}/${row.id}`,
        detail: `${retired ? 'Retired' : 'Restored'} ${rowName(definition, row.values)}`,
      },
      guarded ? { onlyIf: noPublishedDoctorIn('?7'), params: [row.id] } : undefined,
    ),
  ]);
  if (updated?.meta.changes !== 1) return inUse(await publishedDoctorsIn(db, row.id));
  return { ok: true, id: row.id };
}
