// End-to-end tests: Debian's Chromium against the production build in workerd (scripts/start.ts --server miniflare).
// `npm test` builds first; run `npm run build` before `npx playwright test` on its own.
import { defineConfig } from '@playwright/test';
import { shiftThisClock } from './scripts/lib/test-clock.ts';
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium.ts';

// `npm run test:stability` runs the tests with the clock moved to an edge of India's day: the Worker's (scripts/serve.ts)
// and the tests' own, which compute times the forms take.
shiftThisClock(Number(process.env.TEST_CLOCK_SHIFT_MS ?? 0));

const PORT = process.env.E2E_PORT ?? '8788';

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous for shared CI machines: a test waits on real sign-ins and lazily loaded chunks.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // The admin signs in once (tests/e2e/sessions.setup.ts) before the specs that reuse that session.
  projects: [
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
    { name: 'e2e', dependencies: ['sessions'] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // A click or a page that never finishes fails at the step that hung, not at the test's own timeout.
    actionTimeout: 45_000,
    navigationTimeout: 45_000,
  },
  webServer: {
    command: 'node scripts/start.ts --server miniflare',
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    // SIGTERM lets scripts/start.ts stop the auth server it started, so no process outlives the run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 120_000,
    // Drained, not ignored: an undrained pipe would fill up and stall the server.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT,
      // Separate auth ports and state, so the tests never touch a developer's running server or .dev.vars. Fixed test
      // ports sit below Linux's ephemeral range (32768+), where an outgoing connection could already hold them.
      AUTH_PORT: process.env.E2E_AUTH_PORT ?? '24331',
      INBOX_PORT: process.env.E2E_INBOX_PORT ?? '24334',
      // The phone stand-in, on a port of its own beside them.
      PHONE_PORT: process.env.E2E_PHONE_PORT ?? '24337',
      // The payment gateway stand-in.
      GATEWAY_PORT: process.env.E2E_GATEWAY_PORT ?? '24338',
      AUTH_DATA_DIR: '.auth-data/e2e',
      AUTH_DEV_VARS: '.auth-data/e2e/.dev.vars',
      SITE_VARS_FILE: '.auth-data/e2e/.dev.vars',
      // Many sign-ins from one address in a few minutes; the limit itself is tested in the Worker tests.
      SITE_RATE_LIMIT: '1000',
      // A fresh request store in memory for every run.
      SITE_D1_DIR: 'memory',
      AUTH_RATE_LIMIT: '0',
      AUTH_EMAIL_RESEND_INTERVAL: '1',
      // The first free slot may start 15 minutes ahead: the consultation rooms open 20 minutes early in these tests.
      ROOM_OPENS_MINUTES: '20',
    },
  },
});
