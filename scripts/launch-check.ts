// `npm run launch-check`: lists every placeholder a production deployment would still carry (configuration in
// wrangler.toml's production environment, secrets, content, the doctors its database would publish), one line each
// with where to fix it, and exits 1 while any is left. `npm run deploy` runs it first (scripts/deploy.ts).
// Usage: npm run launch-check -- [--env production] [--secrets-file FILE] [--d1 local|remote] [--root DIR]
//   --secrets-file  KEY=VALUE lines (or JSON) with the secrets' values, to check them too; without it the check
//                   names the secrets to confirm with `wrangler secret list`.
//   --d1            read the published sample doctors from that D1 (`wrangler d1 execute`) instead of the result of
//                   the migrations on a new database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkLaunch, formatReport, type LaunchReport } from './lib/launch-check.ts';
import { loadLaunchInputs } from './lib/launch-inputs.ts';

export interface LaunchCheckArgs {
  root: string;
  envName: string;
  secretsFile?: string;
  d1?: 'local' | 'remote';
}

export function parseLaunchArgs(argv: string[]): LaunchCheckArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      env: { type: 'string', default: 'production' },
      'secrets-file': { type: 'string' },
      d1: { type: 'string' },
      root: { type: 'string', default: '.' },
    },
    allowPositionals: false,
    strict: false,
  });
  const d1 = values.d1;
  if (d1 !== undefined && d1 !== 'local' && d1 !== 'remote') throw new Error('--d1 is local or remote');
  return {
    root: path.resolve(String(values.root)),
    envName: String(values.env),
    secretsFile: typeof values['secrets-file'] === 'string' ? path.resolve(values['secrets-file']) : undefined,
    d1,
  };
}

export async function runLaunchCheck(args: LaunchCheckArgs): Promise<LaunchReport> {
  const inputs = await loadLaunchInputs({ ...args });
  const report = checkLaunch(inputs);
  console.log(formatReport(report, args.envName));
  return report;
}

if (import.meta.main) {
  try {
    const report = await runLaunchCheck(parseLaunchArgs(process.argv.slice(2)));
    process.exitCode = report.items.length ? 1 : 0;
  } catch (error) {
    console.error(`Launch check could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
