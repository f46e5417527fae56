import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { CACHE_STATUS_HEADER, edgeKey, gzipEtag } from '../../src/render/page-cache';

describe('rendered page cache', () => {
  it('renders a public page once, then serves the same bytes with an ETag and answers revalidation with 304', async () => {
    const app = createApp({ cachePages: true });
    const first = await app.request('http://localhost/doctors');
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    const second = await app.request('http://localhost/doctors');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    const etag = second.headers.get('ETag');
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('Content-Security-Policy')).toContain("script-src 'self'");

    const revalidated = await app.request('http://localhost/doctors', { headers: { 'If-None-Match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('serves a browser that accepts gzip the page compressed once, with its own ETag, and the same page inside', async () => {
    const app = createApp({ cachePages: true });
    const page = await (await app.request('http://localhost/pricing')).text();
    const plain = await app.request('http://localhost/pricing');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const etag = plain.headers.get('ETag') ?? '';

    const asked = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } };
    const compressed = await app.request('http://localhost/pricing', asked);
    expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
    expect(compressed.headers.get('Vary')).toBe('Accept-Encoding');
    expect(compressed.headers.get('ETag')).toBe(gzipEtag(etag));
    const bytes = await compressed.arrayBuffer();
    expect(bytes.byteLength).toBeLessThan(page.length / 3);
    const unpacked = new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')));
    expect(await unpacked.text()).toBe(page);

    // Either ETag names the same page: both revalidate.
    for (const known of [etag, gzipEtag(etag)]) {
      const revalidated = await app.request('http://localhost/pricing', {
        headers: { ...asked.headers, 'If-None-Match': known },
      });
      expect(revalidated.status).toBe(304);
    }
  });

  it('renders pages with a query or a flash message afresh', async () => {
    const app = createApp({ cachePages: true });
    await app.request('http://localhost/doctors');
    const filtered = await app.request('http://localhost/doctors?department=oncology');
    expect(filtered.headers.get('ETag')).toBeNull();
    const flashed = await app.request('http://localhost/doctors', {
      headers: { Cookie: 'flash=doctor-request-submitted' },
    });
    expect(flashed.headers.get('ETag')).toBeNull();
    expect(flashed.headers.get('Cache-Control')).toBe('no-store');
    expect(await flashed.text()).toContain('Request Submitted');
  });

  it('does not cache 404s', async () => {
    const app = createApp({ cachePages: true });
    await app.request('http://localhost/missing');
    const again = await app.request('http://localhost/missing');
    expect(again.status).toBe(404);
    expect(again.headers.get('ETag')).toBeNull();
  });
});

describe('the edge cache, shared by the isolates of a data centre', () => {
  it("a second isolate serves the first one's render from the Cache API, with the same ETag", async () => {
    // Two apps are two isolates: each has its own memory, both share caches.default.
    const first = createApp({ cachePages: true, build: 'build-a' });
    const second = createApp({ cachePages: true, build: 'build-a' });
    const rendered = await first.request('http://localhost/pricing');
    expect(rendered.headers.get(CACHE_STATUS_HEADER)).toBe('render');
    const body = await rendered.text();
    const stored = await caches.default.match(edgeKey(new URL('http://localhost/pricing'), 'build-a'));
    expect(stored?.status).toBe(200);

    const served = await second.request('http://localhost/pricing');
    expect(served.headers.get(CACHE_STATUS_HEADER)).toBe('edge');
    expect(await served.text()).toBe(body);
    expect(served.headers.get('ETag')).toBe(stored?.headers.get('ETag'));
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(served.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const again = await second.request('http://localhost/pricing');
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe('isolate');
    const revalidated = await second.request('http://localhost/pricing', {
      headers: { 'If-None-Match': served.headers.get('ETag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('a new deployment (another build) never serves the previous build’s pages', async () => {
    await createApp({ cachePages: true, build: 'build-old' }).request('http://localhost/about');
    const next = await createApp({ cachePages: true, build: 'build-new' }).request('http://localhost/about');
    expect(next.headers.get(CACHE_STATUS_HEADER)).toBe('render');
  });

  it('keeps personal and failed answers out of the edge cache', async () => {
    const app = createApp({ cachePages: true, build: 'build-b' });
    await app.request('http://localhost/doctors?department=oncology');
    await app.request('http://localhost/missing');
    const keys = ['http://localhost/doctors', 'http://localhost/missing'].map((url) =>
      edgeKey(new URL(url), 'build-b'),
    );
    for (const key of keys) expect(await caches.default.match(key)).toBeUndefined();
  });
});
