// Runs inside workerd before each Worker test file: with TEST_CLOCK set (`npm run test:stability`), the file's Date
// is moved by the run's shift (vitest.config.ts), as the auth server's is (tests/support/worker-auth-setup.ts), and
// moves on from there; timers stay real. The Worker's code runs in the same isolate as the tests, so it reads the same
// clock.
import { env } from 'cloudflare:test';
import { vi } from 'vitest';

const shift = Number(env.TEST_CLOCK_SHIFT_MS || 0);
if (shift !== 0) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + shift);
}
