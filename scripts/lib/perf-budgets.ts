// The budgets of docs/architecture.md ("Budgets") and one route's figures judged by them, as rows for the report.
// Sizes use 1 kB = 1000 bytes (as Vite prints them), the stricter reading of "KB".
import type { InteractionFigures } from './perf-interaction.ts';
import type { LighthouseFigures, LighthouseSummary } from './perf-lighthouse.ts';
import type { RenderCost } from './perf-render.ts';
import type { ThroughputFigures } from './perf-throughput.ts';
import type { PhaseTotals, RouteWeight } from './perf-weight.ts';

export const KB = 1000;

export const BUDGETS = {
  jsBrotliBytes: 75 * KB,
  htmlBrotliBytes: 30 * KB,
  cssBrotliBytes: 15 * KB,
  cssFiles: 1,
  fontFiles: 0,
  lighthouseScore: 100,
  cls: 0,
  /** LCP must be under this. */
  lcpMs: 1500,
  tbtMs: 50,
  longTaskMs: 50,
  /** From a tap on a booking call-to-action to the frame that paints its dialog (4x CPU, slow 4G). */
  firstTapMs: 200,
  /** CPU time of one uncached render: Cloudflare's free plan allows 10 ms a request. */
  renderCpuMs: 10,
  /** Worker: page requests per second over static-asset requests per second, at least this. */
  workerRatio: 0.9,
} as const;

export type Mark = 'PASS' | 'OVER' | 'n/a';

export interface Cell {
  value: string;
  mark?: Mark;
}

/** One line of a route's table: the figure at the load event, after idle (byte rows only), and the budget. */
export interface Row {
  metric: string;
  budget: string;
  load: Cell;
  idle?: Cell;
}

/** A budget a route misses, for the summary. */
export interface Miss {
  route: string;
  metric: string;
  phase?: 'at load' | 'after idle';
  value: string;
  budget: string;
}

export const kB = (bytes: number): string => `${(bytes / KB).toFixed(1)} kB`;
const ms = (value: number): string => `${Math.round(value)} ms`;
const mark = (pass: boolean): Mark => (pass ? 'PASS' : 'OVER');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function byteRows(load: PhaseTotals, idle: PhaseTotals): Row[] {
  const sizes = (bytes: { raw: number; brotli: number }) => `${kB(bytes.raw)} → ${kB(bytes.brotli)}`;
  return [
    {
      metric: 'Requests',
      budget: '',
      load: { value: String(load.requests) },
      idle: { value: String(idle.requests) },
    },
    ...(['html', 'css', 'js'] as const).map((kind): Row => {
      const limit = { html: BUDGETS.htmlBrotliBytes, css: BUDGETS.cssBrotliBytes, js: BUDGETS.jsBrotliBytes }[kind];
      const cell = (totals: PhaseTotals): Cell => {
        const bytes = totals[kind];
        const files = kind === 'html' ? '' : `, ${plural(bytes.files, 'file')}`;
        let pass = bytes.brotli <= limit;
        if (kind === 'css') pass &&= bytes.files === BUDGETS.cssFiles && totals.cssCacheable;
        return { value: `${sizes(bytes)}${files}`, mark: mark(pass) };
      };
      const budget = kind === 'css' ? `≤ ${kB(limit)} br, 1 cacheable file` : `≤ ${kB(limit)} br`;
      return { metric: `${kind.toUpperCase()} raw → brotli`, budget, load: cell(load), idle: cell(idle) };
    }),
    {
      metric: 'Web fonts',
      budget: 'none blocking render',
      load: { value: String(load.font.files), mark: mark(load.font.files <= BUDGETS.fontFiles) },
      idle: { value: String(idle.font.files), mark: mark(idle.font.files <= BUDGETS.fontFiles) },
    },
  ];
}

const LIGHTHOUSE_LABELS = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
} as const;

/** A row for one Lighthouse figure: "—" and n/a when Lighthouse could not compute it. */
function figureRow(
  metric: string,
  budget: string,
  value: number | null,
  format: (value: number) => string,
  pass: (value: number) => boolean,
): Row {
  const load: Cell = value === null ? { value: '—', mark: 'n/a' } : { value: format(value), mark: mark(pass(value)) };
  return { metric, budget, load };
}

function lighthouseRows(figures: LighthouseFigures): Row[] {
  const rows = (Object.keys(LIGHTHOUSE_LABELS) as (keyof typeof LIGHTHOUSE_LABELS)[]).map((id) =>
    figureRow(
      `Lighthouse ${LIGHTHOUSE_LABELS[id]}`,
      String(BUDGETS.lighthouseScore),
      figures.scores[id],
      String,
      (score) => score >= BUDGETS.lighthouseScore,
    ),
  );
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const cls = (value: number) => (value === 0 ? '0' : value.toPrecision(2));
  rows.push(
    figureRow('LCP (simulated)', `< ${BUDGETS.lcpMs / 1000} s`, figures.lcpMs, seconds, (v) => v < BUDGETS.lcpMs),
    figureRow('CLS', String(BUDGETS.cls), figures.cls, cls, (v) => v <= BUDGETS.cls),
    figureRow('TBT (simulated)', `≤ ${BUDGETS.tbtMs} ms`, figures.tbtMs, ms, (v) => v <= BUDGETS.tbtMs),
  );
  // Lighthouse lists tasks of 50 ms or more; below that, the longest observed task times the slowdown is a hint.
  const { longestMs, count } = figures.longTasks;
  const estimate = figures.longestTaskEstimateMs;
  const longTask: Cell =
    longestMs !== null
      ? { value: `${ms(longestMs)} (${plural(count, 'task')} ≥ 50 ms)`, mark: mark(longestMs <= BUDGETS.longTaskMs) }
      : { value: estimate === null ? 'none ≥ 50 ms' : `none ≥ 50 ms (≈ ${ms(estimate)})`, mark: 'PASS' };
  const metric = `Longest task (${figures.cpuSlowdownMultiplier}x CPU)`;
  rows.push({ metric, budget: `≤ ${BUDGETS.longTaskMs} ms`, load: longTask });
  return rows;
}

/** Lighthouse 100 in all four categories in every run, not only the median one. */
function everyRunRow(summary: LighthouseSummary): Row {
  const perfect = summary.allRuns.filter(
    (run) => run.scores !== null && Object.values(run.scores).every((score) => score === BUDGETS.lighthouseScore),
  ).length;
  // Runs Lighthouse could not record were run again (./perf-lighthouse.ts); say how many.
  const again = summary.allRuns.length - summary.runs;
  const retried = again > 0 ? ` (${again} unrecorded, run again)` : '';
  return {
    metric: 'Lighthouse 100 ×4, runs',
    budget: `${summary.runs} of ${summary.runs}`,
    load: { value: `${perfect} of ${summary.runs}${retried}`, mark: mark(perfect === summary.runs) },
  };
}

const longest = (tasks: readonly number[]) => (tasks.length === 0 ? 0 : Math.max(...tasks));

function longTaskCell(tasks: readonly number[]): Cell {
  const over = tasks.filter((task) => task > BUDGETS.longTaskMs);
  const value = over.length === 0 ? 'none over 50 ms' : `${ms(longest(over))} (${plural(over.length, 'task')} over)`;
  return { value, mark: mark(over.length === 0) };
}

/** The main thread in Chromium itself at 4x CPU and slow 4G (scripts/lib/perf-interaction.ts). */
function interactionRows(figures: InteractionFigures): Row[] {
  const rows: Row[] = [
    {
      metric: 'Long tasks, 10 s idle (real 4x)',
      budget: `none over ${BUDGETS.longTaskMs} ms`,
      load: longTaskCell(figures.longTasksMs),
    },
    {
      metric: 'Long tasks, 10 s idle, next page (real 4x)',
      budget: `none over ${BUDGETS.longTaskMs} ms`,
      load: longTaskCell(figures.nextPageLongTasksMs),
    },
  ];
  for (const tap of figures.taps) {
    const idle = `${tap.idleMs / 1000} s idle`;
    rows.push({
      metric: `First tap → dialog, ${idle}`,
      budget: `≤ ${BUDGETS.firstTapMs} ms`,
      load:
        tap.tapToDialogMs === null
          ? { value: 'no booking button', mark: 'n/a' }
          : { value: ms(tap.tapToDialogMs), mark: mark(tap.tapToDialogMs <= BUDGETS.firstTapMs) },
    });
    if (tap.tapToDialogMs !== null)
      rows.push({
        metric: `Long tasks, tap after ${idle}`,
        budget: `none over ${BUDGETS.longTaskMs} ms`,
        load: longTaskCell(tap.longTasksMs),
      });
  }
  return rows;
}

export function routeRows(
  weight: RouteWeight,
  lighthouse: LighthouseSummary | null,
  interaction: InteractionFigures | null,
): Row[] {
  return [
    ...byteRows(weight.load, weight.idle),
    ...(lighthouse ? [...lighthouseRows(lighthouse), everyRunRow(lighthouse)] : []),
    ...(interaction ? interactionRows(interaction) : []),
  ];
}

export function renderMark(cost: RenderCost): Mark {
  return mark(cost.cpuMs < BUDGETS.renderCpuMs);
}

export function missesOf(route: string, rows: Row[]): Miss[] {
  const misses: Miss[] = [];
  for (const row of rows) {
    if (row.load.mark === 'OVER') {
      const phase = row.idle ? 'at load' : undefined;
      misses.push({ route, metric: row.metric, phase, value: row.load.value, budget: row.budget });
    }
    if (row.idle?.mark === 'OVER') {
      misses.push({ route, metric: row.metric, phase: 'after idle', value: row.idle.value, budget: row.budget });
    }
  }
  return misses;
}

export function workerMark(figures: ThroughputFigures): Mark {
  return mark(figures.ratio >= BUDGETS.workerRatio);
}
