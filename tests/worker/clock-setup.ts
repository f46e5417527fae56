// Runs inside workerd before each Worker test file: with TEST_CLOCK set (`npm run test:stability`), the file's
// Date starts at that time of day in India and moves on from there (timers stay real). The Worker's code runs in the
// same isolate as the tests, so it reads the same clock.
import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import { testClockStart } from '../../scripts/lib/test-clock';

const start = testClockStart(env.TEST_CLOCK, Date.now());
if (start !== undefined) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(start);
}
