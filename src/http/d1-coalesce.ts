// Statements read at the same moment go to D1 together: every first(), all() and batch() asked for before the next
// microtask is sent as one batch (one round trip instead of one each), and each caller gets its own results. The
// admin's sidebar badges and the dashboard's figures are each read by a function of the area that owns the rows; this
// lets them stay apart in the code and still cost one round trip. If the combined batch fails, each caller's
// statements are sent again alone, so one bad statement fails only its own caller.

import { unwrapOnce, WRAPPED } from './d1-wrapped';

interface Waiting {
  statements: D1PreparedStatement[];
  resolve: (results: D1Result[]) => void;
  reject: (error: unknown) => void;
}

type Send = (statements: D1PreparedStatement[]) => Promise<D1Result[]>;

class CoalescedStatement {
  readonly [WRAPPED]: D1PreparedStatement;

  constructor(
    readonly real: D1PreparedStatement,
    readonly send: Send,
  ) {
    this[WRAPPED] = real;
  }

  bind(...values: unknown[]): CoalescedStatement {
    return new CoalescedStatement(this.real.bind(...values), this.send);
  }

  async first<T>(column?: string): Promise<T | null> {
    const [result] = await this.send([this.real]);
    const row = (result?.results[0] ?? null) as Record<string, unknown> | null;
    if (column === undefined || row === null) return row as T | null;
    // As D1 does: a column the row does not have is an error, not a null.
    if (!Object.hasOwn(row, column)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
    return row[column] as T | null;
  }

  async all<T>(): Promise<D1Result<T>> {
    const [result] = await this.send([this.real]);
    if (!result) throw new Error('D1 returned no result');
    return result as D1Result<T>;
  }

  run<T>(): Promise<D1Result<T>> {
    return this.real.run<T>();
  }

  raw<T>(options?: { columnNames?: boolean }): Promise<unknown> {
    return options?.columnNames ? this.real.raw<T>({ columnNames: true }) : this.real.raw<T>();
  }
}

/** `db`, with reads and batches asked for together sent together. Writes alone (run) go straight through. */
export function coalescedD1(db: D1Database): D1Database {
  let waiting: Waiting[] = [];
  const alone = (entry: Waiting) => {
    const [only] = entry.statements;
    const sent =
      entry.statements.length === 1 && only ? only.all().then((result) => [result]) : db.batch(entry.statements);
    sent.then(entry.resolve, entry.reject);
  };
  const flush = async () => {
    const entries = waiting;
    waiting = [];
    if (entries.length === 1 && entries[0]) return alone(entries[0]);
    try {
      const results = await db.batch(entries.flatMap((entry) => entry.statements));
      let next = 0;
      for (const entry of entries) {
        entry.resolve(results.slice(next, next + entry.statements.length));
        next += entry.statements.length;
      }
    } catch {
      for (const entry of entries) alone(entry);
    }
  };
  const send: Send = (statements) =>
    new Promise<D1Result[]>((resolve, reject) => {
      if (waiting.length === 0) queueMicrotask(() => void flush());
      waiting.push({ statements, resolve, reject });
    });
  return {
    prepare: (sql: string) => new CoalescedStatement(db.prepare(sql), send) as unknown as D1PreparedStatement,
    batch: <T>(statements: D1PreparedStatement[]) => send(statements.map(unwrapOnce)) as Promise<D1Result<T>[]>,
    exec: (sql: string) => db.exec(sql),
    dump: () => db.dump(),
    withSession: (constraint?: string) => db.withSession(constraint),
  } as D1Database;
}
