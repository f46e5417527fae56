// `npm run migrations:lock`: adds each new migrations/*.sql file to migrations/lock.json with its SHA-256
// (scripts/lib/migration-lock.ts). It never changes an entry already there: when a locked migration was changed or
// deleted it says which, writes nothing and exits 1.
// Usage: npm run migrations:lock -- [--dir DIR]   (DIR: the migrations folder, default migrations)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appendToLock, LOCK_FILE } from './lib/migration-lock.ts';
import { MIGRATIONS_DIR } from './lib/migrations.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: MIGRATIONS_DIR } } });
const dir = path.resolve(values.dir);
const lockPath = path.relative(process.cwd(), path.join(dir, LOCK_FILE));

const { added, broken } = appendToLock(dir);
if (broken.length > 0) {
  console.error(`${lockPath} not changed:\n${broken.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
if (added.length === 0) console.log(`${lockPath}: every migration is locked already.`);
else console.log(`${lockPath}: locked ${added.join(', ')}.`);
