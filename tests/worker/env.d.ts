// What the Worker tests' `env` (from cloudflare:test) holds beyond wrangler.toml's bindings, which the generated
// Cloudflare.Env already declares: the secrets and the test-only bindings vitest.config.ts adds. This extends
// that declaration; it shims no API.
import type { D1Migration } from 'cloudflare:test';
import type { Secrets } from '../../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Secrets {
      TEST_INBOX_URL: string;
      /** The phone stand-in's base URL (its /api/messages lists what it received). */
      TEST_PHONE_URL: string;
      /** The payment gateway stand-in's base URL (its /control calls make payments the site was not told of). */
      TEST_GATEWAY_URL: string;
      TEST_SERVICE_ROLE_KEY: string;
      TEST_MIGRATIONS: D1Migration[];
      /** How far the run's clocks are moved, in ms (tests/worker/clock-setup.ts): "0" for the real time. */
      TEST_CLOCK_SHIFT_MS: string;
    }
  }
}
