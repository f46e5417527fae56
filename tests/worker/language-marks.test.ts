// Issue 38, item 23: a language's name written in its own script (मराठी on an English page, ગુજરાતી on a Hindi one)
// carries that language's lang, so a screen reader reads it in the right voice and the browser picks a font for it.
import { describe, expect, it } from 'vitest';
import { get } from './auth-helpers';
import { select } from './html';

/** The scripts languages of India are written in, and the languages (lang values) each one is used for. */
const SCRIPTS: readonly { name: string; pattern: RegExp; languages: readonly string[] }[] = [
  { name: 'Devanagari', pattern: /[\u0900-\u097F]/, languages: ['hi', 'mr', 'ne', 'sa', 'kok', 'mai'] },
  { name: 'Bengali', pattern: /[\u0980-\u09FF]/, languages: ['bn', 'as'] },
  { name: 'Gurmukhi', pattern: /[\u0A00-\u0A7F]/, languages: ['pa'] },
  { name: 'Gujarati', pattern: /[\u0A80-\u0AFF]/, languages: ['gu'] },
  { name: 'Oriya', pattern: /[\u0B00-\u0B7F]/, languages: ['or'] },
  { name: 'Tamil', pattern: /[\u0B80-\u0BFF]/, languages: ['ta'] },
  { name: 'Telugu', pattern: /[\u0C00-\u0C7F]/, languages: ['te'] },
  { name: 'Kannada', pattern: /[\u0C80-\u0CFF]/, languages: ['kn'] },
  { name: 'Malayalam', pattern: /[\u0D00-\u0D7F]/, languages: ['ml'] },
  { name: 'Arabic', pattern: /[\u0600-\u06FF]/, languages: ['ur', 'ks', 'sd'] },
];

/** Elements with no end tag (and so no text inside). */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Every run of text in a script other than the page's own, with the nearest lang around it: the page's words, its
 * forms and the dialogs it carries in <template>s (scripts and styles left out).
 */
async function foreignScriptRuns(html: string): Promise<{ text: string; script: string; lang: string }[]> {
  const langs: string[] = [];
  let skipped = 0;
  const runs: { text: string; script: string; lang: string }[] = [];
  await new HTMLRewriter()
    .on('*', {
      element(element) {
        if (VOID_ELEMENTS.has(element.tagName)) return;
        const lang = element.getAttribute('lang');
        const skip = element.tagName === 'script' || element.tagName === 'style';
        if (lang !== null) langs.push(lang);
        if (skip) skipped += 1;
        element.onEndTag(() => {
          if (lang !== null) langs.pop();
          if (skip) skipped -= 1;
        });
      },
      text(chunk) {
        if (skipped > 0 || chunk.text.trim() === '') return;
        const lang = (langs.at(-1) ?? '').split('-')[0] ?? '';
        for (const script of SCRIPTS) {
          if (script.pattern.test(chunk.text)) runs.push({ text: chunk.text.trim(), script: script.name, lang });
        }
      },
    })
    .transform(new Response(html))
    .text();
  return runs;
}

describe('language names in their own script carry their lang', () => {
  it.each([
    '/doctors',
    '/hi/doctors',
    '/book?doctor=arjun-mehta',
    '/hi/book?doctor=arjun-mehta',
    '/doctors/priya-raman/book',
    '/hi/doctors/priya-raman/book',
    '/contact',
    '/hi/contact',
  ])('%s: every word in another script is inside an element of its language', async (path) => {
    const runs = await foreignScriptRuns(await (await get(path)).text());
    const misread = runs.filter((run) => {
      const script = SCRIPTS.find((candidate) => candidate.name === run.script);
      return !script?.languages.includes(run.lang);
    });
    expect(misread).toEqual([]);
  });

  it('/hi/doctors writes Gujarati, Tamil and Malayalam in their own scripts, each marked', async () => {
    const html = await (await get('/hi/doctors')).text();
    const marked = (await select(html, 'article [lang]')).map((span) => [span.attrs.lang, span.text]);
    expect(marked).toEqual(
      expect.arrayContaining([
        ['gu', 'ગુજરાતી'],
        ['ta', 'தமிழ்'],
        ['ml', 'മലയാളം'],
      ]),
    );
  });
});
