// The parts of the pool's `cloudflare:test` module these tests use (its own types assume the Workers globals,
// which clash with the DOM types the shared React components are checked against).
declare module 'cloudflare:test' {
  export const SELF: { fetch(input: string | Request | URL, init?: RequestInit): Promise<Response> };
  export const env: import('../../src/env').Bindings & { TEST_INBOX_URL: string; TEST_SERVICE_ROLE_KEY: string };
}
