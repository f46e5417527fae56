import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';

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
