// `npm run perf`: measures the production build (dist/) against the budgets of docs/architecture.md, prints a table per
// route, then writes everything to perf-report/perf.json (and each Lighthouse report to perf-report/lighthouse/).
//   --port 8790          where to serve the build (default 8790, or any free port if 8790 is taken)
//   --routes /,/doctors  measure only these paths (default: every public route)
//   --no-lighthouse      skip Lighthouse
//   --runs 3             Lighthouse runs per route; the median run is reported (simulated CPU time follows host noise);
//                        a run Lighthouse could not record (NO_NAVSTART, a crash) is run again, up to --runs more times
//   --requests 2000      Worker throughput: requests per target (0 skips the measurement)
//   --concurrency 16     Worker throughput: concurrent requests
//   --worker-page /doctors  the page whose throughput is compared with its stylesheet's
//   --no-interaction     skip the long-task and first-tap measurements (real 4x CPU and slow 4G in Chromium)
//   --no-scale           skip the scale section (the admin at 360,000 requests: scripts/lib/perf-scale.ts)
//   --scale-only         only the scale section
//   --scale-runs 100     timed fetches of each admin page in the scale section
//   --scale-analyze      run ANALYZE on the seeded database first (the planner then knows the tables' sizes)
// Over-budget figures are reported, not fatal: the exit code is non-zero only if a measurement itself failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium.ts';
import { localEnv } from './lib/processes.ts';
import { buildFingerprint } from './lib/perf-build.ts';
import { BUDGETS, missesOf, renderMark, routeRows, workerMark, type Miss, type Row } from './lib/perf-budgets.ts';
import { killLighthouseBrowsers, runLighthouseMedian, type LighthouseSummary } from './lib/perf-lighthouse.ts';
import { renderTable, routeTable, summary, workerTable } from './lib/perf-report.ts';
import { parseRouteList, previousPageOf, publicRoutes } from './lib/perf-routes.ts';
import { launchRawChromium, type RawBrowser } from './lib/cdp-browser.ts';
import { measureInteraction, type InteractionFigures } from './lib/perf-interaction.ts';
import { measureRenderCost, type RenderCost } from './lib/perf-render.ts';
import { measureThroughput, type ThroughputFigures } from './lib/perf-throughput.ts';
import { measureWeight, MOBILE_CONTEXT, warmUp, type RouteWeight } from './lib/perf-weight.ts';
import { measureScale, scaleMisses, scaleReport, type ScaleResult } from './lib/perf-scale.ts';
import { serveBuild, type ServedBuild } from './serve.ts';

const DEFAULT_PORT = 8790;
const REPORT_DIR = 'perf-report';
/** JavaScript "before any interaction" is what a page has fetched after this long without one. */
const IDLE_MS = 10_000;
const PAGE_TIMEOUT_MS = 30_000;
const LIGHTHOUSE_TIMEOUT_MS = 120_000;
const THROUGHPUT_ROUNDS = 10;
/** The scale section's own auth server (below the ephemeral port range, apart from the tests' ports). */
const SCALE_AUTH_PORT = 24361;
const SCALE_INBOX_PORT = 24364;
/** Seeding, then eight measurements at 360,000 requests. */
const SCALE_TIMEOUT_MS = 20 * 60_000;

const USAGE =
  'Usage: node scripts/perf.ts [--port 8790] [--routes /,/doctors] [--no-lighthouse] [--runs 3] [--requests 2000] ' +
  '[--concurrency 16] [--worker-page /doctors] [--no-interaction] [--no-scale] [--scale-only] [--scale-runs 100] [--scale-analyze]';

function parseOptions() {
  const { values } = parseArgs({
    allowNegative: true,
    options: {
      port: { type: 'string' },
      routes: { type: 'string' },
      lighthouse: { type: 'boolean', default: true },
      interaction: { type: 'boolean', default: true },
      runs: { type: 'string', default: '3' },
      requests: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '16' },
      'worker-page': { type: 'string', default: '/doctors' },
      scale: { type: 'boolean', default: true },
      'scale-only': { type: 'boolean', default: false },
      'scale-runs': { type: 'string', default: '100' },
      'scale-analyze': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    help: values.help,
    port: values.port === undefined ? null : positiveInteger('port', values.port),
    routes: values.routes === undefined ? null : parseRouteList(values.routes),
    lighthouse: values.lighthouse,
    interaction: values.interaction,
    runs: positiveInteger('runs', values.runs),
    requests: positiveInteger('requests', values.requests, true),
    concurrency: positiveInteger('concurrency', values.concurrency),
    workerPage: values['worker-page'],
    scale: values.scale || values['scale-only'],
    scaleOnly: values['scale-only'],
    scaleRuns: positiveInteger('scale-runs', values['scale-runs']),
    scaleAnalyze: values['scale-analyze'],
  };
}
type Options = ReturnType<typeof parseOptions>;

function positiveInteger(name: string, text: string, allowZero = false): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new Error(`--${name} must be a whole number${allowZero ? '' : ' above 0'}, got "${text}"`);
  }
  return value;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : null;
      server.close(() => (port === null ? reject(new Error('no free port')) : resolve(port)));
    });
  });
}

/** Exits (after cleaning up) if the run is still going after `ms`; returns a function that disarms it. */
function watchdog(ms: number, what: string): () => void {
  const timer = setTimeout(() => {
    progress(`${what} took more than ${Math.round(ms / 1000)} s: giving up`);
    void cleanUp().finally(() => process.exit(2));
  }, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

const progress = (message: string) => console.error(`perf: ${message}`);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const slug = (route: string) => (route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-'));

// Everything that must be let go of, whatever happens.
let served: ServedBuild | undefined;
let browser: Browser | undefined;
let rawBrowser: RawBrowser | undefined;
let cleaning: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    killLighthouseBrowsers();
    const steps = [browser?.close(), rawBrowser?.close(), served?.dispose()].map((step) =>
      Promise.resolve(step).catch(() => {}),
    );
    await Promise.race([Promise.all(steps), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
  })();
  return cleaning;
}

function stopOn(signal: NodeJS.Signals, code: number): void {
  process.once(signal, () => {
    progress(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(code));
  });
}
stopOn('SIGINT', 130);
stopOn('SIGTERM', 143);

interface RouteResult {
  route: string;
  url: string;
  weight: RouteWeight | null;
  lighthouse: LighthouseSummary | null;
  interaction: InteractionFigures | null;
  rows: Row[];
  misses: Miss[];
}

async function choosePort(requested: number | null): Promise<number> {
  const port = requested ?? DEFAULT_PORT;
  if (await portIsFree(port)) return port;
  if (requested !== null) throw new Error(`Port ${port} is in use; pass another with --port.`);
  const fallback = await anyFreePort();
  progress(`port ${port} is in use, serving on ${fallback} instead`);
  return fallback;
}

/** Worker throughput of `workerPage` against the stylesheet it links. */
async function workerPhase(
  options: Options,
  fetchOrigin: string,
  failures: string[],
): Promise<ThroughputFigures | null> {
  if (options.requests === 0) return null;
  progress(`Worker throughput: ${options.workerPage} against its stylesheet, ${options.requests} requests each`);
  try {
    const pageUrl = fetchOrigin + options.workerPage;
    const html = await (await fetch(pageUrl, { signal: AbortSignal.timeout(10_000) })).text();
    const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/.exec(html)?.[1];
    if (!stylesheet) throw new Error(`${options.workerPage} links no stylesheet`);
    const figures = await measureThroughput({
      pageUrl,
      assetUrl: new URL(stylesheet, pageUrl).href,
      requests: options.requests,
      concurrency: options.concurrency,
      rounds: THROUGHPUT_ROUNDS,
      requestTimeoutMs: 10_000,
    });
    if (figures.page.failed + figures.asset.failed > 0) {
      failures.push(`Worker throughput: ${figures.page.failed} page and ${figures.asset.failed} asset requests failed`);
    }
    return figures;
  } catch (error) {
    failures.push(`Worker throughput: ${errorText(error)}`);
    return null;
  }
}

/** Page weight of every route in one browser (a fresh context each: a first visit); returns the browser version. */
async function weightPhase(
  results: RouteResult[],
  origin: string,
  chromiumPath: string,
  failures: string[],
): Promise<string> {
  browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, timeout: 30_000 });
  const version = browser.version();
  await warmUp(browser, `${origin}/`, PAGE_TIMEOUT_MS);
  for (const [index, result] of results.entries()) {
    progress(`page weight [${index + 1}/${results.length}] ${result.route}`);
    try {
      result.weight = await measureWeight(browser, result.url, { idleMs: IDLE_MS, timeoutMs: PAGE_TIMEOUT_MS });
      const broken = result.weight.resources.filter((resource) => resource.status >= 400 || resource.error);
      if (broken.length > 0) {
        const list = broken
          .slice(0, 3)
          .map((resource) => `${new URL(resource.url).pathname} (${resource.error ?? resource.status})`);
        failures.push(`${result.route}: page weight: ${broken.length} requests failed: ${list.join(', ')}`);
      }
    } catch (error) {
      failures.push(`${result.route}: page weight: ${errorText(error)}`);
    }
  }
  // Gone before Lighthouse starts, so that it does not compete for the CPU.
  await browser.close();
  browser = undefined;
  return version;
}

/** Long tasks (first visit and next page) and the first tap on every route, in Chromium at 4x CPU and slow 4G. */
async function interactionPhase(results: RouteResult[], chromiumPath: string, failures: string[]): Promise<void> {
  const launched = await launchRawChromium(chromiumPath, CHROMIUM_ARGS);
  rawBrowser = launched;
  try {
    for (const [index, result] of results.entries()) {
      progress(`long tasks and first tap [${index + 1}/${results.length}] ${result.route}`);
      try {
        const previousUrl = new URL(previousPageOf(result.route), result.url).href;
        result.interaction = await measureInteraction(launched, result.url, previousUrl, MOBILE_CONTEXT);
      } catch (error) {
        failures.push(`${result.route}: interaction: ${errorText(error)}`);
      }
    }
  } finally {
    await launched.close();
    rawBrowser = undefined;
  }
}

/** Lighthouse on every route; each median report is saved beside perf.json. */
async function lighthousePhase(
  results: RouteResult[],
  runs: number,
  chromiumPath: string,
  failures: string[],
): Promise<void> {
  mkdirSync(join(REPORT_DIR, 'lighthouse'), { recursive: true });
  for (const [index, result] of results.entries()) {
    progress(`Lighthouse [${index + 1}/${results.length}] ${result.route}${runs > 1 ? ` (${runs} runs)` : ''}`);
    try {
      const { figures, lhr } = await runLighthouseMedian(result.url, runs, {
        chromePath: chromiumPath,
        chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
        timeoutMs: LIGHTHOUSE_TIMEOUT_MS,
      });
      result.lighthouse = figures;
      writeFileSync(join(REPORT_DIR, 'lighthouse', `${slug(result.route)}.json`), JSON.stringify(lhr));
      if (figures.runtimeError) failures.push(`${result.route}: Lighthouse: ${figures.runtimeError}`);
      else if (figures.failedRequests.length > 0) {
        failures.push(`${result.route}: Lighthouse: requests failed in every run, e.g. ${figures.failedRequests[0]}`);
      }
    } catch (error) {
      failures.push(`${result.route}: Lighthouse: ${errorText(error)}`);
    }
  }
}

/** The scale section, on a server and database of its own; a failure is reported, never fatal to the rest. */
async function scalePhase(options: Options, failures: string[]): Promise<ScaleResult | null> {
  const disarm = watchdog(SCALE_TIMEOUT_MS, 'the scale section');
  try {
    return await measureScale({
      sitePort: await anyFreePort(),
      authPort: SCALE_AUTH_PORT,
      inboxPort: SCALE_INBOX_PORT,
      runs: options.scaleRuns,
      analyze: options.scaleAnalyze,
      progress,
    });
  } catch (error) {
    failures.push(`Scale: ${errorText(error)}`);
    return null;
  } finally {
    disarm();
  }
}

/** `--scale-only`: the scale section alone, printed and saved as perf-report/scale.json. */
async function scaleOnly(options: Options): Promise<number> {
  Object.assign(process.env, localEnv());
  const failures: string[] = [];
  const scale = await scalePhase(options, failures);
  if (scale) console.log(`\n${scaleReport(scale)}\n`);
  for (const failure of failures) console.log(`FAILED: ${failure}`);
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(
    join(REPORT_DIR, 'scale.json'),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), scale, failures }, null, 2)}\n`,
  );
  return failures.length > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const options = parseOptions();
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const build = buildFingerprint();
  if (options.scaleOnly) return scaleOnly(options);
  const port = await choosePort(options.port);
  const origin = `http://localhost:${port}`;
  // Node's fetch goes to the IPv4 address the server listens on, without trying ::1 first.
  const fetchOrigin = `http://127.0.0.1:${port}`;

  Object.assign(process.env, localEnv());
  progress(`serving dist/ at ${origin}`);
  const disarmStart = watchdog(120_000, 'starting the server');
  served = await serveBuild({ port, vars: { SITE_URL: origin } });
  const routes = options.routes ?? publicRoutes();
  disarmStart();
  // A run can take a while (Lighthouse is 10-20 s a run), but never forever.
  const lighthouseMs = options.lighthouse ? options.runs * LIGHTHOUSE_TIMEOUT_MS : 0;
  watchdog(
    180_000 + routes.length * (PAGE_TIMEOUT_MS * 2 + lighthouseMs) + (options.scale ? SCALE_TIMEOUT_MS : 0),
    'the run',
  );

  const failures: string[] = [];
  const results: RouteResult[] = routes.map((route) => ({
    route,
    url: origin + route,
    weight: null,
    lighthouse: null,
    interaction: null,
    rows: [],
    misses: [],
  }));

  // The Worker first, while no browser competes for the CPU.
  const worker = await workerPhase(options, fetchOrigin, failures);
  progress('rendering cost of each route, uncached');
  let renderCosts: RenderCost[] = [];
  try {
    renderCosts = await measureRenderCost(routes, { env: { SITE_URL: origin } });
  } catch (error) {
    failures.push(`Rendering cost: ${errorText(error)}`);
  }
  const chromiumPath = findChromium();
  const chromiumVersion = await weightPhase(results, origin, chromiumPath, failures);
  if (options.interaction) await interactionPhase(results, chromiumPath, failures);
  if (options.lighthouse) await lighthousePhase(results, options.runs, chromiumPath, failures);

  // The public site's server is done with; the scale section serves the build again, with its own data.
  await served.dispose();
  served = undefined;
  const scale = options.scale ? await scalePhase(options, failures) : null;

  // The Worker keeps the bundle it started with; a rebuild during the run breaks the pages it serves.
  let buildAtEnd = 'missing';
  try {
    buildAtEnd = buildFingerprint();
  } catch {
    // dist/ is gone
  }
  if (buildAtEnd !== build) failures.push('dist/ was rebuilt during the run, so the figures mix two builds: run again');

  // The report: a table per route, the Worker, the summary; then everything as JSON.
  const lighthouseVersion = results.find((result) => result.lighthouse)?.lighthouse?.lighthouseVersion ?? null;
  const { viewport, deviceScaleFactor } = MOBILE_CONTEXT;
  const runsText = options.runs > 1 ? `median of ${options.runs} runs` : 'one run';
  const sections: string[] = [
    `Performance budgets (docs/architecture.md) — production build at ${origin}, Chromium ${chromiumVersion}, ` +
      `mobile ${viewport.width}x${viewport.height} @${deviceScaleFactor}x` +
      (options.lighthouse
        ? `, Lighthouse ${lighthouseVersion ?? '?'} (default mobile: simulated slow 4G, 4x CPU; ${runsText} per route)`
        : ', no Lighthouse'),
    'Bytes are decoded bodies → brotli quality 11; 1 kB = 1000 bytes. ' +
      '"At load event" counts responses before `load`; ' +
      `"after ${IDLE_MS / 1000} s idle" counts everything fetched without interaction.`,
  ];
  const misses: Miss[] = [];
  for (const result of results) {
    if (!result.weight) {
      sections.push(`${result.route}\n  • page not measured (see the failures below)`);
      continue;
    }
    result.rows = routeRows(result.weight, result.lighthouse, result.interaction);
    result.misses = missesOf(result.route, result.rows);
    misses.push(...result.misses);
    sections.push(routeTable(result.route, result.weight, result.lighthouse, result.rows, IDLE_MS / 1000));
  }
  if (renderCosts.length > 0) {
    sections.push(renderTable(renderCosts));
    for (const cost of renderCosts.filter((entry) => renderMark(entry) === 'OVER'))
      misses.push({
        route: cost.route,
        metric: 'render CPU',
        value: `${cost.cpuMs.toFixed(2)} ms`,
        budget: `< ${BUDGETS.renderCpuMs} ms`,
      });
  }
  if (worker) {
    sections.push(workerTable(worker, THROUGHPUT_ROUNDS));
    if (workerMark(worker) === 'OVER') {
      const budget = `≥ ${BUDGETS.workerRatio}`;
      misses.push({ route: '(Worker)', metric: 'page/asset req/s', value: worker.ratio.toFixed(2), budget });
    }
  }
  if (scale) {
    sections.push(scaleReport(scale));
    for (const miss of scaleMisses(scale))
      misses.push({ route: `(scale) ${miss.page}`, metric: 'admin page', value: miss.value, budget: miss.budget });
  }
  sections.push(summary(misses, failures, routes.length));
  console.log(`\n${sections.join('\n\n')}\n`);

  mkdirSync(REPORT_DIR, { recursive: true });
  const reportPath = join(REPORT_DIR, 'perf.json');
  const report = {
    generatedAt: new Date().toISOString(),
    origin,
    build,
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: lighthouseVersion,
    options: { ...options, routes, idleMs: IDLE_MS, mobile: MOBILE_CONTEXT },
    budgets: BUDGETS,
    routes: results,
    renderCosts,
    worker,
    scale,
    misses,
    failures,
  };
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  const lighthouseDir = options.lighthouse ? `; Lighthouse reports: ${join(REPORT_DIR, 'lighthouse')}/` : '';
  console.log(`Full results: ${reportPath}${lighthouseDir}`);
  return failures.length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`perf: ${errorText(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
// Lighthouse and Miniflare can leave handles behind; the report is written, so leave now.
process.exit(exitCode);
