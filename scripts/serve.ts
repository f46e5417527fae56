// Serves the production build (dist/) in workerd through Miniflare, configured from wrangler.toml the way
// `wrangler dev` configures it (bindings, vars, static assets and their _headers rules), but without wrangler's
// development proxy, which exits when a browser drops a request mid-flight. The end-to-end tests and the perf
// command use it. Usage: node scripts/serve.ts [--port 8788] [--var NAME:value ...] [--rate-limit N]
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

export async function serveBuild({ port, vars = {}, rateLimit }: ServeOptions): Promise<Miniflare> {
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
    host: '127.0.0.1',
    port,
    // Offline: never fetch Cloudflare's request metadata.
    cf: false,
  });
  await miniflare.ready;
  return miniflare;
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
  const miniflare = await serveBuild({ port: Number(values.port), vars, rateLimit });
  console.log(`Serving dist/ at http://localhost:${values.port}`);
  const stop = () => void miniflare.dispose().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
