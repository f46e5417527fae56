// Serves the production build (dist/) in workerd through Miniflare, configured from wrangler.toml the way
// `wrangler dev` configures it (bindings, vars, static assets and their _headers rules), but without wrangler's
// development proxy, which exits when a browser drops a request mid-flight. `npm start`, the end-to-end tests and the
// perf and reliability commands use it.
// Usage: node scripts/serve.ts [--port 8788] [--var NAME:value ...] [--rate-limit N] [--persist DIR] [--dist DIR]
// (--dist: serve another build than dist/, such as the pseudo-language build in dist-pseudo/)
//
// A small Node front server takes the connections and passes each request on to workerd as it is (bytes, compression
// and all), with CF-Connecting-IP set from the socket. On Cloudflare the edge sets that header and a client cannot; Miniflare alone would keep a value the
// client sent, which would let anyone dodge the per-address rate limits of a local run.
//
// The request store (D1, binding DB) is migrated on start (scripts/lib/migrations.ts). `--persist DIR` keeps it in
// SQLite files under DIR across restarts (`npm start` uses .wrangler/state/v3/d1, where `wrangler dev` and
// `wrangler d1 execute DB --local` find it too); without it the database lives in memory and ends with the server.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Miniflare } from 'miniflare';
import { Pool, type Dispatcher } from 'undici';
import { parseArgs } from 'node:util';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { applyMigrations } from './lib/migrations.ts';
import { clockShiftSource } from './lib/test-clock.ts';
import { loadNotificationConfig } from '../src/mail-config.ts';
import { loadPhoneConfig } from '../src/phone-config.ts';

export interface ServeOptions {
  port: number;
  vars?: Record<string, string>;
  /** Overrides every rate limit binding's limit per period (the end-to-end tests sign in many times). */
  rateLimit?: number;
  /** Where the D1 database's files live; in memory when absent. */
  persist?: string;
  /** The build to serve, with worker/ and client/ inside; wrangler.toml's (dist/) when absent. */
  dist?: string;
  /** Receives each line the Worker logs (instead of the terminal) when given. */
  onLog?: (message: string, level: string) => void;
}

/** Where `npm start` keeps local requests: the folder `wrangler dev` and `wrangler d1 ... --local` use. */
export const LOCAL_D1_DIR = '.wrangler/state/v3/d1';

type RateLimits = Record<string, { simple: { limit: number; period: number } }>;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
]);

function withoutHopByHop(
  headers: http.IncomingHttpHeaders | Record<string, string | string[] | undefined>,
): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}

/**
 * Request bodies are read whole before they go on: above the largest upload (a 10 MB file and its form), so the
 * Worker, not this server, refuses an oversized file with its own words.
 */
const FRONT_BODY_LIMIT = 12 * 1024 * 1024;

class BodyTooLarge extends Error {}

async function readBody(incoming: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > FRONT_BODY_LIMIT) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function isConnectionClosed(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_CLOSED';
}

function retryOnClosed<T>(error: unknown, send: () => Promise<T>, dropped: AbortSignal): Promise<T> {
  if (dropped.aborted || !isConnectionClosed(error)) throw error;
  return send();
}

/**
 * With TEST_CLOCK_SHIFT_MS set (`npm run test:stability` sets it to start the end-to-end run at an edge of India's
 * day), an entry beside the build's that moves the Worker's clock before the Worker's own code is evaluated, and
 * re-exports it. Without it, the build's entry as it is.
 */
function clockShiftedEntry(main: string, shiftMs: number): string {
  if (!Number.isFinite(shiftMs) || shiftMs === 0) return main;
  const folder = dirname(main);
  writeFileSync(join(folder, 'test-clock-shift.js'), clockShiftSource(shiftMs));
  const entry = join(folder, 'test-clock-entry.js');
  const built = `./${basename(main)}`;
  writeFileSync(
    entry,
    `import './test-clock-shift.js';\nexport * from '${built}';\nexport { default } from '${built}';\n`,
  );
  return entry;
}

export interface ServedBuild {
  miniflare: Miniflare;
  url: string;
  dispose(): Promise<void>;
}

export async function serveBuild({
  port,
  vars = {},
  rateLimit,
  persist,
  dist,
  onLog,
}: ServeOptions): Promise<ServedBuild> {
  const { workerOptions, main: configuredMain } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  if (!configuredMain) throw new Error('wrangler.toml has no main');
  const built = dist ? resolve(dist, 'worker/index.js') : configuredMain;
  const main = clockShiftedEntry(built, Number(process.env.TEST_CLOCK_SHIFT_MS ?? 0));
  if (dist && workerOptions.assets)
    workerOptions.assets = { ...workerOptions.assets, directory: resolve(dist, 'client') };
  const ratelimits = workerOptions.ratelimits as RateLimits | undefined;
  if (rateLimit !== undefined && ratelimits) {
    for (const binding of Object.values(ratelimits)) binding.simple = { ...binding.simple, limit: rateLimit };
  }
  // A wrong coordinator list or sender would drop every notification: refuse to start, naming what is wrong.
  const notifications = loadNotificationConfig({ ...(workerOptions.bindings as Record<string, string>), ...vars });
  if (!notifications.ok) throw new Error(`Notification settings are not valid: ${notifications.problems.join('; ')}`);
  const phone = loadPhoneConfig({ ...(workerOptions.bindings as Record<string, string>), ...vars });
  if (!phone.ok) throw new Error(`Phone message settings are not valid: ${phone.problems.join('; ')}`);
  const miniflare = new Miniflare({
    ...workerOptions,
    name: 'site',
    modules: true,
    scriptPath: main,
    // The build's modules are ES modules named .js (Miniflare's default rule reads a .js it reaches by import as
    // CommonJS, which the clock-shifted entry's re-export would make it do).
    modulesRules: [{ type: 'ESModule', include: ['**/*.js'] }],
    bindings: { ...workerOptions.bindings, ...vars },
    // Only the front server below talks to workerd.
    host: '127.0.0.1',
    port: 0,
    // Offline: never fetch Cloudflare's request metadata.
    cf: false,
    d1Persist: persist ?? false,
    // The patients' files (R2, binding FILES) beside the database's folder: .wrangler/state/v3/r2 for `npm start`.
    r2Persist: persist ? join(dirname(resolve(persist)), 'r2') : false,
    ...(onLog
      ? { handleStructuredLogs: (log: { message: string; level: string }) => onLog(log.message, log.level) }
      : {}),
  });
  const upstream = await miniflare.ready;
  await applyMigrations(miniflare);
  // undici (Miniflare's own HTTP client) passes bodies through untouched and copes with a Worker that answers before
  // it has read the whole request, which Node's http client reports as a hang-up.
  const pool = new Pool(upstream.origin, { connections: 256 });
  const front = http.createServer(async (incoming, outgoing) => {
    const headers = withoutHopByHop(incoming.headers);
    headers['cf-connecting-ip'] = incoming.socket.remoteAddress ?? '127.0.0.1';
    // A browser that drops the request mid-flight: stop the upstream request too, and nothing else.
    const dropped = new AbortController();
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) dropped.abort();
    });
    const method = (incoming.method ?? 'GET') as Dispatcher.HttpMethod;
    try {
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
      const send = () => pool.request({ path: incoming.url ?? '/', method, headers, body, signal: dropped.signal });
      // workerd closes a kept-alive connection after answering a request whose body it did not read; a request sent on
      // that connection at the same moment fails before any answer. The body is in memory, so sending again is safe;
      // under a burst of such requests the next pooled connection may be closing too, so up to three tries.
      const answer = await send()
        .catch((error: unknown) => retryOnClosed(error, send, dropped.signal))
        .catch((error: unknown) => retryOnClosed(error, send, dropped.signal));
      outgoing.writeHead(answer.statusCode, withoutHopByHop(answer.headers));
      answer.body.on('error', () => outgoing.destroy());
      answer.body.pipe(outgoing);
    } catch (error) {
      if (dropped.signal.aborted) return;
      if (error instanceof BodyTooLarge) {
        outgoing
          .writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
          .end('The request body is too large.');
      } else if (outgoing.headersSent) outgoing.destroy();
      else {
        // Said once here, so a 502 in a benchmark or the tests comes with its cause.
        console.error(`serve: the local Worker did not answer ${incoming.method} ${incoming.url}:`, error);
        outgoing
          .writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('The local Worker did not answer.');
      }
    }
  });
  // WebSockets (the consultation room's socket): the upgrade request goes to workerd as it came, with
  // CF-Connecting-IP set as for every request, then the two connections are joined byte for byte.
  front.on('upgrade', (incoming, client, head) => {
    const target = new URL(upstream.origin);
    const server = net.connect(Number(target.port), target.hostname, () => {
      const headers = { ...incoming.headers, 'cf-connecting-ip': incoming.socket.remoteAddress ?? '127.0.0.1' };
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      }
      server.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) server.write(head);
      server.pipe(client);
      client.pipe(server);
    });
    const close = () => {
      server.destroy();
      client.destroy();
    };
    server.on('error', close);
    client.on('error', close);
    server.on('close', () => client.destroy());
    client.on('close', () => server.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = front.address() as AddressInfo;
  return {
    miniflare,
    url: `http://localhost:${listening}`,
    dispose: async () => {
      await new Promise<void>((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
        void pool.destroy();
      });
      await miniflare.dispose();
    },
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8788' },
      var: { type: 'string', multiple: true },
      'rate-limit': { type: 'string' },
      persist: { type: 'string' },
      dist: { type: 'string' },
    },
  });
  const vars = Object.fromEntries(
    (values.var ?? []).map((pair) => {
      const at = pair.indexOf(':');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const rateLimit = values['rate-limit'] === undefined ? undefined : Number(values['rate-limit']);
  const served = await serveBuild({
    port: Number(values.port),
    vars,
    rateLimit,
    persist: values.persist,
    dist: values.dist,
  });
  console.log(`Serving ${values.dist ?? 'dist'}/ at ${served.url}`);
  const stop = () => void served.dispose().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
