// The local rate limiters (Miniflare's, like Cloudflare's simple limits) count in fixed windows of the period, aligned
// to the clock: ten attempts that straddle the start of a minute are counted in two windows, and none is refused.
// A test that counts up to a limit starts far enough from a window's end.

const PERIOD_MS = 60_000;

/** Waits, if needed, until at least `marginMs` remain in the current rate-limit window. */
export async function inOneRateWindow(marginMs = 10_000): Promise<void> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
