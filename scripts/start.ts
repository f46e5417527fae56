// `npm start`: the local auth server (when the repo has one), then the production build under `wrangler dev`
// (workerd) at http://localhost:8787, or $PORT. Stops both on Ctrl+C.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { localEnv, waitForHttp } from './lib/processes.ts';

const port = process.env.PORT ?? '8787';
const children: ChildProcess[] = [];

function run(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: localEnv() });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (signal === null && code !== 0) {
      console.error(`${command} ${args[0] ?? ''} exited with code ${code}`);
      shutdown(code ?? 1);
    }
  });
  return child;
}

function shutdown(code = 0): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

if (existsSync('auth-server/main.ts')) {
  run(process.execPath, ['auth-server/main.ts']);
  const authPort = process.env.AUTH_PORT ?? '54321';
  await waitForHttp(`http://127.0.0.1:${authPort}/auth/v1/health`, 30_000);
}

run(process.execPath, [
  'node_modules/wrangler/bin/wrangler.js',
  'dev',
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--show-interactive-dev-session=false',
  '--var',
  `SITE_URL:http://localhost:${port}`,
]);
