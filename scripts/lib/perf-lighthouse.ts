// Lighthouse for the perf command: the default mobile configuration (simulated slow 4G and a 4x CPU slowdown, so
// nothing is downloaded and only the site's own origin is fetched), each run in a fresh headless Chromium started by
// chrome-launcher and always killed afterwards. Simulated timings scale with the host's CPU, so a route can be run
// several times and the median run (Lighthouse's own choice: closest to the median FCP and TTI) reported.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult, RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Finding {
  category: Category;
  audit: string;
  title: string;
  score: number;
  /** The audit's weight in its category's score (Performance insights and diagnostics weigh 0). */
  weight: number;
  displayValue?: string;
}

export interface LighthouseFigures {
  lighthouseVersion: string;
  /** 0-100 per category; null if Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  /**
   * Top-level main-thread tasks of at least 50 ms in the simulation (Lighthouse's long-tasks audit, without the tasks
   * of Lighthouse's own injected scripts).
   */
  longTasks: { count: number; longestMs: number | null };
  /**
   * The longest top-level main-thread task seen in the trace (unthrottled), and that duration times the CPU slowdown
   * multiplier: an estimate of the longest task at 4x when no task reached 50 ms in the simulation.
   */
  longestObservedTaskMs: number | null;
  longestTaskEstimateMs: number | null;
  cpuSlowdownMultiplier: number;
  /** Audits that cost points: scored below 1 in one of the four categories. */
  findings: Finding[];
  runWarnings: string[];
  /** Lighthouse's measure of the host CPU; below about 1000 the 4x slowdown overstates CPU time. */
  benchmarkIndex: number | null;
  /** Requests of the page that failed or answered 400 or more (the scores are then meaningless). */
  failedRequests: string[];
  /** Set when Lighthouse hit a page-load error (the scores are then meaningless). */
  runtimeError?: string;
}

/** The median run's figures, with the headline figures of every run. */
export interface LighthouseSummary extends LighthouseFigures {
  runs: number;
  medianRun: number;
  allRuns: {
    performance: number | null;
    /** The run's four category scores (Lighthouse 100 must hold in every run, not only the median). */
    scores: Record<Category, number | null> | null;
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    benchmarkIndex: number | null;
    /** Why the run was not eligible as the median, if it was not. */
    invalid?: string;
  }[];
}

/** Why a run's figures cannot be trusted, or undefined. */
function invalidity(figures: LighthouseFigures): string | undefined {
  if (figures.runtimeError) return figures.runtimeError;
  if (figures.failedRequests.length > 0) return `${figures.failedRequests.length} failed requests`;
  return undefined;
}

export interface LighthouseOptions {
  chromePath: string;
  chromeFlags: string[];
  /** Deadline for one run, Chromium start included. */
  timeoutMs: number;
}

/** A run Lighthouse could not record (it crashed, missed its deadline or lost its trace): no verdict on the page. */
function unrecorded(
  attempt: { figures: LighthouseFigures; lhr: LighthouseResult } | { error: string },
): string | undefined {
  return 'error' in attempt ? attempt.error : (attempt.figures.runtimeError ?? undefined);
}

/**
 * Runs Lighthouse on `url` until it has recorded `runs` runs (a run it could not record, such as NO_NAVSTART, is
 * run again, at most `runs` times more) and returns the median run's figures and report (LHR). A run that was not
 * recorded is kept in `allRuns` as invalid; only if no run is recorded does this throw.
 */
export async function runLighthouseMedian(
  url: string,
  runs: number,
  options: LighthouseOptions,
): Promise<{ figures: LighthouseSummary; lhr: LighthouseResult }> {
  const attempts: ({ figures: LighthouseFigures; lhr: LighthouseResult } | { error: string })[] = [];
  let recorded = 0;
  for (let run = 0; run < runs * 2 && recorded < runs; run += 1) {
    const attempt = await runLighthouse(url, options).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : String(error),
    }));
    attempts.push(attempt);
    if (unrecorded(attempt) === undefined) recorded += 1;
  }
  const completed = attempts.filter((attempt) => 'lhr' in attempt);
  const firstError = attempts.find((attempt) => 'error' in attempt);
  if (completed.length === 0) throw new Error(firstError && 'error' in firstError ? firstError.error : 'no runs');
  const valid = completed.filter((attempt) => invalidity(attempt.figures) === undefined);
  let median: LighthouseResult | undefined;
  try {
    median = valid.length > 0 ? computeMedianRun(valid.map((attempt) => attempt.lhr)) : undefined;
  } catch {
    // a run without FCP or TTI: fall back to the first valid run
  }
  const chosen = completed.find((attempt) => attempt.lhr === median) ?? valid[0] ?? completed[0];
  if (!chosen) throw new Error('Lighthouse completed no run');
  return {
    figures: {
      ...chosen.figures,
      runs,
      medianRun: attempts.indexOf(chosen) + 1,
      allRuns: attempts.map((attempt) =>
        'error' in attempt
          ? {
              performance: null,
              scores: null,
              lcpMs: null,
              tbtMs: null,
              cls: null,
              benchmarkIndex: null,
              invalid: attempt.error,
            }
          : {
              performance: attempt.figures.scores.performance,
              scores: attempt.figures.scores,
              lcpMs: attempt.figures.lcpMs,
              tbtMs: attempt.figures.tbtMs,
              cls: attempt.figures.cls,
              benchmarkIndex: attempt.figures.benchmarkIndex,
              ...(invalidity(attempt.figures) ? { invalid: invalidity(attempt.figures) } : {}),
            },
      ),
    },
    lhr: chosen.lhr,
  };
}

/** Runs Lighthouse once on `url`; the full report (LHR) is returned beside the figures for saving. */
export async function runLighthouse(
  url: string,
  options: LighthouseOptions,
): Promise<{ figures: LighthouseFigures; lhr: LighthouseResult }> {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: options.chromeFlags,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const timeout = new Promise<never>((_, reject) => {
      const message = `Lighthouse did not finish within ${options.timeoutMs / 1000} s`;
      timer = setTimeout(() => reject(new Error(message)), options.timeoutMs);
    });
    const result: RunnerResult | undefined = await Promise.race([run, timeout]);
    if (!result) throw new Error('Lighthouse returned no result');
    return { figures: figuresOf(result), lhr: result.lhr };
  } finally {
    clearTimeout(timer);
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  }
}

function figuresOf({ lhr, artifacts }: RunnerResult): LighthouseFigures {
  const numeric = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;

  // Tasks of Lighthouse's own injected scripts are not the page's.
  const longTaskItems = tableItems(lhr.audits['long-tasks']?.details).filter(
    (item) => !String(item.url).includes('_lighthouse-eval.js'),
  );
  const durations = longTaskItems.map((item) => Number(item.duration)).filter((ms) => Number.isFinite(ms));
  const multiplier = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
  const observed = longestTopLevelTaskMs(artifacts.Trace?.traceEvents ?? []);

  return {
    lighthouseVersion: lhr.lighthouseVersion,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    longTasks: { count: durations.length, longestMs: durations.length > 0 ? Math.max(...durations) : null },
    longestObservedTaskMs: observed,
    longestTaskEstimateMs: observed === null ? null : observed * multiplier,
    cpuSlowdownMultiplier: multiplier,
    findings: findingsOf(lhr),
    runWarnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    failedRequests: tableItems(lhr.audits['network-requests']?.details)
      .filter((item) => item.finished === false || Number(item.statusCode) >= 400 || Number(item.statusCode) === -1)
      .map((item) => `${String(item.url)} (${item.statusCode})`),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

function findingsOf(lhr: LighthouseResult): Finding[] {
  const findings: Finding[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && category !== 'performance') continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      if (audit.scoreDisplayMode === 'manual') continue;
      findings.push({
        category,
        audit: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return findings;
}

function tableItems(details: unknown): Record<string, unknown>[] {
  if (!details || typeof details !== 'object' || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items as Record<string, unknown>[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      frame?: string;
      processId?: number;
      frames?: { frame?: string; processId?: number; parent?: string }[];
    };
  };
}

/**
 * The longest top-level task (RunTask) on the page's renderer main thread, in ms, unthrottled. The page's renderer is
 * the process that last committed a navigation of the main frame (TracingStartedInBrowser names the main frame,
 * FrameCommittedInBrowser follows it across the process switch from about:blank to the site).
 */
function longestTopLevelTaskMs(events: readonly unknown[]): number | null {
  const trace = events as TraceEvent[];
  const started = trace.find((event) => event.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((frame) => !frame.parent);
  if (!mainFrame?.frame) return null;
  let pid = mainFrame.processId;
  for (const event of trace) {
    const data = event.args?.data;
    if (event.name === 'FrameCommittedInBrowser' && data?.frame === mainFrame.frame && data.processId !== undefined) {
      pid = data.processId;
    }
  }
  if (pid === undefined) return null;
  const main = trace.find(
    (event) => event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!main) return null;
  let longest = 0;
  for (const event of trace) {
    if (event.pid === pid && event.tid === main.tid && event.name === 'RunTask' && event.ph === 'X' && event.dur) {
      longest = Math.max(longest, event.dur);
    }
  }
  return longest / 1000;
}

/** Kills any Chromium this module started and has not killed yet (for an interrupted run). */
export function killLighthouseBrowsers(): void {
  chromeLauncher.killAll();
}
