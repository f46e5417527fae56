import { defineConfig } from 'vitest/config';

// Tests of the local auth server. Each test file starts its own server on random ports with its own data folder.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/auth-server/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
