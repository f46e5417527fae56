/**
 * npm run grant-role -- <email> <patient|doctor|admin>
 *
 * Sets app_metadata.role through Supabase Auth's admin API with the service-role key. Works against the local
 * auth server and a hosted Supabase project alike. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the
 * environment, or else from `.dev.vars` in the current directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type User } from '@supabase/supabase-js';

const ROLES = ['patient', 'doctor', 'admin'] as const;
type Role = (typeof ROLES)[number];

function fail(message: string): never {
  console.error(`grant-role: ${message}`);
  process.exit(1);
}

function readDevVars(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    out[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

async function main(): Promise<void> {
  const [emailArg, roleArg, ...extra] = process.argv.slice(2);
  if (!emailArg || !roleArg || extra.length) {
    fail(`usage: npm run grant-role -- <email> <${ROLES.join('|')}>`);
  }
  const role = roleArg.trim().toLowerCase();
  if (!ROLES.includes(role as Role)) fail(`unknown role "${roleArg}"; use one of: ${ROLES.join(', ')}`);
  const email = emailArg.trim().toLowerCase();

  const devVars = readDevVars(path.resolve('.dev.vars'));
  const url = process.env.SUPABASE_URL || devVars.SUPABASE_URL;
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY || devVars.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceKey) {
    fail(
      'missing configuration: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in the environment or in .dev.vars ' +
        '(npm run auth:local writes them for the local server)',
    );
  }

  const supabase = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  let found: User | undefined;
  const perPage = 1000;
  for (let page = 1; !found; page++) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage });
    if (error) fail(`could not list users at ${url}: ${error.message}`);
    found = data.users.find((u) => u.email?.toLowerCase() === email);
    if (data.users.length < perPage) break;
  }
  if (!found) fail(`no user with email ${email} at ${url}`);

  const { data, error } = await supabase.auth.admin.updateUserById(found.id, {
    app_metadata: { role },
  });
  if (error) fail(`could not update ${email}: ${error.message}`);
  console.log(`grant-role: ${data.user.email} now has role "${String(data.user.app_metadata.role)}"`);
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
