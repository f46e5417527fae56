import { defineConfig } from 'vitest/config';

// Tests of the local auth server (each test file starts its own server on random ports with its own data folder),
// the import directions, and the pseudo-language rewrite: Node tests, no workerd and no browser.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/auth-server/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/pseudo/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
