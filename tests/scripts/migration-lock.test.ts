// Committed migrations are append-only (scripts/lib/migration-lock.ts): every migrations/*.sql file must be in
// migrations/lock.json with the hash it was locked with. Then the lock and `npm run migrations:lock` on copies of the
// migrations, locked afresh (so only the first test speaks of the repository's own): an edited, a deleted and a new
// migration, line endings, and the script that only ever appends.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendToLock, checkLock, LOCK_FILE, readLock } from '../../scripts/lib/migration-lock.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'migrations');

describe('the committed migrations', () => {
  it('are each in migrations/lock.json, unchanged since they were locked', () => {
    const { broken, unlocked } = checkLock(MIGRATIONS);
    const problems = [...broken, ...unlocked];
    expect(problems, `\n${problems.join('\n')}\n`).toHaveLength(0);
  });
});

describe('the lock, on a copy of the migrations', () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  const lockText = () => readFileSync(file(LOCK_FILE), 'utf8');
  const lockScript = () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/migrations-lock.ts'), '--dir', dir], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  let locked: string;

  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'migration-lock-')), 'migrations');
    cpSync(MIGRATIONS, dir, { recursive: true, filter: (from) => !from.endsWith(LOCK_FILE) });
    expect(appendToLock(dir).broken).toEqual([]);
    locked = lockText();
  });

  afterEach(() => {
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('names an edited migration and says to add a new one instead', () => {
    writeFileSync(file('0003_appointments.sql'), `${readFileSync(file('0003_appointments.sql'), 'utf8')}\n-- later\n`);
    const { broken, unlocked } = checkLock(dir);
    expect(unlocked).toEqual([]);
    expect(broken).toHaveLength(1);
    expect(broken[0]).toContain('0003_appointments.sql was changed after it was committed');
    expect(broken[0]).toContain('add a new migration instead of editing one');
  });

  it('names a deleted migration', () => {
    unlinkSync(file('0017_vital_display_order.sql'));
    const { broken } = checkLock(dir);
    expect(broken).toHaveLength(1);
    expect(broken[0]).toContain('0017_vital_display_order.sql is locked but was deleted');
    expect(broken[0]).toContain('add a new migration');
  });

  it('names a migration the lock does not list, and says to run the script', () => {
    writeFileSync(file('0099_new_table.sql'), 'CREATE TABLE t (id INTEGER PRIMARY KEY);\n');
    const { broken, unlocked } = checkLock(dir);
    expect(broken).toEqual([]);
    expect(unlocked).toHaveLength(1);
    expect(unlocked[0]).toContain('0099_new_table.sql is not in');
    expect(unlocked[0]).toContain('run `npm run migrations:lock` to add it');
  });

  it('reads CRLF line endings as LF, so a Windows checkout matches', () => {
    const name = '0001_requests.sql';
    writeFileSync(file(name), readFileSync(file(name), 'utf8').replace(/\n/g, '\r\n'));
    expect(checkLock(dir)).toEqual({ broken: [], unlocked: [] });
  });

  it('npm run migrations:lock appends a new migration and leaves every entry already there as it was', () => {
    const before = readLock(dir)!;
    writeFileSync(file('0099_new_table.sql'), 'CREATE TABLE t (id INTEGER PRIMARY KEY);\n');
    const run = lockScript();
    expect(run.status).toBe(0);
    expect(run.output).toContain('locked 0099_new_table.sql');
    const after = lockText();
    const entries = Object.entries(readLock(dir)!.sha256);
    expect(entries.slice(0, -1)).toEqual(Object.entries(before.sha256));
    expect(entries.at(-1)).toEqual(['0099_new_table.sql', expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(checkLock(dir)).toEqual({ broken: [], unlocked: [] });
    // Run again: nothing to add, nothing written.
    expect(lockScript().output).toContain('every migration is locked already');
    expect(lockText()).toBe(after);
  });

  it('npm run migrations:lock refuses to follow an edited migration, and writes nothing', () => {
    writeFileSync(file('0005_sample_doctors.sql'), '-- emptied\n');
    writeFileSync(file('0099_new_table.sql'), 'CREATE TABLE t (id INTEGER PRIMARY KEY);\n');
    const run = lockScript();
    expect(run.status).toBe(1);
    expect(run.output).toContain('0005_sample_doctors.sql was changed after it was committed');
    expect(lockText()).toBe(locked);
  });

  it('npm run migrations:lock creates the lock when there is none', () => {
    unlinkSync(file(LOCK_FILE));
    expect(checkLock(dir).unlocked[0]).toContain('is missing: run `npm run migrations:lock` to create it');
    expect(lockScript().status).toBe(0);
    expect(checkLock(dir)).toEqual({ broken: [], unlocked: [] });
    expect(lockText()).toBe(locked);
  });
});
