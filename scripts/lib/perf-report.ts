// Text output of the perf command: a table per route with the budgets beside the figures, the Worker throughput, and
// a summary of the budgets missed.
import { median } from './stats.ts';
import { BUDGETS, kB, type Miss, type Row, renderMark, workerMark } from './perf-budgets.ts';
import type { RenderCost } from './perf-render.ts';
import type { LighthouseSummary } from './perf-lighthouse.ts';
import type { ThroughputFigures } from './perf-throughput.ts';
import type { RouteWeight } from './perf-weight.ts';

export function table(header: string[], lines: string[][], indent = '  '): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    indent +
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = indent + widths.map((width) => '-'.repeat(width)).join('  ');
  return [format(header), rule, ...lines.map(format)].join('\n');
}

/** "min–max" of the known values (one value if they agree), or "—". */
function range(values: (number | null)[], format: (value: number) => string): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return '—';
  const [low, high] = [format(Math.min(...known)), format(Math.max(...known))];
  return low === high ? low : `${low}–${high}`;
}

function lighthouseNotes(lighthouse: LighthouseSummary): string[] {
  const notes: string[] = [];
  const runs = lighthouse.allRuns;
  if (lighthouse.runtimeError) notes.push(`Lighthouse runtime error: ${lighthouse.runtimeError}`);
  for (const warning of lighthouse.runWarnings) notes.push(`Lighthouse warning: ${warning}`);
  if (lighthouse.runs > 1) {
    const performance = runs.map((run) => run.performance ?? '—').join('/');
    const tbt = range(
      runs.map((run) => run.tbtMs),
      (ms) => `${Math.round(ms)}`,
    );
    const lcp = range(
      runs.map((run) => run.lcpMs),
      (ms) => (ms / 1000).toFixed(2),
    );
    notes.push(
      `Lighthouse: run ${lighthouse.medianRun} of ${lighthouse.runs} is the median; ` +
        `over all runs Performance ${performance}, TBT ${tbt} ms, LCP ${lcp} s`,
    );
  }
  for (const [index, run] of runs.entries()) {
    if (run.invalid) notes.push(`Lighthouse run ${index + 1} not used: ${run.invalid}`);
  }
  const benchmark = range(
    runs.map((run) => run.benchmarkIndex),
    (index) => `${Math.round(index)}`,
  );
  const slowHost = runs.some((run) => run.benchmarkIndex !== null && run.benchmarkIndex < 1000);
  const slowNote = slowHost ? ' (under 1000: slower than Lighthouse expects, so 4x overstates CPU time)' : '';
  notes.push(`host CPU benchmark index ${benchmark}${slowNote}`);
  // What cost points in the categories under 100: the weighted audits (the Performance insights and diagnostics,
  // which weigh nothing, are in perf.json and the saved report).
  const missed = lighthouse.findings.filter(
    (finding) => finding.weight > 0 && (lighthouse.scores[finding.category] ?? 0) < 100,
  );
  for (const finding of missed) {
    const value = finding.displayValue ? ` ${finding.displayValue}` : '';
    notes.push(`Lighthouse ${finding.category}: ${finding.title}${value} (${finding.audit}, score ${finding.score})`);
  }
  return notes;
}

export function routeTable(
  route: string,
  weight: RouteWeight,
  lighthouse: LighthouseSummary | null,
  rows: Row[],
  idleSeconds: number,
): string {
  const lines = rows.map((row) => [
    row.metric,
    row.load.value,
    row.load.mark ?? '',
    row.idle?.value ?? '',
    row.idle?.mark ?? '',
    row.budget,
  ]);
  const out = [route, table(['Metric', 'At load event', '', `After ${idleSeconds} s idle`, '', 'Budget'], lines)];
  const notes: string[] = [];
  if (!weight.idleReached) {
    notes.push(`the network never stayed idle for ${idleSeconds} s; "after idle" is a lower bound`);
  }
  for (const resource of weight.resources.filter((r) => r.error || r.status >= 400)) {
    notes.push(`${new URL(resource.url).pathname}: ${resource.error ?? `status ${resource.status}`}`);
  }
  if (weight.consoleErrors.length > 0) notes.push(`console errors: ${weight.consoleErrors.slice(0, 3).join(' | ')}`);
  if (lighthouse) notes.push(...lighthouseNotes(lighthouse));
  for (const note of notes) out.push(`  • ${note}`);
  return out.join('\n');
}

export function workerTable(figures: ThroughputFigures, roundsCount: number): string {
  const lines = [figures.page, figures.asset].map((target, index) => [
    index === 0 ? 'page' : 'asset',
    new URL(target.url).pathname,
    String(target.requests),
    String(target.failed),
    target.requestsPerSecond.toFixed(0),
    range(target.rounds, (rate) => `${Math.round(rate)}`),
    `${kB(target.bodyBytes)} (${target.contentEncoding})`,
  ]);
  const ratios = figures.roundRatios;
  const perRound = `per round ${range(ratios, (ratio) => ratio.toFixed(2))}, median ${median(ratios).toFixed(2)}`;
  return [
    `Worker throughput (plain fetch on localhost, concurrency ${figures.concurrency}, ` +
      `${roundsCount} alternating rounds, ${figures.warmupRequests} warm-up requests each not counted)`,
    table(['Target', 'Path', 'Requests', 'Failed', 'req/s', 'Per round', 'Body as received'], lines),
    `  Ratio page/asset: ${figures.ratio.toFixed(2)} (${perRound})   ` +
      `budget ≥ ${BUDGETS.workerRatio}   ${workerMark(figures)}`,
  ].join('\n');
}

/** The CPU time of an uncached render per route, heaviest first. */
export function renderTable(costs: readonly RenderCost[]): string {
  const lines = [...costs]
    .sort((a, b) => b.cpuMs - a.cpuMs)
    .map((cost) => [cost.route, `${cost.cpuMs.toFixed(2)} ms`, `${cost.maxCpuMs.toFixed(2)} ms`, renderMark(cost)]);
  return [
    `Rendering cost: CPU time of one uncached render (the Worker bundle in Node's V8, median of ${costs[0]?.renders ?? 0} ` +
      `renders per route after a warm-up, body read to the end); budget < ${BUDGETS.renderCpuMs} ms`,
    table(['Route', 'Median CPU', 'Slowest', ''], lines),
  ].join('\n');
}

export function summary(misses: Miss[], failures: string[], routeCount: number): string {
  const out: string[] = [];
  if (misses.length === 0) {
    out.push(failures.length === 0 ? 'Every budget met.' : 'No budget missed in what could be measured.');
  } else {
    // One line per budget: which routes miss it (each route's figures are in its table above).
    const byBudget = new Map<string, { miss: Miss; routes: string[] }>();
    for (const miss of misses) {
      const key = `${miss.metric}|${miss.phase ?? ''}`;
      const entry = byBudget.get(key) ?? { miss, routes: [] };
      entry.routes.push(miss.route);
      byBudget.set(key, entry);
    }
    out.push(`Budgets missed (${byBudget.size}):`);
    const lines = [...byBudget.values()].map(({ miss, routes }) => [
      miss.metric,
      miss.phase ?? '',
      miss.budget,
      routes.length === routeCount && routeCount > 1 ? `all ${routeCount} routes` : routes.join(' '),
    ]);
    out.push(table(['Metric', 'Phase', 'Budget', 'Missed by'], lines));
  }
  if (failures.length > 0) {
    out.push(`Measurements that failed (${failures.length}):`);
    for (const failure of failures) out.push(`  • ${failure}`);
  }
  return out.join('\n');
}
