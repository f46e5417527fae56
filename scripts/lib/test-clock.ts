// The clock a test run may be set to: `TEST_CLOCK=HH:MM` (India time) starts the run at the most recent such time of
// day, so that the suites can be run at the edges of India's day (00:05 and 23:55) whatever the hour really is. The
// run works out one shift (TEST_CLOCK_SHIFT_MS, zero or less) and every clock of the stack moves by it together: the
// Worker's, the local auth server's and the tests' own, as Cloudflare's and a hosted auth server's clocks agree.
// India's offset and the day, as shared/india-days.ts has them: written here too because this file is also loaded
// by the Worker tests' TypeScript program, which imports without the .ts extension that Node needs.
const INDIA_OFFSET_MS = 19_800_000;
const DAY_MS = 86_400_000;

/** The instant a run set to `clock` starts at, or undefined when `clock` is empty. Throws on a malformed value. */
export function testClockStart(clock: string | undefined, now: number): number | undefined {
  if (!clock) return undefined;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (!match) throw new Error(`TEST_CLOCK must be HH:MM India time, like 00:05; got "${clock}"`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  const indiaMidnight = Math.floor((now + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
  const today = indiaMidnight + minutes * 60_000;
  return today <= now ? today : today - DAY_MS;
}

/** How far a run set to `clock` moves the clocks: back to the most recent such time of day, so zero or less. */
export function testClockShift(clock: string | undefined, now: number): number {
  const start = testClockStart(clock, now);
  return start === undefined ? 0 : start - now;
}

/**
 * The source of a module that moves `Date` by `shiftMs` in the runtime that evaluates it first (the end-to-end
 * server's workerd, tests/e2e's Node processes): `Date.now()` and `new Date()` read the moved time, and a date built
 * from a value is that date.
 */
export function clockShiftSource(shiftMs: number): string {
  return `const RealDate = globalThis.Date;
const shift = ${JSON.stringify(shiftMs)};
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...args);
  }
  static now() {
    return RealDate.now() + shift;
  }
}
globalThis.Date = ShiftedDate;
`;
}

/** Moves this Node process's clock by `shiftMs` (the end-to-end test runner, when TEST_CLOCK_SHIFT_MS is set). */
export function shiftThisClock(shiftMs: number): void {
  if (shiftMs === 0 || (globalThis.Date as { shifted?: boolean }).shifted) return;
  const RealDate = globalThis.Date;
  class ShiftedDate extends RealDate {
    static shifted = true;
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(RealDate.now() + shiftMs);
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now() {
      return RealDate.now() + shiftMs;
    }
  }
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}
