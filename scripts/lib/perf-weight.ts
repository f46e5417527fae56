// Page weight for the perf command: loads one route in Chromium as a first-time mobile visitor (empty cache, no
// interaction) and records every response, split into what arrived before the `load` event and what arrived by the
// time the network had been idle for a while (idle-time prefetches and lazy islands included).
import type { Browser, Request } from 'playwright-core';
import { brotliSize } from './perf-brotli.ts';

export type ResourceKind = 'html' | 'css' | 'js' | 'font' | 'image' | 'other';
export type Phase = 'load' | 'idle';

export interface FetchedResource {
  url: string;
  status: number;
  kind: ResourceKind;
  /** Playwright's resource type: document, stylesheet, script, fetch, other (prefetches), ... */
  resourceType: string;
  /** `load` if the response ended before the load event started (by the page's own timings), `idle` if after. */
  phase: Phase;
  contentType: string;
  cacheControl: string;
  /** Decoded body length. */
  rawBytes: number;
  /** The body compressed with brotli at quality 11. */
  brotliBytes: number;
  /** Set when the browser failed the request or its body could not be read. */
  error?: string;
}

export interface Bytes {
  raw: number;
  brotli: number;
  files: number;
}

export interface PhaseTotals {
  requests: number;
  html: Bytes;
  css: Bytes;
  js: Bytes;
  font: Bytes;
  image: Bytes;
  other: Bytes;
  /** Every CSS response carries a Cache-Control with a positive max-age (or immutable). */
  cssCacheable: boolean;
}

export interface RouteWeight {
  url: string;
  /** Totals of the responses that arrived before the load event. */
  load: PhaseTotals;
  /** Totals of every response by the time the network was idle (includes the load phase). */
  idle: PhaseTotals;
  loadEventMs: number;
  /** False when the network never went quiet for the idle window before the deadline. */
  idleReached: boolean;
  resources: FetchedResource[];
  consoleErrors: string[];
}

export interface WeightOptions {
  /** How long the network must be quiet after the load event. */
  idleMs: number;
  /** Deadline for the navigation and, separately, for reaching idle. */
  timeoutMs: number;
}

/** A mid-range phone: the viewport Lighthouse's mobile emulation also uses, at 2x density. */
export const MOBILE_CONTEXT = {
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

export async function measureWeight(browser: Browser, url: string, options: WeightOptions): Promise<RouteWeight> {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const pending = new Set<Request>();
    const phases = new Map<Request, Phase>();
    const collected: Promise<FetchedResource>[] = [];
    const consoleErrors: string[] = [];
    let loaded = false;
    let lastActivity = Date.now();

    page.once('load', () => {
      loaded = true;
    });
    page.on('request', (request) => {
      pending.add(request);
      lastActivity = Date.now();
    });
    page.on('response', (response) => {
      phases.set(response.request(), loaded ? 'idle' : 'load');
    });
    page.on('requestfinished', (request) => {
      pending.delete(request);
      lastActivity = Date.now();
      collected.push(describe(request, phases.get(request) ?? (loaded ? 'idle' : 'load')));
    });
    page.on('requestfailed', (request) => {
      pending.delete(request);
      lastActivity = Date.now();
      collected.push(describe(request, phases.get(request) ?? (loaded ? 'idle' : 'load')));
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));

    const started = Date.now();
    const response = await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs });
    if (!response) throw new Error(`${url}: no response`);
    if (response.status() >= 400) throw new Error(`${url} answered ${response.status()}`);
    const loadEventMs = Date.now() - started;

    const deadline = Date.now() + options.timeoutMs;
    let idleReached = false;
    while (Date.now() < deadline) {
      if (pending.size === 0 && Date.now() - lastActivity >= options.idleMs) {
        idleReached = true;
        break;
      }
      await page.waitForTimeout(100);
    }

    // The page's own clock decides the phase: a response that ended before loadEventStart belongs to the load phase.
    // (Protocol events reach Node later and can cross the load event.) Requests it has no entry for keep the order
    // in which Playwright reported them.
    const timings = await page.evaluate(() => ({
      loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.loadEventStart,
      ends: performance
        .getEntriesByType('resource')
        .map((entry) => [entry.name, (entry as PerformanceResourceTiming).responseEnd] as [string, number]),
    }));
    const ends = new Map<string, number>();
    for (const [name, end] of timings.ends) if (!ends.has(name)) ends.set(name, end);
    const resources = await Promise.all(collected);
    for (const resource of resources) {
      const end = ends.get(resource.url);
      if (resource.kind === 'html' && resource.url === page.url()) resource.phase = 'load';
      else if (end !== undefined && timings.loadEventStart) {
        resource.phase = end <= timings.loadEventStart ? 'load' : 'idle';
      }
    }
    return {
      url,
      load: totals(resources.filter((resource) => resource.phase === 'load')),
      idle: totals(resources),
      loadEventMs,
      idleReached,
      resources,
      consoleErrors,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** One unrecorded visit, so that the first route measured does not pay for the browser's cold start. */
export async function warmUp(browser: Browser, url: string, timeoutMs: number): Promise<void> {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  } finally {
    await context.close().catch(() => {});
  }
}

async function describe(request: Request, phase: Phase): Promise<FetchedResource> {
  const response = await request.response().catch(() => null);
  const headers = response ? await response.allHeaders().catch(() => ({}) as Record<string, string>) : {};
  const contentType = headers['content-type'] ?? '';
  const resource: FetchedResource = {
    url: request.url(),
    status: response?.status() ?? 0,
    kind: kindOf(contentType, request.resourceType(), request.url()),
    resourceType: request.resourceType(),
    phase,
    contentType,
    cacheControl: headers['cache-control'] ?? '',
    rawBytes: 0,
    brotliBytes: 0,
  };
  const failure = request.failure();
  if (failure) {
    resource.error = failure.errorText;
    return resource;
  }
  if (!response || (resource.status >= 300 && resource.status < 400)) return resource;
  try {
    const body = await response.body();
    resource.rawBytes = body.byteLength;
    resource.brotliBytes = brotliSize(body);
  } catch (error) {
    resource.error = `body unavailable: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
  return resource;
}

function kindOf(contentType: string, resourceType: string, url: string): ResourceKind {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const path = new URL(url).pathname;
  if (type === 'text/html' || resourceType === 'document') return 'html';
  if (type === 'text/css' || resourceType === 'stylesheet' || path.endsWith('.css')) return 'css';
  if (/javascript|ecmascript/.test(type) || resourceType === 'script' || /\.m?js$/.test(path)) return 'js';
  if (type.startsWith('font/') || resourceType === 'font' || /\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  if (type.startsWith('image/') || resourceType === 'image') return 'image';
  return 'other';
}

function totals(resources: FetchedResource[]): PhaseTotals {
  const empty = (): Bytes => ({ raw: 0, brotli: 0, files: 0 });
  const result: PhaseTotals = {
    requests: resources.length,
    html: empty(),
    css: empty(),
    js: empty(),
    font: empty(),
    image: empty(),
    other: empty(),
    cssCacheable: true,
  };
  for (const resource of resources) {
    const bytes = result[resource.kind];
    bytes.raw += resource.rawBytes;
    bytes.brotli += resource.brotliBytes;
    bytes.files += 1;
    if (resource.kind === 'css' && !isCacheable(resource.cacheControl)) result.cssCacheable = false;
  }
  return result;
}

function isCacheable(cacheControl: string): boolean {
  if (/no-store|no-cache|private/i.test(cacheControl)) return false;
  if (/immutable/i.test(cacheControl)) return true;
  const maxAge = /max-age=(\d+)/i.exec(cacheControl);
  return maxAge !== null && Number(maxAge[1]) > 0;
}
