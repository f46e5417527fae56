// Counts what a request asks of D1 and says so in a Server-Timing header, so the perf command (and anyone looking at
// the network panel) sees how many statements and round trips a page costs and how long D1 took. The count wraps the
// binding for one request only: the env object is shared by every request of an isolate, so it is copied, never changed.
import type { MiddlewareHandler } from 'hono';

export interface D1Meter {
  /** Statements executed: one per first/all/run/raw, one per statement of a batch, one per exec. */
  statements: number;
  /** Calls that went to D1: a batch is one, however many statements it holds. */
  roundTrips: number;
  /** Time spent waiting for D1, in milliseconds. */
  ms: number;
}

const STATEMENT_METHODS = ['first', 'all', 'run', 'raw'] as const;

async function timed<T>(meter: D1Meter, statements: number, call: () => Promise<T>): Promise<T> {
  const start = performance.now();
  meter.statements += statements;
  meter.roundTrips += 1;
  try {
    return await call();
  } finally {
    meter.ms += performance.now() - start;
  }
}

function meteredStatement(statement: D1PreparedStatement, meter: D1Meter): D1PreparedStatement {
  // The statement itself stays the real one, so that batch() accepts it; only its own methods are wrapped.
  const bind = statement.bind.bind(statement);
  Object.defineProperty(statement, 'bind', {
    value: (...values: unknown[]) => meteredStatement(bind(...values), meter),
    configurable: true,
  });
  for (const name of STATEMENT_METHODS) {
    const method = (statement[name] as (...args: unknown[]) => Promise<unknown>).bind(statement);
    Object.defineProperty(statement, name, {
      value: (...args: unknown[]) => timed(meter, 1, () => method(...args)),
      configurable: true,
    });
  }
  return statement;
}

/** `db` with every statement and batch counted in `meter`. */
export function meteredD1(db: D1Database, meter: D1Meter): D1Database {
  return {
    prepare: (query: string) => meteredStatement(db.prepare(query), meter),
    batch: <T>(statements: D1PreparedStatement[]) => timed(meter, statements.length, () => db.batch<T>(statements)),
    exec: (query: string) => timed(meter, 1, () => db.exec(query)),
    dump: () => db.dump(),
    withSession: (constraint?: string) => db.withSession(constraint),
  } as D1Database;
}

/** The Server-Timing entry for a meter: `d1;dur=<ms>;desc="<statements> statements, <round trips> round trips"`. */
export function d1TimingEntry(meter: D1Meter): string {
  return `d1;dur=${meter.ms.toFixed(1)};desc="${meter.statements} statements, ${meter.roundTrips} round trips"`;
}

/** Middleware: the request's DB binding counted, and the count added to the response's Server-Timing header. */
export function meterD1<E extends { Bindings: { DB?: D1Database } }>(): MiddlewareHandler<E> {
  return async (c, next) => {
    const db = c.env?.DB;
    if (!db) return next();
    const meter: D1Meter = { statements: 0, roundTrips: 0, ms: 0 };
    c.env = { ...c.env, DB: meteredD1(db, meter) };
    await next();
    c.res.headers.append('Server-Timing', d1TimingEntry(meter));
  };
}
