// Plain language, measured: the Flesch reading ease of each page's <main> English text (tests/support/readability.ts).
// 60 or more for service and company pages (a reading age of about 12–13), 45 for policy pages. To hold another page
// to a threshold, add one row to READABLE_PAGES.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fleschReadingEase, mainText } from '../support/readability';
import { SITE } from './auth-helpers';

/** Service and company pages. */
const PLAIN = 60;
/** Policy pages (legal text). */
// biome-ignore lint/correctness/noUnusedVariables: the threshold for policy pages, for the rows others add
const POLICY = 45;

/** [path, minimum score]: one row per page. */
const READABLE_PAGES: readonly (readonly [path: string, minimum: number])[] = [
  ['/', PLAIN],
  ['/departments', PLAIN],
  ['/general-physician', PLAIN],
  ['/diabetes-care', PLAIN],
  ['/cancer-second-opinion', PLAIN],
  ['/cancer-advisory-plan', PLAIN],
  ['/telemedicine', PLAIN],
  ['/emergency-care', PLAIN],
];

describe('reading ease of each page’s main text', () => {
  it.each(READABLE_PAGES)('%s scores at least %d', async (path, minimum) => {
    const response = await SELF.fetch(`${SITE}${path}`);
    expect(response.status).toBe(200);
    const result = fleschReadingEase(mainText(await response.text()));
    // Enough text to score: a page of a heading and a button would pass any threshold.
    expect(result.words).toBeGreaterThan(150);
    console.log(`${path}: ${result.score.toFixed(1)} (${result.words} words, ${result.sentences} sentences)`);
    expect(result.score).toBeGreaterThanOrEqual(minimum);
  });
});
