// Reads started together reach D1 as one batch, each caller gets its own rows, and one bad statement fails only its
// own caller; the meter counts what actually went to D1.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { coalescedD1 } from '../../src/http/d1-coalesce';
import { type D1Meter, meteredD1 } from '../../src/http/d1-meter';

function setUp() {
  const meter: D1Meter = { statements: 0, roundTrips: 0, ms: 0, log: [] };
  return { meter, db: coalescedD1(meteredD1(env.DB, meter)) };
}

describe('coalescedD1', () => {
  it('sends reads and batches started together as one round trip, each caller with its own results', async () => {
    const { meter, db } = setUp();
    const [one, two, column, rows, batch] = await Promise.all([
      db.prepare('SELECT 1 AS n').first<{ n: number }>(),
      db.prepare('SELECT ?1 AS n').bind(2).first<{ n: number }>(),
      db.prepare('SELECT 3 AS n').first<number>('n'),
      db.prepare('SELECT 4 AS n UNION ALL SELECT 5').all<{ n: number }>(),
      db.batch<{ n: number }>([db.prepare('SELECT 6 AS n'), db.prepare('SELECT 7 AS n')]),
    ]);
    expect([one?.n, two?.n, column]).toEqual([1, 2, 3]);
    expect(rows.results.map((row) => row.n)).toEqual([4, 5]);
    expect(batch.map((result) => result.results[0]?.n)).toEqual([6, 7]);
    expect(meter).toMatchObject({ statements: 6, roundTrips: 1 });
    expect(meter.log?.map((entry) => entry.sql)).toContain('SELECT ?1 AS n');
  });

  it('sends reads started later in a round trip of their own, and one alone as itself', async () => {
    const { meter, db } = setUp();
    expect(await db.prepare('SELECT 1 AS n').first('n')).toBe(1);
    expect(await db.prepare('SELECT 2 AS n').first('n')).toBe(2);
    expect(meter).toMatchObject({ statements: 2, roundTrips: 2 });
  });

  it('answers as D1 does: a missing column is an error, no row is null', async () => {
    const { db } = setUp();
    await expect(db.prepare('SELECT 1 AS n').first('missing')).rejects.toThrow(/D1_COLUMN_NOTFOUND/);
    expect(await db.prepare('SELECT 1 AS n WHERE 0').first('n')).toBeNull();
  });

  it("lets a statement of one wrapper go in another's batch", async () => {
    const meter: D1Meter = { statements: 0, roundTrips: 0, ms: 0 };
    const metered = meteredD1(env.DB, meter);
    const coalesced = coalescedD1(metered);
    const [result] = await metered.batch<{ n: number }>([coalesced.prepare('SELECT ?1 AS n').bind(8)]);
    expect(result?.results[0]?.n).toBe(8);
    expect(meter).toMatchObject({ statements: 1, roundTrips: 1 });
  });

  it('fails only the caller whose statement fails', async () => {
    const { db } = setUp();
    const [good, bad, alsoGood] = await Promise.allSettled([
      db.prepare('SELECT 1 AS n').first('n'),
      db.prepare('SELECT * FROM no_such_table').first(),
      db.batch([db.prepare('SELECT 2 AS n')]),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: 1 });
    expect(bad.status).toBe('rejected');
    expect(alsoGood.status).toBe('fulfilled');
  });
});
