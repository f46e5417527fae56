// A table's name appears in SQL only inside the module that owns it (docs/architecture.md, docs/data-model.md): every
// other module asks the owner through its index.ts, or reads a view the owner publishes. The tables and views are read
// from migrations/*.sql; the SQL from the Worker's string and template literals that look like SQL, with the tables
// and views each names after FROM, JOIN, INTO or UPDATE. There are no exceptions: the list of statements not yet
// moved is gone, and a new statement over another module's table fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Each table's owner: the module (first folder under src/) whose files alone may name it in SQL. */
const OWNERS: Record<string, string> = {
  requests: 'requests',
  request_search: 'requests',
  request_days: 'requests',
  request_first_waits: 'requests',
  audit_log: 'audit',
  notifications: 'notifications',
  notification_attempts: 'notifications',
  unsubscribes: 'notifications',
  phone_opt_outs: 'notifications',
  doctors: 'appointments',
  doctor_week: 'appointments',
  doctor_days_off: 'appointments',
  slot_blocks: 'appointments',
  appointments: 'appointments',
  appointment_history: 'appointments',
  payments: 'appointments',
  refunds: 'appointments',
  hours_change_requests: 'appointments',
  departments: 'records',
  specialties: 'records',
  medicines: 'records',
  symptoms: 'records',
  vitals: 'records',
  consultation_records: 'records',
  consultation_symptoms: 'records',
  consultation_vitals: 'records',
  prescriptions: 'records',
  prescription_items: 'records',
  medical_record_access: 'records',
  phone_sign_in_locks: 'sign-in-guard',
  gateway_links: 'appointments',
  gateway_payments: 'appointments',
  gateway_events: 'appointments',
  gateway_refunds: 'appointments',
  gateway_findings: 'appointments',
  payment_settings: 'appointments',
  consult_events: 'consult',
  consult_messages: 'consult',
  consult_holds: 'consult',
  intake_files: 'intake',
  intake_answers: 'intake',
  intake_file_access: 'intake',
};

/**
 * The published views (migrations/0019_published_views.sql) and the module that owns each: what that module lets
 * others read of its tables, named `<owner>_view_<what>`, reading only its owner's tables. Any domain module may read
 * one in SQL (FROM, JOIN); no module writes one (INSERT INTO, UPDATE, DELETE FROM; SQLite refuses it anyway).
 *
 * Why any domain, and not only the modules that may import the owner: a view is the owner's published interface, as
 * its index.ts is, but it is resolved by the database, not by an import, so reading it makes no import and no circle
 * between modules. Records imports appointments, so appointments can never import records back; it still needs two
 * facts records keeps (that a prescription is issued, the departments' names) in the one query it already runs. The
 * owner alone decides what a view shows (a new migration), and its readers name only that, never its tables: a
 * table's columns can change behind a view that keeps its own. Audience modules and floors write no SQL at all.
 */
const PUBLISHED: Record<string, string> = {
  appointments_view_appointments: 'appointments',
  appointments_view_doctors: 'appointments',
  records_view_issued_prescriptions: 'records',
  records_view_departments: 'records',
  consult_view_holds: 'consult',
  records_view_record_appointments: 'records',
};

/** The domain modules: the owners of tables, which alone write SQL. */
const DOMAINS = new Set(Object.values(OWNERS));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

const MIGRATIONS = readdirSync(path.join(ROOT, 'migrations'))
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(path.join(ROOT, 'migrations', name), 'utf8').replace(/--.*$/gm, ''));

/** The tables or views the migrations leave (made by CREATE, unmade by a later DROP), in order of name. */
function created(kind: 'TABLE' | 'VIEW'): string[] {
  const pattern = new RegExp(
    `\\b(CREATE|DROP)\\s+(?:TEMP\\s+|TEMPORARY\\s+)?${kind}\\s+(?:IF\\s+(?:NOT\\s+)?EXISTS\\s+)?"?(\\w+)"?`,
    'gi',
  );
  const names = new Set<string>();
  for (const text of MIGRATIONS) {
    for (const [, verb, name] of text.matchAll(pattern)) {
      if (verb!.toUpperCase() === 'CREATE') names.add(name!.toLowerCase());
      else names.delete(name!.toLowerCase());
    }
  }
  return [...names].sort();
}

/** Each view's body: the SELECT after `CREATE VIEW name AS`, up to its semicolon (the last definition of a name). */
function viewBodies(): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const text of MIGRATIONS) {
    const pattern = /CREATE\s+VIEW\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?[^;]*?\bAS\b([^;]*);/gi;
    for (const match of text.matchAll(pattern)) bodies.set(match[1]!.toLowerCase(), match[2]!);
  }
  return bodies;
}

/** The text of every string and template literal in a file (a template's ${...} parts as a ?). */
function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const LOOKS_LIKE_SQL = /\b(SELECT|INSERT|UPDATE|DELETE|FROM|JOIN)\b/;
const TABLE_AFTER = /\b(?:FROM|JOIN|INTO|UPDATE)\s+"?([a-z_][a-z0-9_]*)/g;
/** What a write names: INSERT (OR ...) INTO x, REPLACE INTO x, UPDATE (OR ...) x, DELETE FROM x. */
const WRITTEN_AFTER = /\b(?:INTO|UPDATE(?:\s+OR\s+[a-z]+)?|DELETE\s+FROM)\s+"?([a-z_][a-z0-9_]*)/gi;

/** The tables or views a file names in SQL, and those it writes. */
function namedInSql(file: string, names: Set<string>): { named: Set<string>; written: Set<string> } {
  const named = new Set<string>();
  const written = new Set<string>();
  for (const text of literalsOf(file)) {
    if (!LOOKS_LIKE_SQL.test(text)) continue;
    for (const match of text.matchAll(TABLE_AFTER)) if (names.has(match[1]!)) named.add(match[1]!);
    for (const match of text.matchAll(WRITTEN_AFTER)) {
      const name = match[1]!.toLowerCase();
      if (names.has(name)) written.add(name);
    }
  }
  return { named, written };
}

const moduleOf = (file: string) => {
  const [wing, folder, name] = rel(file).split('/');
  return wing === 'src' && name !== undefined ? folder : null;
};

const tables = created('TABLE');
const views = created('VIEW');
const bodies = viewBodies();
const files = sourceFiles(path.join(ROOT, 'src'));
const named = files.map((file) => ({
  file: rel(file),
  module: moduleOf(file),
  ...namedInSql(file, new Set([...tables, ...views])),
}));
/** 'file name' for each table named outside its owner, and each view named outside a domain module. */
const outside = named.flatMap(({ file, module, named: inFile }) =>
  [...inFile]
    .filter((name) =>
      PUBLISHED[name] !== undefined ? module === null || !DOMAINS.has(module) : OWNERS[name] !== module,
    )
    .map((name) => `${file} ${name}`),
);
/** 'file view' for each write to a view. */
const viewWrites = named.flatMap(({ file, written }) =>
  [...written].filter((name) => PUBLISHED[name] !== undefined).map((name) => `${file} ${name}`),
);

describe('table owners', () => {
  it('reads the tables from the migrations and finds SQL in the source', () => {
    expect(tables).toContain('appointments');
    expect(tables).toContain('audit_log');
    expect(named.filter(({ named: inFile }) => inFile.size > 0).length).toBeGreaterThan(10);
  });

  it('every table has an owner module', () => {
    expect(tables.filter((table) => OWNERS[table] === undefined)).toEqual([]);
    expect(Object.keys(OWNERS).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it("a table's name appears in SQL only inside its owner; a published view only inside a domain module", () => {
    expect(outside).toEqual([]);
  });

  it('reads the views from the migrations, and every view is published by one owner', () => {
    expect(views).toContain('appointments_view_appointments');
    expect(views.filter((view) => PUBLISHED[view] === undefined)).toEqual([]);
    expect(Object.keys(PUBLISHED).filter((view) => !views.includes(view))).toEqual([]);
    expect(views.filter((view) => tables.includes(view))).toEqual([]);
  });

  it("a view is named for its owner and reads only its owner's tables", () => {
    const problems = Object.entries(PUBLISHED).flatMap(([view, owner]) => {
      const found: string[] = [];
      if (!view.startsWith(`${owner}_view_`)) found.push(`${view}: not named ${owner}_view_<what>`);
      const body = bodies.get(view) ?? '';
      if (!/\bSELECT\b/i.test(body)) found.push(`${view}: no SELECT found in its CREATE VIEW`);
      for (const match of body.matchAll(TABLE_AFTER)) {
        const name = match[1]!;
        if (OWNERS[name] !== undefined && OWNERS[name] !== owner) found.push(`${view} reads ${name} (${OWNERS[name]})`);
        if (PUBLISHED[name] !== undefined) found.push(`${view} reads another view, ${name}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('no module writes to a view', () => {
    expect(viewWrites).toEqual([]);
  });
});
