// Start Video Consultation without JavaScript: its /book page names the video consultation, in either language.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TELEMEDICINE_COPY_EN } from '../../src/pages/site/telemedicine/copy.en';
import { TELEMEDICINE_COPY_HI } from '../../src/pages/site/telemedicine/copy.hi';
import { select, visibleText } from './html';

const get = (path: string) => SELF.fetch(`http://localhost:8787${path}`);

describe('the video consultation’s page without JavaScript', () => {
  it.each([
    ['/telemedicine', '/book', TELEMEDICINE_COPY_EN],
    ['/hi/telemedicine', '/hi/book', TELEMEDICINE_COPY_HI],
  ])('%s: Start Video Consultation leads to a /book page about the video consultation', async (path, book, copy) => {
    const page = await (await get(path)).text();
    const links = await select(page, 'a[href*="/book?"]');
    const video = links.filter((link) => link.text.includes(copy.startVideo));
    expect(video.length).toBeGreaterThan(0);
    for (const link of video) expect(link.attrs.href).toBe(`${book}?from=%2Ftelemedicine&topic=video`);

    const response = await get(video[0]!.attrs.href!);
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain(copy.videoSubject);
    expect(text).toContain(copy.videoDetail);
  });

  it('the page’s other booking link still books the page itself', async () => {
    const text = visibleText(await (await get('/book?from=%2Ftelemedicine')).text());
    expect(text).not.toContain(TELEMEDICINE_COPY_EN.videoSubject);
  });

  it.each([
    '/book?topic=video',
    '/book?from=%2Fdoctors&topic=video',
    '/book?from=%2Ftelemedicine&topic=constructor',
    '/book?from=%2Ftelemedicine&topic=phone',
  ])('%s answers 400 with a message', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await select(await response.text(), '[role="alert"]')).toHaveLength(1);
  });
});
