import devServer, { defaultOptions } from '@hono/vite-dev-server';
import cloudflareAdapter from '@hono/vite-dev-server/cloudflare';
import UnoCSS from 'unocss/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { assetHeadersFile } from './src/security/headers.ts';
import { assetManifestPlugin, CLIENT_ENTRY, CLIENT_OUT_DIR, CLIENT_STYLES } from './build/asset-manifest-plugin.ts';
import { pseudoLocalePlugin } from './build/pseudo-locale.ts';
import { publicFilesPlugin } from './build/public-files-plugin.ts';

const WORKER_ENTRY = 'src/index.tsx';
const DEV_ENTRY = 'src/dev.tsx';

/** Writes the static-asset rules next to the bundle: headers for every asset, and the manifest kept private. */
const assetRulesPlugin: Plugin = {
  name: 'asset-rules',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_headers', source: assetHeadersFile() });
    this.emitFile({ type: 'asset', fileName: '.assetsignore', source: '.vite\n' });
  },
};

/** React component libraries mark their modules "use client"; that directive means nothing in this build. */
const quietDirectives: NonNullable<UserConfig['build']>['rollupOptions'] = {
  onwarn(warning, warn) {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
  },
};

/** `vite build`: the browser bundle (hashed JS and one CSS file) plus public/, with a manifest for the Worker. */
const clientBuild: UserConfig = {
  plugins: [UnoCSS(), assetRulesPlugin],
  build: {
    outDir: CLIENT_OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    assetsDir: 'assets',
    rollupOptions: { ...quietDirectives, input: [CLIENT_ENTRY, CLIENT_STYLES] },
  },
};

/** `vite build --mode worker`: the Worker, one ES module that `wrangler` serves and deploys. */
const workerBuild: UserConfig = {
  plugins: [assetManifestPlugin({ dev: false }), publicFilesPlugin({ dev: false })],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { conditions: ['workerd', 'worker', 'edge-light', 'import', 'module', 'default'] },
  ssr: {
    target: 'webworker',
    noExternal: true,
    resolve: {
      conditions: ['workerd', 'worker', 'edge-light', 'import', 'module', 'default'],
      externalConditions: ['workerd', 'worker'],
    },
  },
  build: {
    ssr: WORKER_ENTRY,
    outDir: 'dist/worker',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    rollupOptions: {
      ...quietDirectives,
      external: [/^cloudflare:/, /^node:/],
      output: { entryFileNames: 'index.js' },
    },
  },
};

/** `npm run dev`: Vite serves client modules, the Hono app runs in Node with Cloudflare bindings proxied. */
const devConfig: UserConfig = {
  plugins: [
    UnoCSS(),
    assetManifestPlugin({ dev: true }),
    publicFilesPlugin({ dev: true }),
    devServer({
      entry: DEV_ENTRY,
      adapter: cloudflareAdapter,
      // Its inline loader would break the CSP; the document loads /@vite/client as a file instead.
      injectClientScript: false,
      exclude: [/^\/client\/.+/, /^\/(favicon|icon).*/, ...defaultOptions.exclude],
    }),
  ],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
};

/** Where `npm run build:pseudo` writes the site with its English dictionaries in the pseudo-language (tests/pseudo). */
export const PSEUDO_DIST = 'dist-pseudo';

/** The same two builds with the dictionaries rewritten (build/pseudo-locale.ts), written to dist-pseudo/. */
const pseudoClientBuild: UserConfig = {
  ...clientBuild,
  plugins: [pseudoLocalePlugin(), ...(clientBuild.plugins ?? [])],
  build: { ...clientBuild.build, outDir: `${PSEUDO_DIST}/client` },
};
const pseudoWorkerBuild: UserConfig = {
  ...workerBuild,
  plugins: [
    pseudoLocalePlugin(),
    assetManifestPlugin({ dev: false, clientOutDir: `${PSEUDO_DIST}/client` }),
    publicFilesPlugin({ dev: false, clientOutDir: `${PSEUDO_DIST}/client` }),
  ],
  build: { ...workerBuild.build, outDir: `${PSEUDO_DIST}/worker` },
};

export default defineConfig(({ command, mode }) => {
  if (mode === 'worker') return workerBuild;
  if (mode === 'pseudo') return pseudoClientBuild;
  if (mode === 'pseudo-worker') return pseudoWorkerBuild;
  return command === 'serve' ? devConfig : clientBuild;
});
