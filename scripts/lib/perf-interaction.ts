// The main thread as a patient on a budget phone feels it, measured in Chromium itself (not Lighthouse's simulation):
// 4x CPU slowdown and Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), a first visit.
// - Long tasks: every task of 50 ms or more (PerformanceObserver 'longtask') from navigation until 10 s after the
//   load event without interaction, and the same while a booking call-to-action is tapped and its dialog opens.
// - The first tap: from the tap on the page's first booking call-to-action to the frame that paints its dialog, on a
//   page that has sat idle 0 s and 5 s after its load event.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const CPU_SLOWDOWN = 4;
/** Lighthouse's slow 4G ("mobileSlow4G"): 150 ms RTT, 1638.4 kbit/s down, 675 kbit/s up. */
const SLOW_4G = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
export const QUIET_MS = 10_000;
export const IDLE_BEFORE_TAP_MS = [0, 5000] as const;
const DIALOG_TIMEOUT_MS = 10_000;

/** The booking call-to-action a patient taps (the link to /book before hydration, a dialog opener after). */
const BOOKING_CTA = '[data-island="BookingButton"] [data-dialog-opener]';

export interface TapFigure {
  idleMs: number;
  /** Tap to the frame that shows the dialog; null when the page has no booking call-to-action or it never opened. */
  tapToDialogMs: number | null;
  /** Tasks of 50 ms or more from the tap until 2 s after the dialog opened. */
  longTasksMs: number[];
}

export interface InteractionFigures {
  /** Every task of 50 ms or more from navigation until QUIET_MS after load, without interaction. */
  longTasksMs: number[];
  taps: TapFigure[];
}

/** Records long tasks from the first byte on, and when the dialog's frame is painted. */
function instrument(): void {
  const state = { longTasks: [] as { start: number; duration: number }[], dialogPaintedAt: 0, tapAt: 0 };
  (window as unknown as { __perf: typeof state }).__perf = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'pointerdown',
    (event) => {
      if (!state.tapAt) state.tapAt = event.timeStamp;
    },
    true,
  );
  new MutationObserver(() => {
    if (state.dialogPaintedAt || !document.querySelector('[role="dialog"]')) return;
    // The frame that shows it: the next animation frame is when it is painted.
    requestAnimationFrame(() => {
      state.dialogPaintedAt = performance.now();
    });
  }).observe(document, { childList: true, subtree: true });
}

interface PageState {
  longTasks: { start: number; duration: number }[];
  dialogPaintedAt: number;
  tapAt: number;
}

const readState = (page: Page) => page.evaluate(() => (window as unknown as { __perf: PageState }).__perf);

async function throttledPage(browser: Browser, viewport: { width: number; height: number }) {
  const context: BrowserContext = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  return { context, page };
}

async function measureTap(
  browser: Browser,
  url: string,
  idleMs: number,
  viewport: { width: number; height: number },
): Promise<TapFigure> {
  const { context, page } = await throttledPage(browser, viewport);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (idleMs > 0) await page.waitForTimeout(idleMs);
    const cta = page.locator(BOOKING_CTA).first();
    if ((await cta.count()) === 0) return { idleMs, tapToDialogMs: null, longTasksMs: [] };
    await cta.scrollIntoViewIfNeeded();
    const before = await readState(page);
    const fromTask = before.longTasks.length;
    await cta.tap();
    await page.waitForFunction(() => (window as unknown as { __perf: PageState }).__perf.dialogPaintedAt > 0, null, {
      timeout: DIALOG_TIMEOUT_MS,
    });
    await page.waitForTimeout(2000);
    const after = await readState(page);
    return {
      idleMs,
      tapToDialogMs: Math.round(after.dialogPaintedAt - after.tapAt),
      longTasksMs: after.longTasks.slice(fromTask).map((task) => Math.round(task.duration)),
    };
  } catch {
    return { idleMs, tapToDialogMs: null, longTasksMs: [] };
  } finally {
    await context.close();
  }
}

/** Long tasks without interaction, then the first tap after each idle time; a fresh first visit each. */
export async function measureInteraction(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<InteractionFigures> {
  const { context, page } = await throttledPage(browser, viewport);
  let longTasksMs: number[] = [];
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(QUIET_MS);
    longTasksMs = (await readState(page)).longTasks.map((task) => Math.round(task.duration));
  } finally {
    await context.close();
  }
  const taps: TapFigure[] = [];
  for (const idleMs of IDLE_BEFORE_TAP_MS) taps.push(await measureTap(browser, url, idleMs, viewport));
  return { longTasksMs, taps };
}
