// The lock of the committed migrations (migrations/lock.json): each migrations/*.sql file's SHA-256. D1 applies a
// migration once, by name, so an edited migration would reach new databases but never one that already has it, and
// the two would differ for good; a deleted one would leave new databases without it. The lock makes either visible:
// tests/scripts/migration-lock.test.ts fails on any difference, and `npm run migrations:lock` only appends.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'lock.json';

const ABOUT =
  'SHA-256 of each committed migration (CRLF read as LF). Append-only: `npm run migrations:lock` adds new files; ' +
  'a locked migration is never edited or deleted (docs/data-model.md).';

export interface MigrationLock {
  about: string;
  /** Migration file name → SHA-256 (hex) of its text. */
  sha256: Record<string, string>;
}

/** A migration's hash: SHA-256 of its bytes, line endings read as LF so a Windows checkout agrees. */
export function migrationHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes.toString('latin1').replace(/\r\n/g, '\n'), 'latin1').digest('hex');
}

/** Every migration file in the folder, in name order (the order D1 applies them), with its hash. */
export function migrationHashes(dir: string): Map<string, string> {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return new Map(names.map((name) => [name, migrationHash(readFileSync(path.join(dir, name)))]));
}

export function readLock(dir: string): MigrationLock | null {
  const file = path.join(dir, LOCK_FILE);
  if (!existsSync(file)) return null;
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Partial<MigrationLock>;
  return { about: lock.about ?? ABOUT, sha256: { ...lock.sha256 } };
}

/** The folder as the messages name it: relative to where the command runs. */
const shown = (dir: string) => path.relative(process.cwd(), dir) || '.';

export interface LockCheck {
  /** Locked migrations changed or deleted: the lock must not follow them. */
  broken: string[];
  /** Migration files the lock does not list yet. */
  unlocked: string[];
}

/** How the migrations in the folder differ from its lock, one sentence each. */
export function checkLock(dir: string): LockCheck {
  const where = shown(dir);
  const lock = readLock(dir);
  const files = migrationHashes(dir);
  if (!lock) {
    return {
      broken: [],
      unlocked: [`${where}/${LOCK_FILE} is missing: run \`npm run migrations:lock\` to create it.`],
    };
  }
  const broken: string[] = [];
  for (const [name, hash] of Object.entries(lock.sha256)) {
    const current = files.get(name);
    if (current === undefined) {
      broken.push(
        `${where}/${name} is locked but was deleted: restore it. A committed migration stays; to undo what it did, ` +
          'add a new migration.',
      );
    } else if (current !== hash) {
      broken.push(
        `${where}/${name} was changed after it was committed: restore it (git checkout -- ${where}/${name}) and add ` +
          'a new migration instead of editing one. D1 applies a migration once, by name, so the edit would never ' +
          'reach a database that already has it.',
      );
    }
  }
  const unlocked = [...files.keys()]
    .filter((name) => !Object.hasOwn(lock.sha256, name))
    .map((name) => `${where}/${name} is not in ${where}/${LOCK_FILE}: run \`npm run migrations:lock\` to add it.`);
  return { broken, unlocked };
}

/**
 * Appends the migrations the lock does not list, in name order, leaving every entry already there as it is. Writes
 * nothing, and answers why, when a locked migration was changed or deleted.
 */
export function appendToLock(dir: string): { added: string[]; broken: string[] } {
  const { broken } = checkLock(dir);
  if (broken.length > 0) return { added: [], broken };
  const lock = readLock(dir) ?? { about: ABOUT, sha256: {} };
  const added: string[] = [];
  for (const [name, hash] of migrationHashes(dir)) {
    if (Object.hasOwn(lock.sha256, name)) continue;
    lock.sha256[name] = hash;
    added.push(name);
  }
  if (added.length > 0 || !existsSync(path.join(dir, LOCK_FILE))) {
    writeFileSync(path.join(dir, LOCK_FILE), `${JSON.stringify(lock, null, 2)}\n`);
  }
  return { added, broken: [] };
}
