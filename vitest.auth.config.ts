import { defineConfig } from 'vitest/config';

// Tests of the local auth server and the phone stand-in (each test file starts its own server on random ports with its own data folder),
// the import directions, the pseudo-language rewrite and the launch check: Node tests, no workerd and no browser.
export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'tests/auth-server/**/*.test.ts',
      'tests/phone-server/**/*.test.ts',
      'tests/gateway-server/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
      'tests/pseudo/**/*.test.ts',
      'tests/scripts/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
