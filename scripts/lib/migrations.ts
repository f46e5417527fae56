// Applies the request store's migrations (migrations/*.sql, in name order) to a local D1 database through
// Miniflare, recording each in the same d1_migrations table wrangler uses, so `wrangler d1 migrations list DB
// --local` and `npm start` agree about what has been applied.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Miniflare } from 'miniflare';

export const MIGRATIONS_DIR = 'migrations';

export async function applyMigrations(miniflare: Miniflare, binding = 'DB', dir = MIGRATIONS_DIR): Promise<string[]> {
  const db = await miniflare.getD1Database(binding);
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations(
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      )`,
    )
    .run();
  const done = new Set(
    ((await db.prepare('SELECT name FROM d1_migrations').all()).results as { name: string }[]).map((row) => row.name),
  );
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    // One batch per migration: its statements and its record commit together or not at all.
    const statements = splitStatements(sql).map((statement) => db.prepare(statement));
    await db.batch([...statements, db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(file)]);
    applied.push(file);
  }
  return applied;
}

/**
 * The statements of a migration file: comments dropped, split at semicolons that end a line, except inside a
 * trigger's BEGIN ... END (its body's statements end with semicolons too).
 */
export function splitStatements(sql: string): string[] {
  const pieces = sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  const statements: string[] = [];
  let trigger: string | null = null;
  for (const piece of pieces) {
    const statement: string = trigger === null ? piece : `${trigger};\n${piece}`;
    const open = /^CREATE\s+(TEMP\s+|TEMPORARY\s+)?TRIGGER\b/i.test(statement) && !/\bEND$/i.test(statement);
    trigger = open ? statement : null;
    if (!open) statements.push(statement);
  }
  if (trigger !== null) statements.push(trigger);
  return statements;
}
