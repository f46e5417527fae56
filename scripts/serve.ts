// Serves the production build (dist/) in workerd through Miniflare, configured from wrangler.toml the way
// `wrangler dev` configures it (bindings, vars, static assets and their _headers rules), but without wrangler's
// development proxy, which exits when a browser drops a request mid-flight. `npm start`, the end-to-end tests and the
// perf and reliability commands use it. Usage: node scripts/serve.ts [--port 8788] [--var NAME:value ...] [--rate-limit N]
//
// A small Node front server takes the connections and passes each request on to workerd as it is (bytes, compression
// and all), with CF-Connecting-IP set from the socket. On Cloudflare the edge sets that header and a client cannot; Miniflare alone would keep a value the
// client sent, which would let anyone dodge the per-address rate limits of a local run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Miniflare } from 'miniflare';
import { parseArgs } from 'node:util';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

export interface ServeOptions {
  port: number;
  vars?: Record<string, string>;
  /** Overrides every rate limit binding's limit per period (the end-to-end tests sign in many times). */
  rateLimit?: number;
}

type RateLimits = Record<string, { simple: { limit: number; period: number } }>;

export interface ServedBuild {
  miniflare: Miniflare;
  url: string;
  dispose(): Promise<void>;
}

export async function serveBuild({ port, vars = {}, rateLimit }: ServeOptions): Promise<ServedBuild> {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  if (!main) throw new Error('wrangler.toml has no main');
  const ratelimits = workerOptions.ratelimits as RateLimits | undefined;
  if (rateLimit !== undefined && ratelimits) {
    for (const binding of Object.values(ratelimits)) binding.simple = { ...binding.simple, limit: rateLimit };
  }
  const miniflare = new Miniflare({
    ...workerOptions,
    name: 'site',
    modules: true,
    scriptPath: main,
    bindings: { ...workerOptions.bindings, ...vars },
    // Only the front server below talks to workerd.
    host: '127.0.0.1',
    port: 0,
    // Offline: never fetch Cloudflare's request metadata.
    cf: false,
  });
  await miniflare.ready;
  const upstream = await miniflare.ready;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const front = http.createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, 'cf-connecting-ip': incoming.socket.remoteAddress ?? '127.0.0.1' };
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The local Worker did not answer.');
    });
    // A browser that drops the request mid-flight: stop the upstream request too, and nothing else.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) proxied.destroy();
    });
    incoming.pipe(proxied);
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
        agent.destroy();
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
    },
  });
  const vars = Object.fromEntries(
    (values.var ?? []).map((pair) => {
      const at = pair.indexOf(':');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const rateLimit = values['rate-limit'] === undefined ? undefined : Number(values['rate-limit']);
  const served = await serveBuild({ port: Number(values.port), vars, rateLimit });
  console.log(`Serving dist/ at ${served.url}`);
  const stop = () => void served.dispose().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
