// Identifies the production build the perf command measures, so a run can tell when dist/ was rebuilt under it
// (the Worker keeps serving the old bundle, which then names assets that no longer exist).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const WORKER_BUNDLE = 'dist/worker/index.js';
export const CLIENT_DIR = 'dist/client';

/** A hash of the Worker bundle and the names of the client files (hashed names change with their content). */
export function buildFingerprint(): string {
  if (!existsSync(WORKER_BUNDLE) || !existsSync(CLIENT_DIR)) {
    throw new Error('No production build in dist/: run `npm run build` first (or use `npm run perf`).');
  }
  const hash = createHash('sha256').update(readFileSync(WORKER_BUNDLE));
  const files = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) hash.update(`\n${join(CLIENT_DIR, file)}`);
  return hash.digest('hex').slice(0, 16);
}
