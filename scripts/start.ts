// `npm start`: the local auth server, then the production build (dist/) in workerd at http://localhost:8787 or $PORT.
//   --server wrangler   (default) under `wrangler dev`, restarted if it exits on its own (see below)
//   --server miniflare  through Miniflare without wrangler's dev proxy (scripts/serve.ts): the end-to-end tests
// The auth server writes SUPABASE_URL and its keys to .dev.vars, which both read. SITE_VARS_FILE names another file
// whose values override it (the end-to-end tests run their own auth server on other ports).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { localEnv, waitForHttp } from './lib/processes.ts';

const { values } = parseArgs({ options: { server: { type: 'string', default: 'wrangler' } } });
const port = process.env.PORT ?? '8787';
const children = new Set<ChildProcess>();
let stopping = false;

function shutdown(code = 0): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

function run(args: string[], onExit: (code: number | null) => void): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: localEnv() });
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping) onExit(code);
  });
  return child;
}

function varsFrom(file: string | undefined): string[] {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .flatMap((match) => ['--var', `${match[1]}:${match[2]}`]);
}

run(['auth-server/main.ts'], (code) => {
  console.error(`The auth server stopped (exit code ${code}).`);
  shutdown(1);
});
await waitForHttp(`http://127.0.0.1:${process.env.AUTH_PORT ?? '54321'}/auth/v1/health`, 30_000);

const vars = ['--var', `SITE_URL:http://localhost:${port}`, ...varsFrom(process.env.SITE_VARS_FILE)];

if (values.server === 'miniflare') {
  run(['scripts/serve.ts', '--port', port, ...vars], (code) => {
    console.error(`The site server stopped (exit code ${code}).`);
    shutdown(1);
  });
} else {
  // wrangler dev exits when its development proxy loses a request that the browser dropped mid-flight (an upstream
  // wrangler bug). Restart it rather than leave a developer with a dead server; give up if it keeps failing.
  const restarts: number[] = [];
  const startWrangler = () =>
    run(
      ['node_modules/wrangler/bin/wrangler.js', 'dev', '--port', port, '--show-interactive-dev-session=false', ...vars],
      (code) => {
        const now = Date.now();
        restarts.push(now);
        if (restarts.filter((time) => now - time < 60_000).length > 5) {
          console.error(`wrangler dev keeps stopping (exit code ${code}); giving up.`);
          shutdown(1);
          return;
        }
        console.error(`wrangler dev stopped (exit code ${code}); starting it again.`);
        startWrangler();
      },
    );
  startWrangler();
}
