// `npm run deploy`: the production deployment, in order, stopping at the first failure:
//   1. the launch check (scripts/launch-check.ts): any placeholder left stops here, before anything is built;
//   2. the build (`npm run build`);
//   3. the D1 migrations on the production database (`wrangler d1 migrations apply DB --remote --env production`);
//   4. `wrangler deploy --env production` (with `--secrets-file` when one was given, so the checked values are the
//      ones uploaded).
// Usage: npm run deploy -- [--dry-run] [--secrets-file FILE] [--d1 remote] [--env production]
//   --dry-run  runs the launch check, then prints the commands without running any.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { parseLaunchArgs, runLaunchCheck } from './launch-check.ts';

/** The commands a deployment runs after the check, as argument lists. */
export function deployCommands(envName: string, secretsFile?: string): string[][] {
  const deploy = ['npx', 'wrangler', 'deploy', '--env', envName];
  if (secretsFile) deploy.push('--secrets-file', secretsFile);
  return [
    ['npm', 'run', 'build'],
    ['npx', 'wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote', '--env', envName],
    deploy,
  ];
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { 'dry-run': { type: 'boolean' } }, strict: false });
  const dryRun = values['dry-run'] === true;
  const args = parseLaunchArgs(argv.filter((arg) => arg !== '--dry-run'));
  const report = await runLaunchCheck(args);
  if (report.items.length) {
    console.error('Deploy stopped: the launch check found placeholders (above). Nothing was built or deployed.');
    return 1;
  }
  const commands = deployCommands(args.envName, args.secretsFile);
  for (const command of commands) {
    console.log(`${dryRun ? 'would run' : 'running'}: ${command.join(' ')}`);
    if (dryRun) continue;
    const result = spawnSync(command[0] as string, command.slice(1), { cwd: args.root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Deploy stopped: \`${command.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
      return 1;
    }
  }
  if (dryRun) console.log('Dry run: nothing was run.');
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`Deploy could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
