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
 * trigger's BEGIN ... END body, whose statements end with semicolons of their own.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inTrigger = false;
  for (const line of sql.split('\n')) {
    if (line.trimStart().startsWith('--') || (current.length === 0 && line.trim() === '')) continue;
    if (current.length === 0 && /^\s*CREATE\s+(TEMP\s+|TEMPORARY\s+)?TRIGGER\b/i.test(line)) inTrigger = true;
    current.push(line);
    const ends = inTrigger ? /^\s*END\s*;\s*$/i.test(line) : /;\s*$/.test(line);
    if (ends) {
      statements.push(current.join('\n').trim().replace(/;$/, ''));
      current = [];
      inTrigger = false;
    }
  }
  statements.push(current.join('\n').trim());
  return statements.filter(Boolean);
}
