// Exposes the client build's hashed file names to the Worker as `virtual:asset-manifest`.
// The Worker build (and the Worker tests) read dist/client/.vite/manifest.json written by the client build;
// the Vite dev server gets the unbundled source paths instead.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { AssetManifest } from '../src/render/asset-manifest.ts';
import { virtualJsonModule } from './virtual-module.ts';

export const CLIENT_OUT_DIR = 'dist/client';
export const CLIENT_ENTRY = 'client/entry.ts';
export const CLIENT_STYLES = 'client/styles.ts';
export const ISLAND_DIR = 'client/islands/';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type ViteManifest = Record<string, ManifestChunk>;

function collectImports(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => collectImports(manifest, dep, seen))];
}

export function readAssetManifest(root: string, dev: boolean, clientOutDir = CLIENT_OUT_DIR): AssetManifest {
  const manifestPath = resolve(root, clientOutDir, '.vite/manifest.json');
  if (dev || !existsSync(manifestPath)) {
    return { dev: true, build: 'dev', entry: `/${CLIENT_ENTRY}`, styles: [`/${CLIENT_STYLES}`], islands: {} };
  }
  const manifestText = readFileSync(manifestPath, 'utf8');
  const manifest = JSON.parse(manifestText) as ViteManifest;
  const entry = manifest[CLIENT_ENTRY];
  const styles = manifest[CLIENT_STYLES];
  if (!entry || !styles?.css?.length) {
    throw new Error(`The client manifest at ${manifestPath} lacks ${CLIENT_ENTRY} or the CSS of ${CLIENT_STYLES}`);
  }
  const islands: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith(ISLAND_DIR)) continue;
    const name = key.slice(ISLAND_DIR.length).replace(/\.tsx?$/, '');
    islands[name] = [...new Set(collectImports(manifest, key))].map((file) => `/${file}`);
  }
  const build = `${createHash('sha256').update(manifestText).digest('hex').slice(0, 12)}-${Date.now().toString(36)}`;
  return {
    dev: false,
    build,
    entry: `/${entry.file}`,
    styles: styles.css.map((file) => `/${file}`),
    islands,
  };
}

/** `clientOutDir`: where the client build to name was written (the pseudo-language build writes elsewhere). */
export function assetManifestPlugin(options: { dev: boolean; clientOutDir?: string }): Plugin {
  return virtualJsonModule('asset-manifest', (root) => readAssetManifest(root, options.dev, options.clientOutDir));
}
