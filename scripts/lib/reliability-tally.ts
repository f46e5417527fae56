// Counting requests for `npm run reliability`: status classes, slow answers, network errors, latency percentiles.
import { percentile } from './stats.ts';

export interface Tally {
  phase: string;
  requests: number;
  serverErrors: number;
  slow: number;
  errors: number;
  tooMany: number;
  latencies: number[];
  /** Requests whose answer was not what the phase expects (e.g. a 200 where a 403 was due). */
  unexpected: number;
  note: string;
  /** The first few 5xx answers, to say what went wrong. */
  samples: string[];
}

export const SLOW_MS = 5000;

export function newTally(phase: string): Tally {
  return {
    phase,
    requests: 0,
    serverErrors: 0,
    slow: 0,
    errors: 0,
    tooMany: 0,
    latencies: [],
    unexpected: 0,
    note: '',
    samples: [],
  };
}

/** Runs one request and counts it. `expect` says which statuses this phase should see (any below 500 by default). */
export async function timed(
  tally: Tally,
  send: () => Promise<Response>,
  expect: (status: number) => boolean = (status) => status < 500,
): Promise<Response | null> {
  const started = performance.now();
  tally.requests += 1;
  try {
    const response = await send();
    const body = await response.text().catch(() => '');
    const elapsed = performance.now() - started;
    tally.latencies.push(elapsed);
    if (elapsed > SLOW_MS) tally.slow += 1;
    if (response.status >= 500) {
      tally.serverErrors += 1;
      if (tally.samples.length < 3)
        tally.samples.push(`${response.status} ${response.url}: ${body.slice(0, 120).replace(/\s+/g, ' ')}`);
    }
    if (response.status === 429) tally.tooMany += 1;
    if (!expect(response.status)) tally.unexpected += 1;
    return response;
  } catch {
    tally.errors += 1;
    tally.latencies.push(performance.now() - started);
    return null;
  }
}

/** Runs `worker` on `concurrency` lanes until `until()` says stop. */
export async function lanes(
  concurrency: number,
  until: () => boolean,
  worker: (lane: number) => Promise<unknown>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      while (!until()) await worker(lane);
    }),
  );
}

/** A small seeded generator, so a failing fuzz run can be repeated. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function formatTable(tallies: Tally[], memory: Map<string, string>): string {
  const header = [
    'phase',
    'requests',
    '5xx',
    '>5 s',
    'errors',
    '429',
    'unexpected',
    'p50 ms',
    'p99 ms',
    'memory',
    'note',
  ];
  const rows = tallies.map((t) => [
    t.phase,
    String(t.requests),
    String(t.serverErrors),
    String(t.slow),
    String(t.errors),
    String(t.tooMany),
    String(t.unexpected),
    percentile(t.latencies, 50).toFixed(0),
    percentile(t.latencies, 99).toFixed(0),
    memory.get(t.phase) ?? '',
    t.note,
  ]);
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
