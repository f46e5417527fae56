// The main thread as a patient on a budget phone feels it, measured in Chromium itself (not Lighthouse's simulation):
// 4x CPU slowdown and Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), a first visit,
// with no DevTools Runtime domain attached (./cdp-browser.ts says why).
// - Long tasks: every task of 50 ms or more (PerformanceObserver 'longtask') from navigation until 10 s after the
//   load event without interaction, and the same while a booking call-to-action is tapped and its dialog opens.
// - The same 10 s on the page opened next: reached from another page of the site in the same tab, as a patient moves
//   on from the page they landed on, with that tab's renderer (fonts found, text shaped) and HTTP cache.
// - The first tap: from the tap on the page's first booking call-to-action to the frame that paints its dialog, on a
//   page that has sat idle 0 s and 5 s after its load event.
import { setTimeout as wait } from 'node:timers/promises';
import type { RawBrowser, RawPage } from './cdp-browser.ts';

export const CPU_SLOWDOWN = 4;
/** Lighthouse's slow 4G ("mobileSlow4G"): 150 ms RTT, 1638.4 kbit/s down, 675 kbit/s up. */
const SLOW_4G = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
export const QUIET_MS = 10_000;
export const IDLE_BEFORE_TAP_MS = [0, 5000] as const;
const DIALOG_TIMEOUT_MS = 10_000;
/** A patient scrolls to a button, then taps it: the scroll's own frames are not the tap's. */
const SETTLE_AFTER_SCROLL_MS = 300;

/** The booking call-to-action a patient taps (the link to /book before hydration, a dialog opener after). */
const BOOKING_CTA = '[data-island="BookingButton"] [data-dialog-opener]';

export interface TapFigure {
  idleMs: number;
  /** Tap to the frame that shows the dialog; null when the page has no booking call-to-action. */
  tapToDialogMs: number | null;
  /** Tasks of 50 ms or more from the tap until 2 s after the dialog opened. */
  longTasksMs: number[];
}

/** The phone emulated: the same screen as the page-weight measurement's. */
export interface Phone {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
}

export interface InteractionFigures {
  /** Every task of 50 ms or more from navigation until QUIET_MS after load, without interaction. */
  longTasksMs: number[];
  /** The same, when the page is opened from another page of the site in the same tab. */
  nextPageLongTasksMs: number[];
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
    if (state.dialogPaintedAt || !document.querySelector('[role="dialog"], dialog[open]')) return;
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

const readState = (page: RawPage) => page.evaluate<PageState>('window.__perf');

const NAVIGATION_TIMEOUT_MS = 60_000;

/** A first visit on a budget phone: 4x slower CPU, slow 4G, a touch screen, and the recorder in place. */
async function throttledPage(browser: RawBrowser, phone: Phone): Promise<RawPage> {
  const page = await browser.newPage();
  try {
    const { viewport, deviceScaleFactor } = phone;
    await page.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor, mobile: true });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.send('Network.enable');
    await page.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${instrument.toString()})()` });
    return page;
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** Runs `use` on a fresh throttled page (its own browser context) and closes the page however `use` ends. */
async function onThrottledPage<T>(browser: RawBrowser, phone: Phone, use: (page: RawPage) => Promise<T>): Promise<T> {
  const page = await throttledPage(browser, phone);
  try {
    return await use(page);
  } finally {
    await page.close();
  }
}

async function load(page: RawPage, url: string): Promise<void> {
  const loaded = page.next('Page.loadEventFired', NAVIGATION_TIMEOUT_MS);
  await page.send('Page.navigate', { url });
  await loaded;
}

/**
 * Brings the first booking call-to-action into view, at once (the site scrolls smoothly otherwise): 'none' when the
 * page has none, 'scrolled' when the page had to move, 'in view' when it was on screen already.
 */
const scrollToCta = (page: RawPage) =>
  page.evaluate<'none' | 'scrolled' | 'in view'>(`(() => {
    const cta = document.querySelector(${JSON.stringify(BOOKING_CTA)});
    if (!cta) return 'none';
    const box = cta.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= innerHeight) return 'in view';
    cta.scrollIntoView({ block: 'center', behavior: 'instant' });
    return 'scrolled';
  })()`);

/** The middle of the first booking call-to-action, in the viewport. */
const ctaPoint = (page: RawPage) =>
  page.evaluate<{ x: number; y: number }>(`(() => {
    const box = document.querySelector(${JSON.stringify(BOOKING_CTA)}).getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  })()`);

async function tapAt(page: RawPage, point: { x: number; y: number }): Promise<void> {
  await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function dialogPainted(page: RawPage, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await readState(page)).dialogPaintedAt > 0) return true;
    await wait(50);
  }
  return false;
}

async function measureTap(browser: RawBrowser, url: string, idleMs: number, phone: Phone): Promise<TapFigure> {
  return onThrottledPage(browser, phone, async (page) => {
    await load(page, url);
    if (idleMs > 0) await wait(idleMs);
    // A page still settling can move the button after a scroll: scroll until it stays in view.
    for (let attempt = 0; attempt < 5; attempt++) {
      const position = await scrollToCta(page);
      if (position === 'none') return { idleMs, tapToDialogMs: null, longTasksMs: [] };
      if (position === 'in view') break;
      await wait(SETTLE_AFTER_SCROLL_MS);
    }
    const fromTask = (await readState(page)).longTasks.length;
    await tapAt(page, await ctaPoint(page));
    if (!(await dialogPainted(page, DIALOG_TIMEOUT_MS))) throw new Error(`${url}: no dialog ${idleMs} ms after a tap`);
    await wait(2000);
    const after = await readState(page);
    return {
      idleMs,
      tapToDialogMs: Math.round(after.dialogPaintedAt - after.tapAt),
      longTasksMs: after.longTasks.slice(fromTask).map((task) => Math.round(task.duration)),
    };
  });
}

/** Long tasks from navigation until QUIET_MS after the load event, without interaction. */
async function quietLongTasks(page: RawPage, url: string): Promise<number[]> {
  await load(page, url);
  await wait(QUIET_MS);
  return (await readState(page)).longTasks.map((task) => Math.round(task.duration));
}

/** Long tasks on a fresh first visit of `url`, without interaction (one load). */
export function firstVisitLongTasks(browser: RawBrowser, url: string, phone: Phone): Promise<number[]> {
  return onThrottledPage(browser, phone, (page) => quietLongTasks(page, url));
}

/** How long the page a patient came from is left before they follow a link: loaded, its islands hydrated. */
const ON_PREVIOUS_PAGE_MS = 3000;

/**
 * Long tasks without interaction on a fresh first visit, then on the same page opened from `previousUrl` in the same
 * tab, then the first tap after each idle time on a fresh first visit each.
 */
export async function measureInteraction(
  browser: RawBrowser,
  url: string,
  previousUrl: string,
  phone: Phone,
): Promise<InteractionFigures> {
  const longTasksMs = await onThrottledPage(browser, phone, (page) => quietLongTasks(page, url));
  const nextPageLongTasksMs = await onThrottledPage(browser, phone, async (page) => {
    await load(page, previousUrl);
    await wait(ON_PREVIOUS_PAGE_MS);
    return quietLongTasks(page, url);
  });
  const taps: TapFigure[] = [];
  for (const idleMs of IDLE_BEFORE_TAP_MS) taps.push(await measureTap(browser, url, idleMs, phone));
  return { longTasksMs, nextPageLongTasksMs, taps };
}
