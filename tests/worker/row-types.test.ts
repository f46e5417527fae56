// The hand-written row types of src/ against the migrated schema: each `...Row` interface (or object type alias) names
// the table its fields are read from in a JSDoc tag, and each field it says is a column must be a column of that
// table in this file's database, migrated as production is. A migration that renames or drops a column the code
// reads fails here, not in front of a patient. docs/data-model.md describes the tags.
//
//   @table appointments                  every field not named by another tag is a column of appointments
//   @table doctors doctor_name=name fee  these fields are columns of doctors (doctor_name is `d.name AS doctor_name`)
//   @computed locked                     these fields are computed by the query (an expression, a count): not checked
//   @table none                          not a row of the database (a line of a table on screen): nothing checked
//
// A published view (migrations/0019_published_views.sql) is tagged like a table (`@table appointments_view_doctors
// doctor_name=name`) and checked against the view's own columns: a field the view does not publish fails, even when
// the table behind it has that column.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MASTERS } from '../../src/records/masters';

const SOURCES = import.meta.glob<string>('../../src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

interface RowType {
  name: string;
  file: string;
  fields: string[];
  /** The JSDoc right above the declaration, or '' when there is none. */
  doc: string;
}

/** The fields of an object type's body: its names at the top level, with nested object types and comments left out. */
function fieldsOf(body: string): string[] {
  const text = body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  let depth = 0;
  let top = '';
  let previous = '';
  for (const char of text) {
    if (char === '{' || char === '(' || char === '<') depth++;
    else if (char === '}' || char === ')' || (char === '>' && previous !== '=')) depth--;
    else if (depth === 0) top += char;
    previous = char;
  }
  return top
    .split(/[;\n]/)
    .map((part) => /^\s*(?:readonly\s+)?(\w+)\??\s*:/.exec(part)?.[1])
    .filter((field): field is string => field !== undefined);
}

/** Every `interface XRow {` and `type XRow = {` of a source file, with its fields and the JSDoc above it. */
function rowTypesOf(file: string, source: string): RowType[] {
  const found: RowType[] = [];
  const declaration = /^(?:export\s+)?(?:interface\s+(\w*Row)\b[^{]*|type\s+(\w*Row)\s*=\s*)\{/gm;
  for (const match of source.matchAll(declaration)) {
    const name = (match[1] ?? match[2]) as string;
    const open = match.index + match[0].length - 1;
    let depth = 0;
    let close = open;
    for (; close < source.length; close++) {
      if (source[close] === '{') depth++;
      else if (source[close] === '}' && --depth === 0) break;
    }
    const before = source.slice(0, match.index).trimEnd();
    const doc = before.endsWith('*/') ? before.slice(before.lastIndexOf('/**')) : '';
    found.push({ name, file, fields: fieldsOf(source.slice(open + 1, close)), doc });
  }
  return found;
}

interface Sources {
  /** Table: its fields, each the column it reads. */
  tables: Map<string, Map<string, string>>;
  /** The table of every field no other tag names, if there is one. */
  main: string | null;
  computed: Set<string>;
  none: boolean;
}

function tagsOf(doc: string): Sources {
  const sources: Sources = { tables: new Map(), main: null, computed: new Set(), none: false };
  const text = doc.replace(/^\/\*\*|\*\/$/g, '');
  for (const [, tag, rest] of text.matchAll(/@(table|computed)\b([^@\n]*)/g)) {
    const words = (rest as string)
      .replace(/\*\/.*$/, '')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (tag === 'computed') {
      for (const word of words) sources.computed.add(word);
      continue;
    }
    const [table, ...fields] = words;
    if (table === undefined) continue;
    if (table === 'none') {
      sources.none = true;
      continue;
    }
    if (fields.length === 0) sources.main = table;
    const columns = sources.tables.get(table) ?? new Map<string, string>();
    for (const field of fields) {
      const [alias, column] = field.split('=') as [string, string | undefined];
      columns.set(alias, column ?? alias);
    }
    sources.tables.set(table, columns);
  }
  return sources;
}

const ROW_TYPES = Object.entries(SOURCES)
  .flatMap(([path, source]) => rowTypesOf(path.replace('../../', ''), source))
  .sort((a, b) => `${a.file} ${a.name}`.localeCompare(`${b.file} ${b.name}`));

const columnCache = new Map<string, Set<string>>();

/** The columns of a table or view in this file's migrated database (generated ones too), empty when there is none. */
async function columnsOf(table: string): Promise<Set<string>> {
  let columns = columnCache.get(table);
  if (!columns) {
    const { results } = await env.DB.prepare('SELECT name FROM pragma_table_xinfo(?1)')
      .bind(table)
      .all<{ name: string }>();
    columns = new Set(results.map((row) => row.name));
    columnCache.set(table, columns);
  }
  return columns;
}

/** What is wrong with a row type against the schema: one sentence each, none when it holds. */
async function problemsOf(row: RowType): Promise<string[]> {
  const where = `${row.name} (${row.file})`;
  const tags = tagsOf(row.doc);
  if (!tags.none && tags.tables.size === 0) {
    return [
      `${where} declares no table: put /** @table <table> */ above it (or @table none if it is not a row of the database; see docs/data-model.md)`,
    ];
  }
  if (tags.none) {
    return tags.tables.size > 0 || tags.computed.size > 0 ? [`${where} says @table none and names tables too`] : [];
  }
  const problems: string[] = [];
  const fields = new Set(row.fields);
  const named = new Set(tags.computed);
  for (const [table, columns] of tags.tables) {
    const schema = await columnsOf(table);
    if (schema.size === 0) {
      problems.push(`${where} reads table ${table}, which the migrations do not create (renamed or dropped?)`);
      continue;
    }
    for (const [field, column] of columns) {
      named.add(field);
      if (!fields.has(field)) problems.push(`${where}: its @table ${table} tag names ${field}, which is not a field`);
      else if (!schema.has(column)) {
        problems.push(
          `${where}: field ${field} reads column ${table}.${column}, which the migrated schema does not have: a migration renamed or dropped a column the code reads (or the row type is wrong)`,
        );
      }
    }
  }
  for (const field of tags.computed) {
    if (!fields.has(field)) problems.push(`${where}: its @computed tag names ${field}, which is not a field`);
  }
  const rest = row.fields.filter((field) => !named.has(field));
  if (tags.main === null) {
    for (const field of rest) {
      problems.push(`${where}: field ${field} has no source: name it in a @table or @computed tag`);
    }
  } else {
    const schema = await columnsOf(tags.main);
    if (schema.size > 0) {
      for (const field of rest.filter((field) => !schema.has(field))) {
        problems.push(
          `${where}: field ${field} is not a column of table ${tags.main} in the migrated schema: a migration renamed or dropped a column the code reads (or the row type is wrong)`,
        );
      }
    }
  }
  return problems;
}

describe('row types against the migrated schema', () => {
  it('finds the row types of src/', () => {
    expect(ROW_TYPES.length).toBeGreaterThanOrEqual(25);
    for (const row of ROW_TYPES) expect(row.fields.length, `${row.name} (${row.file}) fields`).toBeGreaterThan(0);
  });

  it.each(ROW_TYPES.map((row) => [`${row.name} (${row.file})`, row] as const))('%s', async (_, row) => {
    const problems = await problemsOf(row);
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  it("checks a row type read from a published view against the view's columns, not its table's", async () => {
    const fromViews = ROW_TYPES.filter((row) => /@table \w+_view_\w+/.test(row.doc));
    expect(fromViews.map((row) => row.name)).toEqual(expect.arrayContaining(['PatientAccessRow', 'RecordRow', 'Row']));
    // A column of appointments the view does not publish (the fee) is refused, one it does (the mode) is not.
    const row = (tag: string): RowType => ({
      name: 'PlantedRow',
      file: 'planted.ts',
      fields: ['fee', 'mode'],
      doc: tag,
    });
    expect(await problemsOf(row('/** @table appointments */'))).toEqual([]);
    expect(await problemsOf(row('/** @table appointments_view_appointments */'))).toEqual([
      'PlantedRow (planted.ts): field fee is not a column of table appointments_view_appointments in the migrated schema: a migration renamed or dropped a column the code reads (or the row type is wrong)',
    ]);
  });

  it.each(Object.values(MASTERS).map((master) => [master.kind, master] as const))(
    'the %s master names columns of its table',
    async (kind, master) => {
      const schema = await columnsOf(kind);
      const wanted = [
        'id',
        ...master.fields.map((field) => field.name),
        ...(master.listOrder ? [master.listOrder.column] : []),
        'starter',
        'retired_at',
        'updated_at',
      ];
      const missing = wanted.filter((column) => !schema.has(column));
      expect(
        missing,
        `MASTERS.${kind} (src/records/masters.ts) reads columns of ${kind} that the migrated schema does not have: a migration renamed or dropped a column the code reads`,
      ).toEqual([]);
    },
  );
});
