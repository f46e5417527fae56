// The page cache sends its gzipped bytes only to a client that asked for gzip itself. Cloudflare (and Miniflare)
// give the Worker an Accept-Encoding of their own also when the client sent none; the client's own header is then in
// `cf.clientAcceptEncoding`.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { CACHE_STATUS_HEADER } from '../../src/render/page-cache';

/** A request as the runtime hands it to the Worker: its Accept-Encoding, and the client's own in `cf`. */
function request(path: string, runtimeAccepts: string, clientAccepts: string): Request {
  return new Request(`http://localhost${path}`, {
    headers: { 'Accept-Encoding': runtimeAccepts },
    cf: { clientAcceptEncoding: clientAccepts },
  } as RequestInit);
}

async function cachedPricing(app: ReturnType<typeof createApp>): Promise<string> {
  const body = await (await app.request('http://localhost/pricing')).text();
  // The gzipped copy is made in the background: a gzip request after this one is served from it.
  await app.request(request('/pricing', 'gzip', 'gzip'));
  return body;
}

describe('page cache and the client’s Accept-Encoding', () => {
  it('answers a client that sent no Accept-Encoding with the plain page, although the runtime says gzip', async () => {
    const app = createApp({ cachePages: true });
    const page = await cachedPricing(app);
    const response = await app.request(request('/pricing', 'gzip, br', ''));
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe('isolate');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(page);
  });

  it('answers Accept-Encoding: identity with the plain page, and a client that asked for gzip with gzip', async () => {
    const app = createApp({ cachePages: true });
    const page = await cachedPricing(app);
    const identity = await app.request(request('/pricing', 'gzip, br', 'identity'));
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(await identity.text()).toBe(page);

    const gzip = await app.request(request('/pricing', 'gzip, br', 'gzip, deflate, br'));
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const unpacked = new Response((await gzip.blob()).stream().pipeThrough(new DecompressionStream('gzip')));
    expect(await unpacked.text()).toBe(page);
  });

  it('reads the header itself where the runtime passes the client’s on (no cf property)', async () => {
    const app = createApp({ cachePages: true });
    await cachedPricing(app);
    const plain = await app.request('http://localhost/pricing');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const gzip = await app.request('http://localhost/pricing', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
  });
});
