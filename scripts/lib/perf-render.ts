// The CPU time of rendering a page with no cache: the production Worker bundle (dist/worker/index.js) run in Node,
// which uses the same V8 as workerd, each request given a query string so that neither cache level answers it.
// Cloudflare's free plan allows 10 ms of CPU a request. Node's process.cpuUsage() counts every thread of the
// process, so the figure includes garbage collection and errs high.
import { registerHooks } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WORKER_BUNDLE } from './perf-build.ts';
import { median } from './stats.ts';

interface WorkerModule {
  default: { fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContextLike): Promise<Response> };
}
interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

export interface RenderCost {
  route: string;
  /** Median CPU milliseconds of one uncached render, body read to the end. */
  cpuMs: number;
  /** The slowest of the measured renders. */
  maxCpuMs: number;
  renders: number;
}

// The bundle imports `cloudflare:workers` for the consultation room's Durable Object base class, a module only workerd
// has. Rendering a page never constructs the room, so Node is given a stand-in base class under that name.
const WORKERS_MODULE =
  'data:text/javascript,export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }';
let hooked = false;
function resolveWorkersModule(): void {
  if (hooked) return;
  hooked = true;
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier === 'cloudflare:workers' ? { url: WORKERS_MODULE, shortCircuit: true } : next(specifier, context),
  });
}

const context: ExecutionContextLike = { waitUntil: () => {}, passThroughOnException: () => {} };

async function renderOnce(worker: WorkerModule['default'], url: string, env: Record<string, unknown>): Promise<number> {
  const before = process.cpuUsage();
  const response = await worker.fetch(new Request(url), env, context);
  await response.arrayBuffer();
  const used = process.cpuUsage(before);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (used.user + used.system) / 1000;
}

/** Renders each route `renders` times (after `warmUp` unmeasured renders) and reports the CPU time per render. */
export async function measureRenderCost(
  routes: readonly string[],
  { renders = 30, warmUp = 5, env = {} }: { renders?: number; warmUp?: number; env?: Record<string, unknown> } = {},
): Promise<RenderCost[]> {
  resolveWorkersModule();
  const bundle = pathToFileURL(resolve(WORKER_BUNDLE)).href;
  const worker = ((await import(bundle)) as WorkerModule).default;
  const costs: RenderCost[] = [];
  for (const route of routes) {
    const url = (n: number) => `http://localhost${route}${route.includes('?') ? '&' : '?'}render=${n}`;
    for (let n = 0; n < warmUp; n++) await renderOnce(worker, url(n), env);
    const times: number[] = [];
    for (let n = 0; n < renders; n++) times.push(await renderOnce(worker, url(warmUp + n), env));
    costs.push({ route, cpuMs: median(times), maxCpuMs: Math.max(...times), renders });
  }
  return costs;
}
