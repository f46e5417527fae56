// `npm start`: the local auth server and the phone stand-in (phone-server/, PHONE_PORT), then the production build (dist/) in workerd at http://localhost:8787 or $PORT.
//   --server miniflare  (default) through Miniflare's API (scripts/serve.ts), as the end-to-end tests, the perf and
//                       reliability commands do: no development proxy between the browser and workerd
//   --server wrangler   under `wrangler dev` (`npm run start:wrangler`), restarted if it exits on its own (see below).
//                       Its development proxy (wrangler 4.116) exits after some cross-origin POSTs or requests a
//                       browser drops mid-flight, which is why it is no longer the default.
// The auth server writes SUPABASE_URL and its keys to .dev.vars, which both read. SITE_VARS_FILE names another file
// whose values override it (the end-to-end tests run their own auth server on other ports).
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { DEFAULT_PHONE_PORT } from '../src/phone-config.ts';
import { ProcessGroup, startLocalAuth, startLocalPhone } from './lib/processes.ts';
import { DEFAULT_GATEWAY_PORT } from '../src/gateway-config.ts';
import { startLocalGateway } from './lib/processes.ts';
import { smsHookSettings } from './lib/sms-hook.ts';
import { LOCAL_D1_DIR } from './serve.ts';

const { values } = parseArgs({ options: { server: { type: 'string', default: 'miniflare' } } });
const port = process.env.PORT ?? '8787';
const group = new ProcessGroup();

function varsFrom(file: string | undefined): string[] {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .flatMap((match) => ['--var', `${match[1]}:${match[2]}`]);
}

// Sign-in codes: through the Worker's Send SMS hook when it has a sender for them, else to the auth server's inbox.
const smsHook = smsHookSettings(`http://localhost:${port}`);
Object.assign(process.env, smsHook.authEnv);
await startLocalAuth(group);
const phonePort = process.env.PHONE_PORT ?? String(DEFAULT_PHONE_PORT);
await startLocalPhone(group, phonePort, `http://localhost:${port}`);
const gatewayPort = process.env.GATEWAY_PORT ?? String(DEFAULT_GATEWAY_PORT);
await startLocalGateway(group, gatewayPort, `http://localhost:${port}`);
const vars = [
  ...smsHook.vars,
  '--var',
  `SITE_URL:http://localhost:${port}`,
  // Notifications go to the local auth server's inbox (MAIL_TRANSPORT=local-inbox), wherever it listens.
  '--var',
  `LOCAL_INBOX_URL:http://127.0.0.1:${process.env.INBOX_PORT ?? '54324'}`,
  // Messages to phones go to the local phone stand-in (WhatsApp's and MSG91's APIs), wherever it listens.
  '--var',
  `WHATSAPP_API_URL:http://127.0.0.1:${phonePort}`,
  '--var',
  `SMS_API_URL:http://127.0.0.1:${phonePort}`,
  // Payments go to the local gateway stand-in (Razorpay's API shapes), wherever it listens.
  '--var',
  `RAZORPAY_API_URL:http://127.0.0.1:${gatewayPort}`,
  ...varsFrom(process.env.SITE_VARS_FILE),
  // The consultation room's opening, moved by the end-to-end tests (src/consult/window.ts).
  ...(process.env.ROOM_OPENS_MINUTES ? ['--var', `ROOM_OPENS_MINUTES:${process.env.ROOM_OPENS_MINUTES}`] : []),
];

if (values.server === 'miniflare') {
  const rateLimit = process.env.SITE_RATE_LIMIT ? ['--rate-limit', process.env.SITE_RATE_LIMIT] : [];
  // Requests are kept under .wrangler/ across restarts; SITE_D1_DIR=memory keeps them in memory (the end-to-end tests).
  const d1Dir = process.env.SITE_D1_DIR ?? LOCAL_D1_DIR;
  const persist = d1Dir === 'memory' ? [] : ['--persist', d1Dir];
  // SITE_DIST serves another build (the pseudo-language tests serve dist-pseudo/).
  const dist = process.env.SITE_DIST ? ['--dist', process.env.SITE_DIST] : [];
  group.runEssential('The site server', [
    'scripts/serve.ts',
    '--port',
    port,
    ...vars,
    ...rateLimit,
    ...persist,
    ...dist,
  ]);
} else {
  // wrangler dev keeps local D1 data under .wrangler/ too, but does not migrate it: apply the migrations first.
  execFileSync(
    process.execPath,
    ['node_modules/wrangler/bin/wrangler.js', 'd1', 'migrations', 'apply', 'DB', '--local'],
    {
      stdio: 'inherit',
      env: { ...process.env, CI: '1' },
    },
  );
  // wrangler dev exits when its development proxy loses a request that the browser dropped mid-flight (an upstream
  // wrangler bug). Restart it rather than leave a developer with a dead server; give up if it keeps failing.
  const exits: number[] = [];
  const startWrangler = () =>
    group.run(
      ['node_modules/wrangler/bin/wrangler.js', 'dev', '--port', port, '--show-interactive-dev-session=false', ...vars],
      (code) => {
        const now = Date.now();
        exits.push(now);
        if (exits.filter((time) => now - time < 60_000).length > 5) {
          console.error(`wrangler dev keeps stopping (exit code ${code}); giving up.`);
          group.stop(1);
          return;
        }
        console.error(`wrangler dev stopped (exit code ${code}); starting it again.`);
        startWrangler();
      },
    );
  startWrangler();
}
