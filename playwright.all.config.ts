// `npm test`'s browser step: the end-to-end tests and the pseudo-language tests in one Playwright run, two projects
// against their two servers (the production build and the pseudo-language build), sharing the run's two workers so
// neither waits for the other's slowest test. Each project keeps its own config for a run of its own
// (`npm run test:e2e`, `npm run test:pseudo`).
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config.ts';
import pseudo from './playwright.pseudo.config.ts';

const servers = [e2e.webServer, pseudo.webServer].flatMap((server) => (Array.isArray(server) ? server : [server]));

export default defineConfig({
  ...e2e,
  testDir: undefined,
  projects: [
    { name: 'e2e', testDir: e2e.testDir, use: e2e.use },
    { name: 'pseudo', testDir: pseudo.testDir, testMatch: pseudo.testMatch, use: pseudo.use },
  ],
  webServer: servers.filter((server) => server !== undefined),
});
