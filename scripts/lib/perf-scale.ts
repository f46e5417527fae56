// The perf command's scale section: the admin's busiest screens at a provider's volume (360,000 requests, 50,000
// appointments, 60 doctors, 100,000 audit rows, seeded by scripts/lib/scale-seed.ts), served from the production
// build with its own auth server. Each page is fetched in turn, many times; the table gives its time as the client
// saw it (the Worker, D1 and the auth server's check of the session, on this machine), the D1 statements and round
// trips it made (its Server-Timing header), and each distinct statement's query plan (from one more, untimed fetch
// that asks the Worker to log its statements). The full CSV export is timed
// once, with workerd's resident memory sampled while it streams.
import { readFileSync, readdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAuthServer } from '../../auth-server/server.ts';
import { DAY_MS, indiaDateOf } from '../../shared/india-days.ts';
import { D1_QUERY_LOG_HEADER, D1_QUERY_LOG_PREFIX } from '../../src/http/d1-query-log.ts';
import { serveBuild } from '../serve.ts';
import { authAdminApi, type LocalAuth, signInCookies } from './local-session.ts';
import { seedScale, type ScaleCounts } from './scale-seed.ts';
import { percentile, median } from './stats.ts';
import { table } from './perf-report.ts';

/** The budget of every measured page (issue 32): p99 of its server time. */
export const SCALE_PAGE_P99_MS = 150;
/** "At most a few D1 queries per page": round trips to D1 a page may make (the sidebar's badges are one). */
export const SCALE_ROUND_TRIPS = 6;

const INBOX_PATH = '/admin/appointments?view=requests';

export interface ScaleOptions {
  sitePort: number;
  authPort: number;
  inboxPort: number;
  /** Timed fetches of each page (after a few to warm up). */
  runs: number;
  /** Run ANALYZE after seeding (the query planner then knows the tables' sizes). */
  analyze?: boolean;
  /** Smaller sizes for a quick look; the issue's sizes when absent. */
  sizes?: { requests?: number; appointments?: number; doctors?: number; audit?: number };
  progress: (message: string) => void;
}

export interface PageFigure {
  name: string;
  path: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** D1 time the Worker measured, median. */
  d1Ms: number;
  statements: number;
  roundTrips: number;
  rows: number;
}

export interface ExportFigure {
  path: string;
  rows: number;
  bytes: number;
  seconds: number;
  /** workerd's resident memory, in MB: before the export, the most while it streamed, and after. */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  rssAfterMb: number | null;
}

export interface QueryPlan {
  sql: string;
  pages: string[];
  plan: string[];
}

export interface ScaleResult {
  counts: ScaleCounts;
  /** Whether ANALYZE ran after seeding. */
  analyzed: boolean;
  seedSeconds: number;
  pages: PageFigure[];
  csv: ExportFigure;
  plans: QueryPlan[];
}

/** The resident memory of the workerd processes this process started, in MB (Linux /proc); null elsewhere. */
function workerdRssMb(): number | null {
  try {
    let total = 0;
    let found = false;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let status: string;
      try {
        status = readFileSync(`/proc/${entry}/status`, 'utf8');
      } catch {
        continue;
      }
      if (!/^Name:\s+workerd$/m.test(status)) continue;
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      if (parent !== process.pid) continue;
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      found = true;
    }
    return found ? Math.round(total / 1024) : null;
  } catch {
    return null;
  }
}

function d1Of(response: Response): { ms: number; statements: number; roundTrips: number } {
  const timing = response.headers.get('Server-Timing') ?? '';
  const match = /d1;dur=([\d.]+);desc="(\d+) statements, (\d+) round trips"/.exec(timing);
  if (!match) throw new Error(`${response.url} has no D1 Server-Timing entry`);
  return { ms: Number(match[1]), statements: Number(match[2]), roundTrips: Number(match[3]) };
}

export async function measureScale(options: ScaleOptions): Promise<ScaleResult> {
  const { progress } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'perf-scale-auth-'));
  const auth = await startAuthServer({
    apiPort: options.authPort,
    inboxPort: options.inboxPort,
    dataDir,
    quiet: true,
  });
  const site = `http://127.0.0.1:${options.sitePort}`;
  const statements = new Map<string, { sql: string; params: unknown[]; pages: Set<string> }>();
  const served = await serveBuild({
    port: options.sitePort,
    rateLimit: 1_000_000,
    vars: {
      SITE_URL: site,
      SUPABASE_URL: auth.apiUrl,
      SUPABASE_PUBLISHABLE_KEY: auth.publishableKey,
      SUPABASE_SERVICE_ROLE_KEY: auth.serviceRoleKey,
      LOCAL_INBOX_URL: auth.inboxUrl.replace('localhost', '127.0.0.1'),
      D1_QUERY_LOG: '1',
    },
    onLog: (message, level) => {
      if (!message.startsWith(D1_QUERY_LOG_PREFIX)) {
        if (level === 'error' || level === 'warn') console.error(message);
        return;
      }
      const entry = JSON.parse(message.slice(D1_QUERY_LOG_PREFIX.length)) as {
        path: string;
        sql: string;
        params: unknown[];
      };
      const known = statements.get(entry.sql) ?? { sql: entry.sql, params: entry.params, pages: new Set<string>() };
      known.pages.add(entry.path);
      statements.set(entry.sql, known);
    },
  });
  try {
    const db = await served.miniflare.getD1Database('DB');
    const now = Date.now();
    progress('scale: seeding the database (360,000 requests, 50,000 appointments, 60 doctors, 100,000 audit rows)');
    const seedStart = performance.now();
    const counts = await seedScale(db, { ...options.sizes, now, progress: (message) => progress(`scale: ${message}`) });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    // Without ANALYZE the planner knows nothing of the tables' sizes, as on a database nobody has run
    // PRAGMA optimize on; --scale-analyze measures with the statistics.
    if (options.analyze) await db.exec('ANALYZE');

    const cookie = await adminSession(auth, site);
    const sample = async (sql: string) => (await db.prepare(sql).first<Record<string, string>>()) ?? {};
    const { phone } = await sample(
      `SELECT phone FROM requests WHERE phone IS NOT NULL ORDER BY id LIMIT 1 OFFSET ${Math.floor(counts.requests / 3)}`,
    );
    const { name } = await sample(
      `SELECT name FROM requests WHERE name LIKE '% %' AND locale = 'en' ORDER BY id LIMIT 1 OFFSET ${Math.floor(counts.requests / 2)}`,
    );
    if (!phone || !name) throw new Error('the seeded database has no request with a phone and a name to search for');
    const from = indiaDateOf(now - 89 * DAY_MS);
    const to = indiaDateOf(now);
    const targets = [
      { name: 'Requests inbox, first page', path: INBOX_PATH },
      { name: 'Search by phone', path: `/admin/appointments?view=requests&q=${encodeURIComponent(phone.slice(3))}` },
      { name: 'Search by name', path: `/admin/appointments?view=requests&q=${encodeURIComponent(name)}` },
      {
        name: "Search by a name's first letters",
        path: `/admin/appointments?view=requests&q=${encodeURIComponent(name.slice(0, 3))}`,
      },
      { name: 'Kind filter', path: '/admin/appointments?view=requests&kind=booking' },
      { name: 'Kind + status filter', path: '/admin/appointments?view=requests&kind=booking&status=contacted' },
      { name: "Appointments, today's list", path: '/admin/appointments?when=today' },
      { name: 'Dashboard', path: '/admin' },
      { name: 'Report, 90 days', path: `/admin/reports?from=${from}&to=${to}` },
    ];
    const pages: PageFigure[] = [];
    for (const target of targets) {
      progress(`scale: ${target.name} (${options.runs} runs)`);
      pages.push(await measurePage(site, cookie, target, options.runs));
      // Once more, untimed, with the statements logged for their plans.
      await (await get(site, target.path, cookie, true)).text();
    }
    // The export reads the inbox's list a batch at a time, from where the last batch stopped: the statement of a
    // later page, whose plan the second inbox page shows.
    const inbox = await (await get(site, INBOX_PATH, cookie)).text();
    const later = /href="([^"]*after=[^"]*)"/.exec(inbox)?.[1]?.replace(/&amp;/g, '&');
    if (later) await get(site, later, cookie, true).then((response) => response.text());

    progress('scale: the full CSV export of every request');
    const csv = await measureExport(site, cookie, '/admin/appointments/export.csv');
    const plans: QueryPlan[] = [];
    for (const statement of statements.values()) {
      if (!/^\s*(SELECT|WITH)\b/i.test(statement.sql)) continue;
      const { results } = await db
        .prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
        .bind(...statement.params)
        .all<{ id: number; parent: number; detail: string }>();
      plans.push({ sql: statement.sql, pages: [...statement.pages], plan: indentPlan(results) });
    }
    return { counts, analyzed: options.analyze === true, seedSeconds, pages, csv, plans };
  } finally {
    await served.dispose();
    await auth.close();
  }
}

function get(site: string, pathname: string, cookie: string, logQueries = false): Promise<Response> {
  const headers: Record<string, string> = { Cookie: cookie };
  if (logQueries) headers[D1_QUERY_LOG_HEADER] = '1';
  return fetch(site + pathname, { headers, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
}

async function measurePage(
  site: string,
  cookie: string,
  target: { name: string; path: string },
  runs: number,
): Promise<PageFigure> {
  const times: number[] = [];
  const d1Times: number[] = [];
  let d1 = { ms: 0, statements: 0, roundTrips: 0 };
  let rows = 0;
  for (let run = -3; run < runs; run++) {
    const start = performance.now();
    const response = await get(site, target.path, cookie);
    const html = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
    if (run < 0) continue;
    times.push(ms);
    d1 = d1Of(response);
    d1Times.push(d1.ms);
    rows = (html.match(/<tr\b/g) ?? []).length;
  }
  return {
    ...target,
    runs,
    p50Ms: median(times),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    d1Ms: median(d1Times),
    statements: d1.statements,
    roundTrips: d1.roundTrips,
    rows,
  };
}

async function measureExport(site: string, cookie: string, pathname: string): Promise<ExportFigure> {
  const rssBeforeMb = workerdRssMb();
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const rss = workerdRssMb();
    if (rss !== null && (rssPeakMb === null || rss > rssPeakMb)) rssPeakMb = rss;
  }, 100);
  const start = performance.now();
  try {
    const response = await fetch(site + pathname, {
      headers: { Cookie: cookie },
      signal: AbortSignal.timeout(600_000),
    });
    if (response.status !== 200 || !response.body) throw new Error(`${pathname} answered ${response.status}`);
    let bytes = 0;
    let lineBreaks = 0;
    // Rows end in CR LF; a details cell may hold LF alone, so count CR LF pairs, across chunk boundaries too.
    let previous = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      bytes += chunk.byteLength;
      for (const byte of chunk) {
        if (byte === 10 && previous === 13) lineBreaks++;
        previous = byte;
      }
    }
    const seconds = (performance.now() - start) / 1000;
    return { path: pathname, rows: lineBreaks - 1, bytes, seconds, rssBeforeMb, rssPeakMb, rssAfterMb: workerdRssMb() };
  } finally {
    clearInterval(sampler);
  }
}

/** EXPLAIN QUERY PLAN's rows as an indented tree. */
function indentPlan(rows: { id: number; parent: number; detail: string }[]): string[] {
  const depth = new Map<number, number>([[0, -1]]);
  return rows.map((row) => {
    const level = (depth.get(row.parent) ?? -1) + 1;
    depth.set(row.id, level);
    return `${'  '.repeat(level)}${row.detail}`;
  });
}

async function adminSession(auth: LocalAuth, site: string): Promise<string> {
  const email = `scale-admin-${Date.now()}@example.com`;
  const password = 'scale-check-password';
  await authAdminApi(auth)('/users', 'POST', { email, password, email_confirm: true, app_metadata: { role: 'admin' } });
  return signInCookies(site, email, password, 'admin');
}

const ms = (value: number) => value.toFixed(0);
const mark = (page: PageFigure) =>
  page.p99Ms <= SCALE_PAGE_P99_MS && page.roundTrips <= SCALE_ROUND_TRIPS ? 'ok' : 'OVER';

/** The section's text: sizes, the pages' table, the export, then each statement's plan. */
export function scaleReport(result: ScaleResult): string {
  const { counts } = result;
  const sizes = `${counts.requests.toLocaleString('en-IN')} requests, ${counts.appointments.toLocaleString('en-IN')} appointments, ${counts.doctors} doctors, ${counts.audit.toLocaleString('en-IN')} audit rows`;
  const lines = result.pages.map((page) => [
    page.name,
    String(page.runs),
    ms(page.p50Ms),
    ms(page.p95Ms),
    ms(page.p99Ms),
    ms(page.maxMs),
    page.d1Ms.toFixed(1),
    `${page.statements} / ${page.roundTrips}`,
    mark(page),
  ]);
  const { csv } = result;
  const memory =
    csv.rssBeforeMb === null
      ? 'workerd memory not readable here'
      : `workerd resident memory ${csv.rssBeforeMb} MB before, at most ${csv.rssPeakMb} MB while streaming, ${csv.rssAfterMb} MB after`;
  return [
    `Scale (admin at a provider's volume: ${sizes}; seeded in ${result.seedSeconds.toFixed(0)} s; ${result.analyzed ? 'after ANALYZE' : 'no ANALYZE: the planner has no statistics'})`,
    `Server time as the client saw it (Worker, D1 and the session check against the auth server), in ms; budget p99 ≤ ${SCALE_PAGE_P99_MS} ms and at most ${SCALE_ROUND_TRIPS} D1 round trips a page.`,
    table(['page', 'runs', 'p50', 'p95', 'p99', 'max', 'D1 ms (median)', 'statements / round trips', ''], lines),
    `  Full CSV export (${csv.path}): ${csv.rows.toLocaleString('en-IN')} rows, ${(csv.bytes / 1e6).toFixed(1)} MB in ${csv.seconds.toFixed(1)} s (${Math.round(csv.rows / csv.seconds).toLocaleString('en-IN')} rows/s); ${memory}.`,
    'Query plans (EXPLAIN QUERY PLAN of each distinct statement the pages ran, with its parameters):',
    ...result.plans.map(
      (plan) =>
        `  ${plan.sql.replace(/\s+/g, ' ').slice(0, 220)}\n    pages: ${plan.pages.join(', ').slice(0, 200)}\n${plan.plan.map((line) => `    ${line}`).join('\n')}`,
    ),
  ].join('\n\n');
}

/** The pages over budget, for the perf summary. */
export function scaleMisses(result: ScaleResult): { page: string; value: string; budget: string }[] {
  return result.pages
    .filter((page) => mark(page) === 'OVER')
    .map((page) => ({
      page: page.name,
      value: `p99 ${ms(page.p99Ms)} ms, ${page.roundTrips} round trips`,
      budget: `p99 ≤ ${SCALE_PAGE_P99_MS} ms, ≤ ${SCALE_ROUND_TRIPS} round trips`,
    }));
}
