// Start Video Consultation without JavaScript: its /book page names the video consultation, in either language.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EN_UI } from '../../shared/i18n/en/ui';
import { HI_UI } from '../../shared/i18n/hi/ui';
import { TELEMEDICINE_COPY_EN } from '../../src/site/telemedicine/copy.en';
import { TELEMEDICINE_COPY_HI } from '../../src/site/telemedicine/copy.hi';
import { select, visibleText } from './html';
import { get } from './auth-helpers';

describe('the video consultation’s page without JavaScript', () => {
  it.each([
    ['/telemedicine', '/book', { ...EN_UI.booking.videoTopic, startVideo: TELEMEDICINE_COPY_EN.startVideo }],
    ['/hi/telemedicine', '/hi/book', { ...HI_UI.booking.videoTopic, startVideo: TELEMEDICINE_COPY_HI.startVideo }],
  ])('%s: Start Video Consultation leads to a /book page about the video consultation', async (path, book, copy) => {
    const page = await (await get(path)).text();
    const links = await select(page, 'a[href*="/book?"]');
    const video = links.filter((link) => link.text.includes(copy.startVideo));
    expect(video.length).toBeGreaterThan(0);
    for (const link of video) expect(link.attrs.href).toBe(`${book}?from=%2Ftelemedicine&topic=video`);

    const response = await get(video[0]!.attrs.href!);
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain(copy.subject);
    expect(text).toContain(copy.detail);
  });

  it('the page’s other booking link still books the page itself', async () => {
    const text = visibleText(await (await get('/book?from=%2Ftelemedicine')).text());
    expect(text).not.toContain(EN_UI.booking.videoTopic.subject);
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
