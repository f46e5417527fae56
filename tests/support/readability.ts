// Flesch reading ease of English text: 206.835 − 1.015 × (words per sentence) − 84.6 × (syllables per word).
// 60 or more reads easily at a reading age of about 12–13 (health-literacy guidance); legal text is held to 45.

/** Syllables in one English word, by vowel groups (a close estimate, as every Flesch tool makes). */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 0);
}

export interface Readability {
  score: number;
  words: number;
  sentences: number;
}

/**
 * The score of plain text. Sentences end at . ! ? : or a line break (headings, list items and table cells are
 * sentences of their own); numbers and prices are not words.
 */
export function fleschReadingEase(text: string): Readability {
  const sentences = text
    .split(/[.!?:;]+(?:\s|$)|\n+/)
    .map((sentence) => sentence.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])
    .filter((words) => words.length > 0);
  const words = sentences.flat();
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  if (words.length === 0) return { score: 0, words: 0, sentences: 0 };
  const score = 206.835 - 1.015 * (words.length / sentences.length) - 84.6 * (syllableCount / words.length);
  return { score, words: words.length, sentences: sentences.length };
}

const BLOCK_END =
  /<\/(?:p|li|h[1-6]|td|th|dt|dd|div|section|article|summary|caption|figcaption|button|a)>|<br\s*\/?>/gi;

/** The visible text of a page's <main>, one line per block, without scripts, styles or island props. */
export function mainText(html: string): string {
  const main = html.match(/<main[\s\S]*?<\/main>/i)?.[0] ?? '';
  return main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, '')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/[ \t]+/g, ' ');
}
