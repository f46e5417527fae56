// The pseudo-language tests (tests/pseudo): the site built with its English dictionaries rewritten
// (`npm run build:pseudo` writes dist-pseudo/), served on its own ports next to the end-to-end tests' server.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

const PORT = process.env.PSEUDO_PORT ?? '8791';
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
if (!server) throw new Error('playwright.config.ts has no webServer');

export default defineConfig({
  ...base,
  testDir: 'tests/pseudo',
  // The *.test.ts files beside the specs are Node unit tests, run by `npm run test:auth`.
  testMatch: '**/*.spec.ts',
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    ...server,
    url: `http://localhost:${PORT}/robots.txt`,
    env: {
      ...server.env,
      PORT,
      AUTH_PORT: process.env.PSEUDO_AUTH_PORT ?? '24341',
      INBOX_PORT: process.env.PSEUDO_INBOX_PORT ?? '24344',
      PHONE_PORT: process.env.PSEUDO_PHONE_PORT ?? '24347',
      GATEWAY_PORT: process.env.PSEUDO_GATEWAY_PORT ?? '24348',
      AUTH_DATA_DIR: '.auth-data/pseudo',
      AUTH_DEV_VARS: '.auth-data/pseudo/.dev.vars',
      SITE_VARS_FILE: '.auth-data/pseudo/.dev.vars',
      SITE_DIST: 'dist-pseudo',
    },
  },
});
