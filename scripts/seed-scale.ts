// `npm run seed:scale`: fills a local D1 database with a provider's half year (scripts/lib/scale-seed.ts: 60 doctors,
// 360,000 requests, 50,000 appointments, 100,000 audit rows), to browse and measure the admin at that volume. Serves
// nothing. The database is the project's D1 binding (wrangler.toml) kept under a folder of its own, so `npm start`
// opens it with SITE_D1_DIR set to that folder:
//
//   npm run seed:scale                       # into .wrangler/state/scale
//   SITE_D1_DIR=.wrangler/state/scale npm start
//
// Options: --persist DIR (another folder), --reset (empty a folder that already holds data first; without it such a
// folder is refused), --requests N, --appointments N, --doctors N, --audit N (smaller runs), --now MS (the instant the
// data ends at; the same instant gives the same rows).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { applyMigrations } from './lib/migrations.ts';
import { SCALE_DEFAULTS, seedScale } from './lib/scale-seed.ts';

export const SCALE_D1_DIR = '.wrangler/state/scale';

const { values } = parseArgs({
  options: {
    persist: { type: 'string', default: SCALE_D1_DIR },
    reset: { type: 'boolean', default: false },
    requests: { type: 'string', default: String(SCALE_DEFAULTS.requests) },
    appointments: { type: 'string', default: String(SCALE_DEFAULTS.appointments) },
    doctors: { type: 'string', default: String(SCALE_DEFAULTS.doctors) },
    audit: { type: 'string', default: String(SCALE_DEFAULTS.audit) },
    now: { type: 'string' },
  },
});

function count(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} takes a whole number, not "${text}".`);
    process.exit(2);
  }
  return value;
}

const sizes = {
  requests: count('requests', values.requests),
  appointments: count('appointments', values.appointments),
  doctors: count('doctors', values.doctors),
  audit: count('audit', values.audit),
};
if (sizes.doctors < 1 && sizes.appointments > 0) {
  console.error('Appointments need at least one doctor (--doctors).');
  process.exit(2);
}
const now = values.now === undefined ? Date.now() : count('now', values.now);
const folder = values.persist;

/** The bytes of the folder's files (D1 keeps each database in a SQLite file and its write-ahead log). */
function folderBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => statSync(path.join(dir, file)))
    .reduce((sum, stat) => sum + (stat.isFile() ? stat.size : 0), 0);
}

const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
const open = () =>
  new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 404 }); } };',
    d1Databases: workerOptions.d1Databases,
    d1Persist: folder,
  });

if (values.reset) rmSync(folder, { recursive: true, force: true });
const miniflare = open();
let done = '';
try {
  await applyMigrations(miniflare);
  const db = await miniflare.getD1Database('DB');
  const held = await db
    .prepare('SELECT (SELECT COUNT(*) FROM requests) + (SELECT COUNT(*) FROM appointments) AS total')
    .first<{ total: number }>();
  if ((held?.total ?? 0) > 0) {
    console.error(`${folder} already holds requests or appointments. Run again with --reset to empty it first.`);
    process.exitCode = 1;
  } else {
    console.log(`Seeding ${folder} (data up to ${new Date(now).toISOString()}, --now ${now}):`);
    const began = performance.now();
    const counts = await seedScale(db, { ...sizes, now, progress: (message) => console.log(message) });
    const seconds = (performance.now() - began) / 1000;
    console.log('');
    for (const [table, rows] of Object.entries(counts))
      console.log(`  ${table.padEnd(20)} ${rows.toLocaleString('en-IN')}`);
    done = `\nDone in ${seconds.toFixed(1)} s`;
  }
} finally {
  await miniflare.dispose();
}
if (done) {
  console.log(`${done}; the database takes ${(folderBytes(folder) / 1024 / 1024).toFixed(0)} MB in ${folder}.`);
  console.log(`Browse it: SITE_D1_DIR=${folder} npm start`);
}
