// Public pages do not depend on the visitor, so each is rendered once and then served from a cache, with an ETag so
// a returning browser gets a 304. Two levels:
//   1. the isolate's memory: the fastest, but each of Cloudflare's isolates has its own;
//   2. the Workers Cache API (`caches.default`), shared by every isolate of a data centre, so an isolate that has never
//      rendered a page serves another isolate's render.
// Edge entries are keyed on the build (virtual:asset-manifest's `build`), so a new deployment never serves a page that
// names the previous build's hashed assets. The Cache API does nothing on a *.workers.dev address; there the first
// level still holds.
// Each isolate also keeps the page gzipped, compressed once: a browser that accepts gzip gets those bytes as they are,
// instead of the runtime compressing the same page again for every request.
// Pages that show data an admin edits (the doctors) are purged when it changes (purgePages): this isolate drops its
// copy and the data centre's copy is deleted. Other isolates and data centres cannot be reached from here, so those
// pages are also kept for a short time only (maxAgeSeconds), after which they are rendered again.
import type { Context, MiddlewareHandler } from 'hono';
import assets from 'virtual:asset-manifest';
import type { AppEnv } from '../env';
import { inBackgroundOrFirst } from '../http/background';

interface CachedPage {
  body: string;
  etag: string;
  headers: [string, string][];
}

/** A page as the isolate keeps it: also its gzipped bytes, once compressed, and their ETag. */
interface IsolatePage extends CachedPage {
  gzipEtag: string;
  gzip?: Uint8Array;
  /** When it was kept (ms), and the purge count when its render began (a later purge of its path makes it stale). */
  keptAt: number;
  purgeCount: number;
}

/** Purges in this isolate: how many so far, and for each purged path the count of its last purge. */
let purgeCount = 0;
const purgedPaths = new Map<string, number>();

export const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** How long the edge keeps a page: content changes only with a deployment, which changes the key. */
export const EDGE_TTL_SECONDS = 24 * 60 * 60;
/** Says which level answered (isolate, edge) or that the page was rendered (render); for tests and `npm run perf`. */
export const CACHE_STATUS_HEADER = 'X-Page-Cache';

export type CacheLevel = 'isolate' | 'edge' | 'render';

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

/** The gzipped representation's ETag: a strong ETag names one encoding of the page. */
export function gzipEtag(etag: string): string {
  return etag.replace(/"$/, '-gzip"');
}

async function gzipped(body: string): Promise<Uint8Array> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Whether the client itself asked for gzip. Cloudflare (and Miniflare, like it) hands the Worker an Accept-Encoding
 * of its own choosing, also when the client sent none (curl, Node's http, monitors); the client's own header is then
 * in `cf.clientAcceptEncoding` ("" when it sent none), and only that says whether it can read gzip.
 */
function acceptsGzip(c: Context<AppEnv>): boolean {
  const cf = c.req.raw.cf as { clientAcceptEncoding?: unknown } | undefined;
  const asked =
    typeof cf?.clientAcceptEncoding === 'string' ? cf.clientAcceptEncoding : c.req.header('Accept-Encoding');
  return /\bgzip\b/i.test(asked ?? '');
}

function respond(c: Context<AppEnv>, page: IsolatePage, level: CacheLevel): Response {
  const gzip = acceptsGzip(c) ? page.gzip : undefined;
  const headers = new Headers(page.headers);
  headers.set('ETag', gzip ? page.gzipEtag : page.etag);
  headers.set('Cache-Control', HTML_CACHE_CONTROL);
  headers.set('Vary', 'Accept-Encoding');
  headers.set(CACHE_STATUS_HEADER, level);
  const known = c.req.header('If-None-Match');
  if (known === page.etag || known === page.gzipEtag) return new Response(null, { status: 304, headers });
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  if (!gzip) return new Response(page.body, { status: 200, headers });
  headers.set('Content-Encoding', 'gzip');
  // Sent as compressed here; the runtime must not compress it again.
  return new Response(gzip, { status: 200, headers, encodeBody: 'manual' });
}

/** Keeps `page` in the isolate's memory; `since` is the purge count when its render (or edge read) began. */
function keep(pages: Map<string, IsolatePage>, path: string, page: CachedPage, since: number): IsolatePage {
  const kept: IsolatePage = { ...page, gzipEtag: gzipEtag(page.etag), keptAt: Date.now(), purgeCount: since };
  pages.set(path, kept);
  return kept;
}

/** Whether a kept page may still be served: no purge of its path since its render began, and not too old. */
function isCurrent(page: IsolatePage, path: string, maxAgeSeconds: number | undefined): boolean {
  if (page.purgeCount < (purgedPaths.get(path) ?? 0)) return false;
  return maxAgeSeconds === undefined || Date.now() - page.keptAt <= maxAgeSeconds * 1000;
}

/** Compresses a kept page once, in the background, for the requests that follow. */
function compress(page: IsolatePage): Promise<void> {
  return gzipped(page.body).then(
    (bytes) => {
      page.gzip = bytes;
    },
    (error) => console.warn('page cache: gzip failed', error),
  );
}

/** The shared cache, where the runtime has one (workerd); absent under Node (the dev server does not cache). */
function edgeCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as CacheStorage & { default: Cache }).default;
}

/** A page's key in the edge cache: its address under this build's name, so builds never share entries. */
export function edgeKey(url: URL, build: string): string {
  return `${url.origin}/__pages/${encodeURIComponent(build)}${url.pathname}`;
}

async function fromEdge(cache: Cache, key: string): Promise<CachedPage | null> {
  const hit = await cache.match(key);
  if (!hit) return null;
  const headers = [...hit.headers].filter(([name]) => {
    const lower = name.toLowerCase();
    return lower !== 'cache-control' && lower !== 'content-length' && !lower.startsWith('cf-');
  });
  return { body: await hit.text(), etag: hit.headers.get('ETag') ?? '', headers };
}

function toEdge(cache: Cache, key: string, page: CachedPage, seconds: number): Promise<void> {
  const headers = new Headers(page.headers);
  headers.set('ETag', page.etag);
  headers.set('Cache-Control', `public, max-age=${seconds}`);
  return cache.put(key, new Response(page.body, { headers }));
}

export interface PageCacheOptions {
  enabled: boolean;
  /** The build the edge entries belong to; the asset manifest's by default (tests name others). */
  build?: string;
  /**
   * How long a copy is served, in the isolate and at the edge, for pages whose data changes without a deployment
   * (the doctors): a purge reaches only its own isolate and data centre, the others catch up within this time.
   * Without it, a page is kept until the next deployment (the edge for a day).
   */
  maxAgeSeconds?: number;
}

/**
 * Deletes the cached copies of pages (paths such as '/doctors' and '/hi/doctors') at `origin`: this isolate's
 * (also a render already under way when this is called) and this data centre's edge copy of `build`. Other isolates
 * and data centres keep theirs for at most the page's maxAgeSeconds.
 */
export async function purgePages(
  origin: string,
  paths: readonly string[],
  build: string = assets.build,
): Promise<void> {
  purgeCount += 1;
  for (const path of paths) purgedPaths.set(path, purgeCount);
  const cache = edgeCache();
  if (!cache) return;
  await Promise.all(
    paths.map((path) =>
      cache.delete(edgeKey(new URL(path, origin), build)).catch((error) => {
        console.warn('page cache: edge delete failed', error);
        return false;
      }),
    ),
  );
}

export function pageCache({
  enabled,
  build = assets.build,
  maxAgeSeconds,
}: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const pages = new Map<string, IsolatePage>();
  return async (c, next) => {
    const url = new URL(c.req.url);
    // A query, or a flash message for this visitor, makes the page personal: render it fresh.
    if (!enabled || url.search !== '' || c.get('flash') !== null) return next();

    const hit = pages.get(url.pathname);
    if (hit && isCurrent(hit, url.pathname, maxAgeSeconds)) return respond(c, hit, 'isolate');
    if (hit) pages.delete(url.pathname);

    // A purge from here on makes what is read or rendered now stale.
    const since = purgeCount;
    const cache = edgeCache();
    const key = edgeKey(url, build);
    const shared = cache ? await fromEdge(cache, key).catch(() => null) : null;
    if (shared) {
      const kept = keep(pages, url.pathname, shared, since);
      const response = respond(c, kept, 'edge');
      await inBackgroundOrFirst(c, compress(kept));
      return response;
    }

    await next();
    const response = c.res;
    if (response.status !== 200 || !response.body || response.headers.has('Set-Cookie')) return;
    const [toClient, toCache] = response.body.tee();
    c.res = new Response(toClient, response);
    c.header('Cache-Control', HTML_CACHE_CONTROL);
    c.header('Vary', 'Accept-Encoding');
    c.header(CACHE_STATUS_HEADER, 'render');
    const store = new Response(toCache).text().then(async (body) => {
      const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'transfer-encoding');
      const page = { body, etag: await etagOf(body), headers };
      const compressed = compress(keep(pages, url.pathname, page, since));
      // A render a purge overtook is not shared: the edge would hand it to other isolates as current.
      const overtaken = since < (purgedPaths.get(url.pathname) ?? 0);
      // A failed put costs only a render elsewhere; never the visitor's page.
      if (cache && !overtaken)
        await toEdge(cache, key, page, maxAgeSeconds ?? EDGE_TTL_SECONDS).catch((error) =>
          console.warn('page cache: edge put failed', error),
        );
      await compressed;
    });
    await inBackgroundOrFirst(c, store);
  };
}
