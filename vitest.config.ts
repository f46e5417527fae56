// Worker tests: run inside workerd by @cloudflare/vitest-pool-workers, against the Worker's source and the
// wrangler.toml bindings. `npm test` builds first, so the pages name the real hashed client files.
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { assetManifestPlugin } from './build/asset-manifest-plugin.ts';

export default defineConfig({
  plugins: [
    assetManifestPlugin({ dev: false }),
    cloudflareTest({ main: './src/index.tsx', wrangler: { configPath: './wrangler.toml' } }),
  ],
  test: {
    include: ['tests/worker/**/*.test.{ts,tsx}'],
  },
});
