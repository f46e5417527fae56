// Public pages do not depend on the visitor, so each is rendered once per Worker isolate and then served from
// memory, with an ETag so a returning browser gets a 304. A new deployment starts new isolates, so a cached page
// never outlives the assets it names.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

interface CachedPage {
  body: string;
  etag: string;
  headers: [string, string][];
}

export const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

function respond(c: Parameters<MiddlewareHandler<AppEnv>>[0], page: CachedPage): Response {
  const headers = new Headers(page.headers);
  headers.set('ETag', page.etag);
  headers.set('Cache-Control', HTML_CACHE_CONTROL);
  if (c.req.header('If-None-Match') === page.etag) return new Response(null, { status: 304, headers });
  return new Response(c.req.method === 'HEAD' ? null : page.body, { status: 200, headers });
}

export function pageCache(options: { enabled: boolean }): MiddlewareHandler<AppEnv> {
  const pages = new Map<string, CachedPage>();
  return async (c, next) => {
    const url = new URL(c.req.url);
    // A query, or a flash message for this visitor, makes the page personal: render it fresh.
    if (!options.enabled || url.search !== '' || c.get('flash') !== null) return next();

    const hit = pages.get(url.pathname);
    if (hit) return respond(c, hit);

    await next();
    const response = c.res;
    if (response.status !== 200 || !response.body || response.headers.has('Set-Cookie')) return;
    const [toClient, toCache] = response.body.tee();
    c.res = new Response(toClient, response);
    c.header('Cache-Control', HTML_CACHE_CONTROL);
    const store = new Response(toCache).text().then(async (body) => {
      const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'transfer-encoding');
      pages.set(url.pathname, { body, etag: await etagOf(body), headers });
    });
    try {
      c.executionCtx.waitUntil(store);
    } catch {
      await store; // no execution context (plain app.request in a test)
    }
  };
}
