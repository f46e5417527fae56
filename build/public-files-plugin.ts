// Exposes the list of served files to the Worker as `virtual:public-files`, for the admin's Media screen: every file
// under public/ with its size, its type and the source files that name it, and the client build's own files. A Worker
// cannot read the disk at run time, so the list is made when the Worker is built (or served by `npm run dev`, or
// run by the Worker tests); nothing generated is committed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { PublicFile, PublicFileList, ServedFile } from '../src/admin/screens/cms/cms-media-files.ts';
import { CLIENT_OUT_DIR } from './asset-manifest-plugin.ts';
import { virtualJsonModule } from './virtual-module.ts';

/** The folders whose source may name a public file, and the single files beside them that may too. */
const SOURCE_DIRS = ['src', 'client', 'shared'];
const SOURCE_FILES = ['uno.config.ts'];
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.css']);

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.html': 'text/html',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

function typeOf(name: string): string {
  return TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules') return [];
      const full = join(folder, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  return walk(dir)
    .map((full) => relative(dir, full).split(sep).join('/'))
    .sort();
}

function servedFile(dir: string, file: string, prefix: string): ServedFile {
  return { path: `${prefix}/${file}`, size: statSync(join(dir, file)).size, type: typeOf(file) };
}

export function readPublicFiles(root: string, options: { dev: boolean; clientOutDir?: string }): PublicFileList {
  const sources = [
    ...SOURCE_DIRS.flatMap((dir) =>
      filesUnder(resolve(root, dir))
        .filter((file) => SOURCE_EXTENSIONS.has(extname(file)))
        .map((file) => `${dir}/${file}`),
    ),
    ...SOURCE_FILES.filter((file) => existsSync(resolve(root, file))),
  ].map((file) => ({ file, text: readFileSync(resolve(root, file), 'utf8') }));
  const publicDir = resolve(root, 'public');
  const publicFiles: PublicFile[] = filesUnder(publicDir).map((file) => {
    const served = servedFile(publicDir, file, '');
    return { ...served, usedIn: sources.filter(({ text }) => text.includes(served.path)).map(({ file }) => file) };
  });
  const assetsDir = resolve(root, options.clientOutDir ?? CLIENT_OUT_DIR, 'assets');
  const builtAssets =
    options.dev || !existsSync(assetsDir)
      ? null
      : filesUnder(assetsDir).map((file) => servedFile(assetsDir, file, '/assets'));
  return { publicFiles, builtAssets };
}

/** `clientOutDir`: where the client build was written (the pseudo-language build writes elsewhere). */
export function publicFilesPlugin(options: { dev: boolean; clientOutDir?: string }): Plugin {
  return virtualJsonModule('public-files', (root) => readPublicFiles(root, options));
}
