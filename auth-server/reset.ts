/** `npm run auth:reset`: deletes the local auth server's data folder (users, sessions, mail, signing key). */
import fs from 'node:fs';
import path from 'node:path';
import { DB_FILE, defaultDataDir } from './config.ts';

const dir = path.resolve(process.env.AUTH_DATA_DIR || defaultDataDir);

if (!fs.existsSync(dir)) {
  console.log(`[auth] nothing to reset: ${path.relative(process.cwd(), dir) || dir} does not exist`);
} else {
  const entries = fs.readdirSync(dir);
  if (entries.length > 0 && !entries.includes(DB_FILE)) {
    console.error(`[auth] refusing to delete ${dir}: it does not look like an auth data folder (no ${DB_FILE})`);
    process.exit(1);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(
    `[auth] deleted ${path.relative(process.cwd(), dir) || dir}; the next start creates fresh keys and accounts`,
  );
}
