// Worker throughput for the perf command: requests per second for a public page against a static asset from the
// same workerd in the same run. Both are fetched with plain `fetch` on localhost by a fixed number of concurrent
// workers, in alternating batches (page-asset, asset-page, ...) so that drift in machine load hits both alike.

export interface ThroughputOptions {
  pageUrl: string;
  assetUrl: string;
  /** Requests per target, split evenly over the rounds. */
  requests: number;
  concurrency: number;
  rounds: number;
  /** Per-request deadline. */
  requestTimeoutMs: number;
}

export interface TargetFigures {
  url: string;
  requests: number;
  failed: number;
  seconds: number;
  requestsPerSecond: number;
  /** Body bytes of one response as received (after any content decoding). */
  bodyBytes: number;
  contentEncoding: string;
  /** Requests per second of each round, in order. */
  rounds: number[];
}

export interface ThroughputFigures {
  page: TargetFigures;
  asset: TargetFigures;
  /** page requests per second / asset requests per second. */
  ratio: number;
  /** The same ratio per round (page and asset of one round ran back to back). */
  roundRatios: number[];
  concurrency: number;
  warmupRequests: number;
}

interface Batch {
  ok: number;
  failed: number;
  seconds: number;
  firstError?: string;
}

async function fetchOnce(url: string, timeoutMs: number): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

async function batch(url: string, count: number, concurrency: number, timeoutMs: number): Promise<Batch> {
  let next = 0;
  const result: Batch = { ok: 0, failed: 0, seconds: 0 };
  const worker = async () => {
    while (next < count) {
      next += 1;
      try {
        await fetchOnce(url, timeoutMs);
        result.ok += 1;
      } catch (error) {
        result.failed += 1;
        result.firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export async function measureThroughput(options: ThroughputOptions): Promise<ThroughputFigures> {
  const { pageUrl, assetUrl, concurrency, requestTimeoutMs } = options;
  // One request each fills the page cache; a short burst more warms connections and the JIT. None of these count.
  const describe = async (url: string) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return { bodyBytes: body.byteLength, contentEncoding: response.headers.get('content-encoding') ?? 'identity' };
  };
  const pageInfo = await describe(pageUrl);
  const assetInfo = await describe(assetUrl);
  const warmupRequests = Math.min(200, Math.max(concurrency, Math.floor(options.requests / 10)));
  for (const url of [pageUrl, assetUrl]) {
    const warm = await batch(url, warmupRequests, concurrency, requestTimeoutMs);
    if (warm.ok === 0) throw new Error(`warm-up of ${url} failed: ${warm.firstError}`);
  }

  const rounds = Math.max(1, Math.min(options.rounds, options.requests));
  const totals = { page: [] as Batch[], asset: [] as Batch[] };
  for (let round = 0; round < rounds; round += 1) {
    // Spread the remainder over the first rounds so the totals are exactly `requests`.
    const count = Math.floor(options.requests / rounds) + (round < options.requests % rounds ? 1 : 0);
    const order = round % 2 === 0 ? (['page', 'asset'] as const) : (['asset', 'page'] as const);
    for (const target of order) {
      totals[target].push(await batch(target === 'page' ? pageUrl : assetUrl, count, concurrency, requestTimeoutMs));
    }
  }

  const figures = (url: string, batches: Batch[], info: { bodyBytes: number; contentEncoding: string }) => {
    const ok = batches.reduce((sum, b) => sum + b.ok, 0);
    const failed = batches.reduce((sum, b) => sum + b.failed, 0);
    const seconds = batches.reduce((sum, b) => sum + b.seconds, 0);
    if (ok === 0) throw new Error(`every request to ${url} failed: ${batches.find((b) => b.firstError)?.firstError}`);
    return {
      url,
      requests: ok + failed,
      failed,
      seconds,
      requestsPerSecond: ok / seconds,
      ...info,
      rounds: batches.map((b) => b.ok / b.seconds),
    };
  };
  const page = figures(pageUrl, totals.page, pageInfo);
  const asset = figures(assetUrl, totals.asset, assetInfo);
  return {
    page,
    asset,
    ratio: page.requestsPerSecond / asset.requestsPerSecond,
    roundRatios: page.rounds.map((rate, index) => rate / (asset.rounds[index] ?? rate)),
    concurrency,
    warmupRequests,
  };
}
