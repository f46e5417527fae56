// Worker tests: run inside workerd by @cloudflare/vitest-pool-workers, against the Worker's source and the
// wrangler.toml bindings. `npm test` builds first, so the pages name the real hashed client files.
// A local auth server (tests/support/worker-auth-setup.ts) answers the sign-in and /admin tests.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from './auth-server/keys.ts';
import { assetManifestPlugin } from './build/asset-manifest-plugin.ts';
import { testClockShift } from './scripts/lib/test-clock.ts';
import { publicFilesPlugin } from './build/public-files-plugin.ts';
import {
  WORKER_TEST_AUTH_PORT,
  WORKER_TEST_INBOX_PORT,
  WORKER_TEST_PHONE_PORT,
  WORKER_TEST_GATEWAY_PORT,
} from './tests/support/worker-auth-setup.ts';

// TEST_CLOCK=HH:MM (India time) moves the run's clocks back to that time of day: one shift for the whole run, read by
// the auth server in the global setup and by each file's Worker (tests/worker/clock-setup.ts).
process.env.TEST_CLOCK_SHIFT_MS ??= String(testClockShift(process.env.TEST_CLOCK, Date.now()));

// The request store's schema, applied to each test file's own D1 database before it runs (tests/worker/d1-setup.ts).
const migrations = await readD1Migrations('./migrations');

export default defineConfig({
  plugins: [
    assetManifestPlugin({ dev: false }),
    publicFilesPlugin({ dev: false }),
    cloudflareTest({
      main: './src/index.tsx',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          SUPABASE_URL: `http://127.0.0.1:${WORKER_TEST_AUTH_PORT}`,
          SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
          TEST_INBOX_URL: `http://127.0.0.1:${WORKER_TEST_INBOX_PORT}`,
          // Notifications are delivered to the same local inbox (MAIL_TRANSPORT=local-inbox).
          LOCAL_INBOX_URL: `http://127.0.0.1:${WORKER_TEST_INBOX_PORT}`,
          // Messages to phones go to the phone stand-in (WhatsApp's and MSG91's APIs), with its development keys.
          WHATSAPP_API_URL: `http://127.0.0.1:${WORKER_TEST_PHONE_PORT}`,
          SMS_API_URL: `http://127.0.0.1:${WORKER_TEST_PHONE_PORT}`,
          TEST_PHONE_URL: `http://127.0.0.1:${WORKER_TEST_PHONE_PORT}`,
          // Payments go to the gateway stand-in (Razorpay's API shapes), with its development keys.
          RAZORPAY_API_URL: `http://127.0.0.1:${WORKER_TEST_GATEWAY_PORT}`,
          TEST_GATEWAY_URL: `http://127.0.0.1:${WORKER_TEST_GATEWAY_PORT}`,
          // Tests only: to create accounts and change roles through the admin API, as `npm run grant-role` does.
          TEST_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
          // The Worker's own secret: the admin's Users screens manage accounts with it.
          SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
          TEST_MIGRATIONS: migrations,
          TEST_CLOCK_SHIFT_MS: process.env.TEST_CLOCK_SHIFT_MS,
        },
      },
    }),
  ],
  test: {
    include: ['tests/worker/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/worker-auth-setup.ts'],
    setupFiles: ['tests/worker/clock-setup.ts', 'tests/worker/d1-setup.ts'],
    // Each file runs in a workerd of its own with empty storage (its own D1), so files never see each other's rows
    // and two run at once, one per core.
    maxWorkers: 2,
    // Sign-in tests wait on the auth server's deliberately slow password hashing; CI machines are shared.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
