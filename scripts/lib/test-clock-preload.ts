// `node --import` preload for the end-to-end run's local auth server when TEST_CLOCK_SHIFT_MS is set
// (`npm run test:stability`): its clock moves with the Worker's, as a hosted auth server's and Cloudflare's agree.
import { shiftThisClock } from './test-clock.ts';

shiftThisClock(Number(process.env.TEST_CLOCK_SHIFT_MS ?? 0));
