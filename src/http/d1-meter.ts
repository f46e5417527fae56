// Counts what a request asks of D1 and says so in a Server-Timing header, so the perf command (and anyone looking at
// the network panel) sees how many statements and round trips a page costs and how long D1 took. The count wraps the
// binding for one request only: the env object is shared by every request of an isolate, so it is copied, never
// changed. With the var D1_QUERY_LOG=1 (the perf command sets it; never in production), a request that asks with the
// header X-D1-Query-Log: 1 has each statement's SQL and parameters logged too, for EXPLAIN QUERY PLAN.
import type { MiddlewareHandler } from 'hono';
import { D1_QUERY_LOG_HEADER, D1_QUERY_LOG_PREFIX } from './d1-query-log';
import { unwrapAll, WRAPPED, wrapperChain } from './d1-wrapped';

export interface D1Statement {
  sql: string;
  params: unknown[];
}

export interface D1Meter {
  /** Statements executed: one per first/all/run/raw, one per statement of a batch, one per exec. */
  statements: number;
  /** Calls that went to D1: a batch is one, however many statements it holds. */
  roundTrips: number;
  /** Time spent waiting for D1, in milliseconds. */
  ms: number;
  /** Each statement executed, when asked for. */
  log?: D1Statement[];
}

async function timed<T>(meter: D1Meter, executed: D1Statement[], call: () => Promise<T>): Promise<T> {
  const start = performance.now();
  meter.statements += executed.length;
  meter.roundTrips += 1;
  meter.log?.push(...executed);
  try {
    return await call();
  } finally {
    meter.ms += performance.now() - start;
  }
}

/**
 * A statement that counts itself when run. It wraps the real one rather than changing it (a statement may be someone
 * else's wrapper), and hands the real one to batch().
 */
class MeteredStatement {
  readonly [WRAPPED]: D1PreparedStatement;

  constructor(
    readonly real: D1PreparedStatement,
    readonly meter: D1Meter,
    readonly what: D1Statement,
  ) {
    this[WRAPPED] = real;
  }

  bind(...params: unknown[]): MeteredStatement {
    return new MeteredStatement(this.real.bind(...params), this.meter, { sql: this.what.sql, params });
  }

  first<T>(column?: string): Promise<T | null> {
    return timed(this.meter, [this.what], () =>
      column === undefined ? this.real.first<T>() : this.real.first<T>(column),
    );
  }

  all<T>(): Promise<D1Result<T>> {
    return timed(this.meter, [this.what], () => this.real.all<T>());
  }

  run<T>(): Promise<D1Result<T>> {
    return timed(this.meter, [this.what], () => this.real.run<T>());
  }

  raw<T>(options?: { columnNames?: boolean }): Promise<unknown> {
    return timed(
      this.meter,
      [this.what],
      (): Promise<unknown> => (options?.columnNames ? this.real.raw<T>({ columnNames: true }) : this.real.raw<T>()),
    );
  }
}

/** What a statement (or a statement wrapping a metered one) runs, for the log. */
function whatOf(statement: D1PreparedStatement): D1Statement {
  for (const link of wrapperChain(statement))
    if ((link as unknown) instanceof MeteredStatement) return (link as unknown as MeteredStatement).what;
  return { sql: '(not metered)', params: [] };
}

/** `db` with every statement and batch counted in `meter`. */
export function meteredD1(db: D1Database, meter: D1Meter): D1Database {
  return {
    prepare: (sql: string) =>
      new MeteredStatement(db.prepare(sql), meter, { sql, params: [] }) as unknown as D1PreparedStatement,
    batch: <T>(statements: D1PreparedStatement[]) =>
      timed(meter, statements.map(whatOf), () => db.batch<T>(statements.map(unwrapAll))),
    exec: (sql: string) => timed(meter, [{ sql, params: [] }], () => db.exec(sql)),
    dump: () => db.dump(),
    withSession: (constraint?: string) => db.withSession(constraint),
  } as D1Database;
}

/** The Server-Timing entry for a meter: `d1;dur=<ms>;desc="<statements> statements, <round trips> round trips"`. */
export function d1TimingEntry(meter: D1Meter): string {
  return `d1;dur=${meter.ms.toFixed(1)};desc="${meter.statements} statements, ${meter.roundTrips} round trips"`;
}

/** Middleware: the request's DB binding counted, and the count added to the response's Server-Timing header. */
export function meterD1<E extends { Bindings: { DB?: D1Database; D1_QUERY_LOG?: string } }>(): MiddlewareHandler<E> {
  return async (c, next) => {
    const db = c.env?.DB;
    if (!db) return next();
    const meter: D1Meter = { statements: 0, roundTrips: 0, ms: 0 };
    if (c.env.D1_QUERY_LOG === '1' && c.req.header(D1_QUERY_LOG_HEADER) === '1') meter.log = [];
    c.env = { ...c.env, DB: meteredD1(db, meter) };
    await next();
    c.res.headers.append('Server-Timing', d1TimingEntry(meter));
    const url = new URL(c.req.url);
    for (const statement of meter.log ?? [])
      console.log(D1_QUERY_LOG_PREFIX + JSON.stringify({ path: url.pathname + url.search, ...statement }));
  };
}
