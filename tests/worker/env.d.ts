// What the Worker tests' `env` (from cloudflare:test) holds: the Worker's bindings and the two test-only ones
// vitest.config.ts adds. This extends the pool's own declaration of Cloudflare.Env; it shims no API.
import type { Bindings } from '../../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_INBOX_URL: string;
      TEST_SERVICE_ROLE_KEY: string;
    }
  }
}
