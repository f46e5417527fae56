// The scale seed's tools: a seeded random generator (the same `now` gives the same rows), references drawn as a
// bijection of a row number (unique without a lookup), SQL literals, and a writer that packs rows into multi-row
// INSERTs within D1's limits (a statement under 100 kB of SQL) and sends them in batches, one batch in flight while
// the next is built.
import { createHash } from 'node:crypto';
import type { Miniflare } from 'miniflare';

/** The D1 binding as Miniflare hands it to Node (the Worker's own D1Database type is not in the Node build). */
export type D1Database = Awaited<ReturnType<Miniflare['getD1Database']>>;

/** sfc32, seeded from a text through SHA-256: fast, and the same seed gives the same sequence. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    const digest = createHash('sha256').update(seed).digest();
    this.a = digest.readUInt32LE(0);
    this.b = digest.readUInt32LE(4);
    this.c = digest.readUInt32LE(8);
    this.d = digest.readUInt32LE(12);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** [0, 1) */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [low, high]. */
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of `weights`' keys, in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let at = this.next() * total;
    for (const [key, weight] of entries) {
      at -= weight;
      if (at < 0) return key;
    }
    return (entries[entries.length - 1] as [K, number])[0];
  }

  /** Between `low` and `high`, evenly on a log scale (waits: many short, some long). */
  logUniform(low: number, high: number): number {
    return Math.exp(Math.log(low) + this.next() * (Math.log(high) - Math.log(low)));
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(Math.floor(this.next() * 10));
    return text;
  }
}

/** The references' alphabet (src/references.ts): Crockford's base 32, no I, L, O or U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const MASK = 0x3fffffff;

/**
 * Six characters for row `n` (below 2^30): a bijection of 30-bit numbers (odd multiplications and xor-shifts, each
 * invertible), so two rows never share one and the characters look drawn at random. `salt` gives each kind its own.
 */
export function referenceOf(prefix: 'CL' | 'AP' | 'RC', n: number, salt: number): string {
  let x = (n + salt) & MASK;
  x = Math.imul(x, 0x2c1b3c6d) & MASK;
  x ^= x >>> 15;
  x = Math.imul(x, 0x297a2d39) & MASK;
  x ^= x >>> 13;
  let text = '';
  for (let i = 0; i < 6; i++) {
    text = ALPHABET[x & 31] + text;
    x >>>= 5;
  }
  return `${prefix}-${text}`;
}

/** 64 hex digits, as a SHA-256 looks. */
export function hashKey(label: string): string {
  return createHash('sha256').update(label).digest('hex');
}

/**
 * A dedupe key as the app's look (64 hex digits), unique for row `id`: its first eight digits are the id, so keys
 * arrive in order and their unique index is appended to rather than written all over.
 */
export function dedupeKeyOf(kind: string, now: number, id: number): string {
  return `${id.toString(16).padStart(8, '0')}${hashKey(`scale-${kind}:${now}:${id}`).slice(8)}`;
}

export type SqlValue = string | number | null;

/** A literal: the seed writes only numbers and strings it made itself, quoted here. */
export function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`scale seed: not a number: ${value}`);
    // Every number the schema stores is whole (instants in ms, paise, counts), as the app writes them.
    return String(Math.round(value));
  }
  if (typeof value !== 'string') throw new Error(`scale seed: not a string: ${String(value)}`);
  return `'${value.replace(/'/g, "''")}'`;
}

/** Under D1's 100 kB statement limit, with room to spare. */
const STATEMENT_BYTES = 90_000;
/** Statements per db.batch (one transaction). */
const BATCH_STATEMENTS = 16;

/** Packs rows of several tables into multi-row INSERTs and sends them in batches. */
export class RowWriter {
  private readonly open = new Map<string, { head: string; rows: string[]; bytes: number }>();
  private statements: string[] = [];
  private inFlight: Promise<unknown> | null = null;
  private readonly db: D1Database;

  constructor(db: D1Database) {
    this.db = db;
  }

  async add(table: string, columns: string, values: readonly SqlValue[]): Promise<void> {
    let open = this.open.get(table);
    if (!open) {
      open = { head: `INSERT INTO ${table} (${columns}) VALUES `, rows: [], bytes: 0 };
      this.open.set(table, open);
    }
    const row = `(${values.map(literal).join(',')})`;
    open.rows.push(row);
    open.bytes += Buffer.byteLength(row) + 1;
    if (open.bytes > STATEMENT_BYTES) {
      // Every table's rows so far, in order of first use: a row's parent (a request before its search terms) is
      // always written first.
      for (const name of this.open.keys()) this.close(name);
      if (this.statements.length >= BATCH_STATEMENTS) await this.send();
    }
  }

  private close(table: string): void {
    const open = this.open.get(table);
    if (!open || open.rows.length === 0) return;
    this.statements.push(open.head + open.rows.join(','));
    open.rows = [];
    open.bytes = 0;
  }

  private async send(): Promise<void> {
    const batch = this.statements.map((sql) => this.db.prepare(sql));
    this.statements = [];
    if (this.inFlight) await this.inFlight;
    this.inFlight = batch.length ? this.db.batch(batch) : null;
  }

  /** Writes everything still held, in table order of first use, and waits for it. */
  async flush(): Promise<void> {
    for (const table of this.open.keys()) this.close(table);
    await this.send();
    if (this.inFlight) await this.inFlight;
    this.inFlight = null;
  }
}
